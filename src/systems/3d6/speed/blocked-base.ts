/**
 * Speed: the squares a fight's grid blocks whoever stands where (a map's
 * walls and unrevealed rooms, the pits and obstacles), worked out once per
 * fight rather than on every field and every crossing asked: kept against
 * the fight's map, terrain and size (the same objects for the whole fight),
 * and copied into each new blocked grid, to which the fighters are added.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Fight } from '../state.ts';

/** Off only for the benchmark that shows what keeping the base is worth. */
export const blockedMemo = { on: true };

let map: object | undefined;
let terrain: object | undefined;
let width = -1;
let height = -1;
let base: Uint8Array | null = null;

/** 1 where the grid itself blocks (shared: copy it, never write it). */
export function keptBase(fight: Fight, make: (fight: Fight) => Uint8Array): Uint8Array {
  if (!blockedMemo.on) return make(fight);
  if (base === null || fight.map !== map || fight.terrain !== terrain || fight.width !== width || fight.height !== height) {
    map = fight.map;
    terrain = fight.terrain;
    width = fight.width;
    height = fight.height;
    base = make(fight);
  }
  return base;
}
