/**
 * Speed: fresh typed arrays cut from a large buffer instead of each made
 * with its own. A typed array longer than 64 bytes gets a buffer of its own
 * outside V8's heap (allocated, zeroed, registered with the collector,
 * freed by it later), which made a third of the move search's time
 * (`reachable`'s costs and paths, and the occupancy and kill-zone grids it
 * and the rules make every move). A view on a shared slab is zeroed memory
 * too and never handed out twice: when the slab is used up a new one is
 * made, and the old one lives on only while views of it do.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark that shows what the slab is worth. */
export const slabMemo = { on: true };

const SLAB_BYTES = 1 << 18;
let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/** `bytes` of fresh zeroed memory at an offset aligned for any typed array, from the current slab (or a new one). */
function carve(bytes: number): number {
  const size = (bytes + 7) & ~7;
  if (used + size > slab.byteLength) {
    slab = new ArrayBuffer(Math.max(SLAB_BYTES, size));
    used = 0;
  }
  const at = used;
  used += size;
  return at;
}

/** A fresh Int16Array of `n` zeros. */
export function freshInt16(n: number): Int16Array {
  if (!slabMemo.on || n < 32) return new Int16Array(n);
  const at = carve(n * 2);
  return new Int16Array(slab, at, n);
}

/** A fresh Int32Array of `n` zeros. */
export function freshInt32(n: number): Int32Array {
  if (!slabMemo.on || n < 16) return new Int32Array(n);
  const at = carve(n * 4);
  return new Int32Array(slab, at, n);
}

/** A fresh Uint8Array of `n` zeros. */
export function freshUint8(n: number): Uint8Array {
  if (!slabMemo.on || n < 64) return new Uint8Array(n);
  const at = carve(n);
  return new Uint8Array(slab, at, n);
}
