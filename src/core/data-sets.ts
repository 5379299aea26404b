/**
 * A user's data set (`--data DIR`) for a system whose defaults are JSON files
 * checked by a zod object schema (one key per file). The set travels in the
 * rule option `data` (the raw files, so a save replays with exactly the data
 * it was played with) and in the state as a short key: `useData` parses a set
 * once per process and remembers it under that key; `dataOf` gives a state's
 * data back to the rules and policies, which see only the state;
 * `mergeDataFiles` lays a folder's files over the defaults, each checked
 * alone (so a refusal names its file), then all together.
 */
import type { ZodObject, ZodType } from 'zod';
import { describeIssue } from './excerpt.ts';
import { textKey } from './hash.ts';

export interface DataSets<D> {
  /** The data files a folder may hold, by name without `.json`. */
  readonly files: readonly string[];
  useData(raw: unknown): { key: string; data: D };
  dataOf(st: { data?: string | null }): D;
  mergeDataFiles(files: Readonly<Record<string, unknown>>, where?: (name: string) => string): Record<string, unknown>;
}

export function dataSets<D>(o: {
  schema: ZodObject<Record<string, ZodType>>;
  parse: (raw: unknown) => D;
  defaults: D;
  rawDefaults: Readonly<Record<string, unknown>>;
  /** The system's error for a bad data set (its message is one line). */
  bad: new (message: string) => Error;
}): DataSets<D> {
  const files = Object.keys(o.schema.shape);
  const known = new Map<string, D>();
  const useData = (raw: unknown) => {
    const key = textKey(JSON.stringify(raw));
    let data = known.get(key);
    if (!data) {
      data = o.parse(raw);
      known.set(key, data);
    }
    return { key, data };
  };
  const dataOf = (st: { data?: string | null }) => {
    if (!st.data) return o.defaults;
    const d = known.get(st.data);
    if (!d) throw new o.bad(`data set ${st.data} was not loaded with the game's options`);
    return d;
  };
  const mergeDataFiles = (given: Readonly<Record<string, unknown>>, where: (name: string) => string = (n) => `${n}.json`) => {
    const merged: Record<string, unknown> = { ...o.rawDefaults };
    for (const [name, value] of Object.entries(given)) {
      if (!files.includes(name)) throw new o.bad(`${where(name)}: not a data file; they are ${files.map((n) => `${n}.json`).join(', ')}`);
      const r = o.schema.shape[name]!.safeParse(value);
      if (!r.success) throw new o.bad(`${where(name)}: ${describeIssue(r.error.issues)}`);
      merged[name] = value;
    }
    try {
      o.parse(merged);
    } catch (e) {
      throw new o.bad(`${Object.keys(given).map(where).join(', ') || 'data'} with our defaults: ${(e as Error).message.replace(/^data: /, '')}`);
    }
    return merged;
  };
  return { files, useData, dataOf, mergeDataFiles };
}
