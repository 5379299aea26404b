/**
 * A fast exact copy of pure-rand's `uniformInt(rng, 0, n - 1)` for the small
 * ranges games draw from (a die, a deck): the same numbers from the same
 * generator, with the rejection limit read from a table and integer division
 * in place of floating-point remainder (V8 compiles `%` on pure-rand's
 * doubles to a slow x87 loop). test/core/uniform.test.ts checks it against
 * pure-rand draw for draw.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** Ranges up to this size take the fast path. */
const FAST_MAX = 256;

/** pure-rand's rejection limit for a range of n: the largest multiple of n below 2^32 (2^32 for 1 and 2). */
const LIMIT = new Float64Array(FAST_MAX + 1);
for (let n = 1; n <= FAST_MAX; n++) LIMIT[n] = n > 2 ? Math.floor(4294967296 / n) * n : 4294967296;

/** A uniform integer 0..n-1: exactly `uniformInt(rng, 0, n - 1)`. */
export function uniformBelow(rng: RandomGenerator, n: number): number {
  const m = n >>> 0;
  if (m !== n || ((m - 1) >>> 0) >= FAST_MAX) return uniformInt(rng, 0, n - 1);
  const max = LIMIT[m]!;
  // pure-rand adds 2^31 to the generator's signed 32-bit output; flipping the top bit is the same number as an unsigned integer.
  let v = (rng.next() ^ 0x80000000) >>> 0;
  while (v >= max) v = (rng.next() ^ 0x80000000) >>> 0;
  return (v % m) >>> 0;
}
