/**
 * The state of one playing-card game: plain JSON data, rebuilt from setup on
 * every replay. The piles (pool, discard, table, counters, mana) hold card
 * indexes 0..51 (deck.ts: DECK[i] is the code, FACE_OF[i] the face value);
 * the four cards laid out singly (character, shield, MP, monster) are codes.
 */
import type { Card } from '../../core/cards.ts';

export type Character = 'warrior' | 'mage';
export type Outcome = 'playing' | 'left' | 'died' | 'deck-out';

export interface CardsState {
  /** The player's name (options.player). */
  player: string;
  character: Character | null;
  /** null until the difficulty is chosen (Battles). */
  hardcore: boolean | null;
  /** The battle pool: cards that can be drawn (card indexes, unordered). */
  pool: number[];
  /** Cards used and put aside; shuffled into a new pool when the pool runs out. */
  discard: number[];
  /** Cards on the table for the current step (initiative, attack, evasion, turned spells). */
  table: number[];

  /** The character card (HP card). */
  heroCard: Card | null;
  maxHp: number;
  hp: number;
  /** HP counter cards (empty with counters = tokens). */
  hpCounters: number[];
  /** Warrior's shield card and what it absorbs from every hit. */
  shieldCard: Card | null;
  absorb: number;
  /** Mage's MP card; its face value is the size of the full mana pool. */
  manaCard: Card | null;
  maxMana: number;
  /** Mage's mana pool, face down: only the count is public. */
  mana: number[];

  monster: Card | null;
  /** The monster card's face value: its HP, its score and (normal) its damage cap. */
  monsterMax: number;
  monsterHp: number;
  monsterCounters: number[];
  /** A monster hit waiting for the Mage's shield decision (0 when none). */
  pendingHit: number;

  /** Score earned so far. */
  score: number;
  /** Score kept at the end (0 on a hard-core death); -1 while playing. */
  finalScore: number;
  rooms: number;
  kills: number;
  outcome: Outcome;
  reshuffles: number;
  drawn: number;
}

/**
 * Every card index in DECK order (the same as DECK_AT). Written as a literal:
 * V8 copies a literal inline, two to four times faster than slicing DECK_AT,
 * and a simulation makes one per game.
 */
function freshPool(): number[] {
  // prettier-ignore
  return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51];
}

export function newState(player = 'Player'): CardsState {
  return {
    player,
    character: null,
    hardcore: null,
    pool: freshPool(),
    discard: [],
    table: [],
    heroCard: null,
    maxHp: 0,
    hp: 0,
    hpCounters: [],
    shieldCard: null,
    absorb: 0,
    manaCard: null,
    maxMana: 0,
    mana: [],
    monster: null,
    monsterMax: 0,
    monsterHp: 0,
    monsterCounters: [],
    pendingHit: 0,
    score: 0,
    finalScore: -1,
    rooms: 0,
    kills: 0,
    outcome: 'playing',
    reshuffles: 0,
    drawn: 0,
  };
}
