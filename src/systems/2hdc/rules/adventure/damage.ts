/**
 * Damage from the dungeon itself: a sprung trap (37.1.4, "a missile" of
 * Impact = dungeon level), a fall (37.1.6, Impact 4) and vermin (37.1.7,
 * Impact 1), each a shooting hit on the fight's own path (combat/damage.ts
 * hazardHit): the armour as worn, the once-only abilities and
 * Resiliency items (each hazard counting as one fight), then Star Power.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import type { Character } from '../../state.ts';
import { hazardHit } from '../api.ts';
import { part, type Part } from '../../../../core/parts.ts';

export type Hazard = 'obviously-dead' | 'out-of-the-fight' | 'duck-back';

const LABELS: Record<string, string> = { '37.1.4': 'Trap', '37.1.6': 'Fall', '37.1.7': 'Vermin' };
/** What the Impact is, as its first named part. */
const IMPACTS: Record<string, string> = { '37.1.4': 'dungeon level', '37.1.6': 'a fall', '37.1.7': 'vermin' };

/** 23.5 on a hazard; Obviously Dead may count as Out of the Fight (vermin). Duck Back means shaken but unhurt. */
export function hazardDamage(ctx: Ctx, rule: string, c: Character, impact: number, deadCountsAsOut = false): Hazard {
  const why: Part[] | null = ctx.log ? [part(impact, IMPACTS[rule] ?? 'Impact')] : null;
  const taken = hazardHit(ctx, c, impact, LABELS[rule] ?? 'Hazard', deadCountsAsOut, why);
  const r: Hazard = taken === 'obviously-dead' || taken === 'out-of-the-fight' ? taken : 'duck-back';
  if (r !== 'duck-back') c.status = r;
  if (ctx.log) note(ctx, rule, `${c.name}: ${r === 'duck-back' ? 'shaken but unhurt' : r === 'out-of-the-fight' ? 'Out of the Fight' : 'Obviously Dead'}.`);
  return r;
}
