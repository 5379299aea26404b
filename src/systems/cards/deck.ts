/**
 * The battle pool (Battles): drawing, discarding, counters, reshuffling.
 * A game draws about a hundred cards, so the hot path works with card indexes
 * (0..51) and small tables instead of slicing strings; the state keeps the
 * cards' codes ("QH") for people, saves and tests.
 */
import { cardName, FULL_DECK, type Card } from '../../core/cards.ts';
import type { Ctx } from '../../core/engine.ts';
import { note } from '../../core/engine.ts';
import type { CardsOptions } from './options.ts';
import { SEC } from './sections.ts';
import type { CardsState } from './state.ts';

/**
 * The deck as internalized strings (object keys are): comparing and looking
 * them up is then a pointer check, which keeps `indexOf` and the face-value
 * table cheap. Same codes and order as core's FULL_DECK.
 */
export const DECK: readonly Card[] = Object.keys(Object.fromEntries(FULL_DECK.map((c) => [c, 0])));

/** Each card's place in a fresh pool. */
export const DECK_AT: readonly number[] = DECK.map((_, i) => i);

/** Face value and colour by card index (DECK order: spades, hearts, diamonds, clubs; ace to king). */
export const FACE_OF: readonly number[] = DECK.map((_, i) => (i % 13) + 1);
export const RED_OF: readonly boolean[] = DECK.map((_, i) => i >= 13 && i < 39);

/**
 * Card facts by a small table indexed from the code's first and last
 * character: rank char - 48 (0..34) and suit char - 67 (0..16). No string
 * slicing and no hashing on the hot path.
 */
const KEY = (c: Card): number => (c.charCodeAt(0) - 48) | ((c.charCodeAt(c.length - 1) - 67) << 6);
const INDEX = new Int8Array(17 << 6).fill(-1);
for (let i = 0; i < DECK.length; i++) INDEX[KEY(DECK[i]!)] = i;

/** 0..51 in DECK order (spades, hearts, diamonds, clubs; ace to king). */
export function cardIndex(c: Card): number {
  return INDEX[KEY(c)]!;
}

/** Face value (2 Stats): ace 1, number cards their number, jack 11, queen 12, king 13. */
export function face(c: Card): number {
  return (INDEX[KEY(c)]! % 13) + 1;
}

/** Hearts and diamonds are red. */
export function isRed(c: Card): boolean {
  const s = c.charCodeAt(c.length - 1);
  return s === 72 || s === 68; // H, D
}

export function show(c: Card): string {
  return `${cardName(c)} (${face(c)})`;
}

/** Thrown when a card is needed and none is left (deckOut = end, or nothing to reshuffle). */
export class DeckOut extends Error {}

/**
 * `st.poolIdx` mirrors `st.pool` with card indexes and `st.poolAt` says where
 * each card sits, so taking the drawn card out is O(1) and reads one string.
 * Call after building a pool by hand (reshuffles, tests).
 */
export function indexPool(st: CardsState): void {
  const pool = st.pool;
  const idx: number[] = [];
  for (let i = 0; i < pool.length; i++) {
    const k = cardIndex(pool[i]!);
    idx.push(k);
    st.poolAt[k] = i;
  }
  st.poolIdx = idx;
}

/** Takes `c` out of the pool and returns its index: the last card fills its place (the order of the pool is not part of the rules). */
function takeFromPool(st: CardsState, c: Card): number {
  const k = cardIndex(c);
  let i = st.poolAt[k]!;
  if (st.poolIdx[i] !== k || st.poolIdx.length !== st.pool.length) {
    indexPool(st);
    i = st.poolAt[k]!;
  }
  const pool = st.pool;
  const idx = st.poolIdx;
  const last = pool.pop()!;
  const lastK = idx.pop()!;
  if (lastK !== k) {
    pool[i] = last;
    idx[i] = lastK;
    st.poolAt[lastK] = i;
  }
  return k;
}

/** Takes the card at position `i` (the card `c`) out of the pool, as takeFromPool does without searching for it. */
function takeAt(st: CardsState, i: number, c: Card): number {
  const idx = st.poolIdx;
  if (idx.length !== st.pool.length || DECK[idx[i]!] !== c) return takeFromPool(st, c);
  const pool = st.pool;
  const k = idx[i]!;
  const last = pool.pop()!;
  const lastK = idx.pop()!;
  if (i < pool.length) {
    pool[i] = last;
    idx[i] = lastK;
    st.poolAt[lastK] = i;
  }
  return k;
}

/** How a drawn card is written in the log: with its value, face down (hidden), or by name only (counters). */
export type Shown = 'value' | 'face-down' | 'name';

/** Draws one card from the battle pool and logs it; returns its index. Reshuffles the discards first when the pool is empty. */
export function drawIndex(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string, shown: Shown = 'value'): number {
  if (st.pool.length === 0) refill(ctx, st, o);
  const i = ctx.chance.pick(st.pool, rule, label);
  const c = st.pool[i]!;
  const k = takeAt(st, i, c);
  st.drawn++;
  if (ctx.log) ctx.log.push({ type: 'roll', rule, cards: [c], text: shown === 'face-down' ? `${label}: drawn face down` : `${label}: ${shown === 'name' ? cardName(c) : show(c)}` });
  return k;
}

/** Draws one card from the battle pool and logs it. */
export function draw(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string, shown: Shown = 'value'): Card {
  return DECK[drawIndex(ctx, st, o, rule, label, shown)]!;
}

/** Draws a card that stays on the table until `clearTable` (initiative, attack, evasion); returns its index. */
export function drawToTable(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string): number {
  const k = drawIndex(ctx, st, o, rule, label);
  st.table.push(DECK[k]!);
  return k;
}

/** Puts the cards of the step just played on the discard pile. */
export function clearTable(st: CardsState): void {
  const t = st.table;
  while (t.length > 0) st.discard.push(t.pop()!);
}

/** Ruling R10: an empty pool takes the shuffled discards, or ends the game. */
function refill(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  if (o.deckOut === 'end' || st.discard.length === 0) {
    note(ctx, SEC.battles, 'The battle pool has run out: the game ends.');
    throw new DeckOut('the battle pool has run out');
  }
  const empty = st.pool;
  st.pool = st.discard;
  st.discard = empty;
  indexPool(st);
  st.reshuffles++;
  if (ctx.log) note(ctx, SEC.battles, `The battle pool has run out: the ${st.pool.length} discarded cards are shuffled into a new battle pool.`, { reshuffled: st.pool.slice() });
}

/** Draws `n` HP counters into `into` (counters = cards), or none with tokens (ruling R2). */
export function drawCounters(ctx: Ctx, st: CardsState, o: CardsOptions, n: number, into: Card[], rule: string, label: string): void {
  if (o.counters === 'tokens') return;
  for (let k = 1; k <= n; k++) into.push(draw(ctx, st, o, rule, ctx.log ? `${label} ${k} of ${n}` : label, 'name'));
}

/** Moves `n` counters from a row to the discard pile (the last laid first). */
export function discardCounters(st: CardsState, from: Card[], n: number): void {
  for (let k = 0; k < n && from.length > 0; k++) st.discard.push(from.pop()!);
}
