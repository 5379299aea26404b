/**
 * The default thread count of `simulate` (src/sim/worker-count.ts): one
 * thread for runs too short to pay for another's start, every core once the
 * games left outlast that start.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ThreadChoice } from '../../src/sim/worker-count.ts';

test('a run whose games left take less than twice the cold start stays on one thread', () => {
  // 10,000 games, chunks of 157: 0.1 s a chunk warm, the first three 0.6 s in all.
  const c = new ThreadChoice(10_000, 2);
  assert.equal(c.afterChunk(157, 0.3, 0.3, 157), 0);
  assert.equal(c.afterChunk(157, 0.2, 0.5, 314), 0);
  // Now 9,529 games left at 1,570/s: 6 s, against a cold loss of 0.6 - 471/1570 = 0.3 s: workers pay.
  assert.equal(c.afterChunk(157, 0.1, 0.6, 471), 1);
  // Decided once.
  assert.equal(c.afterChunk(157, 0.1, 0.7, 628), 0);
});

test('a short run never starts a worker', () => {
  const c = new ThreadChoice(1_000, 4);
  let done = 0;
  let elapsed = 0;
  // A slow cold start (0.5 s) and 0.01 s a chunk warm: what is left never outlasts twice the loss.
  for (const seconds of [0.3, 0.2, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01]) {
    done += 16;
    elapsed += seconds;
    assert.equal(c.afterChunk(16, seconds, elapsed, done), 0);
  }
});

test('one core: no workers, however long the run', () => {
  const c = new ThreadChoice(1_000_000, 1);
  for (let i = 1; i <= 5; i++) assert.equal(c.afterChunk(100, 1, i, 100 * i), 0);
});

test('a long run starts every other core', () => {
  const c = new ThreadChoice(1_000_000, 4);
  c.afterChunk(100, 1, 1, 100);
  c.afterChunk(100, 1, 2, 200);
  assert.equal(c.afterChunk(100, 1, 3, 300), 3);
});

test('a busy machine lends fewer cores: the load average, less this run, takes them away', () => {
  const long = (cores: number, load: number): number => {
    const c = new ThreadChoice(1_000_000, cores, load);
    c.afterChunk(100, 1, 1, 100);
    c.afterChunk(100, 1, 2, 200);
    return c.afterChunk(100, 1, 3, 300);
  };
  assert.equal(long(2, 0.3), 1);
  assert.equal(long(2, 1.9), 1);
  assert.equal(long(2, 2.2), 0);
  assert.equal(long(2, 18), 0);
  assert.equal(long(8, 4.5), 4);
});
