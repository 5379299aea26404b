/**
 * The state of one playing-card game: plain JSON data, rebuilt from setup on
 * every replay. The piles (pool, discard, table, counters, mana) hold card
 * indexes 0..51 (rules/deck.ts: DECK[i] is the code, FACE_OF[i] the face value) in
 * `Pile`s, written to JSON as plain arrays; the four cards laid out singly
 * (character, shield, MP, monster) are codes.
 */
import type { Card } from '../../core/cards.ts';
import { Pile } from './rules/pile.ts';

export type Character = 'warrior' | 'mage';
export type Outcome = 'playing' | 'left' | 'died' | 'deck-out';

export interface CardsState {
  /** The player's name (options.player). */
  player: string;
  character: Character | null;
  /** null until the difficulty is chosen (Battles). */
  hardcore: boolean | null;
  /** The battle pool: cards that can be drawn (card indexes, unordered). */
  pool: Pile;
  /** Cards used and put aside; shuffled into a new pool when the pool runs out. */
  discard: Pile;
  /** Cards on the table for the current step (initiative, attack, evasion, turned spells). */
  table: Pile;

  /** The character card (HP card). */
  heroCard: Card | null;
  maxHp: number;
  hp: number;
  /** HP counter cards (empty with counters = tokens). */
  hpCounters: Pile;
  /** Warrior's shield card and what it absorbs from every hit. */
  shieldCard: Card | null;
  absorb: number;
  /** Mage's MP card; its face value is the size of the full mana pool. */
  manaCard: Card | null;
  maxMana: number;
  /** Mage's mana pool, face down: only the count is public. */
  mana: Pile;

  monster: Card | null;
  /** The monster card's face value: its HP, its score and (normal) its damage cap. */
  monsterMax: number;
  monsterHp: number;
  monsterCounters: Pile;
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
 * A new game's state. `recycled`, a state of an earlier game that nobody
 * reads any more (a simulation's last game, once counted), is reset and
 * returned in place of a new one: its piles are reused, so a simulation
 * allocates no piles per game. Never pass a state a live game or a kept
 * result still holds.
 */
export function newState(player = 'Player', recycled?: CardsState): CardsState {
  if (recycled) return reset(recycled, player);
  return {
    player,
    character: null,
    hardcore: null,
    pool: Pile.deck(),
    discard: new Pile(),
    table: new Pile(),
    heroCard: null,
    maxHp: 0,
    hp: 0,
    hpCounters: new Pile(),
    shieldCard: null,
    absorb: 0,
    manaCard: null,
    maxMana: 0,
    mana: new Pile(),
    monster: null,
    monsterMax: 0,
    monsterHp: 0,
    monsterCounters: new Pile(),
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

/** Every field as newState sets it, in the same object and piles. */
function reset(st: CardsState, player: string): CardsState {
  st.player = player;
  st.character = null;
  st.hardcore = null;
  st.pool.fillDeck();
  st.discard.length = 0;
  st.table.length = 0;
  st.heroCard = null;
  st.maxHp = 0;
  st.hp = 0;
  st.hpCounters.length = 0;
  st.shieldCard = null;
  st.absorb = 0;
  st.manaCard = null;
  st.maxMana = 0;
  st.mana.length = 0;
  st.monster = null;
  st.monsterMax = 0;
  st.monsterHp = 0;
  st.monsterCounters.length = 0;
  st.pendingHit = 0;
  st.score = 0;
  st.finalScore = -1;
  st.rooms = 0;
  st.kills = 0;
  st.outcome = 'playing';
  st.reshuffles = 0;
  st.drawn = 0;
  return st;
}
