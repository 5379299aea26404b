/**
 * Speed: each staircase square's other ends, worked out once per board's
 * list of staircases instead of searching the groups on every ask.
 * `touching` asks it for every pair of models a shot, a kill zone or a
 * melee weighs (checkShot alone: every model against the shooter and the
 * target), and most squares are no staircase at all: the answer there is
 * one shared empty list, with no search and no array made.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Pos } from '../state.ts';

/** Off only for the benchmark that shows what keeping the links is worth. */
export const stairMemo = { on: true };

const NONE: readonly Pos[] = Object.freeze([]);

/** Per list of staircases (a board's `stairs`, never changed once set): the board's width, and square index to its other ends. */
const kept = new WeakMap<readonly (readonly number[])[], { width: number; ends: Map<number, readonly Pos[]> }>();

let lastStairs: readonly (readonly number[])[] | null = null;
let lastKept: { width: number; ends: Map<number, readonly Pos[]> } | undefined;

/** The other ends of the staircase whose end is square `i` (the first group holding it, as `make`'s search of the groups finds), or none. */
export function keptStairLinks(stairs: readonly (readonly number[])[], width: number, i: number, make: (stairs: readonly (readonly number[])[], width: number, i: number) => Pos[]): readonly Pos[] {
  if (!stairMemo.on) return make(stairs, width, i);
  // The board asked last is nearly always the board asked now: its entry is kept aside from the WeakMap's lookup.
  let k = stairs === lastStairs ? lastKept : kept.get(stairs);
  if (k === undefined || k.width !== width) {
    k = { width, ends: new Map() };
    kept.set(stairs, k);
  }
  lastStairs = stairs;
  lastKept = k;
  const known = k.ends.get(i);
  if (known !== undefined) return known;
  // Made on the first ask of each square: a square no group holds keeps the shared empty list.
  const links = make(stairs, width, i);
  const out = links.length ? Object.freeze(links) : NONE;
  k.ends.set(i, out);
  return out;
}
