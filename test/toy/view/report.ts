/** The toy's end-of-game report. */
import type { GameReport } from '../../../src/core/contract.ts';
import type { ToyState } from '../state.ts';

export function reportToy(st: ToyState): GameReport {
  return {
    system: 'toy',
    outcome: st.outcome === 'playing' ? 'unfinished' : st.outcome,
    players: [{ name: st.player.replace(/^player:/, ''), role: 'hero', fate: st.outcome === 'died' ? 'died' : `${st.hp} HP left` }],
    numbers: { gold: st.gold, rooms: st.room, hp: st.hp, dice: st.diceRolled },
    labels: { gold: 'gold coins', rooms: 'rooms entered', hp: 'HP left', dice: 'dice rolled' },
    story: st.story.slice(),
  };
}
