/**
 * Ours: the battle grid. 5-foot squares; a step to any of the eight
 * neighbours costs one square of movement, and distance is counted the same
 * way (the larger of the two offsets). One fighter per square; the fallen
 * (unconscious or dead) still take up their square. The party enters on the
 * left edge (x = 0), the foes wait on the right; a side leaves the fight by
 * stepping off its own edge.
 */
import { slabUint8, stepFieldInto, stepFieldSlab } from '../../../../core/grid-search.ts';
import type { Fight, Fighter, Pos, Side } from '../../state.ts';
import { keptBase } from '../../speed/blocked-base.ts';

export function distance(a: Pos, b: Pos): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function samePos(a: Pos, b: Pos): boolean {
  return a.x === b.x && a.y === b.y;
}

export function inside(fight: Fight, p: Pos): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < fight.width && p.y < fight.height;
}

/** The edge a side leaves by: the party's on the left, the foes' on the right. */
function exitX(fight: Fight, side: Side): number {
  return side === 'party' ? 0 : fight.width - 1;
}

/** Ours: on a map a side leaves the fight from a square this many steps or more from where every foe began (FightMap.exits). */
export const EXIT_FAR = 6;

/** Whether a fighter of `side` at `p` may leave the fight: on its edge, or, on a map, on one of its side's exit squares. */
export function atExit(fight: Fight, side: Side, p: Pos): boolean {
  if (fight.map) return fight.map.exits[side].includes(p.y * fight.width + p.x);
  return p.x === exitX(fight, side);
}

/** The eight steps, in the order FightMap.steps numbers its bits (the same as Exploration's map). */
export const STEPS: readonly Pos[] = [
  { x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: 1 }, { x: 0, y: -1 },
  { x: 1, y: 1 }, { x: 1, y: -1 }, { x: -1, y: 1 }, { x: -1, y: -1 },
];

/** The squares the grid itself blocks, whoever stands where: on a map what is not floor (walls, rooms not revealed); pits and obstacles. */
export function gridBlocking(fight: Fight): Uint8Array {
  // Cut from a slab (core/grid-search.ts): made for every fight.
  const b = slabUint8(fight.width * fight.height);
  // On a map, what is not floor (walls, rooms not revealed) is never free.
  const floor = fight.map?.floor;
  if (floor) for (let k = 0; k < b.length; k++) if (!floor[k]) b[k] = 1;
  // Pits and obstacles are crossed with a Feat (terrain.ts), never walked.
  if (fight.terrain) for (const t of fight.terrain) b[t.y * fight.width + t.x] = 1;
  return b;
}

/** The squares taken (1) by fighters other than `except` (the fallen too; the fled have left), one byte per square. */
export function blockedGrid(fight: Fight, fighters: readonly Fighter[], except: Fighter | null, into?: Uint8Array): Uint8Array {
  // The grid's own blocking is the same all fight long (speed/blocked-base.ts): copied, then the fighters added.
  const base = keptBase(fight, gridBlocking);
  // Cut from a slab (core/grid-search.ts): a blocked grid is made for every field; or the caller's own, overwritten.
  const b = into ?? slabUint8(base.length);
  b.set(base);
  for (const f of fighters) if (f !== except && f.condition !== 'fled') b[f.pos.y * fight.width + f.pos.x] = 1;
  return b;
}

/** Steps from one square to every square it can walk to (-1: none), and the square each is reached from. */
export interface Field {
  readonly dist: Int16Array;
  readonly prev: Int32Array;
}

/**
 * Breadth-first from `from` over free squares, neighbours in a fixed order,
 * so the same state always gives the same paths (the core's grid search).
 */
export function fieldFrom(fight: Fight, blocked: Uint8Array, from: Pos, into?: Field): Field {
  // On a map, the steps its walls and closed doors allow from each square (FightMap.steps, a bit per STEPS entry, the core's order).
  const start = from.y * fight.width + from.x;
  const steps = fight.map?.steps ?? null;
  // Into a field no one reads any more (speed/fields.ts), else a new one.
  return into ? stepFieldInto(fight.width, fight.height, blocked, start, steps, into) : stepFieldSlab(fight.width, fight.height, blocked, start, steps);
}

/** The path (squares after the start) to the nearest reachable square that satisfies `goal` (which must not keep the square it is given); null when there is none. */
export function pathInField(fight: Fight, field: Field, goal: (p: Pos) => boolean): Pos[] | null {
  const w = fight.width;
  let best = -1;
  // One square object, moved from square to square: the goals read it and keep nothing (no garbage per square asked).
  const probe = { x: 0, y: 0 };
  for (let k = 0; k < field.dist.length; k++) {
    const d = field.dist[k]!;
    if (d < 0 || (best >= 0 && d >= field.dist[best]!)) continue;
    probe.x = k % w;
    probe.y = (k - probe.x) / w;
    if (goal(probe)) best = k;
  }
  return best < 0 ? null : pathBack(field, w, best);
}

/**
 * `pathInField` with the goal "within `reach` of `t`": the same answer (the
 * nearest such square, the first in square order among equals), looking only
 * at the squares around `t` rather than the whole grid.
 */
export function pathWithin(fight: Fight, field: Field, t: Pos, reach: number): Pos[] | null {
  const best = nearestWithin(fight, field, t, reach);
  return best < 0 ? null : pathBack(field, fight.width, best);
}

/** The length of `pathWithin`'s path (its steps on the field), or -1 when there is none: no path built. */
export function stepsWithin(fight: Fight, field: Field, t: Pos, reach: number): number {
  const best = nearestWithin(fight, field, t, reach);
  return best < 0 ? -1 : field.dist[best]!;
}

/** The square `pathWithin` walks to, or -1. */
function nearestWithin(fight: Fight, field: Field, t: Pos, reach: number): number {
  const w = fight.width;
  const dist = field.dist;
  let best = -1;
  let bestD = 0;
  const y1 = Math.min(fight.height - 1, t.y + reach);
  const x0 = Math.max(0, t.x - reach);
  const x1 = Math.min(w - 1, t.x + reach);
  for (let y = Math.max(0, t.y - reach); y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = dist[y * w + x]!;
      if (d >= 0 && (best < 0 || d < bestD)) (best = y * w + x), (bestD = d);
    }
  }
  return best;
}

/** The squares walked to `to` (not the start), by the field's way back. */
function pathBack(field: Field, w: number, to: number): Pos[] {
  const path: Pos[] = [];
  for (let c = to; field.prev[c] !== -1; c = field.prev[c]!) path.push({ x: c % w, y: Math.floor(c / w) });
  return path.reverse();
}

/** The shortest path from `from` to a square that satisfies `goal`, through free squares only; null when there is none. */
export function pathTo(fight: Fight, blocked: Uint8Array, from: Pos, goal: (p: Pos) => boolean): Pos[] | null {
  return pathInField(fight, fieldFrom(fight, blocked, from), goal);
}

/**
 * The squares of a straight line from `from` towards `to`, not counting
 * `from`: the way a foe would come (Cover covers the first few of them).
 */
export function lineToward(from: Pos, to: Pos, count: number): Pos[] {
  const out: Pos[] = [];
  let p = from;
  for (let i = 0; i < count && !samePos(p, to); i++) {
    p = { x: p.x + Math.sign(to.x - p.x), y: p.y + Math.sign(to.y - p.y) };
    out.push(p);
  }
  return out;
}
