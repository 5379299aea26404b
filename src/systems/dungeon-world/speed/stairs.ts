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
import { objects } from './arrays.ts';

/** Off only for the benchmark that shows what keeping the links is worth. */
export const stairMemo = { on: true };

// Read only by their types, not frozen: iterating a frozen array slows every for-of loop in the process (speed/unfrozen.ts).
// Every list of ends, empty or not, of one array kind (speed/arrays.ts): the code reading them saw two and was compiled again.
const NONE: readonly Pos[] = objects();

/** Per list of staircases (a board's `stairs`, never changed once set) and width: square index to its other ends, up to the last staircase square (beyond it: none). */
interface Kept {
  width: number;
  ends: (readonly Pos[])[];
}
const kept = new WeakMap<readonly (readonly number[])[], Kept>();

let lastStairs: readonly (readonly number[])[] | null = null;
let lastKept: Kept | undefined;

/**
 * Every square's other ends at once, in a plain array by square index (a
 * lookup there costs less than a Map's, and `touching` asks for every pair
 * of models): the staircases' squares get `make`'s answer, the others none.
 */
function keep(stairs: readonly (readonly number[])[], width: number, make: (stairs: readonly (readonly number[])[], width: number, i: number) => Pos[]): Kept {
  let last = -1;
  for (const g of stairs) for (const j of g) if (j > last) last = j;
  const ends: (readonly Pos[])[] = new Array(last + 1).fill(NONE);
  for (const g of stairs) {
    for (const j of g) {
      if (j < 0) continue;
      const links = make(stairs, width, j);
      if (links.length === 0) ends[j] = NONE;
      else {
        const copy = objects<Pos>();
        for (let k = 0; k < links.length; k++) copy.push(links[k]!);
        ends[j] = copy;
      }
    }
  }
  return { width, ends };
}

/** The other ends of the staircase whose end is square `i` (the first group holding it, as `make`'s search of the groups finds), or none. */
export function keptStairLinks(stairs: readonly (readonly number[])[], width: number, i: number, make: (stairs: readonly (readonly number[])[], width: number, i: number) => Pos[]): readonly Pos[] {
  if (!stairMemo.on) return make(stairs, width, i);
  // The board asked last is nearly always the board asked now: its entry is kept aside from the WeakMap's lookup.
  let k = stairs === lastStairs ? lastKept : kept.get(stairs);
  if (k === undefined || k.width !== width) {
    k = keep(stairs, width, make);
    kept.set(stairs, k);
  }
  lastStairs = stairs;
  lastKept = k;
  return i >= 0 && i < k.ends.length ? k.ends[i]! : NONE;
}
