/**
 * Control Enemy, in the user's Mover's Action Phase or its Non-Mover's
 * Shooting Phase: on a 3 or more the user moves one enemy it has line of
 * sight to, with that enemy's own movement (never doubled by Swift Mover).
 * Neither may start in an enemy kill zone. The controlled model is not
 * stopped by kill zones (the Kill Zone rule's exception), walks only where
 * it could walk (not through its own enemies) and ends on a legal square;
 * the user's side picks the square, a kill zone of its own included.
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { choice, lazyChoice } from '../../../../core/request.ts';
import { STAY, type Act } from '../acts.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { engagedBy } from '../grid.ts';
import { moveRules, seatOf, who, type G } from '../game.ts';
import { pathTo, reachable } from '../movement.ts';
import { afterMove } from '../dungeon/act.ts';
import { endName } from '../dungeon/moves.ts';
import { seesForShot } from '../sight.ts';
import { logOdds, targetOdds } from '../odds.ts';
import { breakGaze } from './gaze.ts';
import { canUse, markUsed } from './use.ts';

export const CONTROL_ROLL = 3;

/** The enemies `m` may take control of now. */
export function controlTargets(g: G, m: Model): Model[] {
  const { board, models, phase } = g.st;
  if (!canUse(m, 'control-enemy') || (phase !== 'mover' && phase !== 'non-mover') || engagedBy(models, m, board).length) return [];
  return models.filter((e) => e.status === 'in-play' && e.side !== m.side && !engagedBy(models, e, board).length && seesForShot(board, models, m, e));
}

/** Rolls for control of `t`; on a success the user's side moves it. */
export function controlEnemy(g: G, m: Model, t: Model): void {
  const { ctx, st } = g;
  markUsed(m, 'control-enemy');
  breakGaze(g, t, 'another ability was used on it');
  logOdds(ctx, SEC.controlEnemy, `${who(m)} takes control of ${who(t)} on ${CONTROL_ROLL}+:`, targetOdds(CONTROL_ROLL));
  const [d] = roll(ctx, 1, 6, SEC.controlEnemy, `${who(m)}'s Control Enemy on ${who(t)} (${CONTROL_ROLL}+)`, (r) => (r[0]! >= CONTROL_ROLL ? 'it works' : 'it fails'));
  if (d! < CONTROL_ROLL) return;
  const reach = reachable(st.board, st.models, t, moveRules(g.o, st), t.movement, { swift: false, ignoreZones: true });
  st.target = t.id;
  const to = ctx.ask<Act>({
    who: seatOf(st, m),
    rule: SEC.controlEnemy,
    kind: 'control-move',
    prompt: `Where does ${who(m)} make ${who(t)} go?`,
    options: [choice(STAY, 'stay', `Leave ${who(t)} where it is`), ...reach.ends.map((e) => lazyChoice<Act>({ act: 'move', x: e.x, y: e.y }, `move:${e.x},${e.y}`, () => `Move ${who(t)} to ${endName(st, e)}`))],
  });
  st.target = null;
  if (to.act !== 'move') return;
  const { x, y } = to;
  const path = pathTo(reach, x, y);
  const from = { x: t.x, y: t.y };
  t.x = x;
  t.y = y;
  if (ctx.log) note(ctx, SEC.controlEnemy, `${who(m)} moves ${who(t)} to (${x}, ${y}) by ${path.map((p) => `(${p.x}, ${p.y})`).join(' ')}`);
  if (st.dungeon) afterMove(g, t, from, path);
}
