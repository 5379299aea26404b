import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomIndex } from '../../src/core/dice.ts';
import { testCtx } from '../../src/core/testing.ts';

test('a random pick among n uses d6 only: faces above n are rolled again', () => {
  const ctx = testCtx({ script: [6, 5, 2] });
  assert.equal(randomIndex(ctx, 3, 'T', 'who'), 1);
  assert.equal(ctx.chance.revealed, 3);
  const one = testCtx({ script: [] });
  assert.equal(randomIndex(one, 1, 'T', 'who'), 0, 'one candidate: no roll');
});

test('more than six candidates: two d6 read as 6×(first−1)+second, re-rolled above n', () => {
  const ctx = testCtx({ script: [2, 3, 1, 5] });
  assert.equal(randomIndex(ctx, 8, 'T', 'who'), 4, '2,3 reads 9 > 8: again; 1,5 reads 5');
});

test('every candidate is equally likely (seeded, bounds from the exact 1/n)', () => {
  for (const n of [2, 5, 11]) {
    const ctx = testCtx({ seed: 99 + n });
    const N = 30_000;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < N; i++) counts[randomIndex(ctx, n, 'T', 'who')]!++;
    const p = 1 / n;
    const sd = Math.sqrt(N * p * (1 - p));
    for (const c of counts) assert.ok(Math.abs(c - N * p) < 5 * sd, `n=${n}: ${counts.join(',')}`);
  }
});
