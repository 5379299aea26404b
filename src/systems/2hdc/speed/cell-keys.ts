/**
 * Speed only: each new Dungeon Tile records its cell in the map under the key
 * "level,x,y" (rules/dungeon/map.ts `cellKey`). Building that string (three
 * numbers written out and joined) and hashing it anew for every tile of every
 * adventure cost some 2% of a simulation; the same few hundred cells come back
 * game after game. `keptCellKey` keeps each key made once, found by the
 * cell's numbers, so a key is built and hashed only the first time. The keys
 * are the same strings.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark that shows what it is worth. */
export const cellKeys = { on: true };

const kept = new Map<number, string>();
/** Cells farther out than this from the first tile (or deeper) are not kept (a map has at most a few dozen tiles). */
const SPAN = 512;

/** The key `make(level, x, y)` gives, made once per cell. */
export function keptCellKey(level: number, x: number, y: number, make: (level: number, x: number, y: number) => string): string {
  if (!cellKeys.on || level < 0 || level >= 64 || x <= -SPAN || x >= SPAN || y <= -SPAN || y >= SPAN) return make(level, x, y);
  const n = (level * 2 * SPAN + x + SPAN) * 2 * SPAN + y + SPAN;
  let k = kept.get(n);
  if (k === undefined) {
    k = make(level, x, y);
    kept.set(n, k);
  }
  return k;
}
