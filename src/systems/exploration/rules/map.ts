/**
 * Maps: rooms on one square grid. A figure steps to any of the eight
 * squares around it inside a room (a diagonal step needs both squares
 * beside it open), and from room to room only straight across a wall that
 * has a way through: an archway or an opening always, a door or portcullis
 * once removed (Maps: the wall under a door or archway does not exist).
 * Rooms not yet revealed are never entered. Distances are counted in steps.
 */
import type { AdventureData } from '../data/index.ts';
import { edgeKey } from '../data/index.ts';
import { slabUint8, stepDistances, stepDistancesInto } from '../../../core/grid-search.ts';
import { keptDistances, keptWalkable } from '../speed/map-cache.ts';
import { mapSteps } from '../speed/map-steps.ts';
import type { ExploreState, Pos } from '../state.ts';

export const cellOf = (d: AdventureData, p: Pos): number => p.y * d.W + p.x;
export const posOf = (d: AdventureData, c: number): Pos => ({ x: c % d.W, y: Math.floor(c / d.W) });

/** The id of the room a square lies in, or null. */
export function roomAt(d: AdventureData, p: Pos): string | null {
  if (p.x < 0 || p.y < 0 || p.x >= d.W || p.y >= d.H) return null;
  const i = d.roomOf[cellOf(d, p)]!;
  return i < 0 ? null : d.a.rooms[i]!.id;
}

/** A square a figure may stand on: open floor of a revealed room. */
export function isFloor(d: AdventureData, st: ExploreState, c: number): boolean {
  const r = d.roomOf[c]!;
  return r >= 0 && d.wall[c] === 0 && st.revealed.includes(d.a.rooms[r]!.id);
}

/** The connection on the wall between two side-by-side squares, if any. */
function connectionAt(d: AdventureData, c1: number, c2: number): string | undefined {
  return d.edges.get(edgeKey(c1, c2));
}

/** Whether a connection lets figures (and sight) through now. */
function isOpen(d: AdventureData, st: ExploreState, id: string): boolean {
  const k = d.connections.get(id)!.kind;
  return k === 'archway' || k === 'opening' || st.doors[id] === 'open';
}

const STEPS = [
  [1, 0], [-1, 0], [0, 1], [0, -1],
  [1, 1], [1, -1], [-1, 1], [-1, -1],
] as const;

/** Whether a figure may step from square c to the square n next to it. */
export function canStep(d: AdventureData, st: ExploreState, c: number, n: number): boolean {
  if (!isFloor(d, st, n)) return false;
  const W = d.W;
  const x = c % W;
  const y = (c - x) / W;
  const nx = n % W;
  const ny = (n - nx) / W;
  const diagonal = x !== nx && y !== ny;
  const room = d.roomOf[c]!;
  if (d.roomOf[n] !== room) {
    if (diagonal) return false;
    const via = connectionAt(d, c, n);
    return via !== undefined && isOpen(d, st, via);
  }
  if (!diagonal) return true;
  const s1 = y * W + nx;
  const s2 = ny * W + x;
  return d.roomOf[s1] === room && d.roomOf[s2] === room && !d.wall[s1] && !d.wall[s2];
}

/** The squares next to c (up to eight) on the grid. */
export function around(d: AdventureData, c: number): number[] {
  const W = d.W;
  const x = c % W;
  const y = (c - x) / W;
  const out: number[] = [];
  for (const [dx, dy] of STEPS) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < W && ny < d.H) out.push(ny * W + nx);
  }
  return out;
}

/** 1 for each square a figure may stand on now (open floor of a revealed room). */
function floorMask(d: AdventureData, st: ExploreState): Uint8Array {
  const shown = d.a.rooms.map((r) => st.revealed.includes(r.id));
  // Typed arrays are cut from the core's slabs: an array of its own costs more than filling it (core/grid-search.ts).
  const out = slabUint8(d.W * d.H);
  for (let c = 0; c < out.length; c++) {
    const r = d.roomOf[c]!;
    if (r >= 0 && d.wall[c] === 0 && shown[r]) out[c] = 1;
  }
  return out;
}

/** What the search walks: 1 where a figure may not stand, and for each square the steps (bits, in the core's order) that may be taken from it. */
export interface Walkable {
  closed: Uint8Array;
  steps: Uint8Array;
}

/** The squares and steps open now: only the rooms revealed and the doors' states change them. */
function walkable(d: AdventureData, st: ExploreState): Walkable {
  const n = d.W * d.H;
  const floor = floorMask(d, st);
  const closed = slabUint8(n);
  for (let c = 0; c < n; c++) closed[c] = floor[c] ? 0 : 1;
  // The steps with every door shut (made once per adventure: speed/map-steps.ts), then the doors open now.
  const m = mapSteps(d);
  const steps = slabUint8(n);
  steps.set(m.shut);
  for (const door of m.doors) {
    if (st.doors[door.id] !== 'open') continue;
    for (let i = 0; i < door.cells.length; i++) steps[door.cells[i]!] |= door.bits[i]!;
  }
  return { closed, steps };
}

/** The squares and steps open now (kept while the blocking stays: speed/map-cache.ts). Shared: read it, never write it. */
export function walkableNow(d: AdventureData, st: ExploreState): Walkable {
  return keptWalkable(d, st, () => walkable(d, st));
}

/** Steps from `from` to every square (-1: out of reach), through the revealed rooms and the open ways between them. Shared: read it, never write it. */
export function distances(d: AdventureData, st: ExploreState, from: Pos): Int16Array {
  return keptDistances(d, st, cellOf(d, from), () => walkable(d, st), (g, into) => (into ? stepDistancesInto(d.W, d.H, g.closed, cellOf(d, from), g.steps, into) : stepDistances(d.W, d.H, g.closed, cellOf(d, from), g.steps)));
}

/** The squares other figures stand on (characters and creatures), but `except`'s. */
export function occupied(d: AdventureData, st: ExploreState, except?: string): Set<number> {
  const out = new Set<number>();
  for (const c of st.characters) if (c.id !== except && c.condition !== 'dead') out.add(cellOf(d, c.pos));
  for (const c of st.creatures) out.add(cellOf(d, c.pos));
  return out;
}

/** Rooms seen together with `room`: joined to it, directly or not, by archways and openings (Maps: sight is not blocked). */
export function seenWith(d: AdventureData, room: string): string[] {
  const out = [room];
  for (let i = 0; i < out.length; i++) {
    for (const c of d.a.connections) {
      if (c.kind !== 'archway' && c.kind !== 'opening') continue;
      const [a, b] = c.between;
      if (a === out[i] && !out.includes(b)) out.push(b);
      if (b === out[i] && !out.includes(a)) out.push(a);
    }
  }
  return out;
}

/** Whether two squares touch (the same square, or one of the eight around it). */
export function touches(a: Pos, b: Pos): boolean {
  return Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;
}

const SIDES: Record<string, string> = { '1,0': 'east', '-1,0': 'west', '0,1': 'south', '0,-1': 'north' };

/**
 * The id a way goes by outside the rules (option ids, log fields, the view
 * model): built from the two squares it joins, lower square first, never
 * from its id in the adventure file, which may name the room behind it.
 */
export function wayId(d: AdventureData, id: string): string {
  const k = d.connections.get(id)!;
  const [p, q] = k.a[1] * d.W + k.a[0] <= k.b[1] * d.W + k.b[0] ? [k.a, k.b] : [k.b, k.a];
  return `way-${p[0]}.${p[1]}-${q[0]}.${q[1]}`;
}

/** The id a search token goes by outside the rules: its square (one token a square), never its id in the file. */
export function tokenId(at: readonly [number, number]): string {
  return `token-${at[0]}.${at[1]}`;
}

/**
 * A door, portcullis or way as players name it: by the wall of a revealed
 * room it stands in ("the locked door in the east wall of the Stair
 * cellar"), never by its id, which may name the room behind it.
 */
export function wayName(d: AdventureData, st: ExploreState, id: string, lock = true): string {
  const k = d.connections.get(id)!;
  const near = st.revealed.includes(k.between[0]) || !st.revealed.includes(k.between[1]) ? 0 : 1;
  const [p, q] = near === 0 ? [k.a, k.b] : [k.b, k.a];
  const side = SIDES[`${Math.sign(q[0] - p[0])},${Math.sign(q[1] - p[1])}`];
  return `${k.lock && lock ? `${k.lock} ` : ''}${k.kind} in the ${side} wall of the ${d.rooms.get(k.between[near])!.name}`;
}
