/**
 * Gaze Attack, used only in the Mover's Action Phase: one enemy in the
 * gazer's line of sight (any distance; the option `gazeRange` limits it) is
 * held for the rest of the move: no shot or shooting ability in the
 * Non-Mover's Shooting Phase, no dice in a melee (nor in free attacks). The
 * hold breaks when the gazer loses sight of it (checked as each phase
 * starts), when it is wounded, or when another ability is used on it.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { distance } from '../grid.ts';
import { who, type G } from '../game.ts';
import { seesForShot } from '../sight.ts';
import { canUse, markUsed } from './use.ts';

/** The enemies `m` may gaze at now. */
export function gazeTargets(g: G, m: Model): Model[] {
  if (!canUse(m, 'gaze-attack') || g.st.phase !== 'mover') return [];
  const { board, models } = g.st;
  return models.filter((e) => e.status === 'in-play' && e.side !== m.side && e.gazedBy === null
    && (g.o.gazeRange === 0 || distance(m, e) <= g.o.gazeRange) && seesForShot(board, models, m, e));
}

export function gaze(g: G, m: Model, t: Model): void {
  markUsed(m, 'gaze-attack');
  t.gazedBy = m.id;
  if (g.ctx.log) note(g.ctx, SEC.gaze, `${who(m)} fixes ${who(t)} with its gaze: no shooting and no melee dice for ${who(t)} this move while the gaze holds`);
}

/** Frees `m` from a gaze, saying why. */
export function breakGaze(g: G, m: Model, why: string): void {
  if (m.gazedBy === null) return;
  m.gazedBy = null;
  if (g.ctx.log) note(g.ctx, SEC.gaze, `the gaze on ${who(m)} is broken: ${why}`);
}

/** As a phase starts: a gaze whose gazer is gone or no longer sees its target is broken. */
export function checkGazes(g: G): void {
  const { board, models } = g.st;
  for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.gazedBy === null || m.status !== 'in-play') continue;
    const gazer = models.find((x) => x.id === m.gazedBy);
    if (!gazer || gazer.status !== 'in-play') breakGaze(g, m, 'the gazer is gone');
    else if (!seesForShot(board, models, gazer, m)) breakGaze(g, m, `${who(gazer)} lost sight of it`);
  }
}
