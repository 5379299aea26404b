/**
 * Speed: a fighter's walking field searched only when something reads it.
 * Listing a fighter's options (rules/combat/options.ts legalActions) read
 * the field for a foe beyond reach (charge, move towards) and for each
 * terrain square's crossings; in a melee where every foe is within reach
 * and no terrain is near enough to cross this turn, nothing is read, yet a
 * breadth-first search was made per fighter's turn once anyone moved. A
 * terrain square is too far to cross when even the walk to a square next to
 * it (its distance less one: a step moves one square each way at most) plus
 * the crossing's cost exceeds Speed: the checks skipped are pure, so the
 * same crossings and options are found.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Fighter, Pos } from '../state.ts';

/** Off only for the benchmark that shows what skipping the search is worth. */
export const nearTerrain = { on: true };

/** Whether terrain at `t` is out of a crossing's reach for `f` this turn, whatever the step (always false with the trick off). */
export function tooFar(f: Fighter, t: Pos, spends: number): boolean {
  return nearTerrain.on && Math.max(Math.abs(t.x - f.pos.x), Math.abs(t.y - f.pos.y)) + 1 + spends > f.speed;
}

/** Whether the options read the fighter's field: a foe beyond reach or terrain near (always, with the trick off). */
export function fieldRead(beyond: boolean, near: boolean): boolean {
  return !nearTerrain.on || beyond || near;
}
