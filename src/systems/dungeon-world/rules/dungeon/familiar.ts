/**
 * The Familiar (bought in the shop): a small animal that follows its owner.
 * In a melee with its owner every enemy throws one die less; three kill
 * dice of 6 in one melee (two of 6 from one shot) remove it; it never joins
 * a melee its owner is not in (moves.ts), opens no doors and explores
 * nothing, but its eyes count as a hero's against spawning. It stores 3
 * hits its owner takes back beside it (the owner's whole action). Removed,
 * it is gone for the game and no victory point.
 */
import { note } from '../../../../core/engine.ts';
import { choice, type Option } from '../../../../core/request.ts';
import type { Act } from '../acts.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { adjacent } from '../grid.ts';
import { who, type G } from '../game.ts';
import { heal, removeFamiliar } from '../combat/damage.ts';

function familiarOf(models: readonly Model[], owner: Model): Model | undefined {
  return models.find((f) => f.id === `f-${owner.id}`);
}

/** Dice a model loses in this melee: one when a familiar fights beside its owner against it. */
export function familiarPenalty(m: Model, group: readonly Model[]): number {
  if (m.side !== 'monsters') return 0;
  return group.some((f) => f.species === 'familiar' && f.status === 'in-play' && group.some((o) => o.status === 'in-play' && `f-${o.id}` === f.id)) ? 1 : 0;
}

/** A kill die on a familiar: only 6s count; enough of them in one melee or shot remove it. */
export function familiarHit(g: G, f: Model, die: number, ranged: boolean): void {
  const d = g.st.dungeon;
  if (!d || die < 6) return;
  const need = ranged ? 2 : 3;
  const n = (d.familiarSixes[f.id] = (d.familiarSixes[f.id] ?? 0) + 1);
  if (g.ctx.log) note(g.ctx, SEC.familiarMelee, `A 6 on ${who(f)}: ${n} of ${need}`);
  if (n >= need) removeFamiliar(g, f);
}

export function familiarOptions(g: G, m: Model, first: boolean): Option<Act>[] {
  const k = m.kit;
  if (!first || !k || k.stored === 0 || m.wounds >= m.maxWounds) return [];
  const f = familiarOf(g.st.models, m);
  if (!f || f.status !== 'in-play' || !adjacent(f, m)) return [];
  const out: Option<Act>[] = [];
  for (let n = 1; n <= Math.min(k.stored, m.maxWounds - m.wounds); n++) out.push(choice<Act>({ act: 'familiar', n }, `do:familiar:${n}`, `Take ${n} stored ${n === 1 ? 'hit' : 'hits'} back from the familiar (the whole action)`));
  return out;
}

export function useFamiliar(g: G, m: Model, n: number): 'end' {
  m.kit!.stored -= n;
  heal(g, m, n, SEC.familiarStore, 'hits stored in the familiar');
  return 'end';
}
