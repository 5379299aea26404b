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
import { stepDistancesFromInto, STEP_X, STEP_Y } from '../../../../core/grid-search.ts';
import type { AdventureData } from '../../data/index.ts';
import type { ExploreState } from '../../state.ts';
import { cellOf, walkableNow } from '../map.ts';
import { keptFightGrid } from '../../speed/map-cache.ts';

/** farFrom's steps, reused (read only within one call). */
let nearBuf = new Int16Array(0);

/** The squares at least EXIT_FAR steps (through the map) from every square of `from`; none such, the farthest there are. */
function farFrom(d: AdventureData, st: ExploreState, floor: readonly number[], from: readonly Pos[]): number[] {
  // Each square's steps from the nearest square of `from`: one search from them all (the least of their fields).
  // Out of reach of them all (-1) counts as infinitely far.
  const walk = walkableNow(d, st);
  // Into an array kept from call to call: read only within this call.
  if (nearBuf.length !== d.W * d.H) nearBuf = new Int16Array(d.W * d.H);
  const near = stepDistancesFromInto(d.W, d.H, walk.closed, from.map((p) => cellOf(d, p)), walk.steps, nearBuf);
  let any = false;
  let best = -1;
  for (let c = 0; c < floor.length; c++) {
    if (!floor[c]) continue;
    const m = near[c]!;
    if (m < 0 || m >= EXIT_FAR) any = true;
    else if (m > best) best = m;
  }
  // None far enough (so every floor square is reached): the farthest.
  const out: number[] = [];
  for (let c = 0; c < floor.length; c++) {
    if (!floor[c]) continue;
    const m = near[c]!;
    if (any ? m < 0 || m >= EXIT_FAR : m === best) out.push(c);
  }
  return out;
}

/** The revealed floor less the squares `down`, and the steps the walls allow onto it. */
function fightGrid(d: AdventureData, st: ExploreState, down: readonly number[]): { floor: number[]; steps: number[] } {
  // The map's walkable squares and steps as they stand (kept while the blocking stays), less the squares of those down:
  // the same steps as asking `canStep` of every floor square, onto floor only.
  const walk = walkableNow(d, st);
  const n = d.W * d.H;
  const floor = new Array<number>(n);
  for (let c = 0; c < n; c++) floor[c] = walk.closed[c] ? 0 : 1;
  for (const c of down) floor[c] = 0;
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
  return { floor, steps };
}

/**
 * The fight's map: the revealed floor (less the squares of characters down and out of the fight), the steps the walls allow, each side's exits.
 * The floor and steps are kept between fights while the blocking and those down stay (speed/map-cache.ts): shared, never written.
 */
export function fightMap(d: AdventureData, st: ExploreState, party: readonly Pos[], foes: readonly Pos[]): FightMap {
  const down: number[] = [];
  for (const c of st.characters) if (c.condition === 'down') down.push(cellOf(d, c.pos));
  const { floor, steps } = keptFightGrid(d, st, down.join(','), () => fightGrid(d, st, down));
  return { floor, steps, exits: { party: farFrom(d, st, floor, foes), foes: farFrom(d, st, floor, party) } };
}
