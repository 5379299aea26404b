/**
 * Every dice form the five rulebooks use, as small pure functions over rolled
 * faces, plus `roll`, which takes the faces from the game's chance source and
 * logs them. Their exact distributions are in odds.ts.
 */
import type { Ctx } from './engine.ts';
import type { RollEvent } from './events.ts';
import { explain, type Part } from './parts.ts';

/**
 * Rolls `count` dice with `sides` faces and logs `{type:"roll", rule, dice}`.
 * `note` states the outcome in words; `why` gives `count` as a sum of named
 * parts ("Rep 5, +1 two weapons"), built by the caller only when the log is on.
 */
export function roll(ctx: Ctx, count: number, sides: number, rule: string, label: string, note?: ((dice: number[]) => string) | null, why?: readonly Part[] | null): number[] {
  const dice = ctx.chance.dice(count, sides, rule, label);
  if (ctx.log) {
    const e: RollEvent = { type: 'roll', rule, sides, dice, text: `${label}: ${count}d${sides}${why ? ` (${explain(why)})` : ''} [${dice.join(',')}]${note ? `: ${note(dice)}` : ''}` };
    if (why) e.count = why.slice();
    ctx.log.push(e);
  }
  return dice;
}

export const d6 = (ctx: Ctx, rule: string, label: string): number => roll(ctx, 1, 6, rule, label)[0]!;

/**
 * Like `roll`, but the label is given in parts and joined only when someone
 * reads it: the event log, or physical and scripted dice (their requests and
 * errors name the roll). Seeded dice with the log off skip building it.
 */
export function rollq(ctx: Ctx, count: number, sides: number, rule: string, a: string, b: string | number = '', c: string | number = '', d: string | number = ''): number[] {
  if (ctx.log === null && ctx.chance.mode === 'seeded') return ctx.chance.dice(count, sides, rule, '');
  return roll(ctx, count, sides, rule, `${a}${b}${c}${d}`);
}

/**
 * `rollq` with the count's reasons and the outcome in words: the label is
 * `a + b`, built only when read; `why` and `note` are given only when the
 * log is on (`ctx.log ? ... : null`).
 */
export function rollx(ctx: Ctx, count: number, sides: number, rule: string, a: string, b: string, why: readonly Part[] | null, note: ((dice: number[]) => string) | null): number[] {
  if (ctx.log === null && ctx.chance.mode === 'seeded') return ctx.chance.dice(count, sides, rule, '');
  return roll(ctx, count, sides, rule, a + b, note, why);
}

/**
 * A random pick among `n` (a random member, a random item) with six-sided
 * dice only, so players rolling their own dice can do it: one d6 re-rolled
 * above n for n ≤ 6; two d6 read as 6×(first−1)+second, re-rolled above n, for
 * n ≤ 36. Returns an index from 0 to n−1.
 */
export function randomIndex(ctx: Ctx, n: number, rule: string, label: string): number {
  if (n <= 1) return 0;
  if (n > 36) throw new Error(`randomIndex: ${n} is more than two dice can pick among`);
  for (;;) {
    if (n <= 6) {
      const f = roll(ctx, 1, 6, rule, label)[0]!;
      if (f <= n) return f - 1;
    } else {
      const [a, b] = roll(ctx, 2, 6, rule, label);
      const v = 6 * (a! - 1) + b!;
      if (v <= n) return v - 1;
    }
  }
}

/** A note for a one-die test ("1-3: treasure"): `yes` when the die shows `n` or less, else `no`. */
export function atMost(n: number, yes: string, no: string): (dice: number[]) => string {
  return (dice) => (dice[0]! <= n ? yes : no);
}

/** Sum of the faces ("read and add"). */
export function sum(dice: readonly number[]): number {
  let s = 0;
  for (const d of dice) s += d;
  return s;
}

/** Dice passed against a target number: a die passes when it shows the target or less (2HDC 3.0). */
export function passed(dice: readonly number[], target: number): number {
  let n = 0;
  for (const d of dice) if (d <= target) n++;
  return n;
}

/** Dice showing a face from `lo` to `hi`: counting successes ("1-3") or a possibility ("(1-2)" on 1d6). */
export function inRange(dice: readonly number[], lo: number, hi: number): number {
  let n = 0;
  for (const d of dice) if (d >= lo && d <= hi) n++;
  return n;
}

/** 1/2d6: one d6 halved, rounded up (1-2 → 1, 3-4 → 2, 5-6 → 3); the same as a D3. */
export function halfD6(face: number): number {
  return (face + 1) >> 1;
}

export type Keep = 'highest' | 'middle' | 'lowest';

/** 3d6 keep highest / middle / lowest: the kept face. */
export function keep(dice: readonly number[], which: Keep): number {
  if (dice.length === 3) {
    // The common case without a copy and a sort (called for every 3d6 roll).
    const a = dice[0]!, b = dice[1]!, c = dice[2]!;
    if (which === 'lowest') return Math.min(a, b, c);
    if (which === 'highest') return Math.max(a, b, c);
    return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
  }
  const s = dice.slice().sort((a, b) => a - b);
  if (which === 'lowest') return s[0]!;
  if (which === 'highest') return s[s.length - 1]!;
  return s[(s.length - 1) >> 1]!;
}

/** The best `n` faces of a roll, where lower is better when `better` is "low" (dice passed against a target). */
export function best(dice: readonly number[], n: number, better: 'low' | 'high'): number[] {
  if (n === 2 && dice.length === 3) {
    // The common case (the best two of 3d6) without a copy and a sort: the first two of the sorted faces.
    const a = dice[0]!, b = dice[1]!, c = dice[2]!;
    const lo = Math.min(a, b, c), hi = Math.max(a, b, c), mid = a + b + c - lo - hi;
    return better === 'low' ? [lo, mid] : [hi, mid];
  }
  const s = dice.slice().sort((a, b) => (better === 'low' ? a - b : b - a));
  return s.slice(0, n);
}

/** Doubles: at least two dice show the same face. */
export function hasDoubles(dice: readonly number[]): boolean {
  for (let i = 0; i < dice.length; i++) for (let j = i + 1; j < dice.length; j++) if (dice[i] === dice[j]) return true;
  return false;
}
