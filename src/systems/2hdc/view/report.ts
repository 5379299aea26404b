/** The end-of-game report: the band's fates, the treasure, the dungeon, readable and as JSON. */
import type { GameReport } from '../../../core/engine.ts';
import { OUTCOME_WORDS, type AdventureState } from '../state-adventure.ts';
import type { Character } from '../state.ts';

/** The band's fates. Pushed, not spread from `map`s: speed/packed.ts says why (this function's optimised code was thrown away three times a run). */
function players(state: AdventureState): GameReport['players'] {
  const out: GameReport['players'] = [];
  for (const c of state.band) {
    out.push({
      name: c.star ? c.owner?.replace(/^player:/, '') ?? c.name : c.name,
      role: `${c.star ? 'Star' : 'Grunt'}: ${c.race} ${c.professions.join('/')} Rep ${c.rep}`,
      fate: fateOf(state, c),
    });
  }
  // 13.1: Grunts who got out and left the band afterwards are still in this adventure's report.
  for (const { character: c, why } of state.departed ?? []) {
    out.push({
      name: c.name,
      role: `Grunt: ${c.race} ${c.professions.join('/')} Rep ${c.rep}`,
      fate: `${fateOf(state, c)}, then left the band (${why})`,
    });
  }
  return out;
}

export function reportAdventure(state: AdventureState): GameReport {
  const s = state.band.find((c) => c.star);
  const k = state.treasure.coins;
  const explored = state.map.tiles.filter((t) => t.visited).length;
  return {
    system: '2hdc',
    outcome: state.outcome === 'in-progress' ? 'unfinished' : state.outcome,
    outcomeText: OUTCOME_WORDS[state.outcome],
    players: players(state),
    numbers: {
      treasureBronze: k.bronze,
      treasureSilver: k.silver,
      treasureGold: k.gold,
      magicItems: state.itemsFound + state.treasure.magic.length,
      // What the sheets show: the items the band's members hold at the end (some found may be left behind or lost with a fallen band, some carried in from an earlier adventure).
      magicHeld: state.band.reduce((a, c) => a + c.magic.length, 0),
      tilesPlaced: state.map.tiles.length,
      tilesExplored: explored,
      tilesTotal: state.map.tilesTotal,
      roomsCleared: state.roomsCleared,
      turns: state.turn,
      fights: state.fights,
      repChange: state.repChanges.reduce((a, r) => a + r.to - r.from, 0),
      starRep: s?.rep ?? 0,
      dice: state.diceRolled,
    },
    labels: REPORT_LABELS,
    story: state.story.slice(),
  };
}

const REPORT_LABELS: Record<string, string> = {
  treasureBronze: 'bronze coins found', treasureSilver: 'silver coins found', treasureGold: 'gold coins found', magicItems: 'magic items found', magicHeld: "magic items on the band's sheets at the end",
  tilesPlaced: 'Dungeon Tiles placed', tilesExplored: 'Dungeon Tiles explored', tilesTotal: 'Dungeon Tiles in all', roomsCleared: 'rooms cleared',
  turns: 'turns', fights: 'fights', repChange: 'Rep gained (lost) in all', starRep: "the Star's Rep", dice: 'dice rolled',
};

/** One band member's fate in words, with the Rep change after the adventure (42.1, 42.2). */
function fateOf(state: AdventureState, c: Character): string {
  const change = state.repChanges.find((r) => r.id === c.id);
  const rep = change ? ` (Rep ${change.from} → ${change.to})` : '';
  if (c.status === 'obviously-dead') return 'died';
  if (c.status === 'turned') return 'became a Feral Vampire';
  if (c.status === 'captured') return 'captured';
  if (state.leftBehind.includes(c.id)) return 'left behind in the dungeon';
  if (state.outside.includes(c.id)) return `got out${rep}`;
  if (c.status === 'fled' || c.status === 'quit') return 'fled and never came back';
  return `lost in the dungeon${rep}`;
}
