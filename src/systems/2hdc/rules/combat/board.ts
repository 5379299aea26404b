/**
 * The Battle Board (18.4, 21.1, 23.2): 2 (corridor) or 4 (room) squares wide
 * and 6 long. The band's front rank stands on row 1, the enemies' on row 4;
 * back ranks on rows 0 and 5; further ranks wait outside (y = -1) and enter
 * when active. Movement is up to 6 squares, stopping on contact.
 */
import { up, type Fighter, type FightState } from './fighter.ts';
import { boardMasks, has, touching } from '../../speed/board-masks.ts';

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

/**
 * One movement search (18.4): the squares reached, in order of distance, and
 * what stands where. Sets of squares are 32-bit numbers, a bit per square
 * `y * w + x` (speed/board-masks.ts).
 */
interface Reach {
  w: number;
  /** The mover's square (y * w + x). */
  start: number;
  /** The squares reached (at any distance). */
  reached: number;
  /** The squares reached at each distance 0 to 6 (`layers[d]`). */
  readonly layers: Int32Array;
  /** The squares nobody stands on (up or Out of the Fight): where a mover may stop, besides his own. */
  empty: number;
  /** The squares next to (or under) an opponent of the mover who is up. */
  near: number;
  /** The squares no mover may enter: someone up, or a wounded opponent. */
  blocked: number;
  /** The board's squares around each square (speed/board-masks.ts), for this board's width. */
  around: Int32Array;
  /**
   * The reached squares in order of distance, ties in the order first reached (a
   * breadth-first walk over the neighbours row by row); `queued` of them. Walked
   * only when an answer needs that order (`ordered`): most questions need only
   * the layers.
   */
  readonly queue: Int8Array;
  queued: number;
  ordered: boolean;
}

/** Searches made so far (one more for each). */
let searches = 0;

const BOARD_CELLS = 4 * BOARD_LENGTH;
/** Up to 6 moves (18.4). */
const MOVES = 6;
/**
 * The one search result, filled anew by each search: every caller reads a
 * search before the next one starts (`reachNextToAgain` checks that it is
 * still the last).
 */
const kept: Reach = { w: 0, start: 0, reached: 0, layers: new Int32Array(MOVES + 1), empty: 0, near: 0, blocked: 0, around: boardMasks(4, BOARD_LENGTH).around, queue: new Int8Array(BOARD_CELLS), queued: 0, ordered: false };
/** The distance of each square of `kept.queue`, by place in the queue. */
const keptDist = new Int8Array(BOARD_CELLS);

/**
 * 18.4: every square `f` can reach this activation: up to 6 moves through
 * empty squares or wounded friends, stopping when it comes next to an
 * opponent (the squares it stops on are reached but not left). The board's
 * occupancy and the squares touching an opponent are built once per search
 * (one pass over the fighters); then the squares at distance 1, 2... are
 * found a whole distance at a time (a set grown by one square in every
 * direction, speed/board-masks.ts).
 */
function search(st: FightState, f: Fighter): Reach {
  searches++;
  const w = st.width;
  const m = boardMasks(w, BOARD_LENGTH);
  const fs = st.fighters;
  // The squares somebody stands on, those of them a wounded friend of the mover lies on (passable), and the squares next to his opponents.
  let taken = 0;
  let friends = 0;
  let near = 0;
  for (let i = 0; i < fs.length; i++) {
    const o = fs[i]!;
    if (o.y < 0 || o.x < 0 || o.x >= w || o.y >= BOARD_LENGTH) continue;
    const isUp = up(o);
    const cell = o.y * w + o.x;
    const bit = 1 << cell;
    // at() answers the first fighter (in order) on a square: keep the first one.
    if ((isUp || o.c.status === 'out-of-the-fight') && (taken & bit) === 0) {
      taken |= bit;
      if (o.side === f.side && !isUp) friends |= bit;
    }
    if (isUp && o.side !== f.side) near |= m.box[cell]!;
  }
  const r = kept;
  r.w = w;
  r.start = f.y * w + f.x;
  r.empty = m.all & ~taken;
  r.near = near;
  r.blocked = taken & ~friends;
  r.around = m.around;
  r.queued = 0;
  r.ordered = true;
  r.reached = 0;
  const layers = r.layers;
  if (f.y < 0) {
    for (let d = 0; d <= MOVES; d++) layers[d] = 0;
    return r;
  }
  r.ordered = false;
  const startBit = 1 << r.start;
  const open = m.all & ~r.blocked;
  let reached = startBit;
  // The squares left at this distance: the start always, the others unless next to an opponent.
  let leaving = startBit;
  layers[0] = startBit;
  for (let d = 1; d <= MOVES; d++) {
    // Every square touching one of `leaving` (row neighbours kept in their row, then the rows above and below).
    const row = leaving | ((leaving << 1) & m.notFirstColumn) | ((leaving >>> 1) & m.notLastColumn);
    const next = (row | (row << w) | (row >>> w)) & open & ~reached;
    layers[d] = next;
    reached |= next;
    leaving = next & ~near;
  }
  r.reached = reached;
  return r;
}

/** Fills `r.queue`: the squares of `r` in the order a breadth-first walk reaches them, neighbours scanned row by row. */
function order(r: Reach): void {
  r.ordered = true;
  const { queue, start, near } = r;
  const around = r.around;
  // Squares the walk has met: the start, and those it may not enter.
  let seen = (1 << start) | r.blocked;
  let queued = 0;
  keptDist[0] = 0;
  queue[queued++] = start;
  for (let qi = 0; qi < queued; qi++) {
    const cell = queue[qi]!;
    const d = keptDist[qi]!;
    if (d >= MOVES || (cell !== start && has(near, cell))) continue;
    // The neighbours not met yet, in ascending square order (the order of a scan row by row):
    // speed/board-masks.ts `lowest` and `withoutLowest`, written out (no call per square).
    let next = around[cell]! & ~seen;
    seen |= next;
    for (; next !== 0; next &= next - 1) {
      keptDist[queued] = d + 1;
      queue[queued++] = 31 - Math.clz32(next & -next);
    }
  }
  r.queued = queued;
}

/** The squares next to `target` where a mover of search `r` may stop: free ones, or his own. */
function stopsNextTo(r: Reach, target: Fighter): number {
  const w = r.w;
  const around = target.x >= 0 && target.x < w && target.y >= 0 && target.y < BOARD_LENGTH ? r.around[target.y * w + target.x]! : touching(w, BOARD_LENGTH, target.x, target.y);
  return around & r.reached & (r.empty | (1 << r.start));
}

/** The nearest reached square next to `target` that is free (or the mover's own), as a square index, or -1. */
function nextToFrom(r: Reach, target: Fighter): number {
  const fit = stopsNextTo(r, target);
  if (fit === 0) return -1;
  // The nearest: those of the first distance that has any; one of them is the answer.
  let d = 0;
  while ((r.layers[d]! & fit) === 0) d++;
  const nearest = r.layers[d]! & fit;
  if ((nearest & (nearest - 1)) === 0) return 31 - Math.clz32(nearest);
  // Ties: the first reached, in the walk's order.
  if (!r.ordered) order(r);
  const { queue } = r;
  for (let qi = 0; qi < r.queued; qi++) {
    const cell = queue[qi]!;
    if (has(nearest, cell)) return cell;
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
 * 18.4: whether `f` is next to `t` or can reach a free square next to it.
 * Questions about one mover asked in a row, with nothing moved on the board
 * in between, read one movement search: call `newQuestions()` before the
 * first of them.
 */
export function canReach(st: FightState, f: Fighter, t: Fighter): boolean {
  if (adjacent(f, t)) return true;
  if (lastMover !== f || lastSearch !== searches) {
    search(st, f);
    lastMover = f;
    lastSearch = searches;
  }
  return stopsNextTo(kept, t) !== 0;
}

/** Before a run of `canReach` questions: the board may have changed since the last search. */
export function newQuestions(): void {
  lastSearch = -1;
}

/** For whom the last `canReach` searched, and the count of searches then (see `reachNextToAgain`). */
let lastMover: Fighter | null = null;
let lastSearch = -1;

/**
 * `reachNextTo(st, f, target)` right after `canReach(st, f, ...)` with
 * nothing moved on the board in between (a charger's target chosen, 22.3.1):
 * reads that search again instead of searching anew, when it is still the
 * last search made (the result is shared, see `kept`).
 */
export function reachNextToAgain(st: FightState, f: Fighter, target: Fighter): [number, number] | null {
  if (lastMover !== f || lastSearch !== searches) return reachNextTo(st, f, target);
  const cell = nextToFrom(kept, target);
  return cell < 0 ? null : [cell % st.width, (cell / st.width) | 0];
}

/**
 * 25.0/18.4: where a carrier moves with his wounded friend: the reached free
 * square nearest his own edge, out of contact if he can (then nearest).
 */
export function retreatSquare(st: FightState, f: Fighter): [number, number] {
  const r = search(st, f);
  if (!r.ordered) order(r);
  const { w, start, queue, queued, empty, near } = r;
  let best = start;
  let bestKey = -1;
  for (let qi = 0; qi < queued; qi++) {
    const cell = queue[qi]!;
    if (cell !== start && !has(empty, cell)) continue;
    const cy = (cell / w) | 0;
    const back = f.side === 0 ? BOARD_LENGTH - cy : cy + 1;
    const key = (has(near, cell) ? 0 : 10) + back;
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
