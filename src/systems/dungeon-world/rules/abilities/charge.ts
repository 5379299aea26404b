/**
 * Charge Attack: a model that starts its action outside every enemy kill
 * zone may stop its move on entering one for a free attack (its plain
 * attack dice, the enemies do not strike back) on the enemies whose zone it
 * entered; if none of them is left beside it, it walks on with the points
 * it has left (and stops at the next kill zone, one charge a move).
 */
import { objects } from '../../speed/arrays.ts';
import { note } from '../../../../core/engine.ts';
import { choice, lazyChoice } from '../../../../core/request.ts';
import { STAY, type Act } from '../acts.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { engagedBy, isRevealed, killZones } from '../grid.ts';
import { moveRules, seatOf, who, type G } from '../game.ts';
import { pathTo, reachable, type Reach } from '../movement.ts';
import { freeAttacks } from '../combat/melee.ts';
import { canUse, markUsed } from './use.ts';
import { afterMove } from '../dungeon/act.ts';
import { endName } from '../dungeon/moves.ts';

/** The ends of `reach` where `m` may stop to charge: squares in an enemy kill zone, when it starts outside them all. */
export function chargeSquares(g: G, m: Model, reach: Reach): { x: number; y: number; cost: number }[] {
  const { board, models } = g.st;
  // One kind of array whether empty or not (speed/arrays.ts): the mover's action read both kinds and was compiled again.
  const out = objects<{ x: number; y: number; cost: number }>();
  if (!canUse(m, 'charge-attack') || engagedBy(models, m, board).length) return out;
  const kz = killZones(board, models, m.side);
  // No charge into an area not yet revealed (the far end of a staircase): nobody knows what waits there.
  for (let i = 0; i < reach.ends.length; i++) {
    const e = reach.ends[i]!;
    if (kz[e.y * board.width + e.x] === 1 && e.cost <= m.movement && (!g.st.dungeon || isRevealed(board, e.x, e.y))) out.push(e);
  }
  return out;
}

/** Walks to (x, y), attacks the enemies beside it, and walks on if they are all gone. */
export function charge(g: G, m: Model, reach: Reach, x: number, y: number): void {
  const { ctx, st } = g;
  const cost = reach.cost[y * reach.width + x]!;
  markUsed(m, 'charge-attack');
  const path = pathTo(reach, x, y);
  const from = { x: m.x, y: m.y };
  m.x = x;
  m.y = y;
  const foes = engagedBy(st.models, m, st.board);
  if (ctx.log) note(ctx, SEC.chargeAttack, `${who(m)} charges to (${x}, ${y}) by ${path.map((p) => `(${p.x}, ${p.y})`).join(' ')} and attacks ${foes.map(who).join(' and ')}`);
  // The dungeon's part of the walk (teleporters, conditions, a trap counter that takes the points left).
  const pointsLeft = !st.dungeon || afterMove(g, m, from, path);
  if (m.status !== 'in-play') return;
  freeAttacks(g, [m], foes, SEC.chargeAttack);
  const left = m.movement - cost;
  if (m.status !== 'in-play' || !pointsLeft || engagedBy(st.models, m, st.board).length || left <= 0) return;
  const on = reachable(st.board, st.models, m, moveRules(g.o, st), left, { swift: false, ignoreZones: false });
  if (!on.ends.length) return;
  const to = ctx.ask<Act>({
    who: seatOf(st, m),
    rule: SEC.chargeAttack,
    kind: 'charge-on',
    prompt: `${who(m)} cut its way through: walk on with ${left} ${left === 1 ? 'point' : 'points'}?`,
    options: [choice(STAY, 'stay', 'Stop here'), ...on.ends.map((e) => lazyChoice<Act>({ act: 'move', x: e.x, y: e.y }, `move:${e.x},${e.y}`, () => `Walk on to ${endName(st, e)}, ${e.cost} ${e.cost === 1 ? 'point' : 'points'}`))],
  });
  if (to.act !== 'move') return;
  const { x: nx, y: ny } = to;
  const rest = pathTo(on, nx, ny);
  const at = { x: m.x, y: m.y };
  m.x = nx;
  m.y = ny;
  if (ctx.log) note(ctx, SEC.chargeAttack, `${who(m)} walks on to (${nx}, ${ny}) by ${rest.map((p) => `(${p.x}, ${p.y})`).join(' ')}`);
  if (st.dungeon) afterMove(g, m, at, rest);
}
