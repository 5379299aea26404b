/**
 * Speed: the exact chances of a shot (a hit taken off, a kill) and of the
 * spawning roll, worked out once per dice, to-hit, Armour and hits. Every
 * shot option carries its chance for the bots, so every target of every
 * shooter in every phase counted the binomial again, in big integers; the
 * spawning roll's odds were counted every move for a log that is off. The
 * answers are fractions that never change: kept, they are the same values.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Ratio } from '../../../core/odds.ts';

/** Off only for the benchmark that shows what keeping the odds is worth. */
export const oddsMemo = { on: true };

const kept = new Map<number, Ratio>();

/** The key of (a, b, c, d), each 0-255, as one number; -1 outside (not kept). */
function keyOf(a: number, b: number, c: number, d: number): number {
  if ((a | b | c | d) < 0 || a > 255 || b > 255 || c > 255 || d > 255 || !Number.isInteger(a + b + c + d)) return -1;
  return ((a * 256 + b) * 256 + c) * 256 + d;
}

/** `make(a, b, c, d)`, worked out once per kind (`kind`: which question, 0-127) and arguments, then kept. */
export function keptOdds(kind: number, a: number, b: number, c: number, d: number, make: (a: number, b: number, c: number, d: number) => Ratio): Ratio {
  const k = oddsMemo.on ? keyOf(a, b, c, d) : -1;
  if (k < 0) return make(a, b, c, d);
  const key = kind * 2 ** 32 + k;
  let r = kept.get(key);
  if (r === undefined) kept.set(key, (r = make(a, b, c, d)));
  return r;
}
