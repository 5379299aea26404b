/**
 * Speed: a character's move targets, the last answer kept. The rules offer
 * the moves (`moveTargets`) and the bot then weighs the same targets of the
 * same state, one right after the other: the second ask is answered from
 * the first, when nothing they depend on has changed (who moves, from where
 * and how far, the blocking, the tokens searched, the squares taken).
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { AdventureData } from '../data/index.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { blockingKey } from './map-cache.ts';

/** Off only for the benchmark that shows what keeping the answer is worth. */
export const targetsMemo = { on: true };

let lastData: AdventureData | null = null;
let lastKey = '';
let last: unknown = null;

/** Everything the targets depend on besides the map. */
function targetsKey(st: ExploreState, c: Explorer): string {
  let key = `${c.id}@${c.pos.x},${c.pos.y}/${c.move}|${blockingKey(st)}|${st.searched.join(',')}|`;
  for (const o of st.characters) if (o.id !== c.id && o.condition !== 'dead') key += `${o.pos.x},${o.pos.y};`;
  for (const o of st.creatures) key += `${o.pos.x},${o.pos.y};`;
  return key;
}

/** `find()`'s answer for `c` in `st`, or the last one when it is of the same state. */
export function keptTargets<T>(d: AdventureData, st: ExploreState, c: Explorer, find: () => T): T {
  if (!targetsMemo.on) return find();
  const key = targetsKey(st, c);
  if (d === lastData && key === lastKey) return last as T;
  lastData = d;
  lastKey = key;
  last = find();
  return last as T;
}
