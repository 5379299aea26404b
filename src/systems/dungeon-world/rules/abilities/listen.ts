/**
 * Listen: instead of its action, and using no other ability that move, a
 * hero stands still and listens; the next move its side adds 1 to the
 * initiative die (within the side's +2 cap, initiative.ts). The party must
 * be strung out no further than 20 squares from one hero to the next: every
 * hero in play linked to the listener by such steps, and at least one other.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { GameState, Model, Side } from '../../state.ts';
import { distance } from '../grid.ts';
import { who, type G } from '../game.ts';
import { canUse, markUsed, usedAny } from './use.ts';

const LISTEN_REACH = 20;

/** Whether every friend of `m` in play is linked to it in steps of at most 20 squares (and there is one). */
export function partyStrung(st: GameState, m: Model): boolean {
  const party = st.models.filter((h) => h.status === 'in-play' && h.side === m.side);
  if (party.length < 2) return false;
  const linked = new Set<Model>([m]);
  const queue = [m];
  while (queue.length) {
    const a = queue.pop()!;
    for (const b of party) if (!linked.has(b) && distance(a, b) <= LISTEN_REACH) (linked.add(b), queue.push(b));
  }
  return linked.size === party.length;
}

/** Whether `m` may listen now: in the Mover's Action Phase, before any action or other ability. */
export function canListen(g: G, m: Model, acted: boolean): boolean {
  return !acted && g.st.phase === 'mover' && canUse(m, 'listen') && !usedAny(m) && partyStrung(g.st, m);
}

export function listen(g: G, m: Model): void {
  markUsed(m, 'listen');
  m.listenedOn = g.st.move;
  if (g.ctx.log) note(g.ctx, SEC.listen, `${who(m)} stands still and listens: +1 to the initiative next move`);
}

/** Listeners of `side` who listened last move and are still in play. */
export function listenBonus(st: GameState, side: Side): number {
  let n = 0;
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.side === side && m.status === 'in-play' && m.listenedOn > 0 && m.listenedOn === st.move - 1) n++;
  }
  return n;
}
