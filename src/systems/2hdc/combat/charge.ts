/**
 * 21.0 Charge into Melee Test: each side's Leader rolls Rep d6 counting
 * successes, with the modifiers of 21.0; more successes acts first, a tie is
 * re-taken. The Star counts +1 success (6.3.3).
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { inRange } from '../../../core/dice.ts';
import { lookup } from '../../../core/tables.ts';
import { hasAttribute } from '../state.ts';
import { uses } from '../magic/items.ts';
import { CHARGE_21_0 } from '../tables/combat.ts';
import { hasRage, type Fighter } from './fighter.ts';
import type { CombatOptions } from '../options-combat.ts';
import { rollAs } from './roll.ts';
import { chargeOddsText } from './odds.ts';
import { counted } from '../../../core/text.ts';

export interface ChargeSide {
  leader: Fighter;
  /** Moved into the Battle Board (-1d6). */
  active: boolean;
  /** Fleeing when contacting the opponent (-2d6). */
  fleeing: boolean;
  /** Twice or more characters than the other side (+1d6). */
  outnumber: boolean;
}

/** 21.0: dice to roll and automatic successes for one Leader. */
export function chargeDice(s: ChargeSide, duty: CombatOptions['duty']): { dice: number; auto: number } {
  const f = s.leader;
  const c = f.c;
  let dice = c.rep;
  let auto = 0;
  if (hasAttribute(c, 'Eager') || f.eager) dice++;
  if (hasAttribute(c, 'Fanatic')) auto += 2;
  if (hasRage(f)) auto += 1;
  if (c.star) auto += 1;
  if (uses(c, 'armor-of-awareness')) dice++;
  if (uses(c, 'cloak-of-stealth')) dice++;
  if (uses(c, 'sword-of-rage')) auto += 1;
  if (s.active) dice--;
  if (s.fleeing) dice -= 2;
  if (s.outnumber) dice++;
  if (hasAttribute(c, 'Duty')) {
    // 9.0.5 Duty: always counts as passing 2d6 (ruling: two of his dice are successes without rolling;
    // with fewer than two dice left he passes only those he has). Option 'plus-two': +2 on the full roll.
    const sure = duty === 'two-dice' ? Math.min(2, Math.max(0, dice)) : 2;
    if (duty === 'two-dice') dice -= sure;
    auto += sure;
  }
  return { dice: Math.max(0, dice), auto };
}

/** Rolls one Leader's test; returns the successes. */
export function chargeRoll(ctx: Ctx, s: ChargeSide, duty: CombatOptions['duty']): number {
  const { dice, auto } = chargeDice(s, duty);
  const succ = inRange(rollAs(ctx, dice, 6, '21.0', s.leader.c.name, ' Charge into Melee'), 1, 3) + auto;
  if (ctx.log) note(ctx, '21.3', `${s.leader.c.name}: ${counted(succ, 'success', 'successes')} (${dice}d6${auto ? ` + ${auto} automatic` : ''})`);
  return succ;
}

/** 21.3: the winning side (0 or 1); ties re-taken. */
export function chargeTest(ctx: Ctx, a: ChargeSide, b: ChargeSide, duty: CombatOptions['duty']): 0 | 1 {
  for (let guard = 0; guard < 1000; guard++) {
    if (ctx.log) {
      const da = chargeDice(a, duty);
      const db = chargeDice(b, duty);
      note(ctx, '21.0', chargeOddsText(a.leader.c.name, da.dice, da.auto, b.leader.c.name, db.dice, db.auto));
    }
    const sa = chargeRoll(ctx, a, duty);
    const sb = chargeRoll(ctx, b, duty);
    const r = lookup(ctx, CHARGE_21_0, Math.sign(sa - sb));
    if (r === 'win') return 0;
    if (r === 'lose') return 1;
  }
  return 0;
}
