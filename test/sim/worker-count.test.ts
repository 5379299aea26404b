/**
 * The default thread count of `simulate` (src/sim/worker-count.ts): one
 * thread for runs too short to pay for another's start, every core once the
 * games left outlast that start.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ThreadChoice } from '../../src/sim/worker-count.ts';

test('a run whose games left outlast its cold start several times over takes the other core', () => {
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
  // A slow cold start (0.5 s) and 0.01 s a chunk warm: what is left never outlasts the loss enough.
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

test('a run long enough starts every other core after its third chunk', () => {
  // 5,000 games at 100 a second: 49 s left, under a long run's minute.
  const c = new ThreadChoice(5_000, 4);
  assert.equal(c.afterChunk(100, 1, 1, 100), 0);
  assert.equal(c.afterChunk(100, 1, 2, 200), 0);
  assert.equal(c.afterChunk(100, 1, 3, 300), 3);
});

test('a long run (over a minute left at the second chunk\'s pace) does not wait for a steady pace', () => {
  const c = new ThreadChoice(1_000_000, 4);
  // The first chunk's pace is too cold to judge by.
  assert.equal(c.afterChunk(100, 1, 1, 100), 0);
  assert.equal(c.afterChunk(100, 1, 2, 200), 3);
  assert.equal(c.afterChunk(100, 1, 3, 300), 0);
  // 6,100 games left at 100 a second is 61 s: long; 5,900 is not.
  const second = (games: number): number => {
    const t = new ThreadChoice(games, 2);
    t.afterChunk(100, 1, 1, 100);
    return t.afterChunk(100, 1, 2, 200);
  };
  assert.equal(second(6_300), 1);
  assert.equal(second(6_100), 0);
});

test('a busy machine lends fewer cores: the load average, less this run, takes them away', () => {
  const long = (cores: number, load: number): number => {
    const c = new ThreadChoice(1_000_000, cores, load);
    c.afterChunk(100, 1, 1, 100);
    return c.afterChunk(100, 1, 2, 200);
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
    for (let i = 1; i <= 3 && out === 0; i++) {
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
  // 20,000 card games at 60,000/s: 0.32 s left after three chunks, more than four times a thread's bare start (0.08 s) and
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

test("this run's own helper threads count against the idle core: a worker would bring as much again", () => {
  // Two cores; the main thread plays on one, V8's helpers (compiles, collector) take `helpers` of the other each second.
  // 5,000 games at 100 a second: under a long run's minute, as Dungeon World's 1,000 games are.
  const run = (helpers: number, seconds: number, games = 5_000): number => {
    let idle = 0;
    let cpu = 0;
    const c = new ThreadChoice(games, 2, 0, () => idle, () => cpu);
    let out = 0;
    for (let i = 1; i <= seconds && out === 0; i++) {
      idle += 1 - helpers;
      cpu += 1 + helpers;
      out = c.afterChunk(100, 1, i, 100 * i);
    }
    return out;
  };
  // Dungeon World's helpers keep 40% of the other core busy: 60% idle, but 20% once a worker's helpers are counted.
  assert.equal(run(0.4, 3), 0);
  // 3d6's helpers take under 20%: the idle core still joins.
  assert.equal(run(0.15, 3), 1);
  // A long run: the worker's compiles are a small share of what is left, and the idle core joins at the second chunk.
  assert.equal(run(0.4, 2, 1_000_000), 1);
  // Unless the other core is not idle: a busy machine (or the helpers filling it) keeps one thread.
  assert.equal(run(0.7, 3, 1_000_000), 0);
  // Without the process's CPU known, the idle time alone decides (as before).
  let idle = 0;
  const blind = new ThreadChoice(5_000, 2, 0, () => idle);
  for (let i = 1; i <= 2; i++) ((idle += 0.6), blind.afterChunk(100, 1, i, 100 * i));
  idle += 0.6;
  assert.equal(blind.afterChunk(100, 1, 3, 300), 1);
});

test('the idle cores are read over the latest window: the first compiles filling the other core do not delay a worker once they end', () => {
  let idle = 0;
  let cpu = 0;
  const c = new ThreadChoice(1_000_000, 2, 0, () => idle, () => cpu);
  // Three seconds of compiles keeping the other core busy: no worker.
  for (let i = 1; i <= 3; i++) {
    cpu += 2;
    assert.equal(c.afterChunk(100, 1, i, 100 * i), 0);
  }
  // Then the other core is idle: over the next second (since the run began, only 1/4 of a core, rounded to 0) one joins.
  idle += 1;
  cpu += 1;
  assert.equal(c.afterChunk(100, 1, 4, 400), 1);
});

test("a core found idle late starts no worker when what is left would not pay for the cold start's compiles again", () => {
  // 1,000 games at 100 a second. For the first 3 s V8's helpers compile on the other core (a whole core: 3 CPU s), then it goes idle.
  const run = (withCpu: boolean): number[] => {
    let idle = 0;
    let cpu = 0;
    const c = new ThreadChoice(1_000, 2, 0, () => idle, withCpu ? () => cpu : null);
    const out: number[] = [];
    for (let i = 1; i <= 9; i++) {
      if (i <= 3) cpu += 2;
      else ((idle += 1), (cpu += 1));
      out.push(c.afterChunk(100, 1, i, 100 * i));
    }
    return out;
  };
  // Counting the compiles: 6 s left at 4 s is less than four times (3 s of compiles + a thread's start): never a worker.
  assert.deepEqual(run(true), [0, 0, 0, 0, 0, 0, 0, 0, 0]);
  // Blind to them, the idle core joins at 4 s.
  assert.deepEqual(run(false), [0, 0, 0, 1, 0, 0, 0, 0, 0]);
});

test('a core found idle with a few seconds left starts no worker: a worker costs more than the main thread lost', () => {
  // 1,000 games, 50 a chunk, 100 a second warm; the cold start lost 1.5 s (chunks of 1.5, 1 and 0.5 s), V8's helpers took 0.3 CPU s of it.
  let idle = 0;
  let cpu = 0;
  const c = new ThreadChoice(1_000, 2, 0, () => idle, () => cpu);
  const chunkSeconds = [1.5, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
  let elapsed = 0;
  const out: number[] = [];
  chunkSeconds.forEach((seconds, i) => {
    elapsed += seconds;
    cpu += seconds + (i < 3 ? 0.1 : 0);
    // The other core goes idle from the tenth chunk on (6 s in, 550 games left: 5.5 s).
    if (i >= 9) idle += seconds;
    out.push(c.afterChunk(50, seconds, elapsed, 50 * (i + 1)));
  });
  // 5.5 s left against four times (1.5 + 0.08 + 0.3) s: never (Dungeon World's 1,000 games took 10.7 s with such a worker, 8.8 s alone).
  assert.deepEqual(out, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
});

test('one slow chunk late in a short run starts no worker: the pace is the fastest of the latest chunks', () => {
  // Dungeon World's 1,000 games, 16 a chunk: a cold start (1, 0.5, 0.2 s), then 0.14 s a chunk (114 games a second).
  // V8's helpers keep 0.8 of the other core busy for the first 4 s, then it is idle. One chunk, 5 s in, takes 0.6 s.
  let idle = 0;
  let cpu = 0;
  const c = new ThreadChoice(1_000, 2, 0, () => idle, () => cpu);
  let elapsed = 0;
  const out: number[] = [];
  for (let i = 0; i < 63; i++) {
    const slow = elapsed > 5 && elapsed < 5.14;
    const seconds = i === 0 ? 1 : i === 1 ? 0.5 : i === 2 ? 0.2 : slow ? 0.6 : 0.14;
    const helpers = elapsed < 4 ? 0.8 : 0;
    elapsed += seconds;
    cpu += seconds * (1 + helpers);
    idle += seconds * (1 - helpers);
    out.push(c.afterChunk(16, seconds, elapsed, 16 * (i + 1)));
  }
  // About 5 s of games left at the warm pace, against four times a cold loss of some 1.4 s: one thread all run long.
  // (Judged by the slow chunk alone, 584 games looked like 22 s left with nothing lost cold, and a worker joined.)
  assert.deepEqual(out, new Array(63).fill(0));
});

test('a very long run starts the idle core during its first chunk, at the pace since the start', () => {
  // 100,000 2HDC adventures: 60 played 0.5 s in (module load and the interpreter included), 833 s left at that pace.
  let idle = 0;
  let cpu = 0;
  const c = new ThreadChoice(100_000, 2, 0, () => idle, () => cpu);
  // Too early to read the machine.
  idle += 0.1;
  cpu += 0.5;
  assert.equal(c.early(20, 0.3), 0);
  // The run's own first compiles fill the other core: counted as free, since they end (a long run's worker pays them once).
  idle += 0.05;
  cpu += 0.35;
  assert.equal(c.early(60, 0.5), 1);
  // Decided once: the chunks add none.
  assert.equal(c.early(80, 0.6), 0);
  assert.equal(c.afterChunk(1_563, 2, 2, 1_563), 0);
});

test('a run only long at its coldest pace is left to the chunks: Dungeon World 1,000 games, 2HDC 10,000', () => {
  // Dungeon World: 8 games 0.5 s in is 62 s left; 2HDC: 60 adventures is 83 s.
  assert.equal(new ThreadChoice(1_000, 2, 0, () => 1, () => 0).early(8, 0.5), 0);
  assert.equal(new ThreadChoice(10_000, 2, 0, () => 1, () => 0).early(60, 0.5), 0);
  // Ten times those counts are very long.
  let idle = 0;
  const dw = new ThreadChoice(10_000, 2, 0, () => idle, () => 0.5);
  idle += 0.5;
  assert.equal(dw.early(8, 0.5), 1);
});

test('a very long run on a machine with no idle core starts no worker early', () => {
  // Another program keeps the other core busy: no idle time, and this run's CPU is its main thread alone.
  let cpu = 0;
  const c = new ThreadChoice(1_000_000, 2, 0, () => 0, () => cpu);
  cpu += 0.6;
  assert.equal(c.early(10, 0.6), 0);
  // Nothing was decided: the chunks still may, once a core is idle.
  assert.equal(c.early(20, 1), 0);
});
