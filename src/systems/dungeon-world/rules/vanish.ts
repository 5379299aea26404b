/**
 * Vanishing (Spawning Monsters): when a spawned monster's collection is all
 * in play, the Draken Master may take one of those models off the board and
 * set it up anew as the spawn, fresh, where spawns may appear (option
 * `vanish: when-full`; `never`: the spawn is lost, as the collection rule
 * alone says). A monster the heroes must slay is never vanished.
 */
import { note } from '../../../core/engine.ts';
import { choice } from '../../../core/request.ts';
import type { Model } from '../state.ts';
import type { Kind } from '../data/index.ts';
import { SEC } from '../sections.ts';
import { seat, who, type G } from './game.ts';

/** Offers to vanish a model of `k`'s species for this spawn; true when one was taken off. */
export function vanishFor(g: G, k: Kind): boolean {
  const { st, ctx } = g;
  if (g.o.vanish === 'never') return false;
  const cands = st.models.filter((m) => m.status === 'in-play' && m.side === 'monsters' && m.species === k.species && !st.objective.slay.includes(m.id));
  if (!cands.length) return false;
  const v = ctx.ask({
    who: seat(st, 'monsters'),
    rule: SEC.spawnVanish,
    kind: 'vanish',
    prompt: `Every ${k.name} of the collection is in play. Vanish one to set it up anew, or lose the spawn?`,
    options: [...cands.map((m) => choice<Model | null>(m, `vanish:${m.id}`, `Take ${who(m)} at (${m.x}, ${m.y}) off the board and set it up anew`)), choice(null, 'lose', 'Lose the spawn')],
  });
  if (v === null) return false;
  v.status = 'dead';
  if (ctx.log) note(ctx, SEC.spawnVanish, `${who(v)} vanishes from (${v.x}, ${v.y}) to be set up anew`);
  return true;
}
