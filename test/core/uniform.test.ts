/** uniformBelow is pure-rand's uniformInt(rng, 0, n - 1), draw for draw (so seeded games stay the same games). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformBelow } from '../../src/core/uniform.ts';

test('uniformBelow draws what uniformInt draws from the same generator, for every small range and some large ones', () => {
  const sizes = [...Array.from({ length: 300 }, (_, i) => i + 1), 1000, 65536, 2 ** 31, 2 ** 32 - 1, 2 ** 32];
  for (const n of sizes) {
    for (let seed = 0; seed < 20; seed++) {
      const a = xoroshiro128plus(seed * 7919 + n);
      const b = xoroshiro128plus(seed * 7919 + n);
      for (let k = 0; k < 50; k++) assert.equal(uniformBelow(a, n), uniformInt(b, 0, n - 1), `range ${n}, seed ${seed}, draw ${k}`);
    }
  }
});

/** A generator that plays back given 32-bit outputs, to reach the rare outputs pure-rand rejects. */
function scripted(outputs: number[]): RandomGenerator {
  let i = 0;
  return { next: () => outputs[i++ % outputs.length]!, clone: () => scripted(outputs), getState: () => [i] } as unknown as RandomGenerator;
}

test('uniformBelow rejects the outputs pure-rand rejects (the top of the 32-bit range) and draws the same after them', () => {
  // For n = 3 the limit is 2^32 - 1, so the output 2^31 - 1 (2^32 - 1 once shifted) is rejected; n = 5 and 7 reject a few more.
  const outputs = [2 ** 31 - 1, 2 ** 31 - 2, 2 ** 31 - 3, 2 ** 31 - 4, 2 ** 31 - 5, -(2 ** 31), 0, 12345, -1];
  for (const n of [1, 2, 3, 5, 6, 7, 52, 255, 256]) {
    const a = scripted(outputs);
    const b = scripted(outputs);
    for (let k = 0; k < 40; k++) assert.equal(uniformBelow(a, n), uniformInt(b, 0, n - 1), `range ${n}, draw ${k}`);
  }
});
