/**
 * Our character-creation defaults (the chapter gives the abilities' uses but
 * not their numbers): docs/rulings/3d6.md, "Characters". Cited as
 * SEC.oursCharacters.
 */
import type { Abilities } from '../data/schema.ts';

/** The scores a new character spreads over the six abilities, one each. */
export const STANDARD_ARRAY = [5, 4, 3, 2, 2, 2] as const;

/** Proficiency levels a character gains per character level, by role. */
export const PROFICIENCY_PER_LEVEL: Record<string, number> = { fighter: 2, rogue: 2, cleric: 1, wizard: 1 };

/** Roles that cast spells and so have SP. */
export const CASTER_ROLES: readonly string[] = ['wizard', 'cleric'];

/** HP: a base, plus Fortitude per level (ours; the book derives base HP from Fortitude). */
const HP_BASE = 5;
/** Speed in squares: a base plus Reflex, less armour's penalty, at least 1. */
const SPEED_BASE = 3;

export function maxHpOf(a: Abilities, level: number, hpRule: 'fortitude' | 'half'): number {
  return hpRule === 'half' ? HP_BASE + a.fortitude + Math.floor((a.fortitude * (level - 1)) / 2) : HP_BASE + a.fortitude * level;
}

/** SP: Will per level for a caster (ours; the book derives base SP from Will). */
export function maxSpOf(a: Abilities, level: number, caster: boolean): number {
  return caster ? a.will * level : 0;
}

export function speedOf(a: Abilities, armourPenalty: number): number {
  return Math.max(1, SPEED_BASE + a.reflex - armourPenalty);
}
