/** The end-of-game report: the party's fates, rooms, kills and coins, readable and as JSON. */
import type { GameReport } from '../../../core/engine.ts';
import type { GameState } from '../state.ts';
import { SIX_OUTCOMES } from '../words.ts';

export function reportSix(st: GameState): GameReport {
  const party = st.party.map((id) => st.fighters[id]!);
  return {
    system: '3d6',
    outcome: st.outcome === 'playing' ? 'unfinished' : st.outcome,
    outcomeText: SIX_OUTCOMES[st.outcome === 'playing' ? 'unfinished' : st.outcome],
    players: party.map((f) => ({ name: f.name, role: `${f.role}, level ${f.level}${f.follower ? `, ${f.follower.kind === 'henchman' ? `${st.fighters[f.follower.of]?.name ?? 'a'}'s henchman` : 'hireling'}` : ''}`, fate: f.condition === 'dead' ? 'died' : `${st.outcome === 'dead' ? 'lost' : 'got out'} with ${f.hp}/${f.maxHp} HP${f.wounds ? ` and ${f.wounds} Wound${f.wounds === 1 ? '' : 's'}` : ''}` })),
    numbers: {
      roomsEntered: st.dungeon.rooms.length,
      roomsCleared: st.dungeon.rooms.filter((r) => r.cleared).length,
      rooms: st.dungeon.total,
      kills: st.kills,
      coins: st.coins,
      // Those who got out, as the fates say: nobody when the party fell (a hireling left standing is lost with it).
      survivors: st.outcome === 'dead' ? 0 : party.filter((f) => f.condition !== 'dead').length,
      wounds: party.reduce((a, f) => a + f.wounds, 0),
      hoursRested: st.dungeon.hours,
      dice: st.diceRolled,
    },
    labels: { roomsEntered: 'rooms entered', roomsCleared: 'rooms cleared', rooms: 'rooms in the dungeon', kills: 'monsters slain', coins: 'coins', survivors: 'survivors (got out)', wounds: 'Wounds carried out', hoursRested: 'hours rested', dice: 'dice rolled' },
    story: st.story.slice(),
  };
}
