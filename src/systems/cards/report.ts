/** The end-of-game report: score, rooms, character and difficulty, readable and as JSON. */
import type { GameReport } from '../../core/engine.ts';
import type { CardsState } from './state.ts';
import { recordable } from './rules/score.ts';
import { counted, plural } from '../../core/text.ts';

export function reportCards(st: CardsState, playerName = 'Player'): GameReport {
  const role = st.character ?? 'none';
  const hardcore = st.hardcore === true;
  const fate = st.outcome === 'died' ? 'died' : st.outcome === 'playing' ? 'playing' : 'alive';
  const story: string[] = [];
  story.push(`A ${role} with ${st.maxHp} HP on ${hardcore ? 'hard core' : 'normal'} difficulty.`);
  story.push(`Entered ${counted(st.rooms, 'room')} and slew ${counted(st.kills, 'monster')}.`);
  if (st.outcome === 'died') story.push(hardcore ? `Died: the ${counted(st.score, 'point')} earned ${plural(st.score, 'is', 'are')} lost (hard core).` : `Died with ${counted(st.score, 'point')} (kept on normal).`);
  else if (st.outcome === 'left') story.push(`Left the dungeon with ${counted(st.score, 'point')}.`);
  else if (st.outcome === 'deck-out') story.push(`The battle pool ran out; walked out with ${counted(st.score, 'point')}.`);
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
