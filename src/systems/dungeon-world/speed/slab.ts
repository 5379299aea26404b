/**
 * Speed: the move search's fresh typed arrays (`reachable`'s costs and
 * paths, the occupancy and kill-zone grids the rules make every move) cut
 * from the core's shared slabs (core/grid-search.ts) instead of each getting
 * an ArrayBuffer of its own, which made a third of the move search's time.
 * Small arrays live in V8's heap anyway and are made plainly.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

import { slabInt16, slabInt32, slabUint8 } from '../../../core/grid-search.ts';

/** Off only for the benchmark that shows what the slab is worth. */
export const slabMemo = { on: true };

/** A fresh Int16Array of `n` zeros. */
export function freshInt16(n: number): Int16Array {
  return !slabMemo.on || n < 32 ? new Int16Array(n) : slabInt16(n);
}

/** A fresh Int32Array of `n` zeros. */
export function freshInt32(n: number): Int32Array {
  return !slabMemo.on || n < 16 ? new Int32Array(n) : slabInt32(n);
}

/** A fresh Uint8Array of `n` zeros. */
export function freshUint8(n: number): Uint8Array {
  return !slabMemo.on || n < 64 ? new Uint8Array(n) : slabUint8(n);
}
