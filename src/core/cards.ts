/** A standard 52-card deck: codes like "QH", "10S", "AD" (rank then suit). */

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Suit = (typeof SUITS)[number];
export type Card = string;

export const FULL_DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => r + s));

const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

/** Face value: ace 1, number cards their number, jack 11, queen 12, king 13. */
export function faceValue(card: Card): number {
  const r = card.slice(0, -1);
  if (r === 'A') return 1;
  if (r === 'J') return 11;
  if (r === 'Q') return 12;
  if (r === 'K') return 13;
  return Number(r);
}

export function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

export function colourOf(card: Card): 'red' | 'black' {
  const s = suitOf(card);
  return s === 'H' || s === 'D' ? 'red' : 'black';
}

export function cardName(card: Card): string {
  const r = card.slice(0, -1);
  return `${RANK_NAMES[r] ?? r} of ${SUIT_NAMES[suitOf(card)]}`;
}

/**
 * Reads what a player typed for a card: "QH", "qh", "10s", "Ts", "1h" (ace),
 * "queen of hearts". Returns the canonical code or null.
 */
export function parseCard(text: string): Card | null {
  let t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const long = /^(ACE|KING|QUEEN|JACK|[0-9]+) OF (SPADES|HEARTS|DIAMONDS|CLUBS)$/.exec(t);
  if (long) {
    const r = { ACE: 'A', KING: 'K', QUEEN: 'Q', JACK: 'J' }[long[1]!] ?? long[1]!;
    t = r + long[2]![0];
  }
  t = t.replace(/\s/g, '');
  const m = /^(A|K|Q|J|T|10|[1-9])([SHDC])$/.exec(t);
  if (!m) return null;
  let r = m[1]!;
  if (r === 'T') r = '10';
  if (r === '1') r = 'A';
  return r + m[2];
}
