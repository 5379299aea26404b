/**
 * Both bots' use of a Move that crosses terrain with a Feat (rules/combat/
 * terrain.ts): towards a foe, a crossing is taken when walking cannot get
 * as near this turn and the Feat is likely enough: one chance in two, or,
 * for a pit (which hurts on a failure) that walking could get round, two in three.
 */
import { toNumber } from '../../../core/odds.ts';
import type { Option } from '../../../core/request.ts';
import type { Fighter, GameState, Pos } from '../state.ts';
import type { Action } from '../rules/combat/action.ts';
import { distance } from '../rules/combat/grid.ts';
import { fieldOf, pathToward } from '../rules/combat/options.ts';
import { crossings } from '../rules/combat/terrain.ts';
import { featOdds, featScore } from '../rules/feats.ts';
import { TERRAIN } from '../tables/terrain.ts';

/** The crossing option that brings `f` nearest `t` when it beats walking and its odds are good enough; null otherwise. */
export function crossToward(st: GameState, f: Fighter, t: Fighter, opts: readonly Option<Action>[]): { id: string; why: string } | null {
  if (!opts.some((o) => o.value.kind === 'cross')) return null;
  const field = fieldOf(st, f);
  const walk = pathToward(st, f, t, 1, field);
  const after: Pos | null = walk ? (walk.length ? walk[Math.min(walk.length, f.speed) - 1]! : f.pos) : null;
  let best: { id: string; why: string } | null = null;
  let near = after ? distance(after, t.pos) : Infinity;
  for (const c of crossings(st, f, field)) {
    const r = TERRAIN[c.kind];
    const odds = toNumber(featOdds(featScore(f, r.ability), r.difficulty));
    if (odds < (r.fall && walk ? 2 / 3 : 1 / 2)) continue;
    const dd = distance(c.to, t.pos);
    if (dd >= near) continue;
    const id = `cross:${c.over.x},${c.over.y}:${c.to.x},${c.to.y}`;
    if (!opts.some((o) => o.id === id)) continue;
    near = dd;
    best = { id, why: `to ${r.verb} ${r.name} gets nearer ${t.name} than walking (${Math.round(odds * 100)}%)` };
  }
  return best;
}
