/**
 * Walking distances for the bots: movement points from every square to the
 * nearest goal square over the terrain (models ignored: they move), with the
 * book's costs (clear 1, rough 2, a diagonal 1 more); for the heroes, also
 * the stairs and teleporters they may take (`links`).
 */
import type { Board, Pos } from '../state.ts';
import { enterCost, inside, STEPS, terrainAt } from '../rules/grid.ts';

/** Points to walk into a square for the bots: the terrain's cost, and a closed door 3 (2 to open it, 1 to step in); `blocked` squares are walls. */
function walkCost(b: Board, x: number, y: number, blocked?: (i: number) => boolean): number {
  if (blocked?.(y * b.width + x)) return Infinity;
  const t = terrainAt(b, x, y);
  return t === '+' ? 3 : enterCost(t);
}

/** Steps that are not to a neighbour, by square index: a staircase's other ends, the other active teleporters. */
export type Links = ReadonlyMap<number, readonly { to: number; cost: number }[]>;

export function distanceField(b: Board, goals: readonly Pos[], blocked?: (i: number) => boolean, links?: Links): Int16Array {
  const n = b.width * b.height;
  const dist = new Int16Array(n).fill(-1);
  const buckets: number[][] = [];
  const push = (s: number, c: number) => (buckets[c] ??= []).push(s);
  for (const p of goals) {
    if (!inside(b, p.x, p.y)) continue;
    const s = p.y * b.width + p.x;
    dist[s] = 0;
    push(s, 0);
  }
  for (let c = 0; c < buckets.length; c++) {
    const bucket = buckets[c];
    if (!bucket) continue;
    for (const s of bucket) {
      if (dist[s] !== c) continue;
      const sx = s % b.width;
      const sy = (s - sx) / b.width;
      // Links are two-way (stairs of one colour, active teleporters): stepping from `to` into s costs the link's points.
      for (const l of links?.get(s) ?? []) {
        const nc = c + l.cost;
        if (dist[l.to] !== -1 && dist[l.to]! <= nc) continue;
        dist[l.to] = nc;
        push(l.to, nc);
      }
      for (const [dx, dy] of STEPS) {
        const x = sx + dx;
        const y = sy + dy;
        if (!inside(b, x, y)) continue;
        // Walking back from the goal: the cost of stepping from (x, y) into s is s's terrain.
        const base = walkCost(b, sx, sy, blocked);
        if (base === Infinity || walkCost(b, x, y, blocked) === Infinity) continue;
        const nc = c + base + (dx && dy ? 1 : 0);
        const t = y * b.width + x;
        if (dist[t] !== -1 && dist[t]! <= nc) continue;
        dist[t] = nc;
        push(t, nc);
      }
    }
  }
  return dist;
}

/** The field's value at a square (a large number where unreachable). */
export function at(field: Int16Array, b: Board, p: Pos): number {
  const v = field[p.y * b.width + p.x]!;
  return v < 0 ? 9999 : v;
}
