/**
 * Grid search shared by the board systems (Dungeon World, 3d6's battle grid,
 * exploration): distance fields over a square grid with eight neighbours,
 * on typed arrays, with work buffers reused from call to call, and a small
 * cache of finished fields keyed by what they depend on (the target, the
 * squares that block), so a question asked again of an unchanged grid costs
 * a lookup. The systems say what a square costs and which steps are open;
 * the search is theirs to read, never to write: a cached field is shared.
 *
 * The neighbours are always taken in one order (east, west, south, north,
 * then the diagonals SE, NE, SW, NW) and squares of equal distance in the
 * order they were reached, so the same grid gives the same fields and paths.
 */

/** The eight steps, in the order every search takes them: dx, then dy. */
export const STEP_X: Int8Array = Int8Array.of(1, -1, 0, 0, 1, 1, -1, -1);
export const STEP_Y: Int8Array = Int8Array.of(0, 0, 1, -1, 1, -1, 1, -1);

/** A search's own work buffer, grown as needed and reused (the searches run one at a time). */
let queue = new Int32Array(1024);
function queueOf(n: number): Int32Array {
  if (queue.length < n) queue = new Int32Array(Math.max(n, queue.length * 2));
  return queue;
}

/** A field: steps (or points) from the start(s) to every square, -1 where none reach; with `prev`, the square each is reached from (-1: a start). */
export interface GridField {
  readonly dist: Int16Array;
  readonly prev: Int32Array;
}

/**
 * Breadth-first, one step a move, from `start` over the squares whose
 * `closed` byte is 0 (the start itself may be closed). `steps`, when
 * given, holds for each square the bits (1 << k, k in the steps' order) of
 * the steps that may be taken from it; without it, every step onto an open
 * square inside the grid may be taken.
 */
export function stepField(w: number, h: number, closed: Uint8Array, start: number, steps: ArrayLike<number> | null = null): GridField {
  const n = w * h;
  const dist = new Int16Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const q = queueOf(n);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  q[tail++] = start;
  while (head < tail) {
    const c = q[head++]!;
    const x = c % w;
    const y = (c - x) / w;
    const next = dist[c]! + 1;
    const allowed = steps === null ? 0xff : steps[c]!;
    for (let k = 0; k < 8; k++) {
      if ((allowed & (1 << k)) === 0) continue;
      const nx = x + STEP_X[k]!;
      const ny = y + STEP_Y[k]!;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const t = ny * w + nx;
      if (dist[t] !== -1 || closed[t] !== 0) continue;
      dist[t] = next;
      prev[t] = c;
      q[tail++] = t;
    }
  }
  return { dist, prev };
}

/**
 * Typed arrays cut from shared slabs. A typed array of its own costs an
 * ArrayBuffer outside the heap (allocated, zeroed, tracked by the garbage
 * collector), several microseconds for a few hundred squares, more than a
 * search over them; a view on a slab costs a small object. A slab is never
 * reused: when full a new one is started, and an old one is freed once no
 * view on it is left. For arrays made many times a second (a field per
 * fighter's turn); they start zeroed like any new typed array.
 */
const SLAB_BYTES = 1 << 16;
let slab = new ArrayBuffer(SLAB_BYTES);
let slabUsed = 0;

/** The offset in the current slab of `bytes` fresh bytes (a new slab when they do not fit), or -1 for a request too big for slabs. */
function carve(bytes: number): number {
  const size = (bytes + 7) & ~7;
  if (size > SLAB_BYTES / 4) return -1;
  if (slabUsed + size > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    slabUsed = 0;
  }
  const offset = slabUsed;
  slabUsed += size;
  return offset;
}

/** A new zeroed Int16Array of `n`, cut from a slab. */
export function slabInt16(n: number): Int16Array {
  const at = carve(n * 2);
  return at < 0 ? new Int16Array(n) : new Int16Array(slab, at, n);
}

/** A new zeroed Int32Array of `n`, cut from a slab. */
export function slabInt32(n: number): Int32Array {
  const at = carve(n * 4);
  return at < 0 ? new Int32Array(n) : new Int32Array(slab, at, n);
}

/** A new zeroed Uint8Array of `n`, cut from a slab. */
export function slabUint8(n: number): Uint8Array {
  const at = carve(n);
  return at < 0 ? new Uint8Array(n) : new Uint8Array(slab, at, n);
}

/** `stepField` with its arrays cut from slabs (the same field): for searches made many times a second. */
export function stepFieldSlab(w: number, h: number, closed: Uint8Array, start: number, steps: ArrayLike<number> | null = null): GridField {
  const n = w * h;
  const dist = slabInt16(n).fill(-1);
  const prev = slabInt32(n).fill(-1);
  breadthFirst(w, h, closed, start, steps, dist, prev);
  return { dist, prev };
}

/**
 * `stepField` into a field of the caller's (its arrays `w * h` long, any
 * contents): the same field, with no array made. For a caller that knows no
 * one reads the old field any more (a cache of fields dropped as a whole).
 */
export function stepFieldInto<F extends GridField>(w: number, h: number, closed: Uint8Array, start: number, steps: ArrayLike<number> | null, into: F): F {
  into.dist.fill(-1);
  into.prev.fill(-1);
  breadthFirst(w, h, closed, start, steps, into.dist, into.prev);
  return into;
}

/** `stepField`'s steps alone (no way back kept), on a slab: for callers that only read how far. */
export function stepDistances(w: number, h: number, closed: Uint8Array, start: number, steps: ArrayLike<number> | null = null): Int16Array {
  const dist = slabInt16(w * h).fill(-1);
  breadthFirst(w, h, closed, start, steps, dist, null);
  return dist;
}

/** `stepDistances` into the caller's array (`w * h` long, any contents): the same steps, no array made. For a cache that recycles the fields it drops. */
export function stepDistancesInto(w: number, h: number, closed: Uint8Array, start: number, steps: ArrayLike<number> | null, into: Int16Array): Int16Array {
  into.fill(-1);
  breadthFirst(w, h, closed, start, steps, into, null);
  return into;
}

/** For a grid's size: per square, the bits of the steps that stay inside the grid (made once per size). */
let edgeW = -1;
let edgeH = -1;
let edges = new Uint8Array(0);
export function insideSteps(w: number, h: number): Uint8Array {
  if (w !== edgeW || h !== edgeH) {
    edges = new Uint8Array(w * h);
    for (let c = 0; c < w * h; c++) {
      const x = c % w;
      const y = (c - x) / w;
      let bits = 0;
      for (let k = 0; k < 8; k++) {
        const nx = x + STEP_X[k]!;
        const ny = y + STEP_Y[k]!;
        if (nx >= 0 && ny >= 0 && nx < w && ny < h) bits |= 1 << k;
      }
      edges[c] = bits;
    }
    edgeW = w;
    edgeH = h;
  }
  return edges;
}

/** The eight steps as square-number offsets on a grid `w` wide (reused). */
const offsets = new Int32Array(8);

/**
 * Steps from the nearest of `starts` to every square (-1: none reach), on a
 * slab: the least of the `stepDistances` from each start, in one search.
 */
export function stepDistancesFrom(w: number, h: number, closed: Uint8Array, starts: readonly number[], steps: ArrayLike<number> | null = null): Int16Array {
  const dist = slabInt16(w * h).fill(-1);
  breadthFirst(w, h, closed, starts, steps, dist, null);
  return dist;
}

/** `stepDistancesFrom` into the caller's array (`w * h` long, any contents): the same steps, no array made. */
export function stepDistancesFromInto(w: number, h: number, closed: Uint8Array, starts: readonly number[], steps: ArrayLike<number> | null, into: Int16Array): Int16Array {
  into.fill(-1);
  breadthFirst(w, h, closed, starts, steps, into, null);
  return into;
}

/**
 * `stepField`'s search, into `dist` (all -1) and `prev` (all -1) when given:
 * the same squares in the same order, with the grid's edges and the steps'
 * offsets worked out before the walk rather than square by square.
 */
function breadthFirst(w: number, h: number, closed: Uint8Array, start: number | readonly number[], steps: ArrayLike<number> | null, dist: Int16Array, prev: Int32Array | null): void {
  const q = queueOf(w * h);
  const inGrid = insideSteps(w, h);
  let head = 0;
  let tail = 0;
  if (typeof start === 'number') {
    dist[start] = 0;
    q[tail++] = start;
  } else {
    // Several starts: each at 0 once.
    for (const s of start) {
      if (dist[s] === 0) continue;
      dist[s] = 0;
      q[tail++] = s;
    }
  }
  // The eight steps written out in their order (a loop over them, reading each offset and bit, was the search's main cost).
  const o0 = 1, o1 = -1, o2 = w, o3 = -w, o4 = w + 1, o5 = 1 - w, o6 = w - 1, o7 = -w - 1;
  while (head < tail) {
    const c = q[head++]!;
    const next = dist[c]! + 1;
    const allowed = (steps === null ? 0xff : steps[c]!) & inGrid[c]!;
    let t = 0;
    if ((allowed & 1) !== 0 && dist[(t = c + o0)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 2) !== 0 && dist[(t = c + o1)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 4) !== 0 && dist[(t = c + o2)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 8) !== 0 && dist[(t = c + o3)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 16) !== 0 && dist[(t = c + o4)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 32) !== 0 && dist[(t = c + o5)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 64) !== 0 && dist[(t = c + o6)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
    if ((allowed & 128) !== 0 && dist[(t = c + o7)] === -1 && closed[t] === 0) {
      dist[t] = next;
      if (prev !== null) prev[t] = c;
      q[tail++] = t;
    }
  }
}

/** Steps that are not to a neighbour, by square: from a square, to `to` for `cost` points. */
export type GridLinks = ReadonlyMap<number, readonly { to: number; cost: number }[]>;

/**
 * Squares by cost, for a search by buckets (Dijkstra over small integer
 * costs): one growable list of squares per cost, read in the order pushed.
 * Reused from search to search (`clear`), so a search allocates nothing.
 */
export class BucketQueue {
  private lists: Int32Array[] = [];
  private lens = new Int32Array(16);
  /** The highest cost pushed since the last clear (-1: none). */
  top = -1;

  push(cost: number, s: number): void {
    if (cost >= this.lists.length) {
      while (this.lists.length <= cost) this.lists.push(new Int32Array(16));
      if (this.lens.length < this.lists.length) {
        const grown = new Int32Array(this.lists.length * 2);
        grown.set(this.lens);
        this.lens = grown;
      }
    }
    let b = this.lists[cost]!;
    const len = this.lens[cost]!;
    if (len === b.length) {
      const grown = new Int32Array(b.length * 2);
      grown.set(b);
      this.lists[cost] = b = grown;
    }
    b[len] = s;
    this.lens[cost] = len + 1;
    if (cost > this.top) this.top = cost;
  }

  /** How many squares cost `cost` (the list may grow while it is read). */
  length(cost: number): number {
    return cost < this.lists.length ? this.lens[cost]! : 0;
  }

  /** The i-th square pushed at `cost`. */
  at(cost: number, i: number): number {
    return this.lists[cost]![i]!;
  }

  /** Empties every list, for the next search. */
  clear(): void {
    for (let c = 0; c <= this.top; c++) this.lens[c] = 0;
    this.top = -1;
  }
}

const fieldQueue = new BucketQueue();

/**
 * Points from every square to the nearest goal, walking back from the goals
 * (Dijkstra by buckets): stepping from a square into square s costs s's
 * `cost` byte, and 1 more for a diagonal; 0 is closed, and a step is open only
 * when both squares are. Links are taken both ways at their cost, whatever
 * the squares (a staircase, a teleporter). Goals outside the grid are
 * skipped. Returns the points (-1: no goal reachable).
 */
export function costField(w: number, h: number, cost: Uint8Array, goals: readonly number[], links: GridLinks | null = null): Int16Array {
  const n = w * h;
  const dist = new Int16Array(n).fill(-1);
  const q = fieldQueue;
  q.clear();
  for (const s of goals) {
    if (s < 0) continue;
    dist[s] = 0;
    q.push(0, s);
  }
  for (let c = 0; c <= q.top; c++) {
    // The list may grow while it is read (never at c itself: every step costs at least 1), so its length is read each time.
    for (let i = 0; i < q.length(c); i++) {
      const s = q.at(c, i);
      if (dist[s] !== c) continue;
      const sx = s % w;
      const sy = (s - sx) / w;
      const ls = links === null ? undefined : links.get(s);
      if (ls !== undefined) {
        for (let j = 0; j < ls.length; j++) {
          const l = ls[j]!;
          const nc = c + l.cost;
          if (dist[l.to] !== -1 && dist[l.to]! <= nc) continue;
          dist[l.to] = nc;
          q.push(nc, l.to);
        }
      }
      const base = cost[s]!;
      if (base === 0) continue;
      for (let k = 0; k < 8; k++) {
        const x = sx + STEP_X[k]!;
        const y = sy + STEP_Y[k]!;
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        const t = y * w + x;
        if (cost[t] === 0) continue;
        const nc = c + base + (k >= 4 ? 1 : 0);
        if (dist[t] !== -1 && dist[t]! <= nc) continue;
        dist[t] = nc;
        q.push(nc, t);
      }
    }
  }
  return dist;
}

/**
 * `costField`'s answer (the same points on every square: a shortest walk's
 * cost does not depend on the order squares are looked at), with each
 * square's neighbours read from the grid's edge mask and the steps as
 * square offsets, rather than a division and four bounds tests per square.
 */
export function costFieldByMask(w: number, h: number, cost: Uint8Array, goals: readonly number[], links: GridLinks | null = null): Int16Array {
  const n = w * h;
  const dist = new Int16Array(n).fill(-1);
  const inGrid = insideSteps(w, h);
  for (let k = 0; k < 8; k++) offsets[k] = STEP_Y[k]! * w + STEP_X[k]!;
  const q = fieldQueue;
  q.clear();
  for (const s of goals) {
    if (s < 0) continue;
    dist[s] = 0;
    q.push(0, s);
  }
  for (let c = 0; c <= q.top; c++) {
    for (let i = 0; i < q.length(c); i++) {
      const s = q.at(c, i);
      if (dist[s] !== c) continue;
      if (links !== null) {
        const ls = links.get(s);
        if (ls !== undefined) {
          for (let j = 0; j < ls.length; j++) {
            const l = ls[j]!;
            const nc = c + l.cost;
            if (dist[l.to] !== -1 && dist[l.to]! <= nc) continue;
            dist[l.to] = nc;
            q.push(nc, l.to);
          }
        }
      }
      const base = cost[s]!;
      if (base === 0) continue;
      const allowed = inGrid[s]!;
      for (let k = 0; k < 8; k++) {
        if ((allowed & (1 << k)) === 0) continue;
        const t = s + offsets[k]!;
        if (cost[t] === 0) continue;
        const nc = k >= 4 ? c + base + 1 : c + base;
        const d = dist[t]!;
        if (d !== -1 && d <= nc) continue;
        dist[t] = nc;
        q.push(nc, t);
      }
    }
  }
  return dist;
}

/**
 * Finished searches kept by key, for as long as the grid's blocking stays
 * the same: `use(grid)` names the blocking (a string that changes whenever
 * a square opens or closes: a door, a model moving), and a new one clears
 * the cache. Small and first-in first-out: the fields asked again are the
 * ones of the turn being played.
 */
export class SearchCache<V> {
  private grid: unknown = undefined;
  private readonly kept = new Map<string, V>();
  constructor(private readonly size = 32) {}

  /** Forgets everything kept (another grid altogether). */
  clear(): void {
    this.kept.clear();
    this.grid = undefined;
  }

  /** The value kept for `key` under the blocking `grid`, or made by `make` and kept. */
  get(grid: unknown, key: string, make: () => V): V {
    if (grid !== this.grid) {
      this.kept.clear();
      this.grid = grid;
    }
    let v = this.kept.get(key);
    if (v === undefined) {
      v = make();
      if (this.kept.size >= this.size) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, v);
    }
    return v;
  }
}
