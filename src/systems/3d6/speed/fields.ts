/**
 * Speed: the walking fields of a fight, kept while nobody moves. Every
 * fighter's options (charge, move towards each foe) and both bots read the
 * field of the fighter whose turn it is, many times a turn, and the field
 * only changes when a square opens or closes: a fighter moves, flees or
 * joins. So the fields are kept against a snapshot of where every fighter
 * stands (and the map, terrain and grid they stand on), compared square by square
 * on each ask (no key strings built), and dropped when anything differs.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Field } from '../rules/combat/grid.ts';
import type { Fighter, GameState } from '../state.ts';

/** Off only for the benchmark that shows what keeping the fields is worth. */
export const fieldMemo = { on: true };

let map: object | undefined;
let terrain: object | undefined;
let width = -1;
let height = -1;
/** Per fighter of the fight, in order: the square it takes, -1 once fled. */
let where = new Int32Array(0);
let count = -1;
/** Fields by the square walked from: `keptFrom[i]`'s field is `kept[i]` (a few a snapshot: arrays, searched in turn, no Map iterators). */
const keptFrom: number[] = [];
const kept: Field[] = [];
/**
 * Fields dropped with their snapshot, whose arrays the next fields are made
 * in: a field's arrays cost more to get (zeroed memory, then set to -1)
 * than the search over them. No one reads a field once someone has moved:
 * the rules and bots read it within one turn's question, and a move's walk
 * reads the path it was given, not the field (see the callers of `fieldOf`).
 */
const free: Field[] = [];
/** The blocking a kept field is searched over: read by the search only, never kept, so one will do. */
let blocked = new Uint8Array(0);

/**
 * The field of `f` in `st`'s fight, made by `make` unless kept. The field
 * depends on the blocking (every other fighter's square, the map) and on
 * where `f` stands, which the snapshot holds: kept by `f`'s square.
 */
export function keptField(st: GameState, f: Fighter, make: (st: GameState, f: Fighter, into?: Field, blocked?: Uint8Array) => Field): Field {
  if (!fieldMemo.on) return make(st, f);
  const fight = st.fight!;
  const ids = fight.fighterIds;
  let same = fight.map === map && fight.terrain === terrain && fight.width === width && fight.height === height && ids.length === count;
  if (!same) {
    map = fight.map;
    terrain = fight.terrain;
    width = fight.width;
    height = fight.height;
    count = ids.length;
    if (where.length < count) where = new Int32Array(count * 2);
  }
  let mine = false;
  for (let k = 0; k < count; k++) {
    const g = st.fighters[ids[k]!]!;
    if (g === f) mine = true;
    const sq = g.condition === 'fled' ? -1 : g.pos.y * width + g.pos.x;
    if (where[k] !== sq) {
      where[k] = sq;
      same = false;
    }
  }
  if (!same) {
    for (let i = 0; i < kept.length; i++) if (free.length < 16) free.push(kept[i]!);
    kept.length = 0;
    keptFrom.length = 0;
  }
  // A fighter outside the fight (a view's question) is not part of the snapshot: no keeping.
  if (!mine) return make(st, f);
  const from = f.pos.y * width + f.pos.x;
  const at = keptFrom.indexOf(from);
  let v = at < 0 ? undefined : kept[at];
  if (v === undefined) {
    const n = width * height;
    let into = free.pop();
    // A field of another grid's size is dropped (the next fight's).
    while (into !== undefined && into.dist.length !== n) into = free.pop();
    if (blocked.length !== n) blocked = new Uint8Array(n);
    v = into ? make(st, f, into, blocked) : make(st, f);
    keptFrom.push(from);
    kept.push(v);
  }
  return v;
}
