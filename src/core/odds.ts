/**
 * Exact odds of every dice form in dice.ts, and of single card draws. A Dist
 * keeps integer weights (BigInt) over a total, so every answer is an exact
 * fraction; `p()` gives the float. Pure functions, no I/O.
 */
import { faceValue, type Card } from './cards.ts';
import type { Keep } from './dice.ts';

/** An exact probability num/den, reduced, den > 0. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b) [a, b] = [b, a % b];
  return a;
}

export function ratio(num: bigint | number, den: bigint | number): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('ratio with denominator 0');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** The float value; shifts huge operands first so Number() never overflows. */
const SAFE = 1n << 1000n;
export function toNumber(r: Ratio): number {
  if (r.den < SAFE) return Number(r.num) / Number(r.den);
  const shift = BigInt(Math.max(0, r.den.toString(2).length - 900));
  return Number(r.num >> shift) / Number(r.den >> shift);
}

/** A discrete distribution: outcome → integer weight, over the sum of the weights. */
export class Dist {
  /** Outcomes with non-zero weight, ascending. */
  readonly outcomes: readonly number[];
  readonly total: bigint;
  private readonly w: ReadonlyMap<number, bigint>;

  /** Duplicate outcomes are added; zero weights dropped. */
  constructor(weights: Iterable<readonly [number, bigint]>) {
    const m = new Map<number, bigint>();
    for (const [v, x] of weights) {
      if (x < 0n) throw new RangeError('negative weight');
      if (x > 0n) m.set(v, (m.get(v) ?? 0n) + x);
    }
    if (m.size === 0) throw new RangeError('a distribution needs at least one outcome');
    this.outcomes = [...m.keys()].sort((a, b) => a - b);
    this.w = m;
    let t = 0n;
    for (const x of m.values()) t += x;
    this.total = t;
  }

  static uniform(lo: number, hi: number): Dist {
    const e: [number, bigint][] = [];
    for (let v = lo; v <= hi; v++) e.push([v, 1n]);
    return new Dist(e);
  }

  weight(v: number): bigint {
    return this.w.get(v) ?? 0n;
  }
  exact(v: number): Ratio {
    return ratio(this.weight(v), this.total);
  }
  p(v: number): number {
    return toNumber(this.exact(v));
  }
  /** Chance that the outcome satisfies `pred`. */
  chance(pred: (v: number) => boolean): Ratio {
    let n = 0n;
    for (const [v, x] of this.w) if (pred(v)) n += x;
    return ratio(n, this.total);
  }
  /** The distribution of f(outcome). */
  map(f: (v: number) => number): Dist {
    return new Dist([...this.w].map(([v, x]) => [f(v), x] as const));
  }
  /** value → probability, ascending. */
  probabilities(): Map<number, number> {
    return new Map(this.outcomes.map((v) => [v, this.p(v)]));
  }
  mean(): number {
    let s = 0n;
    for (const [v, x] of this.w) s += BigInt(v) * x;
    return toNumber(ratio(s, this.total));
  }
  get min(): number {
    return this.outcomes[0]!;
  }
  get max(): number {
    return this.outcomes[this.outcomes.length - 1]!;
  }
}

function checkDice(n: number, sides: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`dice count must be a whole number ≥ 0, not ${n}`);
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs at least 1 side, not ${sides}`);
}

/** Binomial coefficients C(n, 0..n). */
function binomials(n: number): bigint[] {
  const c = [1n];
  for (let k = 1; k <= n; k++) c.push((c[k - 1]! * BigInt(n - k + 1)) / BigInt(k));
  return c;
}

/** One die with `sides` faces (d4, d6, d10, D3...). */
export function dieOdds(sides: number): Dist {
  checkDice(1, sides);
  return Dist.uniform(1, sides);
}

/** Sum of n dice with `sides` faces, plus `modifier` ("read and add", 3d6+2). */
export function sumOdds(n: number, sides = 6, modifier = 0): Dist {
  checkDice(n, sides);
  // ways[t] = ways to total t; each die adds a window sum of width `sides` (prefix sums).
  let ways: bigint[] = [1n];
  for (let i = 0; i < n; i++) {
    const next = new Array<bigint>(ways.length + sides).fill(0n);
    let window = 0n;
    for (let t = 0; t < next.length; t++) {
      if (t - 1 >= 0 && t - 1 < ways.length) window += ways[t - 1]!;
      if (t - 1 - sides >= 0 && t - 1 - sides < ways.length) window -= ways[t - 1 - sides]!;
      next[t] = window;
    }
    ways = next;
  }
  return new Dist(ways.map((x, t) => [t + modifier, x] as const));
}

/** Count of n dice whose face satisfies a test met by `hits` of the `sides` faces. */
function countOdds(n: number, hits: number, sides: number): Dist {
  checkDice(n, sides);
  const a = BigInt(Math.max(0, Math.min(sides, hits)));
  const b = BigInt(sides) - a;
  const c = binomials(n);
  return new Dist(c.map((ck, k) => [k, ck * a ** BigInt(k) * b ** BigInt(n - k)] as const));
}

/** Dice passed: n dice against a target number, a die passes when it shows the target or less (2HDC 3.1). */
export function passedOdds(n: number, target: number, sides = 6): Dist {
  return countOdds(n, Math.floor(target), sides);
}

/** Successes: n dice counting the faces from lo to hi (2HDC 3.2: 1-3 on d6). */
export function inRangeOdds(n: number, lo: number, hi: number, sides = 6): Dist {
  const from = Math.max(1, Math.ceil(lo));
  const to = Math.min(sides, Math.floor(hi));
  return countOdds(n, Math.max(0, to - from + 1), sides);
}

/** A possibility: one die shows a face from lo to hi, "(1-2)" (2HDC 3.3). */
export function possibilityOdds(lo: number, hi: number, sides = 6): Ratio {
  return inRangeOdds(1, lo, hi, sides).exact(1);
}

/** 1/2d6: a d6 halved, rounded up (2HDC 3.5); the same odds as a D3. */
export function halfD6Odds(): Dist {
  return dieOdds(6).map((f) => (f + 1) >> 1);
}

/**
 * The die at position `index` (0 = lowest) of n dice sorted ascending.
 * P(that die ≤ v) = P(at least index+1 dice ≤ v).
 */
export function orderOdds(n: number, index: number, sides = 6): Dist {
  checkDice(n, sides);
  if (!Number.isInteger(index) || index < 0 || index >= n) throw new RangeError(`no die at position ${index} of ${n}`);
  const c = binomials(n);
  const s = BigInt(sides);
  const atMost = (v: number): bigint => {
    const x = BigInt(v);
    let t = 0n;
    for (let i = index + 1; i <= n; i++) t += c[i]! * x ** BigInt(i) * (s - x) ** BigInt(n - i);
    return t;
  };
  const e: [number, bigint][] = [];
  for (let v = 1; v <= sides; v++) e.push([v, atMost(v) - atMost(v - 1)]);
  return new Dist(e);
}

/** n dice keep highest / middle / lowest: the kept face (Dungeon Crawl 3×6). Middle is as dice.ts keep(). */
export function keepOdds(n: number, which: Keep, sides = 6): Dist {
  const index = which === 'lowest' ? 0 : which === 'highest' ? n - 1 : (n - 1) >> 1;
  return orderOdds(n, index, sides);
}

/** "3d6 counting the best two" against a target: how many of the k best (lowest) dice pass. */
export function bestPassedOdds(n: number, k: number, target: number, sides = 6): Dist {
  return passedOdds(n, target, sides).map((c) => Math.min(c, k));
}

/** Above this many sorted rolls, overMultisets refuses (about a second of work). */
export const MULTISET_LIMIT = 2_000_000;

/** Number of sorted rolls of n dice with `sides` faces: C(n+sides-1, n). */
export function multisetCount(n: number, sides: number): number {
  let c = 1;
  for (let i = 1; i <= n; i++) c = (c * (sides - 1 + i)) / i;
  return Math.round(c);
}

/**
 * Exact odds of any order-free reading of n dice: `read` gets the faces sorted
 * ascending. Enumerates sorted rolls weighted by their number of orderings.
 */
export function overMultisets(n: number, sides: number, read: (ascending: readonly number[]) => number): Dist {
  checkDice(n, sides);
  if (multisetCount(n, sides) > MULTISET_LIMIT) throw new RangeError(`${n}d${sides} has too many different rolls to enumerate`);
  const c: bigint[][] = [];
  for (let i = 0; i <= n; i++) c.push(binomials(i));
  const out = new Map<number, bigint>();
  const faces: number[] = [];
  // Give `left` dice faces ≥ face; weight = product of C(left, count of this face).
  const rec = (face: number, left: number, weight: bigint): void => {
    if (face === sides) {
      for (let i = 0; i < left; i++) faces.push(face);
      const v = read(faces);
      out.set(v, (out.get(v) ?? 0n) + weight);
      faces.length -= left;
      return;
    }
    for (let k = 0; k <= left; k++) {
      rec(face + 1, left - k, weight * c[left]![k]!);
      faces.push(face);
    }
    faces.length -= left + 1;
  };
  rec(1, n, 1n);
  return new Dist(out);
}

/** Sum of the k best dice of n, best meaning highest ("4d6 drop lowest") or lowest. */
export function bestSumOdds(n: number, k: number, better: 'high' | 'low', sides = 6): Dist {
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`cannot keep ${k} of ${n} dice`);
  return overMultisets(n, sides, (a) => {
    let s = 0;
    if (better === 'high') for (let i = a.length - k; i < a.length; i++) s += a[i]!;
    else for (let i = 0; i < k; i++) s += a[i]!;
    return s;
  });
}

/** Chance that n dice show at least two equal faces. */
export function doublesOdds(n: number, sides = 6): Ratio {
  checkDice(n, sides);
  let distinct = 1n;
  for (let i = 0; i < n; i++) distinct *= BigInt(Math.max(0, sides - i));
  const all = BigInt(sides) ** BigInt(n);
  return ratio(all - distinct, all);
}

/** Chance that one card drawn from `remaining` satisfies `pred` (red, face value ≥ 10...). */
export function cardOdds(remaining: readonly Card[], pred: (card: Card) => boolean): Ratio {
  if (remaining.length === 0) throw new RangeError('cannot draw from an empty deck');
  return ratio(remaining.filter(pred).length, remaining.length);
}

/** Distribution of a reading of one card drawn from `remaining` (face value by default). */
export function cardValueOdds(remaining: readonly Card[], read: (card: Card) => number = faceValue): Dist {
  if (remaining.length === 0) throw new RangeError('cannot draw from an empty deck');
  return new Dist(remaining.map((c) => [read(c), 1n] as const));
}

/** Sum of two independent outcomes (3d6 + 1/2d6). */
export function addOdds(a: Dist, b: Dist): Dist {
  const e: [number, bigint][] = [];
  for (const x of a.outcomes) for (const y of b.outcomes) e.push([x + y, a.weight(x) * b.weight(y)]);
  return new Dist(e);
}

export interface Comparison {
  /** P(A > B): "more successes than the opponent". */
  readonly more: Ratio;
  readonly equal: Ratio;
  readonly fewer: Ratio;
}

/** Compares two independent outcomes (one pass over both sorted outcome lists). */
export function compareOdds(a: Dist, b: Dist): Comparison {
  let more = 0n;
  let equal = 0n;
  let fewer = 0n;
  let j = 0;
  let bBelow = 0n; // weight of b's outcomes below x
  for (const x of a.outcomes) {
    while (j < b.outcomes.length && b.outcomes[j]! < x) bBelow += b.weight(b.outcomes[j++]!);
    const wx = a.weight(x);
    const bSame = b.weight(x);
    more += wx * bBelow;
    equal += wx * bSame;
    fewer += wx * (b.total - bBelow - bSame);
  }
  const t = a.total * b.total;
  return { more: ratio(more, t), equal: ratio(equal, t), fewer: ratio(fewer, t) };
}

/** A beats B when ties are re-rolled until one side is ahead: P(A > B | not tied). */
export function rerollTiesOdds(a: Dist, b: Dist): Ratio {
  const c = compareOdds(a, b);
  const more = c.more.num * c.fewer.den;
  const fewer = c.fewer.num * c.more.den;
  if (more + fewer === 0n) throw new RangeError('the two sides always tie: re-rolling never ends');
  return ratio(more, more + fewer);
}

/** P(outcome ≥ k). */
export function atLeast(d: Dist, k: number): Ratio {
  return d.chance((v) => v >= k);
}

/** P(outcome ≤ k). */
export function atMost(d: Dist, k: number): Ratio {
  return d.chance((v) => v <= k);
}

/** "3d6 + bonus vs target": P(n dice + bonus ≥ target) (Dungeon Crawl core). */
export function meetsTargetOdds(n: number, sides: number, bonus: number, target: number): Ratio {
  return atLeast(sumOdds(n, sides, bonus), target);
}
