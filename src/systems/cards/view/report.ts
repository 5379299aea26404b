/** The end-of-game report: score, rooms, character and difficulty, readable and as JSON. */
import type { GameReport } from '../../../core/engine.ts';
import type { CardsState, Character, Outcome } from '../state.ts';
import { recordable } from '../rules/score.ts';
import { counted, plural } from '../../../core/text.ts';
import { CARDS_OUTCOMES } from '../words.ts';

/** Each key number's name in words (the same for every report). */
const LABELS: Record<string, string> = Object.freeze({
  score: 'final score', earned: 'points earned', rooms: 'rooms entered', kills: 'monsters slain', hp: 'HP left', maxHp: 'maximum HP',
  maxMana: 'maximum mana', hardcore: 'hard core?', recordable: 'goes on the high score sheet?', cardsDrawn: 'cards drawn', reshuffles: 'reshuffles',
});

/** The keys of the report's numbers, in their order (the same as LABELS'). */
const KEYS: readonly string[] = Object.freeze(['score', 'earned', 'rooms', 'kills', 'hp', 'maxHp', 'maxMana', 'hardcore', 'recordable', 'cardsDrawn', 'reshuffles']);

/** What the story is told from: the state's fields, or a report's copy of them. */
type StoryFacts = Pick<CardsState, 'character' | 'maxHp' | 'hardcore' | 'rooms' | 'kills' | 'outcome' | 'score'>;

/** What happened, in a few lines. */
function storyOf(st: StoryFacts): string[] {
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
 * A report whose players and story are made when first read: a simulation
 * reads only the outcome and numbers of every game, so it builds no text.
 * It keeps no reference to the state (a simulation recycles the state of a
 * counted game), only the few facts the story needs. `toJSON` gives the
 * plain report (story included) for saves, files and the database.
 */
class CardsReport implements GameReport {
  readonly system = 'cards';
  outcome: Outcome = 'playing';
  readonly numberKeys = KEYS;
  /** The key numbers in the order of KEYS (simulate counts these); `numbers` is made from them when first read. */
  readonly numberValues: number[] = new Array<number>(KEYS.length).fill(0);
  readonly labels = LABELS;
  #numbers: Record<string, number> | null = null;
  #name = '';
  #character: Character | null = null;
  #story: string[] | null = null;

  constructor(st: CardsState, playerName: string) {
    this.fill(st, playerName);
  }

  /** Makes this the report of `st`, forgetting what it said before (a simulation's report, counted and dropped, is refilled for the next game). */
  fill(st: CardsState, playerName: string): this {
    const hardcore = st.hardcore === true;
    this.outcome = st.outcome;
    this.#name = playerName;
    this.#character = st.character;
    this.#numbers = null;
    this.#story = null;
    // In the order of KEYS.
    const v = this.numberValues;
    v[0] = Math.max(0, st.finalScore);
    v[1] = st.score;
    v[2] = st.rooms;
    v[3] = st.kills;
    v[4] = st.hp;
    v[5] = st.maxHp;
    v[6] = st.maxMana;
    v[7] = hardcore ? 1 : 0;
    v[8] = st.outcome !== 'playing' && recordable(hardcore, st.outcome) ? 1 : 0;
    v[9] = st.drawn;
    v[10] = st.reshuffles;
    return this;
  }

  get outcomeText(): string {
    return CARDS_OUTCOMES[this.outcome] ?? this.outcome;
  }

  get numbers(): Record<string, number> {
    if (this.#numbers === null) {
      const n: Record<string, number> = {};
      KEYS.forEach((k, i) => (n[k] = this.numberValues[i]!));
      this.#numbers = n;
    }
    return this.#numbers;
  }

  get players(): GameReport['players'] {
    const o = this.outcome;
    return [{ name: this.#name, role: this.#character ?? 'none', fate: o === 'died' ? 'died' : o === 'playing' ? 'playing' : 'alive' }];
  }

  get story(): string[] {
    const n = this.numbers;
    return (this.#story ??= storyOf({ character: this.#character, maxHp: n.maxHp!, hardcore: n.hardcore === 1, rooms: n.rooms!, kills: n.kills!, outcome: this.outcome, score: n.earned! }));
  }

  toJSON(): GameReport {
    return { system: this.system, outcome: this.outcome, outcomeText: this.outcomeText, players: this.players, numbers: this.numbers, labels: this.labels, story: this.story };
  }
}

/** The report of `st`; `recycled`, a report of this system nobody reads any more, is refilled rather than a new one made. */
export function reportCards(st: CardsState, playerName = 'Player', recycled?: GameReport): GameReport {
  return recycled instanceof CardsReport ? recycled.fill(st, playerName) : new CardsReport(st, playerName);
}
