/**
 * Numbered save migrations: `MIGRATIONS[n]` turns a valid format-n save into
 * a format n+1 one. A save is validated with its own version's schema, then
 * walked up to the current version; each step is tested (test/save/migrate.test.ts).
 */
import { SAVE_VERSION, type SaveFile, type SaveV1 } from './schema.ts';

/**
 * 1 → 2: seeds become unsigned (format 1 wrote seeds above 2147483647 as
 * negative numbers; `seed >>> 0` is the same generator), and the history hash
 * is absent: such a save is checked, as before, by its final state's hash
 * only, and is written in format 2 the next time it is saved.
 */
function v1to2(s: SaveV1): SaveFile {
  return { ...s, version: 2, seed: s.seed >>> 0, historyHash: null };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MIGRATIONS: Record<number, (save: any) => unknown> = { 1: v1to2 };

/** Walks a validated save of version `from` up to the current version. */
export function migrate(save: unknown, from: number): SaveFile {
  let s = save;
  for (let v = from; v < SAVE_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`no migration from save format ${v}`);
    s = step(s);
  }
  return s as SaveFile;
}
