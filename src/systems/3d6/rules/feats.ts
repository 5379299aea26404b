/**
 * Feats: roll 3×6, keep the die the difficulty picks (High keeps the high
 * die), succeed on equal or lower than the ability. Each Wound lowers
 * Fortitude, Reflex and Will by one for Feats (Recovery); an effective 0 or
 * less fails without a roll. A long Feat takes several rounds of the Feat
 * action before its roll (Combat: Actions: Feat).
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { keep } from '../../../core/dice.ts';
import { ratio, type Ratio } from '../../../core/odds.ts';
import { explainSum, part, type Part } from '../../../core/parts.ts';
import type { Ability } from '../data/schema.ts';
import { SEC } from '../sections.ts';
import type { Fighter } from '../state.ts';
import { DIFFICULTY_WORD, KEEP_BY_DIFFICULTY, KEEP_WORD, type Difficulty } from '../tables/core.ts';
import { keptAtMostOdds, roll3 } from './dice.ts';
import { logOdds } from './odds.ts';

/** The primary abilities a Wound lowers for Feats (Recovery's example names these three). */
const WOUNDED_ABILITIES: readonly Ability[] = ['fortitude', 'reflex', 'will'];

export const ABILITY_WORD: Readonly<Record<Ability, string>> = { fortitude: 'Fortitude', reflex: 'Reflex', will: 'Will', vigor: 'Vigor', luck: 'Luck', charm: 'Charm' };

type Tester = Pick<Fighter, 'name' | 'abilities' | 'wounds'>;

/** The score a Feat is tested against, as parts: the ability, less one per Wound for Fortitude, Reflex and Will. */
function featScoreParts(f: Tester, ability: Ability): Part[] {
  const parts = [part(f.abilities[ability], ABILITY_WORD[ability])];
  if (f.wounds > 0 && WOUNDED_ABILITIES.includes(ability)) parts.push(part(-f.wounds, f.wounds === 1 ? 'Wound' : 'Wounds'));
  return parts;
}

export function featScore(f: Tester, ability: Ability): number {
  const w = WOUNDED_ABILITIES.includes(ability) ? f.wounds : 0;
  return f.abilities[ability] - w;
}

/** The exact chance of a Feat against an effective score: 0 at 0 or less. */
export function featOdds(score: number, difficulty: Difficulty): Ratio {
  if (score <= 0) return ratio(0, 1);
  return keptAtMostOdds(KEEP_BY_DIFFICULTY[difficulty], score);
}

/**
 * Tests a Feat and logs its odds, roll and result. `what` names the task
 * ("to leap the pit"); `rule` is the section that calls for it.
 */
export function feat(ctx: Ctx, f: Tester, ability: Ability, difficulty: Difficulty, rule: string, what: string): boolean {
  const score = featScore(f, ability);
  const which = KEEP_BY_DIFFICULTY[difficulty];
  const head = ctx.log ? `${f.name}: ${DIFFICULTY_WORD[difficulty]} Feat of ${ABILITY_WORD[ability]} ${what}` : '';
  if (score <= 0) {
    if (ctx.log) note(ctx, SEC.feats, `${head}: ${explainSum(featScoreParts(f, ability))}, an effective 0 or less fails without a roll.`);
    return false;
  }
  if (ctx.log) logOdds(ctx, SEC.feats, `${head} (${explainSum(featScoreParts(f, ability))}) succeeds`, featOdds(score, difficulty));
  const dice = roll3(ctx, rule, ctx.log ? `${head}, keep the ${KEEP_WORD[which]}` : '');
  const kept = keep(dice, which);
  const ok = kept <= score;
  if (ctx.log) note(ctx, SEC.feats, `${f.name} keeps ${kept} against ${score}: ${ok ? 'success' : 'failure'}.`);
  return ok;
}
