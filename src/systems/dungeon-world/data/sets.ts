/**
 * A user's bestiary and heroes (`--data DIR`) travel in the rule option
 * `data` (the raw files, so a save replays with exactly the data it was
 * played with) and in the state as a short key. `useData` parses a set once
 * per process and remembers it under that key; `dataOf` gives a state's
 * data back to the rules, which see only the state.
 */
import { describeIssue } from '../../../core/excerpt.ts';
import { textKey } from '../../../core/hash.ts';
import { BadData, DEFAULT_DATA, parseData, RAW_DEFAULTS, type GameData } from './index.ts';
import { dataSchema } from './schema.ts';

/** The data files a folder may hold, by name without `.json`. */
export const DATA_FILES = Object.keys(dataSchema.shape) as (keyof typeof dataSchema.shape)[];

/** At most this many characters of JSON in the `data` option (a save holds at most 1 MB). */
export const MAX_DATA_CHARS = 256 * 1024;

const known = new Map<string, GameData>();

/** Parses raw data (throws BadData) and remembers it; returns its key and data. */
export function useData(raw: unknown): { key: string; data: GameData } {
  const key = textKey(JSON.stringify(raw));
  let data = known.get(key);
  if (!data) {
    data = parseData(raw);
    known.set(key, data);
  }
  return { key, data };
}

/** The data a game plays with: ours, or the set its options brought (by key). */
export function dataOf(st: { data?: string | null }): GameData {
  if (!st.data) return DEFAULT_DATA;
  const d = known.get(st.data);
  if (!d) throw new BadData(`data set ${st.data} was not loaded with the game's options`);
  return d;
}

/** A folder's files (bestiary, heroes) over our defaults: each checked alone so the refusal names it, then together. */
export function mergeDataFiles(files: Readonly<Record<string, unknown>>, where: (name: string) => string = (n) => `${n}.json`): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...RAW_DEFAULTS };
  for (const [name, value] of Object.entries(files)) {
    if (!(DATA_FILES as string[]).includes(name)) throw new BadData(`${where(name)}: not a data file; they are ${DATA_FILES.map((n) => `${n}.json`).join(', ')}`);
    const r = dataSchema.shape[name as keyof typeof dataSchema.shape].safeParse(value);
    if (!r.success) throw new BadData(`${where(name)}: ${describeIssue(r.error.issues)}`);
    merged[name] = value;
  }
  try {
    parseData(merged);
  } catch (e) {
    throw new BadData(`${Object.keys(files).map(where).join(', ') || 'data'} with our defaults: ${(e as Error).message.replace(/^data: /, '')}`);
  }
  return merged;
}

/** The heroes of a data set: ours when they are all there, else its first four. */
export function heroesFor(raw: unknown): string[] {
  const heroes = useData(raw).data.heroes;
  const ours = ['front-line-warrior', 'ranger', 'warmage', 'dwarf'];
  return ours.every((id) => id in heroes) ? ours : Object.keys(heroes).slice(0, 4);
}
