/**
 * Speed: where each move target lies (the squares of each search token
 * left, each closed door, each other revealed room, with their names),
 * kept while nothing they depend on changes. Every character's move asks
 * for them, and they change only when a room is revealed, a door opens or
 * a token is searched; they differ by the room the character stands in
 * (its own room is no target). So they are kept under the blocking and the
 * tokens searched, by the room, in the core's SearchCache.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import { SearchCache } from '../../../core/grid-search.ts';
import type { AdventureData } from '../data/index.ts';
import type { ExploreState } from '../state.ts';
import { blockingKey } from './map-cache.ts';

/** Off only for the benchmark that shows what keeping the goals is worth. */
export const goalsMemo = { on: true };

const kept = new SearchCache<unknown>(16);
let lastData: AdventureData | null = null;

/** `make()`'s answer for a character standing in room `here` of `st` (shared: read it, never write it). */
export function keptGoals<T>(d: AdventureData, st: ExploreState, here: string | null, make: () => T): T {
  if (!goalsMemo.on) return make();
  if (d !== lastData) {
    lastData = d;
    kept.clear();
  }
  return kept.get(`${blockingKey(st)}|${st.searched.join(',')}`, here ?? '', make) as T;
}
