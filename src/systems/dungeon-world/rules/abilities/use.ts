/**
 * Special Abilities: using one is not an action (it comes on top of the
 * phase), a model may use several, but each at most once a move. The
 * Wraith's `oneOf` pair (Control Enemy or Multi Shot) is picked by its side
 * once a move, before either is used. Protections and a gaze last the move.
 */
import { note } from '../../../../core/engine.ts';
import { option } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { GameState, Model } from '../../state.ts';
import { seatOf, who, type G } from '../game.ts';
import { words } from '../../speed/arrays.ts';

/** Whether `m` may use `id` now: it has it, has not used it this move or spent it, and its side's pick allows it. */
export function canUse(m: Model, id: string): boolean {
  if (m.status !== 'in-play' || !m.abilities.includes(id) || m.used.includes(id) || m.spent.includes(id)) return false;
  return !(m.oneOf.includes(id) && m.pick !== null && m.pick !== id);
}

/** Records that `m` used `id` this move (a `oneOf` use is its pick). */
export function markUsed(m: Model, id: string): void {
  if (!m.used.includes(id)) m.used.push(id);
  if (m.oneOf.includes(id)) m.pick = id;
}

/** Whether `m` has used any ability this move (Swift Mover doubles only a move with none). */
export function usedAny(m: Model, except: string = ''): boolean {
  return m.used.some((u) => u !== except);
}

/** A new move: every model's uses, pick, gaze and protections start afresh. */
export function startMove(st: GameState): void {
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.used.length) m.used = words();
    m.pick = null;
    m.gazedBy = null;
    m.fingerOn = null;
    if (m.guards.length) m.guards = words();
  }
}

/** Damage of a kind the model does not take: its own immunity (the Mage's fire) or a protection cast this move. */
export function immuneTo(m: Model, kind: 'fire' | 'poison'): boolean {
  return m.immune.includes(kind) || m.guards.includes(kind);
}

/** The Wraith's choice for this move, asked of its side the first time it matters. */
export function pickOneOf(g: G, m: Model): void {
  if (m.oneOf.length < 2 || m.pick !== null || m.status !== 'in-play') return;
  g.st.acting = m.id;
  const id = g.ctx.ask({
    who: seatOf(g.st, m),
    rule: SEC.wraith,
    kind: 'one-of',
    prompt: `Which does ${who(m)} use this move (never both)?`,
    options: m.oneOf.map((a) => option(a, a.replace(/-/g, ' '))),
  });
  m.pick = id;
  if (g.ctx.log) note(g.ctx, SEC.wraith, `${who(m)} will use ${id.replace(/-/g, ' ')} this move, not ${m.oneOf.filter((a) => a !== id).join(' or ').replace(/-/g, ' ')}`);
}
