/**
 * The Battle Board's movement search (18.4, rules/combat/board.ts), kept as
 * sets of squares in 32-bit numbers (speed/board-masks.ts), answers what the
 * plain search over arrays answered: the same squares reached in the same
 * order, so the same square chosen next to a target or to retreat to. The
 * plain search is written out here as the reference, on random boards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canReach, newQuestions, reachNextTo, reachNextToAgain, retreatSquare } from '../../src/systems/2hdc/rules/combat/board.ts';
import { up, type Fighter, type FightState } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import { boardMasks, lowest, touching, withoutLowest } from '../../src/systems/2hdc/speed/board-masks.ts';
import type { Status } from '../../src/systems/2hdc/state.ts';
import { at, ch, state } from './helpers.ts';

const LENGTH = 6;

/** The search as it was written over arrays: squares in order reached, occupancy (0 empty, 1 wounded friend, 2 blocked), next to an opponent. */
function plainSearch(st: FightState, f: Fighter): { queue: number[]; occ: number[]; near: number[]; start: number } {
  const w = st.width;
  const cells = w * LENGTH;
  const dist = new Array<number>(cells).fill(-1);
  const occ = new Array<number>(cells).fill(0);
  const near = new Array<number>(cells).fill(0);
  const queue: number[] = [];
  for (const o of st.fighters) {
    if (o.y < 0 || o.x < 0 || o.x >= w || o.y >= LENGTH) continue;
    const isUp = up(o);
    const cell = o.y * w + o.x;
    if ((isUp || o.c.status === 'out-of-the-fight') && occ[cell] === 0) occ[cell] = o.side === f.side && !isUp ? 1 : 2;
    if (isUp && o.side !== f.side) {
      for (let ny = o.y - 1; ny <= o.y + 1; ny++) for (let nx = o.x - 1; nx <= o.x + 1; nx++) if (ny >= 0 && ny < LENGTH && nx >= 0 && nx < w) near[ny * w + nx] = 1;
    }
  }
  const start = f.y * w + f.x;
  if (f.y < 0) return { queue, occ, near, start };
  dist[start] = 0;
  queue.push(start);
  for (let qi = 0; qi < queue.length; qi++) {
    const cell = queue[qi]!;
    const d = dist[cell]!;
    if (d >= 6 || (cell !== start && near[cell])) continue;
    const cx = cell % w;
    const cy = (cell / w) | 0;
    for (let ny = cy - 1; ny <= cy + 1; ny++) {
      for (let nx = cx - 1; nx <= cx + 1; nx++) {
        if (ny < 0 || ny >= LENGTH || nx < 0 || nx >= w) continue;
        const n = ny * w + nx;
        if (dist[n] !== -1 || occ[n] === 2) continue;
        dist[n] = d + 1;
        queue.push(n);
      }
    }
  }
  return { queue, occ, near, start };
}

function plainNextTo(st: FightState, f: Fighter, t: Fighter): [number, number] | null {
  const { queue, occ, start } = plainSearch(st, f);
  const w = st.width;
  for (const cell of queue) {
    const cx = cell % w;
    const cy = (cell / w) | 0;
    if (cx === t.x && cy === t.y) continue;
    if (Math.abs(cx - t.x) > 1 || Math.abs(cy - t.y) > 1) continue;
    if (cell === start || occ[cell] === 0) return [cx, cy];
  }
  return null;
}

function plainRetreat(st: FightState, f: Fighter): [number, number] {
  const { queue, occ, near, start } = plainSearch(st, f);
  const w = st.width;
  let best = start;
  let bestKey = -1;
  for (const cell of queue) {
    if (cell !== start && occ[cell] !== 0) continue;
    const cy = (cell / w) | 0;
    const key = (near[cell] ? 0 : 10) + (f.side === 0 ? LENGTH - cy : cy + 1);
    if (key > bestKey) {
      bestKey = key;
      best = cell;
    }
  }
  return [best % w, (best / w) | 0];
}

function adjacentPlain(a: Fighter, b: Fighter): boolean {
  return a.y >= 0 && b.y >= 0 && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1 && (a.x !== b.x || a.y !== b.y);
}

const STATUSES: readonly Status[] = ['carry-on', 'carry-on', 'carry-on', 'duck-back', 'out-of-the-fight', 'out-of-the-fight', 'obviously-dead', 'fled'];

/** A random board: 2 to 12 fighters of both sides, some off the board, some down, some sharing a square. */
function randomBoard(next: (n: number) => number): FightState {
  const width = next(2) === 0 ? 2 : 4;
  const fighters: Fighter[] = [];
  const n = 2 + next(11);
  for (let i = 0; i < n; i++) {
    const f = at(ch(`f${i}`, 'Human', 'Warrior', 4, ['S'], 4), (next(2) as 0 | 1), next(width), next(LENGTH));
    if (next(8) === 0) f.y = -1;
    f.c.status = STATUSES[next(STATUSES.length)]!;
    fighters.push(f);
  }
  return state(fighters, 0, width);
}

test('18.4 the movement search by sets of squares reaches what the plain search reaches, in the same order', () => {
  // mulberry32: a small seeded generator whose every bit varies.
  let seed = 26;
  const next = (n: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  let compared = 0;
  for (let round = 0; round < 400; round++) {
    const st = randomBoard(next);
    for (const f of st.fighters) {
      const targets = st.fighters.filter((o) => o !== f && o.y >= 0);
      // A run of questions about one mover reads one search.
      newQuestions();
      const out = targets.map((t) => canReach(st, f, t));
      for (let i = 0; i < targets.length; i++) {
        const t = targets[i]!;
        const want = plainNextTo(st, f, t);
        assert.equal(out[i], adjacentPlain(f, t) || want !== null, `round ${round}: ${f.c.id} reaches ${t.c.id}`);
        assert.deepEqual(reachNextTo(st, f, t), want, `round ${round}: ${f.c.id} next to ${t.c.id}`);
        compared++;
      }
      if (targets.length > 0) {
        // Right after `canReach`, the kept search answers as a new one would.
        newQuestions();
        for (const t of targets) canReach(st, f, t);
        const t = targets[targets.length - 1]!;
        assert.deepEqual(reachNextToAgain(st, f, t), plainNextTo(st, f, t), `round ${round}: again`);
      }
      assert.deepEqual(retreatSquare(st, f), plainRetreat(st, f), `round ${round}: ${f.c.id} retreats`);
    }
  }
  assert.ok(compared > 10_000);
});

test('board masks: the squares around each square, and sets walked from the lowest square up', () => {
  for (const w of [2, 4]) {
    const m = boardMasks(w, LENGTH);
    assert.equal(m.all, (1 << (w * LENGTH)) - 1);
    for (let c = 0; c < w * LENGTH; c++) {
      const x = c % w;
      const y = Math.floor(c / w);
      const want: number[] = [];
      for (let ny = y - 1; ny <= y + 1; ny++) for (let nx = x - 1; nx <= x + 1; nx++) if (ny >= 0 && ny < LENGTH && nx >= 0 && nx < w && (nx !== x || ny !== y)) want.push(ny * w + nx);
      const got: number[] = [];
      for (let s = m.around[c]!; s !== 0; s = withoutLowest(s)) got.push(lowest(s));
      assert.deepEqual(got, want, `width ${w}, square ${c}`);
      assert.equal(m.box[c], m.around[c]! | (1 << c));
    }
  }
  // A square off the board touches the board's edge squares only.
  assert.equal(touching(2, LENGTH, -1, 0), (1 << 0) | (1 << 2));
});
