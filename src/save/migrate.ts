/**
 * Numbered save migrations: `MIGRATIONS[n]` turns a valid format-n save into
 * a format n+1 one. A save is validated with its own version's schema and
 * its history hash checked by its own version's formula (save.ts
 * `parseSave`), then walked up to the current version, each step sealing
 * the history again with the next format's formula; each step is tested
 * (test/save/migrate.test.ts).
 *
 * Format 1 (no history hash) is no longer read: nothing told its history
 * from an edited one, so a format-2 save set back to format 1 loaded with a
 * changed option or decision (issue 22). It lived for one day of
 * development (22-23 November 2026).
 */
import { hashHistory } from './hash.ts';
import { SAVE_VERSION, type SaveFile, type SaveV2 } from './schema.ts';

/**
 * 2 → 3: the rules version is recorded. Every save made before rules
 * versions existed was played by rules version 1 of its system (each
 * system's first version is the rules as they were then).
 */
function v2to3(s: SaveV2): SaveFile {
  const body = { ...s, version: 3 as const, rules: 1 };
  return { ...body, historyHash: hashHistory(body) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MIGRATIONS: Record<number, (save: any) => unknown> = { 2: v2to3 };

/** Walks a validated save of version `from`, its history already checked, up to the current version. */
export function migrate(save: unknown, from: number): SaveFile {
  let s = save;
  for (let v = from; v < SAVE_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`no migration from save format ${v}`);
    s = step(s);
  }
  return s as SaveFile;
}
