/**
 * Hold Portal: in its side's Mover's Action Phase (alongside its action, as
 * the other spells) a wizard within 4 squares of a closed door that it sees
 * locks it on a die of 4-6. Walls and enemies block that sight; friendly
 * heroes do not (a door stands taller than they do). From then on a die is
 * rolled for the door in every Mover's Action Phase: 4-6 it stays locked,
 * lower and the spell is gone. Nobody opens a held door; a dungeon
 * condition that opens it breaks the spell (the Slime still seeps under it).
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Feature, Model } from '../../state.ts';
import { blocksSight, occupancy, terrainAt } from '../grid.ts';
import { who, type G } from '../game.ts';
import { clearLine, rangeTo } from '../sight.ts';
import { canUse, markUsed } from '../abilities/use.ts';
import { logOdds, targetOdds } from '../odds.ts';

/** The die a hold needs, at casting and in each later Mover's Action Phase. */
export const HOLD_ROLL = 4;
/** How far from the door the wizard may stand. */
const HOLD_RANGE = 4;

function isHeld(f: Feature): boolean {
  return f.held !== undefined;
}

/** Whether `m` sees door `f`: walls and enemies in between block, friends do not. */
function seesDoor(g: G, m: Model, f: Feature): boolean {
  const { board, models } = g.st;
  const occ = occupancy(board, models);
  return clearLine(m, f, (x, y) => {
    if (blocksSight(terrainAt(board, x, y))) return true;
    const i = occ[y * board.width + x]! - 1;
    return i >= 0 && models[i]!.side !== m.side;
  });
}

/** The closed, unheld doors `m` may cast Hold Portal on now. */
export function portalTargets(g: G, m: Model): Feature[] {
  const { st } = g;
  if (!st.dungeon || st.phase !== 'mover' || !canUse(m, 'hold-portal')) return [];
  return st.dungeon.features.filter((f) => f.kind === 'door' && !f.gone && !isHeld(f) && terrainAt(st.board, f.x, f.y) === '+' && rangeTo(m, f) <= HOLD_RANGE && seesDoor(g, m, f));
}

/** Casts Hold Portal on door `f`: locked on 4-6. */
export function holdPortal(g: G, m: Model, f: Feature): void {
  const { ctx, st } = g;
  markUsed(m, 'hold-portal');
  logOdds(ctx, SEC.holdPortal, `${who(m)} holds the door at (${f.x}, ${f.y}) on ${HOLD_ROLL}+:`, targetOdds(HOLD_ROLL));
  const [d] = roll(ctx, 1, 6, SEC.holdPortal, `${who(m)}'s Hold Portal on the door at (${f.x}, ${f.y}) (${HOLD_ROLL}+)`, (r) => (r[0]! >= HOLD_ROLL ? 'locked' : 'the spell fails'));
  if (d! < HOLD_ROLL) return;
  f.held = st.move;
  if (ctx.log) note(ctx, SEC.holdPortal, `the door at (${f.x}, ${f.y}) is magically locked: nobody opens it while the spell holds`);
}

/** The start of each Mover's Action Phase: every door held since an earlier move rolls to stay locked. */
export function keepPortals(g: G): void {
  const { ctx, st } = g;
  for (let i1 = 0, a1 = st.dungeon?.features ?? []; i1 < a1.length; i1++) {
    const f = a1[i1]!;
    if (!isHeld(f) || f.held! >= st.move) continue;
    const [d] = roll(ctx, 1, 6, SEC.holdPortal, `the held door at (${f.x}, ${f.y}) (${HOLD_ROLL}+ to stay locked)`, (r) => (r[0]! >= HOLD_ROLL ? 'still locked' : 'the spell fails'));
    if (d! >= HOLD_ROLL) continue;
    f.held = undefined; // not deleted: the feature keeps its hidden class (state.ts newFeature)
    if (ctx.log) note(ctx, SEC.holdPortal, `the Hold Portal on the door at (${f.x}, ${f.y}) fails: it may be opened again`);
  }
}
