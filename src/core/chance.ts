/**
 * The one source of chance of a game. Three implementations share one
 * interface, so the same rules code runs with a seeded generator, a scripted
 * list (rulebook examples in tests) or the player's own dice and cards.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { FULL_DECK, parseCard, type Card } from './cards.ts';
import { excerpt } from './excerpt.ts';
import { uniformBelow } from './uniform.ts';
import { IllegalReplay, NeedChance, type ChanceRequest } from './request.ts';

export type ChanceMode = 'seeded' | 'scripted' | 'physical';

/** A physical entry as saved: the dice of one roll, or one card. */
export type PhysicalEntry = number[] | string;

export interface Chance {
  readonly mode: ChanceMode;
  /** Rolls `count` dice with `sides` faces each. */
  dice(count: number, sides: number, rule: string, label: string): number[];
  /** Draws one of the `remaining` cards; the caller removes it from its deck. */
  card(remaining: readonly Card[], rule: string, label: string): Card;
  /** The same draw, answered with the card's index in `remaining` (saves the caller a search). */
  pick(remaining: readonly Card[], rule: string, label: string): number;
  /**
   * The same draw from `count` cards given by name on demand: answers an index
   * 0..count-1. The seeded source never calls `nameAt` (a deck kept as numbers
   * draws without building names); scripted and physical sources build the
   * list with it and check the card as `card` does.
   */
  pickIndex(count: number, nameAt: (i: number) => Card, rule: string, label: string): number;
  /** Dice rolled and cards drawn so far: the count of chance revealed. */
  readonly revealed: number;
  readonly diceRolled: number;
  readonly cardsDrawn: number;
  /** Where the source is now (a game's checkpoint, engine.ts): `restore` brings a source of the same game back to it. */
  mark(): ChanceMark;
  restore(m: ChanceMark): void;
}

/** A source's position: its counts, the generator's state (seeded) or the next entry (scripted, physical). */
export interface ChanceMark {
  readonly diceRolled: number;
  readonly cardsDrawn: number;
  readonly next: number;
  readonly rng: ReturnType<typeof xoroshiro128plus> | null;
}

abstract class Counting {
  diceRolled = 0;
  cardsDrawn = 0;
  get revealed(): number {
    return this.diceRolled + this.cardsDrawn;
  }
  protected counts(next: number, rng: ChanceMark['rng']): ChanceMark {
    return { diceRolled: this.diceRolled, cardsDrawn: this.cardsDrawn, next, rng };
  }
  protected recount(m: ChanceMark): void {
    this.diceRolled = m.diceRolled;
    this.cardsDrawn = m.cardsDrawn;
  }
}

/** Reproducible from a 32-bit seed (pure-rand's xoroshiro128+). */
export class SeededChance extends Counting implements Chance {
  readonly mode = 'seeded' as const;
  private rng;
  constructor(seed: number) {
    super();
    this.rng = xoroshiro128plus(seed | 0);
  }
  /** Starts over from `seed` with nothing rolled or drawn: the same source as `new SeededChance(seed)` (a simulation reuses one). */
  reseed(seed: number): void {
    this.rng = xoroshiro128plus(seed | 0);
    this.diceRolled = 0;
    this.cardsDrawn = 0;
  }
  mark(): ChanceMark {
    return this.counts(0, this.rng.clone());
  }
  restore(m: ChanceMark): void {
    this.recount(m);
    this.rng = m.rng!.clone();
  }
  dice(count: number, sides: number): number[] {
    this.diceRolled += count;
    const rng = this.rng;
    // d6, one to three at a time, is nearly every roll of every system: uniformBelow(rng, 6) inlined (the same
    // draws: pure-rand's rejection limit for 6 is 4294967292), and a packed array literal instead of a holey one.
    if (sides === 6 && count <= 3 && count >= 1) {
      const a = d6Face(rng);
      if (count === 1) return [a];
      const b = d6Face(rng);
      return count === 2 ? [a, b] : [a, b, d6Face(rng)];
    }
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = uniformBelow(rng, sides) + 1;
    return out;
  }
  card(remaining: readonly Card[]): Card {
    return remaining[this.pick(remaining)]!;
  }
  pick(remaining: readonly Card[]): number {
    if (remaining.length === 0) throw new Error('cannot draw from an empty deck');
    this.cardsDrawn++;
    return uniformBelow(this.rng, remaining.length);
  }
  pickIndex(count: number): number {
    if (count <= 0) throw new Error('cannot draw from an empty deck');
    this.cardsDrawn++;
    return uniformBelow(this.rng, count);
  }
}

/** One d6 face from the generator: exactly `uniformBelow(rng, 6) + 1` (test/core/chance.test.ts compares them). */
function d6Face(rng: { next(): number }): number {
  let v = (rng.next() ^ 0x80000000) >>> 0;
  while (v >= 4294967292) v = (rng.next() ^ 0x80000000) >>> 0;
  return (v % 6) + 1;
}

/** The names of `count` cards, for the sources that check a card against them. */
function namesOf(count: number, nameAt: (i: number) => Card): Card[] {
  const out = new Array<Card>(count);
  for (let i = 0; i < count; i++) out[i] = nameAt(i);
  return out;
}

/** Plays back a fixed list of die faces and cards, in order: rulebook examples. */
export class ScriptedChance extends Counting implements Chance {
  readonly mode = 'scripted' as const;
  private i = 0;
  constructor(private readonly script: readonly (number | Card)[]) {
    super();
  }
  mark(): ChanceMark {
    return this.counts(this.i, null);
  }
  restore(m: ChanceMark): void {
    this.recount(m);
    this.i = m.next;
  }
  get left(): number {
    return this.script.length - this.i;
  }
  dice(count: number, sides: number, rule: string, label: string): number[] {
    const out: number[] = [];
    for (let k = 0; k < count; k++) {
      const v = this.script[this.i++];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > sides) {
        throw new Error(`script: expected a d${sides} for ${rule} ${label}, found ${v === undefined ? 'the end of the script' : JSON.stringify(v)}`);
      }
      out.push(v);
    }
    this.diceRolled += count;
    return out;
  }
  card(remaining: readonly Card[], rule: string, label: string): Card {
    const v = this.script[this.i++];
    if (typeof v !== 'string' || !remaining.includes(v)) {
      throw new Error(`script: expected a card still in the deck for ${rule} ${label}, found ${v === undefined ? 'the end of the script' : JSON.stringify(v)}`);
    }
    this.cardsDrawn++;
    return v;
  }
  pick(remaining: readonly Card[], rule: string, label: string): number {
    return remaining.indexOf(this.card(remaining, rule, label));
  }
  pickIndex(count: number, nameAt: (i: number) => Card, rule: string, label: string): number {
    return this.pick(namesOf(count, nameAt), rule, label);
  }
}

/**
 * The player's own dice and cards. Entries typed so far are replayed; when they
 * run out the run stops with a NeedChance naming what to roll or draw.
 */
export class PhysicalChance extends Counting implements Chance {
  readonly mode = 'physical' as const;
  private i = 0;
  /** `lenient`: an entry that does not answer its request ends the entries used (engine.ts RunInput.lenient). */
  constructor(
    private readonly entries: readonly PhysicalEntry[],
    private readonly lenient = false,
  ) {
    super();
  }
  mark(): ChanceMark {
    return this.counts(this.i, null);
  }
  /** Back to entry `next` of a list that begins with the entries the mark was made from. */
  restore(m: ChanceMark): void {
    this.recount(m);
    this.i = m.next;
  }
  dice(count: number, sides: number, rule: string, label: string): number[] {
    if (count <= 0) return []; // nothing to roll: never ask the player for "0d6"
    const req: ChanceRequest = { kind: 'dice', count, sides, rule, label };
    const e = this.next(req);
    const err = checkEntry(req, e);
    if (err) this.refuse(req, err);
    this.diceRolled += count;
    return (e as number[]).slice();
  }
  card(remaining: readonly Card[], rule: string, label: string): Card {
    const req: ChanceRequest = { kind: 'card', remaining: remaining.slice(), rule, label };
    const e = this.next(req);
    const err = checkEntry(req, e);
    if (err) this.refuse(req, err);
    this.cardsDrawn++;
    return e as Card;
  }
  pick(remaining: readonly Card[], rule: string, label: string): number {
    return remaining.indexOf(this.card(remaining, rule, label));
  }
  pickIndex(count: number, nameAt: (i: number) => Card, rule: string, label: string): number {
    return this.pick(namesOf(count, nameAt), rule, label);
  }
  /** Entries used so far. */
  get used(): number {
    return this.i;
  }
  /** Entries not used yet. */
  get left(): number {
    return this.entries.length - this.i;
  }
  /** An entry that does not answer `req`: refused, or (lenient) the end of the entries used, the game asking for this one anew. */
  private refuse(req: ChanceRequest, err: string): never {
    if (!this.lenient) throw new IllegalReplay(`physical entry ${this.i}: ${err}`);
    this.i--;
    this.end = this.i;
    throw new NeedChance(req);
  }
  /** Where a lenient source stopped using its entries (the list's length otherwise). */
  private end = Infinity;
  private next(req: ChanceRequest): PhysicalEntry {
    if (this.i >= this.entries.length || this.i >= this.end) throw new NeedChance(req);
    return this.entries[this.i++]!;
  }
}

/** Why an entry does not answer a chance request, or null when it does. */
export function checkEntry(req: ChanceRequest, e: PhysicalEntry): string | null {
  if (req.kind === 'dice') {
    if (!Array.isArray(e)) return `expected ${req.count}d${req.sides}, got a card`;
    if (e.length !== req.count) return `expected ${req.count} ${req.count === 1 ? 'die' : 'dice'}, got ${e.length}`;
    const bad = e.find((v) => !Number.isInteger(v) || v < 1 || v > req.sides);
    if (bad !== undefined) return `a d${req.sides} shows 1 to ${req.sides}, not ${bad}`;
    return null;
  }
  if (typeof e !== 'string') return 'expected a card, got dice';
  if (!req.remaining.includes(e)) return `${FULL_DECK.includes(e) ? e : excerpt(e)} is not in the deck any more (already drawn or out of play)`;
  return null;
}

/**
 * Reads what a player typed for a chance request. Dice: faces separated by
 * spaces or commas ("1 2 5 6"), or run together when every face is one digit
 * ("1256"). Cards: "QH", "10s", "as", "queen of hearts".
 */
export function parseEntry(req: ChanceRequest, text: string): { value: PhysicalEntry } | { error: string } {
  const t = text.trim();
  if (req.kind === 'card') {
    const c = parseCard(t);
    if (!c) return { error: `${excerpt(t)} is not a card: type rank then suit, like QH, 10S, AD` };
    const err = checkEntry(req, c);
    return err ? { error: err } : { value: c };
  }
  let parts = t.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 1 && req.count > 1 && req.sides < 10 && /^\d+$/.test(parts[0]!)) parts = parts[0]!.split('');
  if (parts.some((p) => !/^\d+$/.test(p))) return { error: `type the ${req.count === 1 ? 'number showing' : 'numbers showing'}, like ${req.count === 1 ? '4' : '3 5'}` };
  const v = parts.map(Number);
  const err = checkEntry(req, v);
  return err ? { error: err } : { value: v };
}
