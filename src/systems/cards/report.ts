/** The end-of-game report: score, rooms, character and difficulty, readable and as JSON. */
import type { GameReport } from '../../core/engine.ts';
import type { CardsState } from './state.ts';
import { recordable } from './rules/score.ts';

export function reportCards(st: CardsState, playerName = 'Player'): GameReport {
  const role = st.character ?? 'none';
  const hardcore = st.hardcore === true;
  const fate = st.outcome === 'died' ? 'died' : st.outcome === 'playing' ? 'playing' : 'alive';
  const story: string[] = [];
  story.push(`A ${role} with ${st.maxHp} HP on ${hardcore ? 'hard core' : 'normal'} difficulty.`);
  story.push(`Entered ${st.rooms} room${st.rooms === 1 ? '' : 's'} and slew ${st.kills} monster${st.kills === 1 ? '' : 's'}.`);
  if (st.outcome === 'died') story.push(hardcore ? `Died: the ${st.score} points earned are lost (hard core).` : `Died with ${st.score} points (kept on normal).`);
  else if (st.outcome === 'left') story.push(`Left the dungeon with ${st.score} points.`);
  else if (st.outcome === 'deck-out') story.push(`The battle pool ran out; walked out with ${st.score} points.`);
  return {
    system: 'cards',
    outcome: st.outcome,
    players: [{ name: playerName, role, fate }],
    numbers: {
      score: Math.max(0, st.finalScore),
      earned: st.score,
      rooms: st.rooms,
      kills: st.kills,
      hp: st.hp,
      maxHp: st.maxHp,
      maxMana: st.maxMana,
      hardcore: hardcore ? 1 : 0,
      recordable: st.outcome !== 'playing' && recordable(hardcore, st.outcome) ? 1 : 0,
      cardsDrawn: st.drawn,
      reshuffles: st.reshuffles,
    },
    labels: {
      score: 'final score', earned: 'points earned', rooms: 'rooms entered', kills: 'monsters slain', hp: 'HP left', maxHp: 'maximum HP',
      maxMana: 'maximum mana', hardcore: 'hard core?', recordable: 'goes on the high-score sheet?', cardsDrawn: 'cards drawn', reshuffles: 'reshuffles',
    },
    story,
  };
}
