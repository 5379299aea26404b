/**
 * Core System: the three ways the chapter reads three six-sided dice. 3d6 +
 * bonus against a target (equal or more succeeds); 3×6 keeping the high,
 * middle or low die against an ability (equal or lower succeeds); 3×6
 * keeping a die as an effect (higher is better). One roll may serve several
 * of them: an attack's total and its damage die.
 */
import type { Ctx } from '../../../core/engine.ts';
import { rollq, sum, type Keep } from '../../../core/dice.ts';
import { atLeast, sumOdds, type Ratio } from '../../../core/odds.ts';
import { keptAtMostMemo } from '../speed/odds-memo.ts';

/** Rolls the three dice of any 3d6 or 3×6 roll, logged under `rule`. */
export function roll3(ctx: Ctx, rule: string, label: string): number[] {
  return rollq(ctx, 3, 6, rule, label);
}


/** 3d6 + bonus meets the target. */
export function meets(dice: readonly number[], bonus: number, target: number): boolean {
  return sum(dice) + bonus >= target;
}

/** P(3d6 + bonus ≥ target). */
export function meetsOdds(bonus: number, target: number): Ratio {
  return atLeast(sumOdds(3, 6, bonus), target);
}

/** P(the kept die of 3×6 ≤ score). */
export function keptAtMostOdds(which: Keep, score: number): Ratio {
  return keptAtMostMemo(which, score);
}

/** The three dice as the log shows them: "[4,2,5]". */
export function showDice(dice: readonly number[]): string {
  return `[${dice.join(',')}]`;
}
