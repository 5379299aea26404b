/**
 * A deck of cards as plain data: a draw pile and a discard pile. The draw pile
 * is kept unordered and every draw picks uniformly among its cards through the
 * game's chance source, which is the same as drawing the top card of a
 * shuffled deck, and works unchanged when a player draws from a real deck.
 */
import { FULL_DECK, type Card } from './cards.ts';
import type { Ctx } from './engine.ts';

export interface Deck {
  draw: Card[];
  discard: Card[];
}

export function newDeck(cards: readonly Card[] = FULL_DECK): Deck {
  return { draw: cards.slice(), discard: [] };
}

/** Draws one card (logged as a roll event with `cards`); null when the draw pile is empty. */
export function drawCard(ctx: Ctx, deck: Deck, rule: string, label: string): Card | null {
  if (deck.draw.length === 0) return null;
  const c = ctx.chance.card(deck.draw, rule, label);
  const i = deck.draw.indexOf(c);
  deck.draw[i] = deck.draw[deck.draw.length - 1]!;
  deck.draw.pop();
  if (ctx.log) ctx.log.push({ type: 'roll', rule, cards: [c], text: `${label}: ${c}` });
  return c;
}

export function discardCard(deck: Deck, card: Card): void {
  deck.discard.push(card);
}

/** Shuffles the discards back into the draw pile. */
export function reshuffle(deck: Deck): void {
  for (const c of deck.discard) deck.draw.push(c);
  deck.discard.length = 0;
}
