/**
 * Speed: a character's move targets (rules/move.ts), kept from the rules'
 * ask to the bot's. The rules offer the moves, and the bot weighs the same
 * targets right after, from the same state: the second ask would redo the
 * goals and the walk back along every way. So the last answer is kept with a
 * snapshot of all it reads (the mover and where it stands, its move, the
 * rooms revealed, the doors' states, the tokens searched, where every
 * figure stands and whether it is dead), compared value by value on the
 * next ask (no key strings built); anything different and it is made anew.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { AdventureData } from '../data/index.ts';
import type { Explorer, ExploreState } from '../state.ts';

/** Off only for the benchmark that shows what keeping the targets is worth. */
export const targetsMemo = { on: true };

let lastD: AdventureData | null = null;
let lastSt: ExploreState | null = null;
let lastC: Explorer | null = null;
let last: unknown = null;
/** The snapshot: what the targets were made from, value by value. */
const snap: (string | number)[] = [];
let at = 0;
let same = false;

function put(v: string | number): void {
  if (snap[at] !== v) {
    same = false;
    snap[at] = v;
  }
  at++;
}

/** The targets of `c` now: the last ones when nothing they read has changed, else `make()`'s. Shared: read them, never write them. */
export function keptTargets<T>(d: AdventureData, st: ExploreState, c: Explorer, make: () => T): T {
  if (!targetsMemo.on) return make();
  same = last !== null && d === lastD && st === lastSt && c === lastC;
  at = 0;
  put(c.pos.x);
  put(c.pos.y);
  put(c.move);
  for (const r of st.revealed) put(r);
  put('|');
  for (const s of st.searched) put(s);
  put('|');
  for (const id in st.doors) {
    put(id);
    put(st.doors[id]!);
  }
  put('|');
  for (const o of st.characters) {
    put(o.pos.x);
    put(o.pos.y);
    put(o.condition);
  }
  put('|');
  for (const o of st.creatures) {
    put(o.pos.x);
    put(o.pos.y);
  }
  if (snap.length !== at) {
    same = false;
    snap.length = at;
  }
  if (same) return last as T;
  lastD = d;
  lastSt = st;
  lastC = c;
  last = make();
  return last as T;
}
