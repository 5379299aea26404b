/**
 * Damage from the dungeon itself: a sprung trap (37.1.4, Impact = dungeon
 * level), a fall (37.1.6, Impact 4) and vermin (37.1.7, Impact 1), each read
 * on the Shooting Damage Table (23.5) with Star Power (6.3.1) for Stars.
 * An adapter: the fight code owns 23.5 inside battles (see the final report).
 */
import { rollq } from './quiet.ts';
import { note, type Ctx } from '../../../core/engine.ts';
import type { Character } from '../state.ts';
import { lookupDice } from '../../../core/tables.ts';
import { explainSum, part, type Part } from '../../../core/parts.ts';
import { SHOOTING_DAMAGE_23_5 } from '../tables/combat.ts';

export type Hazard = 'obviously-dead' | 'out-of-the-fight' | 'duck-back';

const LEVELS: readonly Hazard[] = ['duck-back', 'out-of-the-fight', 'obviously-dead'];

/** 23.5: Impact modified by AC (6 → −1, 2 → +1) and protective armour; 1 kills, Impact or less puts Out of the Fight. */
export function hazardDamage(ctx: Ctx, rule: string, c: Character, impact: number, deadCountsAsOut = false): Hazard {
  let imp = impact;
  const why: Part[] | null = ctx.log ? [part(impact, 'Impact')] : null;
  if (c.armor === 6) { imp--; why?.push(part(-1, 'AC 6')); }
  if (c.armor === 2) { imp++; why?.push(part(1, 'AC 2')); }
  for (const m of c.magic) if (m.id === 'armor-of-protection' || m.id === 'deflective-armor') { imp--; why?.push(part(-1, m.name)); }
  let level = 0;
  if (imp > 0) {
    const d = rollq(ctx, 1, 6, '23.5', 'Damage to ', c.name, why ? ` (${explainSum(why)})` : '');
    const r = lookupDice(ctx, SHOOTING_DAMAGE_23_5(imp), d, 'face', c.name);
    level = r === 'obviously-dead' ? 2 : r === 'out-of-the-fight' ? 1 : 0;
  } else if (why) note(ctx, '23.5', `${c.name}: ${explainSum(why)}, too low to harm`);
  if (deadCountsAsOut && level === 2) level = 1;
  // 6.3.1 Star Power: each 1–3 lowers the damage one level; each 6 loses the die.
  if (c.star && c.starPower > 0 && level > 0) {
    const dice = rollq(ctx, c.starPower, 6, '6.3.1', 'Star Power for ', c.name);
    for (const d of dice) {
      if (d <= 3 && level > 0) level--;
      else if (d === 6) c.starPower--;
    }
  }
  const r = LEVELS[level]!;
  if (r !== 'duck-back') c.status = r;
  if (ctx.log) note(ctx, rule, `${c.name}: ${r === 'duck-back' ? 'shaken but unhurt' : r === 'out-of-the-fight' ? 'Out of the Fight' : 'Obviously Dead'}.`);
  return r;
}
