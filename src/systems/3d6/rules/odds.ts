/** The odds line every test logs before its roll: "Odds: 48% (...) to succeed". */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { Keep } from '../../../core/dice.ts';
import { pct } from '../../../core/odds-text.ts';
import { keepOdds, type Dist, type Ratio } from '../../../core/odds.ts';

export { pct };

/** Logs the exact chance of a roll about to be made (only when the log is on). */
export function logOdds(ctx: Ctx, rule: string, what: string, r: Ratio, extra = ''): void {
  if (ctx.log) note(ctx, rule, `Odds: ${what} ${pct(r)}${extra ? `; ${extra}` : ''}.`, { odds: { num: String(r.num), den: String(r.den) } });
}

/** The amount of a 3×6 roll keeping one die, plus a bonus: its exact distribution. */
export function keptAmountOdds(which: Keep, bonus = 0): Dist {
  return keepOdds(3, which).map((v) => v + bonus);
}

/** "2: 42% (91/216), 3: ..." — every amount with its chance. */
function amountsText(d: Dist): string {
  return d.outcomes.map((v) => `${v}: ${pct(d.exact(v))}`).join(', ');
}

/**
 * Logs the odds of damage about to be rolled against `hp`: the chance it
 * drops the target (to 0 HP or below), and each amount's chance.
 */
export function logDamageOdds(ctx: Ctx, rule: string, what: string, d: Dist, hp: number): void {
  if (ctx.log) logOdds(ctx, rule, `${what}: drops them (to 0 HP or below)`, d.chance((v) => hp - v <= 0), `damage ${amountsText(d)}`);
}

/**
 * Logs the odds of healing about to be rolled for a patient at `hp`: for the
 * unconscious, the chance it wakes them (1 HP or more); otherwise the chance
 * it brings them back to the full `maxHp`; and each amount's chance.
 */
export function logHealOdds(ctx: Ctx, rule: string, what: string, d: Dist, hp: number, maxHp: number, unconscious: boolean): void {
  if (!ctx.log) return;
  const r = unconscious ? d.chance((v) => hp + v >= 1) : d.chance((v) => hp + v >= maxHp);
  logOdds(ctx, rule, `${what}: ${unconscious ? 'wakes them (1 HP or more)' : 'back to full HP'}`, r, `heals ${amountsText(d)}`);
}
