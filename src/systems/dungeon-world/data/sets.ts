/**
 * A user's bestiary and heroes (`--data DIR`) travel in the rule option
 * `data` (the raw files, so a save replays with exactly the data it was
 * played with) and in the state as a short key. `useData` parses a set once
 * per process and remembers it under that key; `dataOf` gives a state's
 * data back to the rules, which see only the state.
 */
import { BadData, DEFAULT_DATA, parseData, RAW_DEFAULTS, type GameData } from './index.ts';
import { dataSchema } from './schema.ts';
import { dataSets } from '../../../core/data-sets.ts';

const sets = dataSets<GameData>({ schema: dataSchema, parse: parseData, defaults: DEFAULT_DATA, rawDefaults: RAW_DEFAULTS, bad: BadData });

/** Parses raw data (throws BadData) and remembers it; returns its key and data. */
export const useData = sets.useData;
/** The data a game plays with: ours, or the set its options brought (by key). */
export const dataOf = sets.dataOf;
/** A folder's files over our defaults: each checked alone so the refusal names it, then all of them together. */
export const mergeDataFiles = sets.mergeDataFiles;

/** At most this many characters of JSON in the `data` option (a save holds at most 1 MB). */
export const MAX_DATA_CHARS = 256 * 1024;

/** The heroes of a data set: ours when they are all there, else its first four. */
export function heroesFor(raw: unknown): string[] {
  const heroes = useData(raw).data.heroes;
  const ours = ['front-line-warrior', 'ranger', 'warmage', 'dwarf'];
  return ours.every((id) => id in heroes) ? ours : Object.keys(heroes).slice(0, 4);
}
