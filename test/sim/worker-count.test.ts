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

test('with the idle time known, the cores left idle during the first chunks join, whatever the load average says', () => {
  // A fake clock of idle core-seconds: `free` cores idle for every second of the run.
  const run = (free: number, cores: number, load: number): number => {
    let idle = 100;
    const c = new ThreadChoice(1_000_000, cores, load, () => idle);
    let out = 0;
    for (let i = 1; i <= 3; i++) {
      idle += free;
      out = c.afterChunk(100, 1, i, 100 * i);
    }
    return out;
  };
  // A quiet machine just after another run (the minute's load average still near 2): the idle core joins.
  assert.equal(run(1, 2, 2.2), 1);
  // Both cores busy (another program on the other): no worker, at any load average.
  assert.equal(run(0, 2, 0), 0);
  assert.equal(run(0.3, 2, 0), 0);
  // Never more than the cores there are.
  assert.equal(run(7, 4, 0), 3);
  assert.equal(run(2.4, 4, 0), 2);
});

test('a machine busy at first may free up: no worker is started while none is idle, one is once one is', () => {
  let idle = 0;
  const c = new ThreadChoice(1_000_000, 2, 0, () => idle);
  for (let i = 1; i <= 3; i++) assert.equal(c.afterChunk(100, 1, i, 100 * i), 0);
  // The other core goes idle for the next 5 seconds: over the 8 s of the run, 5/8 of a core, rounded to 1.
  idle += 5;
  assert.equal(c.afterChunk(100, 1, 8, 800), 1);
});

test('games left worth under half a second stay on one thread, even with no cold start to see', () => {
  // 20,000 card games at 60,000/s: 0.32 s left after three chunks, more than twice a thread's bare start (0.08 s) and
  // no cold loss seen, but a worker's real start is 0.15-0.3 s (10,000 such games took 0.17 s alone, 0.34 s with one).
  const c = new ThreadChoice(20_000, 2);
  assert.equal(c.afterChunk(157, 0.0026, 0.0026, 157), 0);
  assert.equal(c.afterChunk(157, 0.0026, 0.0052, 314), 0);
  assert.equal(c.afterChunk(157, 0.0026, 0.0078, 471), 0);
  // The same pace with 60 times the games: 9.9 s left, a worker pays.
  const long = new ThreadChoice(600_000, 2);
  long.afterChunk(157, 0.0026, 0.0026, 157);
  long.afterChunk(157, 0.0026, 0.0052, 314);
  assert.equal(long.afterChunk(157, 0.0026, 0.0078, 471), 1);
});
