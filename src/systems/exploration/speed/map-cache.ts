/**
 * Speed: the map's walking fields, kept while the blocking stays. Every
 * character's move targets, every creature's way to the nearest character
 * and every fight's exits read the steps from some square to all others;
 * they change only when a room is revealed or a door opens or closes. So
 * the walkable squares (one per blocking), the fields (per square walked
 * from) and a fight's floor and steps (per squares of those down) are kept
 * in the core's SearchCache under the blocking's key, and dropped for
 * another adventure's map.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import { SearchCache } from '../../../core/grid-search.ts';
import type { AdventureData } from '../data/index.ts';
import type { ExploreState } from '../state.ts';

/** Off only for the benchmark that shows what keeping the fields is worth. */
export const mapMemo = { on: true };

const walkables = new SearchCache<unknown>(4);
const fightGrids = new SearchCache<unknown>(8);
/** The fields kept, under the blocking they were made for (first in, first out), and the arrays of fields dropped, for the next to fill. */
const FIELDS = 32;
let fieldsKey = '';
const fields = new Map<string, Int16Array>();
const spare: Int16Array[] = [];
let lastData: AdventureData | null = null;

/** Another adventure's map: nothing kept holds for it. */
function forData(d: AdventureData): void {
  if (d === lastData) return;
  lastData = d;
  walkables.clear();
  dropFields();
  spare.length = 0;
  fightGrids.clear();
}

/** The blocking now, as the caches key it: the rooms revealed, the doors' states. */
function blockingKey(st: ExploreState): string {
  let key = st.revealed.join(',');
  for (const id in st.doors) key += `|${id}=${st.doors[id]}`;
  return key;
}

/** The walkable squares now (kept, else `walkable()`). Shared: read it, never write it. */
export function keptWalkable<W>(d: AdventureData, st: ExploreState, walkable: () => W): W {
  if (!mapMemo.on) return walkable();
  forData(d);
  return walkables.get(blockingKey(st), '', walkable) as W;
}

/**
 * The field from square `from` (kept, else `field(walk)` with `walk` the
 * walkable squares, kept too, else `walkable()`). Shared: read it, never write it.
 */
export function keptDistances<W>(d: AdventureData, st: ExploreState, from: number, walkable: () => W, field: (walk: W, into?: Int16Array) => Int16Array): Int16Array {
  if (!mapMemo.on) return field(walkable());
  forData(d);
  const key = blockingKey(st);
  if (key !== fieldsKey) {
    dropFields();
    fieldsKey = key;
  }
  const at = String(from);
  let f = fields.get(at);
  if (f === undefined) {
    if (fields.size >= FIELDS) {
      const first = fields.keys().next().value!;
      spare.push(fields.get(first)!);
      fields.delete(first);
    }
    // A dropped field's array filled again (every reader reads its field within its own call: none is held past the next ask).
    const into = spare.pop();
    f = field(walkables.get(key, '', walkable) as W, into !== undefined && into.length === d.W * d.H ? into : undefined);
    fields.set(at, f);
  }
  return f;
}

/** Every field kept dropped, its array kept for the next field. */
function dropFields(): void {
  for (const f of fields.values()) if (spare.length < FIELDS) spare.push(f);
  fields.clear();
  fieldsKey = '';
}

/**
 * A fight's squares and steps (fight-map.ts), kept under the blocking by the
 * squares of the characters down (`down`: their square numbers joined), so
 * the fights between two doors share them. Shared: read it, never write it.
 */
export function keptFightGrid<G>(d: AdventureData, st: ExploreState, down: string, make: () => G): G {
  if (!mapMemo.on) return make();
  forData(d);
  return fightGrids.get(blockingKey(st), down, make) as G;
}

/** The last move goals made (rules/move.ts goalCells), under what they depend on: the adventure, the blocking, the tokens searched, the mover's room. */
let goalsData: AdventureData | null = null;
let goalsKey = '';
let goals: readonly unknown[] = [];

/**
 * The move goals for a mover in room `here` (kept, else `make()`): the rules
 * offer the moves and the bot weighs the same targets right after, and the
 * characters of a room ask in turn. Shared: read them, never write them.
 */
export function keptGoals<G>(d: AdventureData, st: ExploreState, here: string | null, make: () => G[]): readonly G[] {
  if (!mapMemo.on) return make();
  const key = `${blockingKey(st)}#${st.searched.join(',')}#${here ?? ''}`;
  if (d !== goalsData || key !== goalsKey) {
    goals = make();
    goalsData = d;
    goalsKey = key;
  }
  return goals as readonly G[];
}
