/**
 * Speed: the bots' distance fields kept by their goals' squares compared as
 * numbers, not by a key string. The string (the width, the ways' key and
 * every goal's square, joined) was built for every field asked, hit or
 * miss, a few dozen numbers turned to text each time (the bots ask fields
 * thousands of times a game, and three in four are kept ones). Here the
 * goals' squares go into a reused list and are compared with each kept
 * field's; most kept fields differ at the first square or in their count.
 * The same fields, kept while the terrain stays (bots/field.ts).
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark that shows what comparing the squares is worth (field.ts then keys by string). */
export const fieldKeys = { on: true };

interface Kept {
  readonly width: number;
  readonly ways: string;
  readonly cells: Int32Array;
  readonly field: Int16Array;
}

/** At most this many fields kept per terrain, the oldest replaced first (as the string-keyed cache did). */
const SIZE = 64;
let grid: unknown = undefined;
const kept: Kept[] = [];
let oldest = 0;

/** The field kept for these squares (the first `n` of `cells`) under `ways` on `terrain`, or undefined. */
export function keptField(terrain: unknown, width: number, ways: string, cells: readonly number[], n: number): Int16Array | undefined {
  if (terrain !== grid) {
    grid = terrain;
    kept.length = 0;
    oldest = 0;
    return undefined;
  }
  for (let k = 0; k < kept.length; k++) {
    const e = kept[k]!;
    if (e.cells.length !== n || e.width !== width) continue;
    const c = e.cells;
    let i = 0;
    while (i < n && c[i] === cells[i]) i++;
    if (i === n && e.ways === ways) return e.field;
  }
  return undefined;
}

/** Keeps `field` for these squares (after keptField found none on the same terrain). */
export function keepField(width: number, ways: string, cells: readonly number[], n: number, field: Int16Array): void {
  const e: Kept = { width, ways, cells: Int32Array.from(cells.slice(0, n)), field };
  if (kept.length < SIZE) kept.push(e);
  else {
    kept[oldest] = e;
    oldest = (oldest + 1) % SIZE;
  }
}
