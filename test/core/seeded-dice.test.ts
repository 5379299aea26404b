/** SeededChance.dice (with its d6 fast path) draws exactly what uniformBelow draws, die by die, so seeded games stay the same games. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { SeededChance } from '../../src/core/chance.ts';
import { uniformBelow } from '../../src/core/uniform.ts';

/** What `dice` must answer: `count` draws of uniformBelow(rng, sides) + 1, in order. */
function reference(rng: RandomGenerator, count: number, sides: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(uniformBelow(rng, sides) + 1);
  return out;
}

test('SeededChance.dice rolls what uniformBelow draws, for every count and common die, and counts the dice', () => {
  for (let seed = 0; seed < 30; seed++) {
    const c = new SeededChance(seed);
    const ref = xoroshiro128plus(seed);
    let rolled = 0;
    for (let k = 0; k < 200; k++) {
      const count = k % 6;
      const sides = [6, 6, 3, 10, 20, 6, 100][k % 7]!;
      assert.deepEqual(c.dice(count, sides), reference(ref, count, sides), `seed ${seed}, roll ${k}: ${count}d${sides}`);
      rolled += count;
    }
    assert.equal(c.diceRolled, rolled);
  }
});

test('the d6 fast path rejects the outputs pure-rand rejects (the top four of the 32-bit range) and draws the same after them', () => {
  // Shifted by 2^31, outputs 2^31-4 .. 2^31-1 are 2^32-4 .. 2^32-1: at or above the limit for 6.
  const outputs = [2 ** 31 - 1, 2 ** 31 - 4, 2 ** 31 - 5, 2 ** 31 - 2, -(2 ** 31), 0, 12345, -1, 2 ** 31 - 3, 7];
  const scripted = (): RandomGenerator => {
    let i = 0;
    return { next: () => outputs[i++ % outputs.length]!, clone: scripted, getState: () => [i] } as unknown as RandomGenerator;
  };
  for (const count of [1, 2, 3]) {
    const c = new SeededChance(0);
    (c as unknown as { rng: RandomGenerator }).rng = scripted();
    const ref = scripted();
    for (let k = 0; k < 20; k++) assert.deepEqual(c.dice(count, 6), reference(ref, count, 6), `${count}d6, roll ${k}`);
  }
});
