/**
 * Finger of Death, once a game: in the Mover's Action Phase a wizard outside
 * every enemy kill zone, instead of any action, names one enemy in its line
 * of sight. At the end of the Non-Mover's Shooting Phase that enemy dies,
 * provided the wizard was not shot at meanwhile by an enemy able to harm it
 * (a fire breath cannot harm a wizard immune to fire), is still outside
 * every enemy kill zone, and no dungeon condition struck it this move (the
 * dungeon's rules list those heroes in `dungeon.affected`). The spell is spent
 * when cast, whether it works or not.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { GameState, Model } from '../../state.ts';
import { engagedBy } from '../grid.ts';
import { byId, who, type G } from '../game.ts';
import { seesForShot } from '../sight.ts';
import { kill } from '../combat/damage.ts';
import { canUse, immuneTo, markUsed } from '../abilities/use.ts';

/** Whether a dungeon condition struck `m` this move (rules/dungeon/traps.ts lists them; the list is cleared as a move starts). */
function struckByCondition(st: GameState, m: Model): boolean {
  return st.dungeon?.affected.includes(m.id) ?? false;
}

/** The enemies `m` may name now (none when it may not cast). */
export function fingerTargets(g: G, m: Model): Model[] {
  const { board, models } = g.st;
  if (!canUse(m, 'finger-of-death') || g.st.phase !== 'mover' || struckByCondition(g.st, m) || engagedBy(models, m, board).length) return [];
  return models.filter((e) => e.status === 'in-play' && e.side !== m.side && seesForShot(board, models, m, e));
}

export function castFinger(g: G, m: Model, t: Model): void {
  markUsed(m, 'finger-of-death');
  m.spent.push('finger-of-death');
  m.fingerOn = t.id;
  if (g.ctx.log) note(g.ctx, SEC.fingerOfDeath, `${who(m)} points a Finger of Death at ${who(t)}: it dies at the end of the Non-Mover's Shooting Phase unless ${who(m)} is shot at, engaged or struck by the dungeon first`);
}

/** A shot at a wizard whose spell is pending breaks it, if the shot could harm the wizard. */
export function shotAt(g: G, shooter: Model, target: Model, fire: boolean): void {
  if (target.fingerOn === null || (fire && immuneTo(target, 'fire'))) return;
  target.fingerOn = null;
  if (g.ctx.log) note(g.ctx, SEC.fingerOfDeath, `${who(shooter)} shoots at ${who(target)}: the Finger of Death fails`);
}

/** The end of the Non-Mover's Shooting Phase: each pending Finger of Death kills its target if the conditions still hold. */
export function resolveFingers(g: G): void {
  for (let i1 = 0, a1 = g.st.models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.fingerOn === null) continue;
    const t = byId(g.st, m.fingerOn);
    m.fingerOn = null;
    const why = m.status !== 'in-play' ? `${who(m)} is gone` : engagedBy(g.st.models, m, g.st.board).length ? `${who(m)} stands in an enemy kill zone`
      : struckByCondition(g.st, m) ? `a dungeon condition struck ${who(m)}` : t.status !== 'in-play' ? `${who(t)} is already gone` : '';
    if (why) {
      if (g.ctx.log) note(g.ctx, SEC.fingerOfDeath, `the Finger of Death fails: ${why}`);
      continue;
    }
    if (g.ctx.log) note(g.ctx, SEC.fingerOfDeath, `${who(m)}'s Finger of Death strikes ${who(t)} dead`);
    t.wounds = 0;
    kill(g, t, SEC.fingerOfDeath);
  }
}
