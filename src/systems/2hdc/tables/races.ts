/**
 * 7.0–7.0.14 Race Lists: each race's attribute and a 2d6 row per profession
 * with its listed Rep (1d6: 1 → −1, 6 → +1, 10.0), armour, shield and weapon
 * choices. Weapon choices are alternatives; "2xS" is a pair of swords (24.1.1).
 */
import { row, type Row, type Table } from '../../../core/tables.ts';
import type { AC, Attribute, Profession, Race, Weapon } from '../state.ts';

export interface RaceRow {
  readonly profession: Profession;
  readonly rep: number;
  readonly armor: AC;
  readonly shield: boolean;
  /** Alternatives, each a list of weapons used together. */
  readonly weapons: readonly (readonly Weapon[])[];
  /** Demon (Major) Warriors cannot cast spells (7.0.1 note a). */
  readonly noSpells?: boolean;
}

export interface RaceList {
  readonly race: Race;
  readonly attributes: readonly Attribute[];
  /** Whether the listed Rep is modified by 1d6 (10.0); Skeletons and Zombies have no such note. */
  readonly repRoll: boolean;
  readonly table: Table<RaceRow>;
}

/** Parses the book's weapon column: "2A/2xS" → [["2A"], ["S","S"]]. */
function w(spec: string): Weapon[][] {
  return spec.split('/').map((s) => (s.startsWith('2x') ? [s.slice(2) as Weapon, s.slice(2) as Weapon] : [s as Weapon]));
}

function r(min: number, max: number, profession: Profession, rep: number, armor: AC, shield: boolean, weapons: string, noSpells = false): Row<RaceRow> {
  const result: RaceRow = noSpells ? { profession, rep, armor, shield, weapons: w(weapons), noSpells } : { profession, rep, armor, shield, weapons: w(weapons) };
  return row(min, max, `${profession} Rep ${rep} AC ${armor}${shield ? ' & shield' : ''} ${weapons}`, result);
}

function list(section: string, race: Race, attributes: Attribute[], rows: Row<RaceRow>[], repRoll = true): RaceList {
  return { race, attributes, repRoll, table: { section, name: `Race List: ${race}`, dice: '2d6', range: [2, 12], rows } };
}

export const RACE_LISTS_7_0: Readonly<Record<Race, RaceList>> = {
  Beastman: list('7.0', 'Beastman', ['Rage'], [
    r(2, 2, 'Healer', 4, 4, false, 'S'),
    r(3, 3, 'Knight', 5, 6, false, '2A/2S'),
    r(4, 5, 'Shooter', 4, 2, false, 'B'),
    r(6, 7, 'Soldier', 4, 4, false, '2A/2S'),
    r(8, 10, 'Warrior', 4, 4, false, '2A/2xS'),
    r(11, 12, 'Thief', 4, 4, false, 'S'),
  ]),
  'Demon (Major)': list('7.0.1', 'Demon (Major)', ['Hard as Nails'], [
    r(2, 4, 'Warrior', 6, 6, false, '2A/2S', true),
    r(5, 7, 'Caster', 6, 6, false, 'S'),
    r(8, 9, 'Caster', 7, 6, false, 'S'),
    r(10, 12, 'Knight', 7, 6, false, '2A/2S'),
  ]),
  'Demon (Petty)': list('7.0.2', 'Demon (Petty)', ['Eager'], [
    r(2, 4, 'Thief', 4, 4, false, 'S'),
    r(5, 7, 'Warrior', 5, 4, false, '2A/2xS'),
    r(8, 9, 'Warrior', 6, 6, false, '2A/2xS'),
    r(10, 12, 'Thief', 5, 4, false, 'S'),
  ]),
  Dwarf: list('7.0.3', 'Dwarf', ['Stout'], [
    r(2, 2, 'Healer', 4, 4, false, 'S'),
    r(3, 3, 'Paladin', 5, 6, true, '2A/S'),
    r(4, 4, 'Knight', 5, 6, true, '2A/S'),
    r(5, 5, 'Shooter', 4, 4, false, 'CB'),
    r(6, 6, 'Warrior', 4, 2, true, '2A/S'),
    r(7, 9, 'Soldier', 4, 4, true, 'SP'),
    r(10, 11, 'Thief', 4, 2, false, 'S'),
    r(12, 12, 'Caster', 4, 2, false, 'S'),
  ]),
  Elf: list('7.0.4', 'Elf', ['Slippery'], [
    r(2, 2, 'Healer', 4, 4, false, 'S'),
    r(3, 3, 'Paladin', 5, 6, true, '2A/S'),
    r(4, 5, 'Warrior', 4, 6, true, '2A/S'),
    r(6, 7, 'Shooter', 4, 4, false, 'CB'),
    r(8, 9, 'Shooter', 4, 2, false, 'B'),
    r(10, 10, 'Thief', 4, 2, false, 'S'),
    r(11, 11, 'Knight', 5, 6, true, '2S/S'),
    r(12, 12, 'Caster', 5, 2, false, 'S'),
  ]),
  'Feral Vampire': list('7.0.5', 'Feral Vampire', ['Poison'], [
    r(2, 3, 'Warrior', 3, 4, false, '2xS'),
    r(4, 10, 'Warrior', 4, 4, false, '2xS'),
    r(11, 12, 'Warrior', 5, 4, false, '2xS'),
  ]),
  Ghoul: list('7.0.6', 'Ghoul', ['Infection'], [
    r(2, 6, 'Warrior', 3, 2, false, 'S'),
    r(7, 11, 'Warrior', 4, 2, false, 'S'),
    r(12, 12, 'Warrior', 5, 2, false, 'S'),
  ]),
  Goblin: list('7.0.7', 'Goblin', ['Lightweight'], [
    r(2, 2, 'Healer', 4, 4, false, 'S'),
    r(3, 6, 'Warrior', 4, 2, true, 'SP'),
    r(7, 7, 'Warrior', 4, 4, true, '2A/SP'),
    r(8, 9, 'Shooter', 4, 2, false, 'B'),
    r(10, 11, 'Thief', 4, 2, false, 'S'),
    r(12, 12, 'Caster', 4, 2, false, 'S'),
  ]),
  Human: list('7.0.8', 'Human', ['Resolute'], [
    r(2, 2, 'Healer', 4, 4, false, 'S'),
    r(3, 3, 'Paladin', 5, 6, true, '2S/S'),
    r(4, 4, 'Knight', 5, 6, true, '2S/S'),
    r(5, 5, 'Shooter', 4, 2, false, 'B/CB/SL'),
    r(6, 7, 'Soldier', 4, 4, true, 'SP/S'),
    r(8, 9, 'Warrior', 4, 2, true, '2xS/SP'),
    r(10, 11, 'Thief', 4, 2, false, 'S/2xS'),
    r(12, 12, 'Caster', 4, 2, false, 'S'),
  ]),
  Ogre: list('7.0.9', 'Ogre', ['Resilient'], [
    r(2, 3, 'Warrior', 3, 4, false, 'S/M'),
    r(4, 9, 'Warrior', 4, 4, false, '2A/S/M'),
    r(10, 12, 'Warrior', 5, 4, false, '2A/M'),
  ]),
  Orc: list('7.0.10', 'Orc', ['Rage'], [
    r(2, 4, 'Shooter', 4, 2, false, 'B'),
    r(5, 7, 'Warrior', 4, 2, true, 'S/SP'),
    r(8, 9, 'Warrior', 4, 4, true, 'S/SP'),
    r(10, 11, 'Knight', 5, 6, true, '2A/S'),
    r(12, 12, 'Caster', 4, 2, false, 'S'),
  ]),
  // Ruling: the Ratman Thief's weapon column prints "1/2xS"; read as "S/2xS".
  Ratman: list('7.0.11', 'Ratman', ['Eager'], [
    r(2, 3, 'Shooter', 4, 2, false, 'B/CB'),
    r(4, 4, 'Shooter', 4, 2, true, 'SL'),
    r(5, 5, 'Thief', 4, 2, false, 'S/2xS'),
    r(6, 9, 'Warrior', 4, 2, true, 'SP/S'),
    r(10, 10, 'Warrior', 4, 4, true, '2A/SP/S'),
    r(11, 12, 'Caster', 5, 2, false, 'S'),
  ]),
  Skeleton: list('7.0.12', 'Skeleton', ['Rebound'], [r(2, 12, 'Warrior', 3, 4, false, 'S/B/M')], false),
  Troll: list('7.0.13', 'Troll', ['Strong'], [
    r(2, 3, 'Warrior', 4, 4, false, '2S/2A'),
    r(4, 9, 'Warrior', 5, 6, false, '2S/2A'),
    r(10, 12, 'Warrior', 6, 6, false, '2S/2A'),
  ]),
  Zombie: list('7.0.14', 'Zombie', ['Deathly Calm'], [r(2, 12, 'Warrior', 3, 2, false, 'S')], false),
};

export const RACES: readonly Race[] = Object.keys(RACE_LISTS_7_0) as Race[];

/** 10.0: the listed Rep is modified by 1d6: 1 → −1, 6 → +1, otherwise unchanged. */
export const REP_ROLL_10_0: Table<number> = {
  section: '10.0',
  name: 'Rep adjustment',
  dice: '1d6',
  range: [1, 6],
  rows: [row(1, 1, '-1 Rep', -1), row(2, 5, 'listed Rep', 0), row(6, 6, '+1 Rep', 1)],
};

/** 9.0–9.0.7: the attribute each profession adds. */
export const PROFESSION_ATTRIBUTE_9_0: Readonly<Record<Profession, Attribute>> = {
  Caster: 'Cast Spells',
  Healer: 'Healing',
  Knight: 'Swordsman',
  Paladin: 'Martyr',
  Shooter: 'Marksman',
  Soldier: 'Duty',
  Thief: 'Secret Rooms and Traps',
  Warrior: 'Fanatic',
};

export const PROFESSIONS: readonly Profession[] = ['Caster', 'Healer', 'Knight', 'Paladin', 'Shooter', 'Soldier', 'Thief', 'Warrior'];

/** 11.0/23.1: missile weapons and their Impact. The axe is thrown at Impact 3. */
export const MISSILE_IMPACT_23_1: Readonly<Partial<Record<Weapon, number>>> = { A: 3, B: 2, CB: 3, F: 4, SL: 3 };

/** Weapons used only for shooting (the axe is both). */
export const MISSILE_ONLY: readonly Weapon[] = ['B', 'CB', 'F', 'SL'];

/** Weapons needing two hands (12.1, 23.1, 24.1): no shield with them. */
export const TWO_HANDED: readonly Weapon[] = ['B', 'CB', 'F', '2A', '2S'];

export const WEAPON_NAMES: Readonly<Record<Weapon, string>> = {
  A: 'axe', B: 'bow', CB: 'crossbow', F: 'firearm', M: 'mace', SL: 'sling', SP: 'spear', S: 'sword', '2A': 'two-handed axe', '2S': 'two-handed sword',
};
