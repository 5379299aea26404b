/**
 * Speed only: a fighter's attributes (8.0) as one number, a bit per
 * attribute, read from the character's list once per fight
 * (rules/combat/fighter.ts `newFighter`). The fight asks them some ninety
 * times a fight (Poison in every melee round, Strong, Slippery and Swordsman
 * for each fighter's modifiers, Cast Spells at each activation...), and each
 * `includes` over the list of names cost more than the bit test
 * (`Builtins_ArrayIncludesSmiOrObject` in the profile). A character's
 * attributes never change (characters/create.ts makes them), so the bits
 * stay right for the whole fight.
 * Worth: 251 `includes` an adventure become 38 Map lookups; measured only
 * together with `up()` made small enough to inline (1.158 M to 1.137 M
 * instructions an adventure, README "2HDC, the Battle Board's warm play").
 */
import type { Attribute } from '../state.ts';

/** The bit of each attribute. */
export const TRAIT: Readonly<Record<Attribute, number>> = {
  Rage: 1 << 0,
  'Hard as Nails': 1 << 1,
  Eager: 1 << 2,
  Stout: 1 << 3,
  Slippery: 1 << 4,
  Poison: 1 << 5,
  Infection: 1 << 6,
  Lightweight: 1 << 7,
  Resolute: 1 << 8,
  Resilient: 1 << 9,
  Rebound: 1 << 10,
  Strong: 1 << 11,
  'Deathly Calm': 1 << 12,
  'Cast Spells': 1 << 13,
  Healing: 1 << 14,
  Swordsman: 1 << 15,
  Martyr: 1 << 16,
  Marksman: 1 << 17,
  Duty: 1 << 18,
  'Secret Rooms and Traps': 1 << 19,
  Fanatic: 1 << 20,
};

/** Found by name with a Map: `TRAIT[name]` with a name not known in advance is a megamorphic keyed load. */
const BY_NAME = new Map<Attribute, number>(Object.entries(TRAIT) as [Attribute, number][]);

/** The bits of a list of attributes. */
export function traitsOf(attributes: readonly Attribute[]): number {
  let t = 0;
  for (let i = 0; i < attributes.length; i++) t |= BY_NAME.get(attributes[i]!) ?? 0;
  return t;
}
