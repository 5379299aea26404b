/**
 * Ours (`Ours: Turns`): the move of a turn. Rather than every square, a
 * character is offered where it matters: each search token left, each
 * closed door and each other revealed room, reached this turn when the
 * move allows, else as far toward it as the move goes along a shortest way.
 * A figure may pass others but not end on one.
 */
import type { AdventureData } from '../data/index.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { cellOf, distances, roomAt, walkableNow, wayName } from './map.ts';
import { goalSquares, type Goal } from '../speed/goal-squares.ts';
import { keptGoals } from '../speed/map-cache.ts';
import { STEP_X, STEP_Y } from '../../../core/grid-search.ts';

export interface Target {
  kind: 'token' | 'door' | 'room';
  id: string;
  /** Where it is, in words ("the search token in the Nave"). */
  what: string;
  /** The square the move ends on. */
  dest: number;
  steps: number;
  /** Steps still to go after this move (0: reached). */
  left: number;
}

/** Each target's squares, and its name, in the order tokens, doors, rooms; the mover's own room is left out. */
function goalCells(d: AdventureData, st: ExploreState, here: string | null): Goal[] {
  const sq = goalSquares(d);
  const out: Goal[] = [];
  // Which rooms are revealed, by index, asked once (map.ts isFloor asks the list square by square).
  const shown = d.a.rooms.map((r) => st.revealed.includes(r.id));
  const tokens = d.a.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = sq.tokens[i]!;
    if (st.searched.includes(tokens[i]!.id) || !shown[t.room]) continue;
    out.push(t.goal);
  }
  const ways = d.a.connections;
  for (let i = 0; i < ways.length; i++) {
    const k = ways[i]!;
    if (st.doors[k.id] !== 'closed') continue;
    const side = sq.doors[i]!;
    const cells: number[] = [];
    for (let j = 0; j < side.cells.length; j++) if (shown[side.rooms[j]!]) cells.push(side.cells[j]!);
    if (cells.length) out.push({ kind: 'door', id: k.id, what: `the ${wayName(d, st, k.id)}`, cells });
  }
  const rooms = d.a.rooms;
  for (let i = 0; i < rooms.length; i++) {
    const r = rooms[i]!;
    if (r.id === here || !shown[i]) continue;
    const g = sq.rooms[i];
    if (g) {
      out.push(g);
      continue;
    }
    // A room some of whose squares lie in another room: its floor asked square by square, as shown now.
    const cells: number[] = [];
    for (let y = r.y; y < r.y + r.h; y++) {
      for (let x = r.x; x < r.x + r.w; x++) {
        const n = y * d.W + x;
        const ri = d.roomOf[n]!;
        if (ri >= 0 && d.wall[n] === 0 && shown[ri]) cells.push(n);
      }
    }
    out.push({ kind: 'room', id: r.id, what: `the ${r.name}`, cells });
  }
  return out;
}

/** Where `c` may head this turn, one entry per target it can get nearer to or reach. */
export function moveTargets(d: AdventureData, st: ExploreState, c: Explorer): readonly Target[] {
  // The rules offer the moves and the bot weighs the same targets right after: the second ask finds the field kept (speed/map-cache.ts).
  // Keeping the whole answer for it (a snapshot of all it reads) was measured twice at 0.92-1.04: not kept.
  return findTargets(d, st, c);
}

/** The squares other figures stand on (map.ts occupied's, as bytes), reused from ask to ask: set, read, cleared. */
let occ = new Uint8Array(0);

function findTargets(d: AdventureData, st: ExploreState, c: Explorer): Target[] {
  const dist = distances(d, st, c.pos);
  if (occ.length < d.W * d.H) occ = new Uint8Array(d.W * d.H);
  for (const o of st.characters) if (o.id !== c.id && o.condition !== 'dead') occ[cellOf(d, o.pos)] = 1;
  for (const o of st.creatures) occ[cellOf(d, o.pos)] = 1;
  const here = roomAt(d, c.pos);
  const out: Target[] = [];
  // The map's walkable steps, asked for the first way walked back.
  let open: Uint8Array | null = null;
  for (const g of keptGoals(d, st, here, () => goalCells(d, st, here))) {
    let best = -1;
    const cells = g.cells;
    for (let i = 0; i < cells.length; i++) {
      const n = cells[i]!;
      if (dist[n]! >= 0 && (best < 0 || dist[n]! < dist[best]!) && occ[n] === 0) best = n;
    }
    if (best < 0) continue;
    const total = dist[best]!;
    let dest = best;
    // Too far: walk back along a shortest way to the square the move reaches, then back past any square taken.
    while (dist[dest]! > c.move || (occ[dest] === 1 && dist[dest]! > 0)) dest = stepBack(d, (open ??= walkableNow(d, st).steps), dist, dest);
    if (dist[dest] === 0) continue;
    out.push({ kind: g.kind, id: g.id, what: g.what, dest, steps: dist[dest]!, left: total - dist[dest]! });
  }
  for (const o of st.characters) occ[cellOf(d, o.pos)] = 0;
  for (const o of st.creatures) occ[cellOf(d, o.pos)] = 0;
  return out;
}

/** For each step, its opposite in the steps' order (E-W, S-N, SE-NW, NE-SW). */
const BACK = Int8Array.of(1, 0, 3, 2, 7, 6, 5, 4);

/** The lowest-numbered square next to `dest`, one step nearer on the field, from which `dest` is stepped to (Infinity: none). */
function stepBack(d: AdventureData, open: Uint8Array, dist: Int16Array, dest: number): number {
  // Whether `dest` is stepped to from n: the walkable steps' bit of n towards dest (`open`), which is canStep's answer
  // for floor squares (both are reached on the field, so floor; test/exploration/map-steps.test.ts holds the two to agree).
  const W = d.W;
  const x = dest % W;
  const y = (dest - x) / W;
  const want = dist[dest]! - 1;
  let best = Infinity;
  for (let k = 0; k < 8; k++) {
    const nx = x + STEP_X[k]!;
    const ny = y + STEP_Y[k]!;
    if (nx < 0 || ny < 0 || nx >= W || ny >= d.H) continue;
    const n = ny * W + nx;
    if (n < best && dist[n] === want && (open[n]! & (1 << BACK[k]!)) !== 0) best = n;
  }
  return best;
}

/** The square a cell is, as the option ids write it ("to:3,4"). */
export function destId(d: AdventureData, cell: number): string {
  return `to:${cell % d.W},${Math.floor(cell / d.W)}`;
}
