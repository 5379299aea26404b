/**
 * A 3d6 fight on the adventure's map (issue 25 item 14): the fight's squares
 * are the map's, so its coordinates are the map's (as the log and the
 * terminal name them), everyone fights from where he stands, the creatures
 * from where they were placed (3 spaces away, Doors: Unlocked Doors), and
 * the map's walls and closed doors bound every step as they do outside a
 * fight (map.ts `canStep`). Ours: a side leaves the fight from a square at
 * least EXIT_FAR steps from where every enemy began.
 */
import { EXIT_FAR, type FightMap, type Pos, STEPS } from '../../../3d6/api.ts';
import type { AdventureData } from '../../data/index.ts';
import type { ExploreState } from '../../state.ts';
import { cellOf, canStep, distances, floorMask } from '../map.ts';

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
  const mask = floorMask(d, st);
  for (const c of st.characters) if (c.condition === 'down') mask[cellOf(d, c.pos)] = 0;
  const floor = Array.from(mask);
  const steps = new Array<number>(floor.length).fill(0);
  for (let c = 0; c < floor.length; c++) {
    if (!floor[c]) continue;
    const x = c % d.W;
    const y = (c - x) / d.W;
    for (let i = 0; i < STEPS.length; i++) {
      const nx = x + STEPS[i]!.x;
      const ny = y + STEPS[i]!.y;
      if (nx < 0 || ny < 0 || nx >= d.W || ny >= d.H) continue;
      const n = ny * d.W + nx;
      if (floor[n] && canStep(d, st, c, n)) steps[c]! |= 1 << i;
    }
  }
  return { floor, steps, exits: { party: farFrom(d, st, floor, foes), foes: farFrom(d, st, floor, party) } };
}
