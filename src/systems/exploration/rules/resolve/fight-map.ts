/**
 * A 3d6 fight on the adventure's map (issue 25 item 14): the fight's squares
 * are the map's, so its coordinates are the map's (as the log and the
 * terminal name them), everyone fights from where he stands, the creatures
 * from where they were placed (3 spaces away, Doors: Unlocked Doors), and
 * the map's walls and closed doors bound every step as they do outside a
 * fight (map.ts `canStep`). Ours: a side leaves the fight from a square at
 * least EXIT_FAR steps from where every enemy began.
 */
import { EXIT_FAR, type FightMap, type Pos } from '../../../3d6/api.ts';
import { STEP_X, STEP_Y } from '../../../../core/grid-search.ts';
import type { AdventureData } from '../../data/index.ts';
import type { ExploreState } from '../../state.ts';
import { cellOf, distances, walkableNow } from '../map.ts';

/** The squares at least EXIT_FAR steps (through the map) from every square of `from`; none such, the farthest there are. */
function farFrom(d: AdventureData, st: ExploreState, floor: readonly number[], from: readonly Pos[]): number[] {
  const fields = from.map((p) => distances(d, st, p));
  // Each floor square's steps from the nearest square of `from` (Infinity: out of reach of them all), worked out once.
  const cells: number[] = [];
  const nears: number[] = [];
  for (let c = 0; c < floor.length; c++) {
    if (!floor[c]) continue;
    let m = Infinity;
    for (let k = 0; k < fields.length; k++) {
      const v = fields[k]![c]!;
      if (v >= 0 && v < m) m = v;
    }
    cells.push(c);
    nears.push(m);
  }
  const far = cells.filter((_, i) => nears[i]! >= EXIT_FAR);
  if (far.length) return far;
  let best = -Infinity;
  for (const m of nears) if (m > best) best = m;
  return cells.filter((_, i) => nears[i] === best);
}

/** The fight's map: the revealed floor (less the squares of characters down and out of the fight), the steps the walls allow, each side's exits. */
export function fightMap(d: AdventureData, st: ExploreState, party: readonly Pos[], foes: readonly Pos[]): FightMap {
  // The map's walkable squares and steps as they stand (kept while the blocking stays), less the squares of those down:
  // the same steps as asking `canStep` of every floor square, onto floor only.
  const walk = walkableNow(d, st);
  const n = d.W * d.H;
  const floor = new Array<number>(n);
  for (let c = 0; c < n; c++) floor[c] = walk.closed[c] ? 0 : 1;
  for (const c of st.characters) if (c.condition === 'down') floor[cellOf(d, c.pos)] = 0;
  const steps = new Array<number>(n).fill(0);
  for (let c = 0; c < n; c++) {
    if (!floor[c]) continue;
    const x = c % d.W;
    const y = (c - x) / d.W;
    const open = walk.steps[c]!;
    let bits = 0;
    for (let i = 0; i < 8; i++) {
      if ((open & (1 << i)) === 0) continue;
      // The walkable steps stay inside the grid.
      if (floor[(y + STEP_Y[i]!) * d.W + x + STEP_X[i]!]) bits |= 1 << i;
    }
    steps[c] = bits;
  }
  return { floor, steps, exits: { party: farFrom(d, st, floor, foes), foes: farFrom(d, st, floor, party) } };
}
