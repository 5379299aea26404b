/**
 * A 3d6 fight on the adventure's map (issue 25 item 14): the fight's squares
 * are the map's, so its coordinates are the map's (as the log and the
 * terminal name them), everyone fights from where he stands, the creatures
 * from where they were placed (3 spaces away, Doors: Unlocked Doors), and
 * the map's walls and closed doors bound every step as they do outside a
 * fight (map.ts `canStep`). Ours: a side leaves the fight from a square at
 * least EXIT_FAR steps from where every enemy began.
 */
import { EXIT_FAR, STEPS } from '../../../3d6/rules/combat/grid.ts';
import type { FightMap, Pos } from '../../../3d6/state.ts';
import type { AdventureData } from '../../data/index.ts';
import type { ExploreState } from '../../state.ts';
import { cellOf, canStep, distances, floorMask } from '../map.ts';

/** The squares at least EXIT_FAR steps (through the map) from every square of `from`; none such, the farthest there are. */
function farFrom(d: AdventureData, st: ExploreState, floor: readonly number[], from: readonly Pos[]): number[] {
  const fields = from.map((p) => distances(d, st, p));
  const near = (c: number) => Math.min(...fields.map((f) => (f[c]! < 0 ? Infinity : f[c]!)));
  const cells: number[] = [];
  for (let c = 0; c < floor.length; c++) if (floor[c]) cells.push(c);
  const far = cells.filter((c) => near(c) >= EXIT_FAR);
  if (far.length) return far;
  const best = Math.max(...cells.map(near));
  return cells.filter((c) => near(c) === best);
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
    STEPS.forEach((s, i) => {
      const nx = x + s.x;
      const ny = y + s.y;
      if (nx < 0 || ny < 0 || nx >= d.W || ny >= d.H) return;
      const n = ny * d.W + nx;
      if (floor[n] && canStep(d, st, c, n)) steps[c]! |= 1 << i;
    });
  }
  return { floor, steps, exits: { party: farFrom(d, st, floor, foes), foes: farFrom(d, st, floor, party) } };
}
