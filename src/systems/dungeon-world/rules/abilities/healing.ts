/**
 * The healers, in the Mover's Action Phase. Healing Touch: a healer outside
 * every enemy kill zone gives one adjacent wounded hero (never itself) a
 * die of hits back, never above its starting hits. Field Healing: with
 * neither the healer nor those healed in an enemy kill zone, two adjacent
 * heroes get 1D3 hits each, or one gets 1D3+1 (the book names no phase:
 * ours, the Mover's Action Phase, like Healing Touch). Healing a hero held
 * by a gaze breaks the gaze (another ability used on it).
 */
import { halfD6, roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { atLeast, dieOdds, halfD6Odds } from '../../../../core/odds.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { adjacent, engagedBy } from '../grid.ts';
import { who, type G } from '../game.ts';
import { logOdds } from '../odds.ts';
import { breakGaze } from './gaze.ts';
import { canUse, markUsed } from './use.ts';

/** Wounded friends beside `m` that `ability` may heal now. */
export function healTargets(g: G, m: Model, ability: 'healing-touch' | 'field-healing'): Model[] {
  const { board, models, phase } = g.st;
  if (!canUse(m, ability) || phase !== 'mover' || engagedBy(models, m, board).length) return [];
  return models.filter((h) => h !== m && h.status === 'in-play' && h.side === m.side && h.wounds < h.maxWounds && adjacent(h, m)
    && (ability === 'healing-touch' || !engagedBy(models, h, board).length));
}

/** Gives `t` up to `n` hits back, never above its starting hits. */
function heal(g: G, t: Model, n: number, rule: string, by: Model): void {
  const before = t.wounds;
  t.wounds = Math.min(t.maxWounds, t.wounds + n);
  if (g.ctx.log) note(g.ctx, rule, `${who(by)} heals ${who(t)}: ${t.wounds - before} ${t.wounds - before === 1 ? 'hit' : 'hits'} back, ${t.wounds} of ${t.maxWounds}`);
  breakGaze(g, t, 'another ability was used on it');
}

export function healingTouch(g: G, m: Model, t: Model): void {
  markUsed(m, 'healing-touch');
  const need = t.maxWounds - t.wounds;
  logOdds(g.ctx, SEC.healingTouch, `${who(t)} back to full hits (${need} to heal with a die):`, atLeast(dieOdds(6), need));
  const [d] = roll(g.ctx, 1, 6, SEC.healingTouch, `${who(m)}'s Healing Touch on ${who(t)}`);
  heal(g, t, d!, SEC.healingTouch, m);
}

/** Field Healing on one hero (1D3+1) or two (1D3 each). */
export function fieldHealing(g: G, m: Model, ts: readonly Model[]): void {
  markUsed(m, 'field-healing');
  const bonus = ts.length === 1 ? 1 : 0;
  for (const t of ts) {
    const need = t.maxWounds - t.wounds - bonus;
    logOdds(g.ctx, SEC.fieldHealing, `${who(t)} back to full hits (1D3${bonus ? '+1' : ''} against ${t.maxWounds - t.wounds} lost):`, atLeast(halfD6Odds(), need));
    const [d] = roll(g.ctx, 1, 6, SEC.fieldHealing, `${who(m)}'s Field Healing on ${who(t)} (1D3${bonus ? '+1' : ''})`);
    heal(g, t, halfD6(d!) + bonus, SEC.fieldHealing, m);
  }
}

/** Regenerate, instead of the model's action: one hit back. */
export function regenerate(g: G, m: Model): void {
  markUsed(m, 'regenerate');
  m.wounds = Math.min(m.maxWounds, m.wounds + 1);
  if (g.ctx.log) note(g.ctx, SEC.regenerate, `${who(m)} regenerates instead of acting: ${m.wounds} of ${m.maxWounds} hits`);
}
