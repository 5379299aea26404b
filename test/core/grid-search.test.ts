/**
 * The shared grid search (src/core/grid-search.ts) against plain searches
 * written the obvious way, on random grids: the same distances, and for the
 * breadth-first field the same paths (neighbours in the fixed order).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BucketQueue, costField, costFieldByMask, SearchCache, slabInt16, slabInt32, slabUint8, stepDistances, stepDistancesFrom, stepDistancesFromInto, stepDistancesInto, stepField, stepFieldInto, stepFieldSlab, STEP_X, STEP_Y, type GridLinks } from '../../src/core/grid-search.ts';
import { random } from '../support/random.ts';

/** Breadth-first with an array queue, as the systems searched before. */
function plainSteps(w: number, h: number, closed: Uint8Array, start: number, steps: Uint8Array | null): { dist: number[]; prev: number[] } {
  const dist = new Array<number>(w * h).fill(-1);
  const prev = new Array<number>(w * h).fill(-1);
  dist[start] = 0;
  const queue = [start];
  while (queue.length) {
    const c = queue.shift()!;
    for (let k = 0; k < 8; k++) {
      if (steps && !(steps[c]! & (1 << k))) continue;
      const x = (c % w) + STEP_X[k]!;
      const y = Math.floor(c / w) + STEP_Y[k]!;
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const t = y * w + x;
      if (dist[t] !== -1 || closed[t]) continue;
      dist[t] = dist[c]! + 1;
      prev[t] = c;
      queue.push(t);
    }
  }
  return { dist, prev };
}

/** Dijkstra by scanning for the nearest unsettled square: points to the nearest goal. */
function plainCosts(w: number, h: number, cost: Uint8Array, goals: number[], links: GridLinks): number[] {
  const dist = new Array<number>(w * h).fill(Infinity);
  const done = new Array<boolean>(w * h).fill(false);
  for (const g of goals) dist[g] = 0;
  for (;;) {
    let s = -1;
    for (let i = 0; i < w * h; i++) if (!done[i] && dist[i]! < Infinity && (s < 0 || dist[i]! < dist[s]!)) s = i;
    if (s < 0) break;
    done[s] = true;
    for (const l of links.get(s) ?? []) dist[l.to] = Math.min(dist[l.to]!, dist[s]! + l.cost);
    if (!cost[s]) continue;
    for (let k = 0; k < 8; k++) {
      const x = (s % w) + STEP_X[k]!;
      const y = Math.floor(s / w) + STEP_Y[k]!;
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const t = y * w + x;
      if (!cost[t]) continue;
      dist[t] = Math.min(dist[t]!, dist[s]! + cost[s]! + (k >= 4 ? 1 : 0));
    }
  }
  return dist.map((d) => (d === Infinity ? -1 : d));
}

test('stepField: the distances and paths of a plain breadth-first search, with and without step masks', () => {
  const rand = random(11);
  for (let round = 0; round < 60; round++) {
    const w = 3 + rand(14);
    const h = 3 + rand(10);
    const closed = Uint8Array.from({ length: w * h }, () => (rand(10) < 3 ? 1 : 0));
    const steps = round % 2 ? Uint8Array.from({ length: w * h }, () => rand(256)) : null;
    const start = rand(w * h);
    const got = stepField(w, h, closed, start, steps);
    const want = plainSteps(w, h, closed, start, steps);
    assert.deepEqual([...got.dist], want.dist);
    assert.deepEqual([...got.prev], want.prev);
  }
});

test('stepFieldSlab and stepDistances: the fields of a plain breadth-first search, grids of changing sizes one after the other, step masks with bits off the grid', () => {
  const rand = random(12);
  const kept: { dist: Int16Array; want: number[] }[] = [];
  for (let round = 0; round < 80; round++) {
    const w = 2 + rand(30);
    const h = 2 + rand(20);
    const closed = Uint8Array.from({ length: w * h }, () => (rand(10) < 3 ? 1 : 0));
    const steps = round % 3 ? Uint8Array.from({ length: w * h }, () => rand(256)) : null;
    const start = rand(w * h);
    const want = plainSteps(w, h, closed, start, steps);
    const got = stepFieldSlab(w, h, closed, start, steps);
    assert.deepEqual([...got.dist], want.dist);
    assert.deepEqual([...got.prev], want.prev);
    const dist = stepDistances(w, h, closed, start, steps ? Array.from(steps) : null);
    assert.deepEqual([...dist], want.dist);
    kept.push({ dist, want: want.dist });
  }
  // Fields cut from one slab do not overwrite one another.
  for (const k of kept) assert.deepEqual([...k.dist], k.want);
});

test('stepFieldInto: a field used before, searched again in place, holds the plain search of the new grid and nothing of the old', () => {
  const rand = random(13);
  const w = 9;
  const h = 7;
  const into = { dist: new Int16Array(w * h), prev: new Int32Array(w * h) };
  for (let round = 0; round < 40; round++) {
    const closed = Uint8Array.from({ length: w * h }, () => (rand(10) < 4 ? 1 : 0));
    const steps = round % 2 ? Uint8Array.from({ length: w * h }, () => rand(256)) : null;
    const start = rand(w * h);
    const want = plainSteps(w, h, closed, start, steps);
    const got = stepFieldInto(w, h, closed, start, steps, into);
    assert.equal(got, into);
    assert.deepEqual([...got.dist], want.dist);
    assert.deepEqual([...got.prev], want.prev);
  }
});

test('stepDistancesFrom: the least of the fields from each start, a start given twice counted once', () => {
  const rand = random(13);
  for (let round = 0; round < 40; round++) {
    const w = 2 + rand(20);
    const h = 2 + rand(15);
    const closed = Uint8Array.from({ length: w * h }, () => (rand(10) < 3 ? 1 : 0));
    const steps = round % 2 ? Uint8Array.from({ length: w * h }, () => rand(256)) : null;
    const starts = Array.from({ length: 1 + rand(4) }, () => rand(w * h));
    starts.push(starts[0]!);
    const fields = starts.map((s) => plainSteps(w, h, closed, s, steps).dist);
    const want = fields[0]!.map((_, c) => fields.reduce((m, f) => (f[c]! >= 0 && (m < 0 || f[c]! < m) ? f[c]! : m), -1));
    assert.deepEqual([...stepDistancesFrom(w, h, closed, starts, steps)], want);
  }
});

test('stepDistancesInto and stepDistancesFromInto: an array used before, filled again, holds the plain search and nothing of the old', () => {
  const rand = random(14);
  const w = 11;
  const h = 8;
  const into = new Int16Array(w * h);
  for (let round = 0; round < 40; round++) {
    const closed = Uint8Array.from({ length: w * h }, () => (rand(10) < 4 ? 1 : 0));
    const steps = round % 2 ? Uint8Array.from({ length: w * h }, () => rand(256)) : null;
    const start = rand(w * h);
    const got = stepDistancesInto(w, h, closed, start, steps, into);
    assert.equal(got, into);
    assert.deepEqual([...got], plainSteps(w, h, closed, start, steps).dist);
    const starts = [start, rand(w * h), rand(w * h)];
    const fields = starts.map((s) => plainSteps(w, h, closed, s, steps).dist);
    const want = fields[0]!.map((_, c) => fields.reduce((m, f) => (f[c]! >= 0 && (m < 0 || f[c]! < m) ? f[c]! : m), -1));
    assert.deepEqual([...stepDistancesFromInto(w, h, closed, starts, steps, into)], want);
  }
});

test('slab arrays: zeroed, of the length asked, apart from one another, and a big one too', () => {
  const a = slabUint8(7).fill(9);
  const b = slabInt16(5);
  const c = slabInt32(3);
  const big = slabInt32(100_000);
  assert.deepEqual([...b, ...c], [0, 0, 0, 0, 0, 0, 0, 0]);
  assert.equal(big.length, 100_000);
  assert.ok(big.every((v) => v === 0));
  b.fill(-1);
  c.fill(-1);
  assert.deepEqual([...a], [9, 9, 9, 9, 9, 9, 9]);
});

test('costField: the points of a plain Dijkstra, with closed squares, rough ground, diagonals and links', () => {
  const rand = random(12);
  for (let round = 0; round < 60; round++) {
    const w = 3 + rand(12);
    const h = 3 + rand(10);
    const n = w * h;
    const cost = Uint8Array.from({ length: n }, () => (rand(5) === 0 ? 0 : 1 + rand(3)));
    const goals = Array.from({ length: 1 + rand(3) }, () => rand(n));
    const links = new Map<number, { to: number; cost: number }[]>();
    for (let i = 0; i < 2; i++) {
      const a = rand(n);
      const b = rand(n);
      links.set(a, [...(links.get(a) ?? []), { to: b, cost: 1 + rand(2) }]);
    }
    assert.deepEqual([...costField(w, h, cost, goals, links)], plainCosts(w, h, cost, goals, links));
    assert.deepEqual([...costFieldByMask(w, h, cost, goals, links)], plainCosts(w, h, cost, goals, links), 'by the edge mask');
    assert.deepEqual([...costFieldByMask(w, h, cost, goals)], [...costField(w, h, cost, goals)], 'by the edge mask, no links');
  }
});

test('costField: goals outside the grid (-1) are skipped; no goal leaves every square unreached', () => {
  const cost = new Uint8Array(9).fill(1);
  assert.deepEqual([...costField(3, 3, cost, [-1])], new Array(9).fill(-1));
  assert.deepEqual([...costField(3, 3, cost, [-1, 0])], [0, 1, 2, 1, 2, 3, 2, 3, 4]);
  assert.deepEqual([...costFieldByMask(3, 3, cost, [-1])], new Array(9).fill(-1));
  assert.deepEqual([...costFieldByMask(3, 3, cost, [-1, 0])], [0, 1, 2, 1, 2, 3, 2, 3, 4]);
});

test('BucketQueue: squares come back by cost, in the order pushed, and clear empties it', () => {
  const q = new BucketQueue();
  q.push(3, 30);
  q.push(0, 1);
  for (let i = 0; i < 40; i++) q.push(3, 31 + i);
  assert.equal(q.top, 3);
  assert.equal(q.length(0), 1);
  assert.equal(q.length(2), 0);
  assert.equal(q.length(3), 41);
  assert.equal(q.at(3, 0), 30);
  assert.equal(q.at(3, 40), 70);
  q.clear();
  assert.equal(q.top, -1);
  assert.equal(q.length(3), 0);
});

test('SearchCache: a value is made once per key while the blocking stays, made again when it changes', () => {
  const c = new SearchCache<number>(2);
  let made = 0;
  const make = () => ++made;
  assert.equal(c.get('doors:1', 'a', make), 1);
  assert.equal(c.get('doors:1', 'a', make), 1);
  assert.equal(c.get('doors:1', 'b', make), 2);
  assert.equal(c.get('doors:2', 'a', make), 3, 'a door opened: made anew');
  c.get('doors:2', 'b', make);
  c.get('doors:2', 'c', make);
  assert.equal(c.get('doors:2', 'a', make), 6, 'the oldest of a full cache is forgotten first');
});
