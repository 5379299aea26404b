/**
 * Speed: the move search's entry costs read from a grid kept per terrain.
 * `reachable` asked each square's terrain (a one-character string) and the
 * dungeon's `enter` hook for every square it stepped onto, search after
 * search, though the terrain changes only when a door opens or a table is
 * carried, and the hook changes a cost only for monsters (the Slime's doors,
 * campfires, the unrevealed dungeon). Here the walkers' and the flyers'
 * costs are kept for the terrain string last asked (a new string is a new
 * terrain), and the hook is skipped for a model it leaves alone
 * (`MoveHooks.entryGrid`: the heroes read the terrain's grid, monsters
 * that neither seep through doors nor meet a campfire a grid closed
 * outside the revealed dungeon, kept per terrain and revealed areas), as
 * is `stops` for one it never stops (`MoveHooks.mayStop`); the search's
 * path array is no longer filled.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import { enterCost, flyable } from '../rules/grid.ts';

/** Off only for the benchmark (and the test) that shows what the kept grid is worth. */
export const plainMemo = { on: true };

let walkFor: string | null = null;
let walk: Int8Array = new Int8Array(0);
let flyFor: string | null = null;
let fly: Int8Array = new Int8Array(0);

/** Points to enter each square of `terrain` (-1: closed), for a walker or a flyer; the grid is shared: read it only. */
export function plainEntry(terrain: string, flyer: boolean): Int8Array {
  if (flyer) {
    if (flyFor !== terrain) {
      fly = make(terrain, true);
      flyFor = terrain;
    }
    return fly;
  }
  if (walkFor !== terrain) {
    walk = make(terrain, false);
    walkFor = terrain;
  }
  return walk;
}

function make(terrain: string, flyer: boolean): Int8Array {
  const out = new Int8Array(terrain.length);
  for (let i = 0; i < terrain.length; i++) {
    const t = terrain[i]!;
    const c = flyer ? (flyable(t) ? 1 : Infinity) : enterCost(t);
    out[i] = c === Infinity ? -1 : c;
  }
  return out;
}

/** The grids closed outside the revealed areas, one per plain grid (walkers, flyers), with what they were made from. */
interface Masked {
  plain: Int8Array;
  area: readonly number[];
  revealed: boolean[];
  grid: Int8Array;
}
const masked: Masked[] = [];

/** `plain` with every square outside the revealed areas closed (-1): rules/grid.ts isRevealed's answer per square; shared, read only. */
export function revealedEntry(plain: Int8Array, area: readonly number[], revealed: readonly boolean[]): Int8Array {
  for (const k of masked) if (k.plain === plain && k.area === area && sameBools(k.revealed, revealed)) return k.grid;
  const grid = new Int8Array(plain.length);
  for (let i = 0; i < plain.length; i++) {
    const a = area[i]!;
    grid[i] = a >= 0 && revealed[a] === true ? plain[i]! : -1;
  }
  const k: Masked = { plain, area, revealed: revealed.slice(), grid };
  if (masked.length >= 2) masked.shift();
  masked.push(k);
  return grid;
}

function sameBools(a: readonly boolean[], b: readonly boolean[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
