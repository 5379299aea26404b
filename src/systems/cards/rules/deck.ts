/**
 * The battle pool (Battles): drawing, discarding, counters, reshuffling.
 * A game draws about a hundred cards, so the piles of the state hold card
 * indexes (0..51 in DECK order, see below) rather than codes: drawing is an
 * index pick and an array swap, and face value and colour are table reads.
 * Codes ("QH") are made only for people: events (when the log is on), views,
 * and the names a scripted or physical draw is checked against.
 */
import { cardName, FULL_DECK, type Card } from '../../../core/cards.ts';
import type { Ctx } from '../../../core/engine.ts';
import { intern } from '../../../core/intern.ts';
import type { GameEvent } from '../../../core/events.ts';
import { note } from '../../../core/engine.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Pile } from './pile.ts';
import type { CardsState } from '../state.ts';

/**
 * The deck as internalized strings (object keys are): comparing and looking
 * them up is then a pointer check. Same codes and order as core's FULL_DECK:
 * card index i is DECK[i].
 */
export const DECK: readonly Card[] = FULL_DECK.map(intern);

/** A fresh pool: every card index in DECK order. */
export const DECK_AT: readonly number[] = DECK.map((_, i) => i);

/** Face value and colour by card index (DECK order: spades, hearts, diamonds, clubs; ace to king). */
export const FACE_OF: readonly number[] = DECK.map((_, i) => (i % 13) + 1);
export const RED_OF: readonly boolean[] = DECK.map((_, i) => i >= 13 && i < 39);

/** Colour by card index as a number (1 red, 0 black): compared as numbers, where two booleans read from an array would take V8's generic comparison. */
const COLOUR_OF = Int8Array.from(RED_OF, (red) => (red ? 1 : 0));

/** Whether two cards (indexes) are the same colour: an attack hits when its card and the evasion card are (Battles 2). */
export function sameColour(a: number, b: number): boolean {
  return COLOUR_OF[a] === COLOUR_OF[b];
}

/**
 * Card facts by a small table indexed from the code's first and last
 * character: rank char - 48 (0..34) and suit char - 67 (0..16). No string
 * slicing and no hashing.
 */
const KEY = (c: Card): number => (c.charCodeAt(0) - 48) | ((c.charCodeAt(c.length - 1) - 67) << 6);
const INDEX = new Int8Array(17 << 6).fill(-1);
for (let i = 0; i < DECK.length; i++) INDEX[KEY(DECK[i]!)] = i;

/** 0..51 in DECK order (spades, hearts, diamonds, clubs; ace to king). */
export function cardIndex(c: Card): number {
  return INDEX[KEY(c)]!;
}

/** The codes of a pile of card indexes ("QH"...), for events, views and tests. */
export function codes(pile: Iterable<number>): Card[] {
  return Array.from(pile, (k) => DECK[k]!);
}

/** Card indexes of codes: the other way round. */
export function indexes(cards: readonly Card[]): number[] {
  return cards.map(cardIndex);
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

/** How a drawn card is written in the log: with its value, face down (hidden), or by name only (counters). */
export type Shown = 'value' | 'face-down' | 'name';

/**
 * Draws one card from the battle pool and logs it; returns its index. Reshuffles
 * the discards first when the pool is empty. The last card of the pool fills the
 * drawn card's place (the order of the pool is not part of the rules).
 */
export function drawIndex(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string, shown: Shown = 'value'): number {
  if (st.pool.length === 0) refill(ctx, st, o);
  const pool = st.pool;
  // The namer is for the scripted and physical sources (the seeded one never calls it).
  const i = ctx.chance.pickIndex(pool.length, (j) => DECK[pool.at(j)]!, rule, label);
  const k = pool.take(i);
  st.drawn++;
  if (ctx.log) logDraw(ctx.log, k, rule, label, shown);
  return k;
}

/** The roll event of a draw (kept out of drawIndex so the hot path stays small enough to inline). */
function logDraw(log: GameEvent[], k: number, rule: string, label: string, shown: Shown): void {
  const c = DECK[k]!;
  // A card drawn face down is not in the log (the JSON log is the player's to read): it is logged when turned over.
  if (shown === 'face-down') log.push({ type: 'roll', rule, text: `${label}: drawn face down` });
  else log.push({ type: 'roll', rule, cards: [c], text: `${label}: ${shown === 'name' ? cardName(c) : show(c)}` });
}

/** Draws one card from the battle pool and logs it; returns its code. */
export function draw(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string, shown: Shown = 'value'): Card {
  return DECK[drawIndex(ctx, st, o, rule, label, shown)]!;
}

/** Draws a card that stays on the table until `clearTable` (initiative, attack, evasion); returns its index. */
export function drawToTable(ctx: Ctx, st: CardsState, o: CardsOptions, rule: string, label: string): number {
  const k = drawIndex(ctx, st, o, rule, label);
  st.table.push(k);
  return k;
}

/** Puts the cards of the step just played on the discard pile. */
export function clearTable(st: CardsState): void {
  const t = st.table;
  const d = st.discard;
  while (t.length > 0) d.push(t.pop());
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
  st.reshuffles++;
  if (ctx.log) note(ctx, SEC.battles, `The battle pool has run out: ${st.pool.length === 1 ? 'the one discarded card is' : `the ${st.pool.length} discarded cards are`} shuffled into a new battle pool.`, { reshuffled: codes(st.pool) });
}

/** Draws `n` HP counters into `into` (counters = cards), or none with tokens (ruling R2). */
export function drawCounters(ctx: Ctx, st: CardsState, o: CardsOptions, n: number, into: Pile, rule: string, label: string): void {
  if (o.counters === 'tokens') return;
  for (let k = 1; k <= n; k++) {
    const c = drawIndex(ctx, st, o, rule, ctx.log ? `${label} ${k} of ${n}` : label, 'name');
    into.push(c);
  }
}

/** Moves `n` counters from a row to the discard pile (the last laid first). */
export function discardCounters(st: CardsState, from: Pile, n: number): void {
  const d = st.discard;
  for (let k = 0; k < n && from.length > 0; k++) d.push(from.pop());
}
