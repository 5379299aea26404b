/**
 * The battle pool (Battles): drawing, discarding, counters, reshuffling.
 * A game draws about a hundred cards, so the hot path reads face values and
 * colours from character codes instead of slicing strings.
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

/** Face value (2 Stats): ace 1, jack 11, queen 12, king 13. Read from the code's first character, no lookup. */
export function face(c: Card): number {
  const r = c.charCodeAt(0);
  if (r <= 57) return r === 49 ? 10 : r - 48; // '2'..'9', and '1' of "10"
  return r === 65 ? 1 : r === 74 ? 11 : r === 81 ? 12 : 13; // A, J, Q, K
}

/** Hearts and diamonds are red. */
export function isRed(c: Card): boolean {
  const s = c.charCodeAt(c.length - 1);
  return s === 72 || s === 68; // H, D
}

export function sameColour(a: Card, b: Card): boolean {
  return isRed(a) === isRed(b);
}

export function show(c: Card): string {
  return `${cardName(c)} (${face(c)})`;
}

/** Thrown when a card is needed and none is left (deckOut = end, or nothing to reshuffle). */
export class DeckOut extends Error {}

/** 0..51 in DECK order (spades, hearts, diamonds, clubs; ace to king), from character codes. */
export function cardIndex(c: Card): number {
  const s = c.charCodeAt(c.length - 1);
  return (s === 83 ? 0 : s === 72 ? 13 : s === 68 ? 26 : 39) + face(c) - 1;
}

/**
 * Takes `c` out of the pool: the last card fills its place (the order of the
 * pool is not part of the rules). `st.poolAt` remembers where each card sits
 * so no search is needed; a stale entry falls back to a search.
 */
function takeFromPool(st: CardsState, c: Card): void {
  const pool = st.pool;
  const at = st.poolAt;
  let i = at[cardIndex(c)]!;
  if (pool[i] !== c) i = pool.indexOf(c);
  const last = pool.pop()!;
  if (last !== c) {
    pool[i] = last;
    at[cardIndex(last)] = i;
  }
}

/** Draws one card from the battle pool; logs it. Reshuffles the discards first when the pool is empty. */
export function draw(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string, faceDown = false): Card {
  if (st.pool.length === 0) refill(ctx, st, o);
  const c = ctx.chance.card(st.pool, rule, label);
  takeFromPool(st, c);
  st.drawn++;
  if (ctx.log) ctx.log.push({ type: 'roll', rule, cards: [c], text: faceDown ? `${label}: drawn face down` : `${label}: ${show(c)}` });
  return c;
}

/** Draws a card that stays on the table until `clearTable` (initiative, attack, evasion). */
export function drawToTable(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string): Card {
  const c = draw(ctx, st, o, rule, label);
  st.table.push(c);
  return c;
}

/** Puts the cards of the step just played on the discard pile. */
export function clearTable(st: CardsState): void {
  const t = st.table;
  while (t.length > 0) st.discard.push(t.pop()!);
}

/** Ruling R6: an empty pool takes the shuffled discards, or ends the game. */
function refill(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  if (o.deckOut === 'end' || st.discard.length === 0) {
    note(ctx, SEC.battles, 'The battle pool has run out: the game ends.');
    throw new DeckOut('the battle pool has run out');
  }
  const empty = st.pool;
  st.pool = st.discard;
  st.discard = empty;
  for (let i = 0; i < st.pool.length; i++) st.poolAt[cardIndex(st.pool[i]!)] = i;
  st.reshuffles++;
  if (ctx.log) note(ctx, SEC.battles, `The battle pool has run out: the ${st.pool.length} discarded cards are shuffled into a new battle pool.`, { reshuffled: st.pool.slice() });
}

/** Draws `n` HP counters into `into` (counters = cards), or none with tokens (ruling R2). */
export function drawCounters(ctx: Ctx, st: CardsState, o: CardsOptions, n: number, into: Card[], rule: string, label: string): void {
  if (o.counters === 'tokens') return;
  for (let k = 1; k <= n; k++) into.push(draw(ctx, st, o, rule, ctx.log ? `${label} ${k} of ${n}` : label));
}

/** Moves `n` counters from a row to the discard pile (the last laid first). */
export function discardCounters(st: CardsState, from: Card[], n: number): void {
  for (let k = 0; k < n && from.length > 0; k++) st.discard.push(from.pop()!);
}
