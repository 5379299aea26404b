/**
 * A pile of cards (card indexes 0..51, see deck.ts): a fixed typed array of
 * room for the whole deck and a length. A game draws about a hundred cards
 * and moves each a few times (pool, table, discard), so the piles are the
 * hot data of a simulation: pushing and popping here is a few times faster
 * than on a JavaScript array, and a pile never grows or reallocates.
 *
 * The state stays plain JSON data: a pile is written as the array of its
 * cards (`toJSON`), exactly as the arrays it replaced, so saves, hashes and
 * logs are unchanged. It is iterable like an array.
 */
/** Every card index in DECK order, copied into a pile in one move. */
const DECK_ORDER = Int8Array.from({ length: 52 }, (_, i) => i);

export class Pile {
  /** The cards, bottom first; only the first `length` count. */
  readonly cards = new Int8Array(52);
  length = 0;

  /** A pile holding `cards` in order (bottom first). */
  static of(cards: Iterable<number>): Pile {
    const p = new Pile();
    for (const c of cards) p.push(c);
    return p;
  }

  /** A pile of the whole deck in DECK order: the battle pool at the start of a game. */
  static deck(): Pile {
    return new Pile().fillDeck();
  }

  /** Makes this pile the whole deck in DECK order. */
  fillDeck(): this {
    this.cards.set(DECK_ORDER);
    this.length = 52;
    return this;
  }

  push(k: number): void {
    this.cards[this.length++] = k;
  }

  /** Takes the top card; the pile must not be empty. */
  pop(): number {
    return this.cards[--this.length]!;
  }

  /** Takes the card at place i out; the top card fills its place (the order of a pile being drawn from is not part of the rules). */
  take(i: number): number {
    const c = this.cards;
    const k = c[i]!;
    c[i] = c[--this.length]!;
    return k;
  }

  /** The card at place i (0 = bottom). */
  at(i: number): number {
    return this.cards[i]!;
  }

  set(i: number, k: number): void {
    this.cards[i] = k;
  }

  /** The cards as a plain array, bottom first. */
  toArray(): number[] {
    const out = new Array<number>(this.length);
    for (let i = 0; i < this.length; i++) out[i] = this.cards[i]!;
    return out;
  }

  /** Written to JSON as the plain array of its cards. */
  toJSON(): number[] {
    return this.toArray();
  }

  [Symbol.iterator](): Iterator<number> {
    return this.toArray()[Symbol.iterator]();
  }
}
