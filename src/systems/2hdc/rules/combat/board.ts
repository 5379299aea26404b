/**
 * The Battle Board (18.4, 21.1, 23.2): 2 (corridor) or 4 (room) squares wide
 * and 6 long. The band's front rank stands on row 1, the enemies' on row 4;
 * back ranks on rows 0 and 5; further ranks wait outside (y = -1) and enter
 * when active. Movement is up to 6 squares, stopping on contact.
 */
import { up, type Fighter, type FightState } from './fighter.ts';
import { reachArrays } from '../../speed/reach-scratch.ts';

const BOARD_LENGTH = 6;

function frontRow(side: 0 | 1): number {
  return side === 0 ? 1 : 4;
}
function backRow(side: 0 | 1): number {
  return side === 0 ? 0 : 5;
}

/** The fighter on a square (up or Out of the Fight), or undefined. */
function at(st: FightState, x: number, y: number): Fighter | undefined {
  for (const f of st.fighters) if (f.x === x && f.y === y && (up(f) || f.c.status === 'out-of-the-fight')) return f;
  return undefined;
}

/** 21.1: the Leader and highest Reps in the front rank, then the back rank, the rest outside. */
export function place(st: FightState, side: 0 | 1, ordered: Fighter[]): void {
  const w = st.width;
  for (let i = 0; i < ordered.length; i++) {
    const f = ordered[i]!;
    if (i < w) {
      f.x = i;
      f.y = frontRow(side);
    } else if (i < 2 * w) {
      f.x = i - w;
      f.y = backRow(side);
    } else {
      f.x = -1;
      f.y = -1;
    }
  }
}

/** 21.1: a fighter waiting outside enters on a free square of its back (or front) row. Returns false if none is free. */
export function enter(st: FightState, f: Fighter): boolean {
  for (let r = 0; r < 2; r++) {
    const y = r === 0 ? backRow(f.side) : frontRow(f.side);
    for (let x = 0; x < st.width; x++) {
      if (!at(st, x, y)) {
        f.x = x;
        f.y = y;
        return true;
      }
    }
  }
  return false;
}

export function adjacent(a: Fighter, b: Fighter): boolean {
  return a.y >= 0 && b.y >= 0 && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1 && (a.x !== b.x || a.y !== b.y);
}

export function distance(a: Fighter, b: Fighter): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** In contact with an opponent still up (24.0). */
export function inContact(st: FightState, f: Fighter): boolean {
  if (f.y < 0) return false;
  for (const o of st.fighters) if (o.side !== f.side && o.y >= 0 && up(o) && adjacent(f, o)) return true;
  return false;
}

/** 23.2: a character faces the opposing side's edge; the 3 squares right behind him are out of his sight. */
function inBlindSpot(a: Fighter, b: Fighter): boolean {
  const back = a.side === 0 ? -1 : 1;
  return b.y - a.y === back && Math.abs(b.x - a.x) <= 1;
}

/** 23.2: sight reaches 5 squares to the front and sides. */
const SIGHT = 5;

/**
 * 23.2: a clear line between the centres of the squares, within 5 squares and
 * not into the 3 squares behind; other standing figures on the way block it
 * (wounded figures lying down do not, ruling).
 */
export function lineOfSight(st: FightState, a: Fighter, b: Fighter): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (inBlindSpot(a, b) || Math.max(Math.abs(dx), Math.abs(dy)) > SIGHT) return false;
  const steps = Math.max(Math.abs(dx), Math.abs(dy)) * 4;
  let lastX = a.x;
  let lastY = a.y;
  for (let i = 1; i < steps; i++) {
    const x = Math.round(a.x + (dx * i) / steps);
    const y = Math.round(a.y + (dy * i) / steps);
    if ((x === lastX && y === lastY) || (x === b.x && y === b.y)) continue;
    lastX = x;
    lastY = y;
    for (const f of st.fighters) if (f.x === x && f.y === y && up(f)) return false;
  }
  return true;
}

/** One movement search (18.4): the squares reached, in order of distance, and what stands where. */
interface Reach {
  readonly w: number;
  /** The mover's square (cell index y * w + x). */
  readonly start: number;
  /** The reached squares in order of distance (ties: the first reached); `queued` of them. */
  readonly queue: Int16Array;
  queued: number;
  /** Per square: 0 empty, 1 a wounded friend of the mover (passable), 2 blocked. */
  readonly occ: Uint8Array;
  /** Per square: next to an opponent of the mover who is up. */
  readonly near: Uint8Array;
}

/**
 * 18.4: every square `f` can reach this activation: up to 6 moves through
 * empty squares or wounded friends, stopping when it comes next to an
 * opponent (the squares it stops on are reached but not left). The board's
 * occupancy and the squares touching an opponent are built once per search
 * (one pass over the fighters).
 */
/** Searches made so far (one more for each). */
let searches = 0;

function search(st: FightState, f: Fighter): Reach {
  searches++;
  const w = st.width;
  const cells = w * BOARD_LENGTH;
  // The arrays are shared between searches (speed/reach-scratch.ts): a search's result is read before the next one.
  const { dist, queue, occ, near } = reachArrays(cells);
  const r: Reach = { w, start: f.y * w + f.x, queue, queued: 0, occ, near };
  const fs = st.fighters;
  for (let i = 0; i < fs.length; i++) {
    const o = fs[i]!;
    if (o.y < 0 || o.x < 0 || o.x >= w || o.y >= BOARD_LENGTH) continue;
    const isUp = up(o);
    const cell = o.y * w + o.x;
    // at() answers the first fighter (in order) on a square: keep the first one.
    if ((isUp || o.c.status === 'out-of-the-fight') && occ[cell] === 0) {
      occ[cell] = o.side === f.side && !isUp ? 1 : 2;
    }
    if (isUp && o.side !== f.side) {
      for (let ny = o.y - 1; ny <= o.y + 1; ny++) {
        if (ny < 0 || ny >= BOARD_LENGTH) continue;
        for (let nx = o.x - 1; nx <= o.x + 1; nx++) if (nx >= 0 && nx < w) near[ny * w + nx] = 1;
      }
    }
  }
  if (f.y < 0) return r;
  const start = r.start;
  let queued = 0;
  dist[start] = 0;
  queue[queued++] = start;
  for (let qi = 0; qi < queued; qi++) {
    const cell = queue[qi]!;
    const d = dist[cell]!;
    if (d >= 6 || (cell !== start && near[cell])) continue;
    const cx = cell % w;
    const cy = (cell / w) | 0;
    for (let ny = cy - 1; ny <= cy + 1; ny++) {
      if (ny < 0 || ny >= BOARD_LENGTH) continue;
      for (let nx = cx - 1; nx <= cx + 1; nx++) {
        if (nx < 0 || nx >= w) continue;
        const n = ny * w + nx;
        if (dist[n] !== -1 || occ[n] === 2) continue;
        dist[n] = d + 1;
        queue[queued++] = n;
      }
    }
  }
  r.queued = queued;
  return r;
}

/** The nearest reached square next to `target` that is free (or the mover's own), as a cell index, or -1. */
function nextToFrom(r: Reach, target: Fighter): number {
  const { w, queue, occ, start } = r;
  // The queue is in order of distance: the first fitting square is the nearest (ties: the first reached).
  for (let qi = 0; qi < r.queued; qi++) {
    const cell = queue[qi]!;
    const cx = cell % w;
    const cy = (cell / w) | 0;
    if (cx === target.x && cy === target.y) continue;
    if (Math.abs(cx - target.x) > 1 || Math.abs(cy - target.y) > 1) continue;
    if (cell === start || occ[cell] === 0) return cell;
  }
  return -1;
}

/**
 * 18.4: a free square next to `target` that `f` reaches within 6 moves,
 * moving through empty squares or wounded friends and stopping when it comes
 * next to an opponent. Returns [x, y] or null.
 */
export function reachNextTo(st: FightState, f: Fighter, target: Fighter): [number, number] | null {
  const cell = nextToFrom(search(st, f), target);
  return cell < 0 ? null : [cell % st.width, (cell / st.width) | 0];
}

/**
 * Which of `targets` `f` is next to or can reach (18.4), from one movement
 * search: `out[i]` is true for targets[i]. For choosing among many targets.
 */
export function reachable(st: FightState, f: Fighter, targets: readonly Fighter[], out: boolean[]): void {
  let r: Reach | null = null;
  lastReached = null;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i]!;
    if (adjacent(f, t)) {
      out[i] = true;
      continue;
    }
    if (r === null) {
      r = search(st, f);
      lastReached = r;
      lastMover = f;
      lastSearch = searches;
    }
    out[i] = nextToFrom(r, t) >= 0;
  }
}

/** The search the last `reachable` made, for whom, and the count of searches then (see `reachNextToAgain`). */
let lastReached: Reach | null = null;
let lastMover: Fighter | null = null;
let lastSearch = 0;

/**
 * `reachNextTo(st, f, target)` right after `reachable(st, f, ...)` with
 * nothing moved on the board in between (a charger's target chosen, 22.3.1):
 * reads that search again instead of searching anew, when it is still the
 * last search made (its arrays may be shared, speed/reach-scratch.ts).
 */
export function reachNextToAgain(st: FightState, f: Fighter, target: Fighter): [number, number] | null {
  if (lastReached === null || lastMover !== f || lastSearch !== searches) return reachNextTo(st, f, target);
  const cell = nextToFrom(lastReached, target);
  return cell < 0 ? null : [cell % st.width, (cell / st.width) | 0];
}

/**
 * 25.0/18.4: where a carrier moves with his wounded friend: the reached free
 * square nearest his own edge, out of contact if he can (then nearest).
 */
export function retreatSquare(st: FightState, f: Fighter): [number, number] {
  const { w, start, queue, queued, occ, near } = search(st, f);
  let best = start;
  let bestKey = -1;
  for (let qi = 0; qi < queued; qi++) {
    const cell = queue[qi]!;
    if (cell !== start && occ[cell] !== 0) continue;
    const cy = (cell / w) | 0;
    const back = f.side === 0 ? BOARD_LENGTH - cy : cy + 1;
    const key = (near[cell] ? 0 : 10) + back;
    if (key > bestKey) {
      bestKey = key;
      best = cell;
    }
  }
  return [best % w, (best / w) | 0];
}

/** 25.0: a free square next to `f` to lay a friend down: straight behind him first, then behind diagonally, the sides, the front. */
export function squareBehind(st: FightState, f: Fighter): [number, number] | null {
  const back = f.side === 0 ? -1 : 1;
  for (const dy of [back, 0, -back]) {
    for (const dx of [0, -1, 1]) {
      if (dx === 0 && dy === 0) continue;
      const x = f.x + dx;
      const y = f.y + dy;
      if (x < 0 || x >= st.width || y < 0 || y >= BOARD_LENGTH || at(st, x, y)) continue;
      return [x, y];
    }
  }
  return null;
}

/** 20.2: one square straight back toward its own edge; false if none is free. */
export function duckBackMove(st: FightState, f: Fighter): boolean {
  const ny = f.side === 0 ? f.y - 1 : f.y + 1;
  if (ny < 0 || ny >= BOARD_LENGTH || at(st, f.x, ny)) return false;
  f.y = ny;
  return true;
}
