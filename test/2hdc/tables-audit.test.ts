/**
 * Audit of the book's TABLES section and its Index of Tables (see "Tables
 * and their tests" in docs/rulings/2hdc.md): every table that selects a row
 * by a number is data keyed by its section number, covers its dice range
 * exactly once, and has the book's row boundaries and results. Tables
 * without a dice range (attribute lists, modifier lists, spell effects) are
 * listed with where they live and checked where a check is possible.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageProblems, rowFor, type Table } from '../../src/core/tables.ts';
import { CHARGE_21_0, CRISIS_19_0, MELEE_DAMAGE_24_4, NPC_SPELL_28_7, RECOVERY_27_0, SHOOTING_23_3, SHOOTING_DAMAGE_23_5, SPELL_CASTING_28_3 } from '../../src/systems/2hdc/tables/combat.ts';
import { MAGIC_ARMOR_AC_29_1_1, MAGIC_TABLES_29_1, NPC_MAGIC_ITEMS_29_3 } from '../../src/systems/2hdc/tables/magic.ts';
import { PROFESSION_ATTRIBUTE_9_0, RACE_LISTS_7_0, REP_ROLL_10_0 } from '../../src/systems/2hdc/tables/races.ts';
import { BIG_BAD_34_1, BIG_BAD_REP_34_1, REASON_WHY_34_3 } from '../../src/systems/2hdc/tables/dungeon-setup.ts';
import { BONEYARD_37_1_1, CROSS_OVER_37_1_6, CROSS_OVER_HELP_37_1_6, CROSS_OVER_HELPER_37_1_6, DUNGEON_GENERATION_38_0, SECRET_ROOMS_37_0, TRAP_37_1_4, TRAP_RETAKE_37_1_4 } from '../../src/systems/2hdc/tables/dungeon-rooms.ts';
import { HOW_MANY_39_6, MINIONS_39_8, PEF_RESOLUTION_39_4, RIVALS_39_9, TALK_THE_TALK_39_9_1, WHAT_ARE_THEY_39_7 } from '../../src/systems/2hdc/tables/dungeon-pef.ts';
import { TREASURE_40_0 } from '../../src/systems/2hdc/tables/dungeon-treasure.ts';
import type { Race } from '../../src/systems/2hdc/state.ts';
import { ALL_TABLES } from '../../src/systems/2hdc/tables/all.ts';

/** Every encoded table, the hidden ones (footnotes, notes, sub-tables) included. */
const ALL: readonly Table<unknown>[] = ALL_TABLES;

function bySection(s: string): Table<unknown>[] {
  return ALL.filter((t) => t.section === s);
}

/** The book's tables that select a row by a number, with the range that number takes. */
const DICE_TABLES: Readonly<Record<string, readonly [number, number]>> = {
  '7.0': [2, 12], '7.0.1': [2, 12], '7.0.2': [2, 12], '7.0.3': [2, 12], '7.0.4': [2, 12], '7.0.5': [2, 12], '7.0.6': [2, 12], '7.0.7': [2, 12],
  '7.0.8': [2, 12], '7.0.9': [2, 12], '7.0.10': [2, 12], '7.0.11': [2, 12], '7.0.12': [2, 12], '7.0.13': [2, 12], '7.0.14': [2, 12],
  '10.0': [1, 6], // the Race Lists' Rep footnote
  '19.0': [0, 2], '21.0': [-40, 40], '23.3': [0, 2], '23.5': [1, 6], '24.4': [1, 6], '27.0': [0, 2], '28.3': [0, 8], '28.7': [0, 7],
  '29.1.1': [1, 12], '29.1.2': [2, 12], '29.1.3': [2, 12], '29.1.4': [2, 12], '29.1.5': [2, 12], '29.3': [2, 14],
  '34.1': [1, 12], '34.3': [2, 16], '37.0': [2, 12], '37.1.1': [1, 6], '37.1.4': [0, 2], '37.1.6': [0, 6], '38.0': [2, 12],
  '39.4': [0, 3], '39.6': [1, 6], '39.7': [0, 2], '39.8': [1, 6], '39.9': [2, 12], '39.9.1': [-12, 12], '40.0': [1, 14],
};

/** The book's tables with no dice range, and where the rules keep them. */
const NO_RANGE: Readonly<Record<string, string>> = {
  '9.0': 'PROFESSION_ATTRIBUTE_9_0.Caster', '9.0.1': 'PROFESSION_ATTRIBUTE_9_0.Healer', '9.0.2': 'PROFESSION_ATTRIBUTE_9_0.Knight', '9.0.3': 'PROFESSION_ATTRIBUTE_9_0.Paladin',
  '9.0.4': 'PROFESSION_ATTRIBUTE_9_0.Shooter', '9.0.5': 'PROFESSION_ATTRIBUTE_9_0.Soldier', '9.0.6': 'PROFESSION_ATTRIBUTE_9_0.Thief', '9.0.7': 'PROFESSION_ATTRIBUTE_9_0.Warrior',
  '24.2': 'modifiers in combat/melee.ts (meleeDice) and combat/melee-mods.ts; the result is the difference in successes',
  '28.4': 'magic/spells.ts: an Impact 2 shooting hit, no AC', '28.5': 'magic/spells.ts: Dazzled', '28.6': 'magic/spells.ts: defendMelee / defend shots',
};

/** The book's Index of Tables, in its order; 29.3 is printed in the TABLES section but missing from the index. */
const INDEX = [
  '7.0', '7.0.1', '7.0.2', '7.0.3', '7.0.4', '7.0.5', '7.0.6', '7.0.7', '7.0.8', '7.0.9', '7.0.10', '7.0.11', '7.0.12', '7.0.13', '7.0.14',
  '9.0', '9.0.1', '9.0.2', '9.0.3', '9.0.4', '9.0.5', '9.0.6', '9.0.7',
  '19.0', '21.0', '23.3', '23.5', '24.2', '24.4', '27.0', '28.3', '28.4', '28.5', '28.6', '28.7',
  '29.1.1', '29.1.2', '29.1.3', '29.1.4', '29.1.5',
  '34.1', '34.3', '37.0', '37.1.1', '37.1.4', '37.1.6', '38.0', '39.4', '39.6', '39.7', '39.8', '39.9', '39.9.1', '40.0',
];
const TABLES_SECTION = [...INDEX.slice(0, 40), '29.3', ...INDEX.slice(40)];

test('the Index of Tables lists 54 tables; the TABLES section prints 55 (29.3 is not indexed)', () => {
  assert.equal(INDEX.length, 54);
  assert.equal(TABLES_SECTION.length, 55);
});

test('every table of the TABLES section is either data keyed by its section or listed as having no dice range', () => {
  for (const s of TABLES_SECTION) {
    const encoded = bySection(s).length > 0;
    assert.ok(encoded !== (s in NO_RANGE), `${s}: ${encoded ? 'encoded and also listed as rangeless' : 'neither encoded nor listed'}`);
    if (encoded) assert.ok(s in DICE_TABLES, `${s} has no expected range`);
  }
  for (const t of ALL) assert.ok(t.section in DICE_TABLES, `${t.section} ${t.name} is not a section of the book's tables`);
});

for (const t of ALL) {
  test(`${t.section} ${t.name}: ${t.dice} covers ${t.range[0]}..${t.range[1]} exactly once, inside the book's range`, () => {
    assert.deepEqual(coverageProblems(t), []);
    const [lo, hi] = DICE_TABLES[t.section]!;
    assert.ok(t.range[0] >= lo && t.range[1] <= hi, `${t.range} lies outside ${lo}..${hi}`);
  });
}

test('9.0–9.0.7: each profession adds the attribute its list names', () => {
  assert.deepEqual(PROFESSION_ATTRIBUTE_9_0, {
    Caster: 'Cast Spells', Healer: 'Healing', Knight: 'Swordsman', Paladin: 'Martyr',
    Shooter: 'Marksman', Soldier: 'Duty', Thief: 'Secret Rooms and Traps', Warrior: 'Fanatic',
  });
});

/** Row boundaries and results as printed, one string per row: "min-max result". */
function rowsOf(t: Table<unknown>, show: (r: unknown) => string): string[] {
  return t.rows.slice().sort((a, b) => a.min - b.min).map((r) => `${r.min}-${r.max} ${show(r.result)}`);
}
const str = (r: unknown): string => String(r);

test('7.0–7.0.14 Race Lists: rows, professions, Rep, AC and shield as printed', () => {
  const book: Record<Race, string[]> = {
    Beastman: ['2-2 Healer 4 4', '3-3 Knight 5 6', '4-5 Shooter 4 2', '6-7 Soldier 4 4', '8-10 Warrior 4 4', '11-12 Thief 4 4'],
    'Demon (Major)': ['2-4 Warrior 6 6', '5-7 Caster 6 6', '8-9 Caster 7 6', '10-12 Knight 7 6'],
    'Demon (Petty)': ['2-4 Thief 4 4', '5-7 Warrior 5 4', '8-9 Warrior 6 6', '10-12 Thief 5 4'],
    Dwarf: ['2-2 Healer 4 4', '3-3 Paladin 5 6Sh', '4-4 Knight 5 6Sh', '5-5 Shooter 4 4', '6-6 Warrior 4 2Sh', '7-9 Soldier 4 4Sh', '10-11 Thief 4 2', '12-12 Caster 4 2'],
    Elf: ['2-2 Healer 4 4', '3-3 Paladin 5 6Sh', '4-5 Warrior 4 6Sh', '6-7 Shooter 4 4', '8-9 Shooter 4 2', '10-10 Thief 4 2', '11-11 Knight 5 6Sh', '12-12 Caster 5 2'],
    'Feral Vampire': ['2-3 Warrior 3 4', '4-10 Warrior 4 4', '11-12 Warrior 5 4'],
    Ghoul: ['2-6 Warrior 3 2', '7-11 Warrior 4 2', '12-12 Warrior 5 2'],
    Goblin: ['2-2 Healer 4 4', '3-6 Warrior 4 2Sh', '7-7 Warrior 4 4Sh', '8-9 Shooter 4 2', '10-11 Thief 4 2', '12-12 Caster 4 2'],
    Human: ['2-2 Healer 4 4', '3-3 Paladin 5 6Sh', '4-4 Knight 5 6Sh', '5-5 Shooter 4 2', '6-7 Soldier 4 4Sh', '8-9 Warrior 4 2Sh', '10-11 Thief 4 2', '12-12 Caster 4 2'],
    Ogre: ['2-3 Warrior 3 4', '4-9 Warrior 4 4', '10-12 Warrior 5 4'],
    Orc: ['2-4 Shooter 4 2', '5-7 Warrior 4 2Sh', '8-9 Warrior 4 4Sh', '10-11 Knight 5 6Sh', '12-12 Caster 4 2'],
    Ratman: ['2-3 Shooter 4 2', '4-4 Shooter 4 2Sh', '5-5 Thief 4 2', '6-9 Warrior 4 2Sh', '10-10 Warrior 4 4Sh', '11-12 Caster 5 2'],
    Skeleton: ['2-12 Warrior 3 4'],
    Troll: ['2-3 Warrior 4 4', '4-9 Warrior 5 6', '10-12 Warrior 6 6'],
    Zombie: ['2-12 Warrior 3 2'],
  };
  for (const [race, rows] of Object.entries(book) as [Race, string[]][]) {
    const got = rowsOf(RACE_LISTS_7_0[race].table, (r) => {
      const x = r as { profession: string; rep: number; armor: number; shield: boolean };
      return `${x.profession} ${x.rep} ${x.armor}${x.shield ? 'Sh' : ''}`;
    });
    assert.deepEqual(got, rows, race);
  }
  // Skeletons and Zombies have no Rep footnote; the others roll 10.0.
  assert.deepEqual(Object.values(RACE_LISTS_7_0).filter((l) => !l.repRoll).map((l) => l.race).sort(), ['Skeleton', 'Zombie']);
  assert.deepEqual(rowsOf(REP_ROLL_10_0, str), ['1-1 -1', '2-5 0', '6-6 1']);
});

test('29.1.1–29.1.5 magic tables: rows and NPC minimum Reps as printed', () => {
  const show = (r: unknown): string => `${(r as { id: string }).id} ${(r as { npcRep: number }).npcRep}`;
  assert.deepEqual(rowsOf(MAGIC_ARMOR_AC_29_1_1, str), ['1-3 2', '4-5 4', '6-6 6']);
  assert.deepEqual(rowsOf(MAGIC_TABLES_29_1.armor, show), ['2-3 armor-of-resiliency 3', '4-5 armor-of-protection 3', '6-7 armor-of-agility 3', '8-9 deflective-armor 3', '10-11 armor-of-awareness 3', '12-12 phase-armor 3']);
  assert.deepEqual(rowsOf(MAGIC_TABLES_29_1.castingTool, show), ['2-3 wand-of-blasting 4', '4-4 talisman-of-restoration 4', '5-6 wand-of-brilliance 3', '7-8 caster-wand 3', '9-10 caster-ring 3', '11-12 staff-of-healing 4']);
  assert.deepEqual(rowsOf(MAGIC_TABLES_29_1.clothes, show), ['2-3 boots-of-speed 3', '4-5 cloak-of-stealth 3', '6-7 hard-shirt 3', '8-9 absorbing-undershirt 3', '10-11 iron-cloak 3', '12-12 shirt-of-resiliency 3']);
  assert.deepEqual(rowsOf(MAGIC_TABLES_29_1.weapon, show), ['2-3 bow-of-seeking 4', '4-5 dancing-sword 4', '6-7 true-arrows 3', '8-9 battle-axe-of-virtue 3', '10-12 sword-of-rage 4']);
  assert.deepEqual(rowsOf(MAGIC_TABLES_29_1.potion, show), ['2-3 potion-of-rage 3', '4-5 potion-of-courage 3', '6-7 potion-of-healing 3', '8-9 potion-of-eager 3', '10-11 potion-of-strength 3', '12-12 potion-of-speed 3']);
});

test('29.3 NPC Magic Items: 4–5 Potion … 14 or more two Potions, Weapon and Armor; below 4 nothing (ruling)', () => {
  const show = (r: unknown): string => (r as string[]).join('+') || 'nothing';
  assert.deepEqual(rowsOf(NPC_MAGIC_ITEMS_29_3, show), ['2-3 nothing', '4-5 potion', '6-7 clothes', '8-9 weapon', '10-10 armor', '11-12 weapon+armor', '13-13 potion+weapon+armor', '14-14 potion+potion+weapon+armor']);
  assert.deepEqual(rowFor(NPC_MAGIC_ITEMS_29_3, 6 + 9).result, ['potion', 'potion', 'weapon', 'armor'], '14 or more');
});

test('19.0/21.0/23.3/23.5/24.4/27.0/28.3/28.7: pass and difference tables read as printed', () => {
  assert.deepEqual(rowsOf(CHARGE_21_0, str), ['-40--1 lose', '0-0 retake', '1-40 win']);
  assert.deepEqual(rowsOf(SHOOTING_23_3, (r) => JSON.stringify(r)).length, 3);
  assert.deepEqual(rowsOf(RECOVERY_27_0, str).map((s) => s.split(' ')[0]), ['0-0', '1-1', '2-2']);
  assert.deepEqual(rowsOf(NPC_SPELL_28_7, (r) => `${(r as { outnumbered: string }).outnumbered}/${(r as { otherwise: string }).otherwise}`), ['0-0 defend/dazzle', '1-7 dazzle/damage']);
  for (const t of [SPELL_CASTING_28_3, ...Object.values(CRISIS_19_0)]) assert.deepEqual(t.rows.map((r) => r.min).sort(), [0, 1, 2], t.name);
  // 23.5/24.4: read as rolled against the Impact: 1 Obviously Dead, up to the Impact Out of the Fight, above it the lesser result.
  assert.deepEqual(rowsOf(SHOOTING_DAMAGE_23_5(1), str), ['1-1 obviously-dead', '2-6 over']);
  assert.deepEqual(rowsOf(MELEE_DAMAGE_24_4(3), str), ['1-1 obviously-dead', '2-3 out-of-the-fight', '4-6 over']);
  assert.deepEqual(rowsOf(MELEE_DAMAGE_24_4(9), str), ['1-1 obviously-dead', '2-6 out-of-the-fight']);
});

test('34.1 Big Bad: the three columns and the note as printed', () => {
  assert.deepEqual(BIG_BAD_34_1.rep4.rows.map((r) => r.result), ['Troll', 'Troll', 'Ogre', 'Feral Vampire', 'Orc', 'Orc', 'Ghoul', 'Goblin', 'Goblin', 'Ratman', 'Ratman']);
  assert.deepEqual(BIG_BAD_34_1.rep5.rows.map((r) => r.result), ['Demon (Petty)', 'Demon (Petty)', 'Troll', 'Ogre', 'Feral Vampire', 'Orc', 'Orc', 'Ghoul', 'Beastman', 'Goblin', 'Ratman']);
  assert.deepEqual(BIG_BAD_34_1.rep6.rows.map((r) => r.result), ['Demon (Major)', 'Demon (Major)', 'Demon (Major)', 'Demon (Petty)', 'Demon (Petty)', 'Demon (Petty)', 'Troll', 'Troll', 'Beastman', 'Ogre', 'Feral Vampire']);
  assert.deepEqual(rowsOf(BIG_BAD_REP_34_1, str), ['1-3 0', '4-5 1', '6-6 2']);
  assert.deepEqual(rowsOf(REASON_WHY_34_3, str), ['2-7 explore', '8-8 treasure', '9-9 rescue', '10-16 kill']);
});

test('37.0/37.1.1/37.1.4/37.1.6/38.0: rows as printed', () => {
  assert.deepEqual(rowsOf(SECRET_ROOMS_37_0, str), ['2-3 vermin', '4-4 continues', '5-5 boneyard', '6-6 challenge', '7-7 continues', '8-8 challenge', '9-9 continues', '10-10 boneyard', '11-12 vermin']);
  assert.deepEqual(rowsOf(BONEYARD_37_1_1, str), ['1-2 trap', '3-4 skeletons', '5-5 zombies', '6-6 empty']);
  assert.deepEqual(rowsOf(TRAP_37_1_4, str), ['0-0 sprung', '1-1 retake', '2-2 disarmed']);
  assert.deepEqual(rowsOf(TRAP_RETAKE_37_1_4, str), ['0-1 sprung', '2-2 disarmed']);
  assert.deepEqual(rowsOf(CROSS_OVER_HELP_37_1_6, str), ['0-0 fall', '1-1 across']);
  assert.deepEqual(rowsOf(CROSS_OVER_37_1_6, str), ['0-0 fall', '1-1 slip', '2-2 across']);
  assert.deepEqual(rowsOf(CROSS_OVER_HELPER_37_1_6, str), ['1-3 front', '4-6 behind']);
  const gen = (r: unknown): string => {
    const g = r as { kind: string; secret: boolean; repeat?: { becomes: string } };
    return `${g.kind}${g.secret ? ' search' : ''}${g.repeat ? ` again→${g.repeat.becomes}` : ''}`;
  };
  assert.deepEqual(rowsOf(DUNGEON_GENERATION_38_0, gen), [
    '2-2 dead-end search', '3-3 room search', '4-4 t again→room', '5-5 left again→corridor', '6-6 room search', '7-7 corridor',
    '8-8 room search', '9-9 right again→corridor', '10-10 four-way again→room', '11-11 stairs', '12-12 room search',
  ]);
});

test('39.4/39.6/39.7/39.8/39.9/39.9.1: rows as printed', () => {
  assert.deepEqual(rowsOf(PEF_RESOLUTION_39_4, str), ['0-0 nerves', '1-1 something', '2-3 contact']);
  assert.deepEqual(rowsOf(HOW_MANY_39_6, str), ['1-1 1', '2-2 -1', '3-3 2', '4-4 -2', '5-5 3', '6-6 -3']);
  assert.deepEqual(rowsOf(WHAT_ARE_THEY_39_7, str), ['0-0 rivals-or-minions', '1-1 minions', '2-2 big-bad']);
  const book: Record<string, string> = {
    'Demon (Major)': 'Zombie Ghoul Demon (Petty) Skeleton', 'Demon (Petty)': 'Goblin Ghoul Zombie Skeleton',
    'Feral Vampire': 'Ghoul Ogre Feral Vampire Feral Vampire', Ghoul: 'Ogre Goblin Ghoul Feral Vampire',
    Beastman: 'Ratman Beastman Beastman Ghoul', Goblin: 'Goblin Goblin Orc Ogre', Ogre: 'Goblin Ghoul Orc Ogre',
    Orc: 'Goblin Orc Orc Ogre', Ratman: 'Ratman Ratman Ghoul Ogre', Troll: 'Goblin Orc Ogre Troll',
  };
  assert.deepEqual(Object.keys(MINIONS_39_8).sort(), Object.keys(book).sort());
  for (const [bb, t] of Object.entries(MINIONS_39_8)) {
    assert.deepEqual(t.rows.map((r) => `${r.min}-${r.max}`), ['1-1', '2-4', '5-5', '6-6'], bb);
    assert.equal(t.rows.map((r) => r.result).join(' '), book[bb], bb);
  }
  assert.deepEqual(rowsOf(RIVALS_39_9, (r) => `${(r as { race: string }).race} ${(r as { delta: number }).delta}`), [
    '2-2 Human -2', '3-3 Human -3', '4-4 Human 3', '5-5 Human 2', '6-6 Human -1', '7-7 Human 0', '8-8 Human 1', '9-9 Dwarf -1', '10-10 Elf -1', '11-11 Elf 1', '12-12 Dwarf 2',
  ]);
  assert.deepEqual(rowsOf(TALK_THE_TALK_39_9_1, str), ['-12-0 join-or-leave', '1-12 attack']);
});

test('40.0 Treasure: rows as printed', () => {
  const show = (r: unknown): string => {
    const f = r as { coins: { metal: string; fixed: number; halfD6: number; d6: number } | null; items: Record<string, number> };
    const c = f.coins ? `${f.coins.metal}:${f.coins.fixed}+${f.coins.halfD6}h+${f.coins.d6}d` : '-';
    return `${c} ${Object.entries(f.items).map(([k, n]) => `${k}${n}`).sort().join(',')}`;
  };
  assert.deepEqual(rowsOf(TREASURE_40_0, show), [
    '1-2 - ', '3-3 bronze:0+1h+0d ', '4-4 bronze:3+0h+0d ', '5-5 - potion1', '6-6 bronze:0+1h+0d weapon1', '7-7 bronze:0+1h+0d clothes1',
    '8-8 - armor1,potion2,weapon1', '9-9 bronze:3+1h+0d clothes1,potion3,weapon1', '10-10 - armor1,clothes1,potion3,weapon1',
    '11-11 bronze:0+0h+2d armor1,castingTool1,clothes1,potion3,weapon2', '12-12 - armor2,castingTool1,clothes1,potion4,weapon2',
    '13-13 silver:3+1h+0d armor3,castingTool2,clothes2,potion5,weapon3', '14-14 gold:0+1h+0d armor3,castingTool3,clothes2,potion6,weapon4',
  ]);
});
