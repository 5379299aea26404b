/**
 * Characters and monsters as fighters, with the numbers the abilities give
 * (Abilities; our defaults in tables/characters.ts): HP from Fortitude, SP
 * from Will, Speed from Reflex, AC = 10 + armour + shield. And our creation
 * procedure: the standard array spread over the six abilities.
 */
import { ABILITIES, type Abilities, type CharacterData, type Monster } from '../data/schema.ts';
import type { GameData } from '../data/index.ts';
import type { Fighter, Pos } from '../state.ts';
import { CASTER_ROLES, maxHpOf, maxSpOf, PROFICIENCY_PER_LEVEL, speedOf, STANDARD_ARRAY } from '../tables/characters.ts';

export type HpRule = 'fortitude' | 'half';

// The fields every fighter starts with, written out in each maker's one object literal (not spread from a
// helper: V8 builds a spread object that then grows by 19 fields about 100 times slower, ~0.1 ms a fighter).
/** A ready-made (or created) character as a fighter of the party. */
export function makeCharacter(data: GameData, c: CharacterData, id: string, hpRule: HpRule = 'fortitude'): Fighter {
  const armour = c.armour ? data.armour[c.armour]! : null;
  const shield = c.shield ? data.armour[c.shield]! : null;
  const caster = CASTER_ROLES.includes(c.role);
  const maxHp = maxHpOf(c.abilities, c.level, hpRule);
  const maxSp = maxSpOf(c.abilities, c.level, caster);
  return {
    id, name: c.name, side: 'party', wounds: 0, thrown: [], loaded: true, condition: 'up', pos: { x: 0, y: 0 }, prone: false, stunned: 0, asleep: false, bleeding: 0, effects: [], preparing: null, tended: false,
    kind: 'pc',
    ref: c.id,
    role: c.role,
    level: c.level,
    abilities: { ...c.abilities },
    maxHp,
    hp: maxHp,
    maxSp,
    sp: maxSp,
    speed: speedOf(c.abilities, (armour?.speed ?? 0) + (shield?.speed ?? 0)),
    baseAc: 10 + (armour?.ac ?? 0) + (shield?.ac ?? 0),
    weapons: c.weapons.slice(),
    weapon: c.weapons[0]!,
    proficiency: { ...c.proficiency },
    attackBonus: 0,
    spells: c.spells.slice(),
    items: c.items.map((i) => ({ id: i, ready: false })),
    tactics: null,
    treasure: 0,
  };
}

/** A monster from the bestiary; its Speed comes from Reflex like a character's. */
export function makeMonster(m: Monster, id: string, name: string, pos: Pos): Fighter {
  return {
    id, name, side: 'foes', wounds: 0, thrown: [], loaded: true, condition: 'up', pos: { x: pos.x, y: pos.y }, prone: false, stunned: 0, asleep: false, bleeding: 0, effects: [], preparing: null, tended: false,
    kind: 'monster',
    ref: m.id,
    role: m.tactics.role,
    level: m.level,
    abilities: { ...m.abilities },
    maxHp: m.hp,
    hp: m.hp,
    maxSp: m.sp,
    sp: m.sp,
    speed: speedOf(m.abilities, 0),
    baseAc: m.ac,
    weapons: m.weapons.slice(),
    weapon: m.weapons[0]!,
    proficiency: {},
    attackBonus: m.attack,
    spells: m.spells.slice(),
    items: [],
    tactics: { ...m.tactics },
    treasure: m.treasure,
  };
}

/**
 * Our creation procedure: a name, a role and the standard array spread over
 * the six abilities, one score each; proficiency levels up to the role's
 * budget. Returns the character's data or the first problem.
 */
export function createCharacter(input: Omit<CharacterData, 'level'> & { level?: number }): CharacterData | string {
  const level = input.level ?? 1;
  const scores = ABILITIES.map((a) => input.abilities[a]).sort((a, b) => b - a);
  if (scores.join() !== STANDARD_ARRAY.join()) return `spread the scores ${STANDARD_ARRAY.join(', ')} over the six abilities, one each (got ${scores.join(', ')})`;
  const spent = Object.values(input.proficiency).reduce((a, b) => a + b, 0);
  const budget = (PROFICIENCY_PER_LEVEL[input.role] ?? 1) * level;
  if (spent > budget) return `a level ${level} ${input.role} has ${budget} proficiency levels, not ${spent}`;
  if (input.spells.length > 0 && !CASTER_ROLES.includes(input.role)) return `a ${input.role} casts no spells`;
  return { ...input, level, abilities: { ...input.abilities } as Abilities };
}
