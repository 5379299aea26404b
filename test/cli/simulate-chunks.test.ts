/**
 * The chunks of a run: each is played once by whichever thread takes it, and
 * the counts merge in chunk order, so the summary does not depend on which
 * thread played which chunk, even for key numbers whose sums depend on the
 * order they are added in (fractions).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dieSystem as makeDieSystem } from './die-system.ts';
import { ChunkPlayer, chunkSize, gamesDone, mergeThreads, newDeal, type ChunkPlan } from '../../src/sim/games.ts';

/** One d6 a game; its key number is a fraction, so adding them up in another grouping gives another last digit. */
const dieSystem = makeDieSystem((roll) => ({ numbers: { tenth: roll / 10, third: roll / 3 } }));

const plan = (games: number): ChunkPlan => ({ games, seed: 11, setups: [{ name: 'one', options: {} }], chunk: chunkSize(games) });

test('chunkSize depends on the number of games alone and makes about 64 chunks', () => {
  assert.equal(chunkSize(1), 1);
  assert.equal(chunkSize(64), 1);
  assert.equal(chunkSize(6400), 100);
  assert.equal(chunkSize(6401), 101);
});

test('every chunk is played once, and the merged counts do not depend on which player took which chunk', () => {
  const games = 5000;
  const alone = newDeal();
  const one = new ChunkPlayer(dieSystem, plan(games), alone);
  while (one.next());
  assert.equal(gamesDone(alone), games);
  const single = mergeThreads([one.counts()]);

  // Three players on one deal, taking chunks in an uneven order.
  const deal = newDeal();
  const players = [0, 1, 2].map(() => new ChunkPlayer(dieSystem, plan(games), deal));
  const order = [2, 2, 0, 1, 2, 1, 1, 0];
  for (let i = 0; players[order[i % order.length]!]!.next(); i++);
  assert.equal(gamesDone(deal), games);
  const threads = players.map((p) => p.counts());
  assert.ok(threads.every((t) => t.chunks.length > 0), 'each player took some chunks');
  const merged = mergeThreads(threads.reverse());
  assert.equal(merged.games, games);
  assert.deepEqual(JSON.stringify(merged), JSON.stringify(single), 'the same counts, to the last digit of every sum');

  // The data is such that grouping matters: each thread adding up its own chunks, in the order it played them, then the threads added, misses the last digits.
  const naive = threads.map((t) => t.chunks.reduce((s, c) => s + c.bySetup.one!.numbers.tenth!.sum + c.bySetup.one!.numbers.third!.sum, 0)).reduce((a, b) => a + b, 0);
  const exact = single.bySetup.one!.numbers.tenth!.sum + single.bySetup.one!.numbers.third!.sum;
  assert.notEqual(naive, exact, 'a merge in another grouping gives another sum for these numbers');
});
