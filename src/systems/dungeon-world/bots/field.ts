/**
 * Walking distances for the bots: movement points from every square to the
 * nearest goal square over the terrain (models ignored: they move), with the
 * book's costs (clear 1, rough 2, a diagonal 1 more); for the heroes, also
 * the stairs and teleporters they may take (`links`).
 */
import type { Board, Pos } from '../state.ts';
import { costFieldByMask, SearchCache, type GridLinks } from '../../../core/grid-search.ts';
import { enterCost, inside } from '../rules/grid.ts';
import { fieldKeys, keepField, keptField } from '../speed/fields.ts';

/** Steps that are not to a neighbour, by square index: a staircase's other ends, the other active teleporters. */
export type Links = GridLinks;

/** Points to walk into each square for the bots: the terrain's cost, a closed door 3 (2 to open it, 1 to step in); 0 for walls and `blocked` squares. */
function walkCosts(b: Board, blocked?: (i: number) => boolean): Uint8Array {
  const n = b.width * b.height;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = b.terrain[i]!;
    const c = t === '+' ? 3 : enterCost(t);
    out[i] = c === Infinity || blocked?.(i) ? 0 : c;
  }
  return out;
}

// Fields depend on the terrain (doors open, walls fall), the goals and the ways (locked doors, stairs, teleporters), never on the models.
const costs = new SearchCache<Uint8Array>(8);
const fields = new SearchCache<Int16Array>(64);

/**
 * Points from every square to the nearest goal (-1: none reachable).
 * `waysKey` names `blocked` and `links` (Ways.key): with it, or with
 * neither, the field is kept for the next time the same is asked of the
 * same terrain. The field returned may be shared: read it, never write it.
 */
export function distanceField(b: Board, goals: readonly Pos[], blocked?: (i: number) => boolean, links?: Links, waysKey?: string): Int16Array {
  const cacheable = waysKey !== undefined || (blocked === undefined && links === undefined);
  if (cacheable && fieldKeys.on) {
    // The goals' squares into the reused list, compared with the kept fields' (speed/fields.ts).
    const n = goals.length;
    for (let k = 0; k < n; k++) {
      const p = goals[k]!;
      scratch[k] = inside(b, p.x, p.y) ? p.y * b.width + p.x : -1;
    }
    const ways = waysKey ?? '';
    const known = keptField(b.terrain, b.width, ways, scratch, n);
    if (known !== undefined) return known;
    const cells = scratch.slice(0, n);
    const field = costFieldByMask(b.width, b.height, costs.get(b.terrain, `${b.width}|${ways}`, () => walkCosts(b, blocked)), cells, links ?? null);
    keepField(b.width, ways, cells, n, field);
    return field;
  }
  const cells: number[] = [];
  let key = `${b.width}|${waysKey ?? ''}`;
  for (const p of goals) {
    const s = inside(b, p.x, p.y) ? p.y * b.width + p.x : -1;
    cells.push(s);
    if (cacheable) key += `,${s}`;
  }
  const make = (): Int16Array => {
    const cost = cacheable ? costs.get(b.terrain, `${b.width}|${waysKey ?? ''}`, () => walkCosts(b, blocked)) : walkCosts(b, blocked);
    return costFieldByMask(b.width, b.height, cost, cells, links ?? null);
  };
  return cacheable ? fields.get(b.terrain, key, make) : make();
}

/** The goals' squares of the field being asked (speed/fields.ts), reused. */
const scratch: number[] = [];

/** The field's value at a square (a large number where unreachable). */
export function at(field: Int16Array, b: Board, p: Pos): number {
  const v = field[p.y * b.width + p.x]!;
  return v < 0 ? 9999 : v;
}
