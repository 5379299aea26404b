/**
 * A user's data (`--data DIR`) travels in the rule option `data` (the raw
 * files, so a save replays with exactly the data it was played with) and in
 * the state as a short key. `useData` parses it once per process and
 * remembers it under that key; `dataOf` gives a state's data back to the
 * policies, which see only the state.
 */
import { BadData, DEFAULT_DATA, parseData, RAW_DEFAULTS, type GameData } from './index.ts';
import { dataSchema } from './schema.ts';
import { dataSets } from '../../../core/data-sets.ts';

export { textKey } from '../../../core/hash.ts';

const sets = dataSets<GameData>({ schema: dataSchema, parse: parseData, defaults: DEFAULT_DATA, rawDefaults: RAW_DEFAULTS, bad: BadData });

/** Parses raw data (throws BadData) and remembers it; returns its key and data. */
export const useData = sets.useData;
/** The data a game plays with: ours, or the set its options brought (by key). */
export const dataOf = sets.dataOf;
/** A folder's files over our defaults: each checked alone so the refusal names it, then all of them together. */
export const mergeDataFiles = sets.mergeDataFiles;

/** The default party for a data set: ours when its characters are all there, else its first four characters. */
export function partyFor(raw: unknown): string[] {
  const chars = useData(raw).data.characters;
  const ours = ['fighter', 'rogue', 'wizard', 'cleric'];
  return ours.every((id) => id in chars) ? ours : Object.keys(chars).slice(0, 4);
}
