/** The end-of-game report: score, rooms, character and difficulty, readable and as JSON. */
import type { GameReport } from '../../core/engine.ts';
import type { CardsState } from './state.ts';
import { recordable } from './rules/score.ts';
import { counted, plural } from '../../core/text.ts';

/** Each key number's name in words (the same for every report). */
const LABELS: Record<string, string> = Object.freeze({
  score: 'final score', earned: 'points earned', rooms: 'rooms entered', kills: 'monsters slain', hp: 'HP left', maxHp: 'maximum HP',
  maxMana: 'maximum mana', hardcore: 'hard core?', recordable: 'goes on the high-score sheet?', cardsDrawn: 'cards drawn', reshuffles: 'reshuffles',
});

/** What happened, in a few lines. */
export function storyOf(st: CardsState): string[] {
  const role = st.character ?? 'none';
  const hardcore = st.hardcore === true;
  const story: string[] = [];
  story.push(`A ${role} with ${st.maxHp} HP on ${hardcore ? 'hard core' : 'normal'} difficulty.`);
  story.push(`Entered ${counted(st.rooms, 'room')} and slew ${counted(st.kills, 'monster')}.`);
  if (st.outcome === 'died') story.push(hardcore ? `Died: the ${counted(st.score, 'point')} earned ${plural(st.score, 'is', 'are')} lost (hard core).` : `Died with ${counted(st.score, 'point')} (kept on normal).`);
  else if (st.outcome === 'left') story.push(`Left the dungeon with ${counted(st.score, 'point')}.`);
  else if (st.outcome === 'deck-out') story.push(`The battle pool ran out; walked out with ${counted(st.score, 'point')}.`);
  return story;
}

/**
 * A report whose story is written when first read: a simulation reads only
 * the outcome and numbers of every game, so it builds no text. `toJSON` gives
 * the plain report (story included) for saves, files and the database.
 */
class CardsReport implements GameReport {
  readonly system = 'cards';
  readonly outcome: string;
  readonly players: GameReport['players'];
  readonly numbers: Record<string, number>;
  readonly labels = LABELS;
  readonly #st: CardsState;
  #story: string[] | null = null;

  constructor(st: CardsState, playerName: string) {
    const hardcore = st.hardcore === true;
    this.#st = st;
    this.outcome = st.outcome;
    this.players = [{ name: playerName, role: st.character ?? 'none', fate: st.outcome === 'died' ? 'died' : st.outcome === 'playing' ? 'playing' : 'alive' }];
    this.numbers = {
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
    };
  }

  get story(): string[] {
    return (this.#story ??= storyOf(this.#st));
  }

  toJSON(): GameReport {
    return { system: this.system, outcome: this.outcome, players: this.players, numbers: this.numbers, labels: this.labels, story: this.story };
  }
}

export function reportCards(st: CardsState, playerName = 'Player'): GameReport {
  return new CardsReport(st, playerName);
}
