/**
 * Speed only: the Battle Board's movement search (rules/combat/board.ts)
 * runs for every charger, healer and carrier of every fight turn, and each
 * search used four fresh typed arrays (a typed array's buffer is dear to
 * make and to collect). Every search's result is read before the next search
 * starts (no caller keeps one), so one set of arrays, cleared per search,
 * serves them all. The board is at most 4 × 6 squares.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark that shows what the reuse is worth. */
export const reachScratch = { on: true };

/** The arrays of one search: distance, order reached, occupancy, next to an opponent. */
export interface ReachArrays {
  readonly dist: Int8Array;
  readonly queue: Int16Array;
  readonly occ: Uint8Array;
  readonly near: Uint8Array;
}

const MAX_CELLS = 4 * 6;
const kept: ReachArrays = { dist: new Int8Array(MAX_CELLS), queue: new Int16Array(MAX_CELLS), occ: new Uint8Array(MAX_CELLS), near: new Uint8Array(MAX_CELLS) };

/** Arrays for a search over `cells` squares: `dist` all -1, `occ` and `near` all 0 (the first `cells` of each). */
export function reachArrays(cells: number): ReachArrays {
  if (!reachScratch.on || cells > MAX_CELLS) return { dist: new Int8Array(cells).fill(-1), queue: new Int16Array(cells), occ: new Uint8Array(cells), near: new Uint8Array(cells) };
  const { dist, occ, near } = kept;
  // A plain loop: three calls of fill() cost more than the 24 squares.
  for (let i = 0; i < cells; i++) {
    dist[i] = -1;
    occ[i] = 0;
    near[i] = 0;
  }
  return kept;
}
