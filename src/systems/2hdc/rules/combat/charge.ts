/**
 * 21.0 Charge into Melee Test: each side's Leader rolls Rep d6 counting
 * successes, with the modifiers of 21.0; more successes acts first, a tie is
 * re-taken. The Star counts +1 success (6.3.3).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { inRange, rollx } from '../../../../core/dice.ts';
import { diceRead, explain, explainSum, part, type Part } from '../../../../core/parts.ts';
import { lookup } from '../../../../core/tables.ts';
import { uses } from '../magic/items.ts';
import { CHARGE_21_0 } from '../../tables/combat.ts';
import { hasRage, hasTrait, type Fighter } from './fighter.ts';
import { TRAIT } from '../../speed/traits.ts';
import type { CombatOptions } from './options.ts';
import { chargeOddsText } from './odds.ts';
import { counted, plural } from '../../../../core/text.ts';

export interface ChargeSide {
  leader: Fighter;
  /** Moved into the Battle Board (-1d6). */
  active: boolean;
  /** Fleeing when contacting the opponent (-2d6). */
  fleeing: boolean;
  /** Twice or more characters than the other side (+1d6). */
  outnumber: boolean;
}

/** The reasons for one Leader's dice and automatic successes, as named parts (log only). */
export interface ChargeWhy {
  readonly dice: Part[];
  readonly auto: Part[];
}

/** 21.0: dice to roll and automatic successes for one Leader; `why` collects the reasons when given. */
export function chargeDice(s: ChargeSide, duty: CombatOptions['duty'], why: ChargeWhy | null = null): { dice: number; auto: number } {
  const f = s.leader;
  const c = f.c;
  let dice = c.rep;
  let auto = 0;
  why?.dice.push(part(c.rep, 'Rep'));
  if (hasTrait(f, TRAIT.Eager) || f.eager) { dice++; why?.dice.push(part(1, 'Eager')); }
  if (hasTrait(f, TRAIT.Fanatic)) { auto += 2; why?.auto.push(part(2, 'Fanatic')); }
  if (hasRage(f)) { auto += 1; why?.auto.push(part(1, 'Rage')); }
  if (c.star) { auto += 1; why?.auto.push(part(1, 'Star')); }
  if (uses(c, 'armor-of-awareness')) { dice++; why?.dice.push(part(1, 'Armor of Awareness')); }
  if (uses(c, 'cloak-of-stealth')) { dice++; why?.dice.push(part(1, 'Cloak of Stealth')); }
  if (uses(c, 'sword-of-rage')) { auto += 1; why?.auto.push(part(1, 'Sword of Rage')); }
  if (s.active) { dice--; why?.dice.push(part(-1, 'moved onto the Battle Board')); }
  if (s.fleeing) { dice -= 2; why?.dice.push(part(-2, 'fleeing')); }
  if (s.outnumber) { dice++; why?.dice.push(part(1, 'outnumbering 2:1')); }
  if (hasTrait(f, TRAIT.Duty)) {
    // 9.0.5 Duty: always counts as passing 2d6 (ruling: two of his dice are successes without rolling;
    // with fewer than two dice left he passes only those he has). Option 'plus-two': +2 on the full roll.
    const sure = duty === 'two-dice' ? Math.min(2, Math.max(0, dice)) : 2;
    if (duty === 'two-dice') dice -= sure;
    auto += sure;
    if (sure && duty === 'two-dice') why?.dice.push(part(-sure, `Duty (${counted(sure, 'die', 'dice')} ${plural(sure, 'passes', 'pass')} without rolling)`));
    if (sure) why?.auto.push(part(sure, 'Duty'));
  }
  if (dice < 0) why?.dice.push(part(-dice, 'no fewer than 0d6'));
  return { dice: Math.max(0, dice), auto };
}

/**
 * Rolls one Leader's test; returns the successes. With the log on, `why`
 * receives them as parts of the 21.0 number (counted against when `minus`).
 */
export function chargeRoll(ctx: Ctx, s: ChargeSide, duty: CombatOptions['duty'], why: Part[] | null = null, minus = false): number {
  const reasons: ChargeWhy | null = ctx.log ? { dice: [], auto: [] } : null;
  const { dice, auto } = chargeDice(s, duty, reasons);
  const name = s.leader.c.name;
  const rolled = rollx(ctx, dice, 6, '21.0', name, ' Charge into Melee', reasons && reasons.dice, ctx.log ? (d) => successesText(inRange(d, 1, 3), auto) : null);
  const succ = inRange(rolled, 1, 3) + auto;
  if (why && reasons) {
    why.push(diceRead(rolled, 'successes', `${name}'s successes`, undefined, undefined, undefined, minus));
    for (const p of reasons.auto) why.push(minus ? { ...p, value: -p.value, label: `${name}'s ${p.label}` } : { ...p, label: `${name}'s ${p.label}` });
  }
  if (ctx.log && reasons) note(ctx, '21.3', `${name}: ${counted(succ, 'success', 'successes')} in all (${explainSum([part(succ - auto, 'rolled'), ...reasons.auto])})`);
  return succ;
}

function successesText(rolled: number, auto: number): string {
  return `${counted(rolled, 'success', 'successes')} rolled (1-3)${auto ? `, +${auto} automatic` : ''}`;
}

/** 21.3: the winning side (0 or 1); ties re-taken. */
export function chargeTest(ctx: Ctx, a: ChargeSide, b: ChargeSide, duty: CombatOptions['duty']): 0 | 1 {
  for (let guard = 0; guard < 1000; guard++) {
    if (ctx.log) {
      const wa: ChargeWhy = { dice: [], auto: [] };
      const wb: ChargeWhy = { dice: [], auto: [] };
      const da = chargeDice(a, duty, wa);
      const db = chargeDice(b, duty, wb);
      note(ctx, '21.0', chargeOddsText(a.leader.c.name, da.dice, da.auto, { dice: explain(wa.dice), auto: explain(wa.auto) }, b.leader.c.name, db.dice, db.auto, { dice: explain(wb.dice), auto: explain(wb.auto) }));
    }
    const why: Part[] | null = ctx.log ? [] : null;
    const sa = chargeRoll(ctx, a, duty, why);
    const sb = chargeRoll(ctx, b, duty, why, true);
    const r = lookup(ctx, CHARGE_21_0, sa - sb, '', why);
    if (r === 'win') return 0;
    if (r === 'lose') return 1;
  }
  return 0;
}
