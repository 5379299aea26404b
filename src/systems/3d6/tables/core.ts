/**
 * The chapter's rules as data, keyed by its headings (sections.ts). Which die
 * of a 3×6 roll each kind of roll keeps, what a critical hit does by weapon
 * type, the Wound test's difficulty by rest, and the fourteen combat actions
 * with how long their effects last.
 */
import type { Keep } from '../../../core/dice.ts';
import { SEC } from '../sections.ts';

export type Difficulty = 'high' | 'moderate' | 'low';
export type Size = 'small' | 'normal' | 'large';
export type Potency = 'strong' | 'moderate' | 'weak';
export type DamageType = 'blunt' | 'slashing' | 'piercing';

/** Core System, Feats: the harder the Feat, the higher the die kept (equal or lower than the ability succeeds). */
export const KEEP_BY_DIFFICULTY: Readonly<Record<Difficulty, Keep>> = { high: 'highest', moderate: 'middle', low: 'lowest' };
/** Combat: Damage: the die of the attack roll read as damage, by weapon size. */
export const KEEP_BY_SIZE: Readonly<Record<Size, Keep>> = { small: 'lowest', normal: 'middle', large: 'highest' };
/** Magic: the die a spell keeps by potency, and by band (Strong / Moderate / Weak). */
export const KEEP_BY_POTENCY: Readonly<Record<Potency, Keep>> = { strong: 'highest', moderate: 'middle', weak: 'lowest' };
/** Magic: an area spell's three bands, centre outwards. */
export const BAND_POTENCY: readonly Potency[] = ['strong', 'moderate', 'weak'];

/** The book's words for a difficulty ("Hard" in Dying is High). */
export const DIFFICULTY_WORD: Readonly<Record<Difficulty, string>> = { high: 'High', moderate: 'Moderate', low: 'Low' };
export const KEEP_WORD: Readonly<Record<Keep, string>> = { highest: 'high die', middle: 'middle die', lowest: 'low die' };

/** Recovery: the daily Wound test's difficulty, by how the character rests. */
export type Rest = 'adventuring' | 'bed-rest' | 'healer';
export const WOUND_TEST: Readonly<Record<Rest, { difficulty: Difficulty; rule: string; label: string }>> = {
  adventuring: { difficulty: 'high', rule: SEC.recovery, label: 'while adventuring' },
  'bed-rest': { difficulty: 'moderate', rule: SEC.recovery, label: 'with full bed rest' },
  healer: { difficulty: 'low', rule: SEC.recovery, label: 'with full rest and a healer' },
};

/** Critical Hits, by weapon type; a large weapon adds the knock-down. */
export const CRITICAL: Readonly<Record<DamageType | 'large', string>> = {
  blunt: 'stunned: loses the next turn',
  slashing: 'bleeding: 1 damage at the end of each of its turns, for as many turns as the damage dealt, until First Aid on itself',
  piercing: 'a vital spot? 1d6 more, applied only if it takes the target to 0 HP or less',
  large: 'knocked down: must spend an action to stand up',
};
