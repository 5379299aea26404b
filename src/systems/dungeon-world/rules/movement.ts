/**
 * Movement: where a model can go this action, and by which path.
 *
 * Movement points: clear 1, rough 2, a diagonal step 1 more (Diagonal
 * Movement: a diagonal square counts 2; corners and gaps between models may
 * be cut). Walls and water are closed (flyers cross water, pits and models).
 * A model walks through friends, never through an enemy (Stealth excepted),
 * and never ends on a model, a rock slide or a pit. Entering an enemy kill
 * zone ends the move (Kill Zone). A model that starts in a kill zone
 * disengages: it must step away to squares not adjoining the enemies it
 * leaves (they make their free attacks first, combat.ts). Swift Mover
 * doubles the points when it neither starts in nor enters a kill zone.
 */
import { BucketQueue, insideSteps, STEP_X, STEP_Y } from '../../../core/grid-search.ts';
import { freshInt16, freshInt32 } from '../speed/slab.ts';
import { plainEntry, plainMemo } from '../speed/plain-entry.ts';
import type { Board, Model, Pos } from '../state.ts';
import { has } from '../state.ts';
import { engagedBy, enterCost, flyable, killZones, noStanding, occupancy, touching } from './grid.ts';

export interface MoveRules {
  /** Stealth: not stopped by kill zones at all (true, our ruling), or only during a move that starts with a disengage (false). */
  stealthIgnoresZones: boolean;
  /** A diagonal step into rough ground: rough's 2 plus the diagonal's 1 ('add'), or rough's 2 doubled ('double'). */
  diagonalRough: 'add' | 'double';
  /** The dungeon's squares (rules/dungeon/moves.ts): stairs, teleports and pit jumps, traps that stop a hero, squares a model may not enter or end on. */
  hooks: MoveHooks | undefined;
}

/** Move rules, every field written in one order: one hidden class for every search's rules (speed: no "wrong map" recompiles of `reachable`). */
export function moveRulesOf(stealthIgnoresZones: boolean, diagonalRough: MoveRules['diagonalRough'], hooks: MoveHooks | undefined): MoveRules {
  return { stealthIgnoresZones, diagonalRough, hooks };
}

export interface MoveHooks {
  /** Steps that are not to a neighbour: from (x, y), reached having spent `spent` points. */
  links(m: Model, x: number, y: number, spent: number): readonly { x: number; y: number; cost: number }[];
  /** The points to enter (x, y) given its usual cost (Infinity: closed). */
  enter(m: Model, x: number, y: number, base: number): number;
  /** Entering (x, y) ends the model's move. */
  stops(m: Model, x: number, y: number): boolean;
  /** The model may end its move on (x, y). */
  mayEnd(m: Model, x: number, y: number): boolean;
  /** The grid of what `enter` answers on every square for this model, given the terrain's own costs (-1: closed), or null to ask `enter` square by square (speed/plain-entry.ts). */
  entryGrid?(m: Model, plain: Int8Array): Int8Array | null;
  /** False when `stops` answers false for every square for this model (the search then skips asking). */
  mayStop?(m: Model): boolean;
}

export const DEFAULT_MOVE_RULES: MoveRules = moveRulesOf(true, 'add', undefined);

export interface Reach {
  readonly width: number;
  /** Points spent to reach each square (-1: not reached). */
  readonly cost: Int16Array;
  /** The square each reached square is reached from (-1: the start; unreached squares hold no meaning). */
  readonly prev: Int32Array;
  /** Squares the model may end its move on, cheapest first, then by row and column. */
  readonly ends: readonly { x: number; y: number; cost: number }[];
  /** The model starts in an enemy kill zone and leaves it (free attacks for the enemies it leaves). */
  readonly disengages: boolean;
  /** The enemies it leaves (empty for Stealth: it draws no free attacks). */
  readonly leaving: readonly Model[];
}

/** Movement points this move: the stat line, less a point for every two 25 Gold treasure stacks carried (Treasure Pile). */
export function movePoints(m: Model): number {
  return Math.max(0, m.movement - Math.floor((m.kit?.stacks ?? 0) / 2));
}

/** How a move differs from a plain walk: no doubling (Swift Mover lost to another ability), kill zones not stopping it (a model moved by Control Enemy). */
export interface MoveKind {
  swift: boolean;
  ignoreZones: boolean;
}

/** A plain walk (both fields always written, in this order: one hidden class for every kind of move, speed only). */
const WALK: MoveKind = { swift: true, ignoreZones: false };

/** The search's bucket queue, reused move after move (a search never starts another). */
const queue = new BucketQueue();

/**
 * The points to enter each square, worked out the first time the search
 * steps onto it (up to eight neighbours step onto the same square, and the
 * dungeon's `enter` hook is the same question each time within a search):
 * `entry[t]` is valid where `entryStamp[t]` is this search's stamp; -1 closed.
 */
let entry = new Int8Array(0);
let entryStamp = new Int32Array(0);
let stamp = 0;
function entryBuffers(n: number): void {
  if (entry.length < n) {
    entry = new Int8Array(n);
    entryStamp = new Int32Array(n);
    stamp = 0;
  }
  if (++stamp === 0x7fffffff) {
    entryStamp.fill(0);
    stamp = 1;
  }
}

/** The eight steps as square offsets on the board searched (set per search). */
const stepOffset = new Int32Array(8);

/** Who stands where and the enemies' kill zones, for the search under way (reused). */
let occGrid = new Int16Array(0);
let kzGrid = new Uint8Array(0);

/** Counts by cost for sorting a search's ends, reused (zeroed for each search). */
let counts = new Int32Array(64);
function costCounts(n: number): Int32Array {
  if (counts.length < n) counts = new Int32Array(n * 2);
  counts.fill(0, 0, n);
  return counts;
}

/** Whether (x, y) touches any of the enemies a disengaging model leaves. */
function leavesNextTo(board: Board, leaving: readonly Model[], x: number, y: number): boolean {
  for (let i1 = 0, a1 = leaving; i1 < a1.length; i1++) {
    const e = a1[i1]!;
    // touching: adjacent, or (on a board with stairs) linked by a staircase; the square (reused) asked only for the second.
    if (Math.max(Math.abs(e.x - x), Math.abs(e.y - y)) === 1) return true;
    if (board.stairs) {
      here.x = x;
      here.y = y;
      if (touching(board, e, here)) return true;
    }
  }
  return false;
}

/** The square leavesNextTo asks touching about, reused (touching only reads it): no object per step searched on a board with stairs. */
const here: Pos = { x: 0, y: 0 };

/**
 * Every square `m` can end a move on this action. `pointsGiven` overrides the
 * model's allowance (the rest of a Charge Attack's move).
 */
export function reachable(board: Board, models: readonly Model[], m: Model, rules: MoveRules = DEFAULT_MOVE_RULES, pointsGiven?: number, kind: MoveKind = WALK): Reach {
  const w = board.width;
  const h = board.height;
  const n = w * h;
  // Read on every search, whether or not the answer needs them (speed only): a read first met after V8 optimized this function threw the code away.
  const ownPoints = movePoints(m);
  const points = pointsGiven === undefined ? ownPoints : pointsGiven;
  const stealthRule = rules.stealthIgnoresZones;
  const doubleRough = rules.diagonalRough === 'double';
  entryBuffers(n);
  // Read during the search only: written into this module's grids rather than new ones (a search never starts another).
  if (occGrid.length < n) {
    occGrid = new Int16Array(n);
    kzGrid = new Uint8Array(n);
  }
  const occ = occupancy(board, models, occGrid);
  const kz = killZones(board, models, m.side, undefined, kzGrid);
  const flyer = has(m, 'fly');
  const stealth = has(m, 'stealth');
  const start = m.y * w + m.x;
  const startsEngaged = kz[start] === 1;
  const leaving = startsEngaged ? engagedBy(models, m, board) : [];
  const swift = has(m, 'swift-mover') && !startsEngaged && kind.swift !== false;
  const limit = swift ? points * 2 : points;
  const passesZones = kind.ignoreZones === true || (stealth && (stealthRule || startsEngaged));
  const hooks = rules.hooks;
  // The terrain's own entry costs, kept per terrain (speed/plain-entry.ts); the dungeon's enter hook asked only where it may differ.
  const plain = plainMemo.on ? plainEntry(board.terrain, flyer) : null;
  // The entry costs read straight from a grid where the hooks give one (or there are none); else asked and kept per search.
  const direct = plain === null ? null : hooks === undefined ? plain : hooks.entryGrid !== undefined ? hooks.entryGrid(m, plain) : null;
  const askStops = hooks !== undefined && !(plainMemo.on && hooks.mayStop !== undefined && !hooks.mayStop(m));
  const cost = freshInt16(n).fill(-1);
  // prev is read only along the paths of reached squares (pathTo), each written when reached: the fresh zeros need no fill.
  const prev = plainMemo.on ? freshInt32(n) : freshInt32(n).fill(-1);
  prev[start] = -1;
  // Each square's steps that stay on the board, as a mask (the core's, kept per size), and the steps as offsets: no bounds tests per step.
  const inGrid = insideSteps(w, h);
  for (let k = 0; k < 8; k++) stepOffset[k] = STEP_Y[k]! * w + STEP_X[k]!;
  const q = queue;
  q.clear();
  cost[start] = 0;
  // The lowest and highest squares reached: the ends are looked for between them only.
  let lo = start;
  let hi = start;
  q.push(0, start);
  for (let c = 0; c <= limit; c++) {
    for (let i = 0; i < q.length(c); i++) {
      const s = q.at(c, i);
      if (cost[s] !== c) continue;
      // Entering a kill zone ends the move: nothing is reached through it.
      if (s !== start && kz[s] === 1 && !passesZones && !flyer) continue;
      const sx = s % w;
      const sy = (s - sx) / w;
      if (hooks) {
        if (askStops && s !== start && hooks.stops(m, sx, sy)) continue;
        const ls = hooks.links(m, sx, sy, c);
        for (let j = 0; j < ls.length; j++) {
          const l = ls[j]!;
          const t = l.y * w + l.x;
          const nc = c + l.cost;
          if (nc > limit || (cost[t] !== -1 && cost[t]! <= nc)) continue;
          const who = occ[t]! - 1;
          if (who >= 0 && models[who]!.side !== m.side) continue;
          cost[t] = nc;
          prev[t] = s;
          if (t < lo) lo = t;
          if (t > hi) hi = t;
          q.push(nc, t);
        }
      }
      const allowed = inGrid[s]!;
      for (let k = 0; k < 8; k++) {
        if ((allowed & (1 << k)) === 0) continue;
        const t = s + stepOffset[k]!;
        let base: number;
        if (direct !== null) base = direct[t]!;
        else if (entryStamp[t] === stamp) base = entry[t]!;
        else {
          let usual: number;
          if (plain !== null) usual = plain[t]! < 0 ? Infinity : plain[t]!;
          else {
            const ter = board.terrain[t]!; // terrainAt, the square being inside
            usual = flyer ? (flyable(ter) ? 1 : Infinity) : enterCost(ter);
          }
          const b = hooks ? hooks.enter(m, sx + STEP_X[k]!, sy + STEP_Y[k]!, usual) : usual;
          base = b === Infinity ? -1 : b;
          entry[t] = base;
          entryStamp[t] = stamp;
        }
        if (base < 0) continue;
        const who = occ[t]! - 1;
        if (who >= 0 && models[who]!.side !== m.side && !stealth && !flyer) continue;
        if (leaving.length && !stealth && leavesNextTo(board, leaving, sx + STEP_X[k]!, sy + STEP_Y[k]!)) continue;
        const step = k >= 4 ? (doubleRough ? base * 2 : base + 1) : base;
        const nc = c + step;
        if (nc > limit || (cost[t] !== -1 && cost[t]! <= nc)) continue;
        cost[t] = nc;
        prev[t] = s;
        if (t < lo) lo = t;
        if (t > hi) hi = t;
        q.push(nc, t);
      }
    }
  }
  // The ends by cost, and within a cost by row and column: the squares are read in row order, so counting them by cost sorts them.
  const found: { x: number; y: number; cost: number }[] = [];
  const byCost = costCounts(limit + 2);
  for (let t = lo; t <= hi; t++) {
    const c = cost[t]!;
    if (c <= 0 || occ[t] !== 0) continue;
    const x = t % w;
    const y = (t - x) / w;
    const ter = board.terrain[t]!;
    if (noStanding(ter) || enterCost(ter) === Infinity) continue;
    if (hooks && !hooks.mayEnd(m, x, y)) continue;
    // Swift Mover: the doubled allowance only when the move ends outside every kill zone.
    if (swift && kz[t] === 1 && c > points) continue;
    found.push({ x, y, cost: c });
    byCost[c + 1]!++;
  }
  for (let c = 1; c <= limit + 1; c++) byCost[c]! += byCost[c - 1]!;
  const ends: { x: number; y: number; cost: number }[] = new Array(found.length);
  for (let i = 0; i < found.length; i++) {
    const e = found[i]!;
    ends[byCost[e.cost]!++] = e;
  }
  return { width: w, cost, prev, ends, disengages: startsEngaged && leaving.length > 0, leaving: stealth ? [] : leaving };
}

/** The squares walked to reach (x, y), the start left out. */
export function pathTo(r: Reach, x: number, y: number): Pos[] {
  const out: Pos[] = [];
  for (let s = y * r.width + x; r.prev[s] !== -1; s = r.prev[s]!) out.push({ x: s % r.width, y: Math.floor(s / r.width) });
  return out.reverse();
}
