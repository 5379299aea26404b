/**
 * Speed: the map's walking fields, kept while the blocking stays. Every
 * character's move targets, every creature's way to the nearest character
 * and every fight's exits read the steps from some square to all others;
 * they change only when a room is revealed or a door opens or closes. So
 * the walkable squares (one per blocking) and the fields (per square walked
 * from) are kept in the core's SearchCache under the blocking's key, and
 * dropped for another adventure's map.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import { SearchCache } from '../../../core/grid-search.ts';
import type { AdventureData } from '../data/index.ts';
import type { ExploreState } from '../state.ts';

/** Off only for the benchmark that shows what keeping the fields is worth. */
export const mapMemo = { on: true };

const walkables = new SearchCache<unknown>(4);
const fields = new SearchCache<Int16Array>(32);
let lastData: AdventureData | null = null;

/** The blocking now, as the caches key it: the rooms revealed, the doors' states. */
export function blockingKey(st: ExploreState): string {
  let key = st.revealed.join(',');
  for (const id in st.doors) key += `|${id}=${st.doors[id]}`;
  return key;
}

/** The walkable squares now (kept, else `walkable()`). Shared: read it, never write it. */
export function keptWalkable<W>(d: AdventureData, st: ExploreState, walkable: () => W): W {
  if (!mapMemo.on) return walkable();
  if (d !== lastData) {
    lastData = d;
    walkables.clear();
    fields.clear();
  }
  return walkables.get(blockingKey(st), '', walkable) as W;
}

/**
 * The field from square `from` (kept, else `field(walk)` with `walk` the
 * walkable squares, kept too, else `walkable()`). Shared: read it, never write it.
 */
export function keptDistances<W>(d: AdventureData, st: ExploreState, from: number, walkable: () => W, field: (walk: W) => Int16Array): Int16Array {
  if (!mapMemo.on) return field(walkable());
  // Another adventure's map: nothing kept holds for it.
  if (d !== lastData) {
    lastData = d;
    walkables.clear();
    fields.clear();
  }
  const key = blockingKey(st);
  return fields.get(key, String(from), () => field(walkables.get(key, '', walkable) as W));
}
