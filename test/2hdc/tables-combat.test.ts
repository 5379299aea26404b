import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageProblems, rowFor, type Table } from '../../src/core/tables.ts';
import { DAMAGE_TABLES } from '../../src/systems/2hdc/tables/all.ts';
import { CHARGE_21_0, CRISIS_19_0, MELEE_DAMAGE_24_4, NPC_SPELL_28_7, RECOVERY_27_0, SHOOTING_23_3, SHOOTING_DAMAGE_23_5, SPELL_CASTING_28_3 } from '../../src/systems/2hdc/tables/combat.ts';
import { MAGIC_ARMOR_AC_29_1_1, MAGIC_TABLES_29_1, NPC_MAGIC_ITEMS_29_3 } from '../../src/systems/2hdc/tables/magic.ts';
import { RACE_LISTS_7_0, REP_ROLL_10_0 } from '../../src/systems/2hdc/tables/races.ts';
import { crisisResult } from '../../src/systems/2hdc/rules/combat/crisis.ts';
import { ch } from './helpers.ts';

const all: Table<unknown>[] = [
  CHARGE_21_0, NPC_SPELL_28_7, RECOVERY_27_0, SHOOTING_23_3, SPELL_CASTING_28_3, ...DAMAGE_TABLES,
  MAGIC_ARMOR_AC_29_1_1, NPC_MAGIC_ITEMS_29_3, REP_ROLL_10_0,
  ...Object.values(CRISIS_19_0), ...Object.values(MAGIC_TABLES_29_1), ...Object.values(RACE_LISTS_7_0).map((l) => l.table),
];

for (const t of all) {
  test(`${t.section} ${t.name} covers ${t.range[0]}-${t.range[1]} exactly once`, () => {
    assert.deepEqual(coverageProblems(t), []);
  });
}

test('every section has its table', () => {
  assert.equal(Object.keys(RACE_LISTS_7_0).length, 15);
  assert.equal(Object.keys(CRISIS_19_0).length, 8);
  assert.equal(Object.keys(MAGIC_TABLES_29_1).length, 5);
});

test('23.5/24.4 damage rows: a 1 is Obviously Dead, Impact or less Out of the Fight, higher is the lesser result', () => {
  assert.equal(rowFor(SHOOTING_DAMAGE_23_5(1), 1).result, 'obviously-dead');
  assert.equal(rowFor(SHOOTING_DAMAGE_23_5(2), 2).result, 'out-of-the-fight');
  assert.equal(rowFor(MELEE_DAMAGE_24_4(2), 3).result, 'over');
  assert.equal(rowFor(MELEE_DAMAGE_24_4(8), 6).result, 'out-of-the-fight');
});

test('19.0 crisis columns: Knight Carry On on pass 1, Flee only at 3:1 on pass 0', () => {
  const k = ch('k', 'Human', 'Knight', 4, ['S'], 6);
  assert.equal(crisisResult(k, 1, 'received-fire', false), 'carry-on');
  assert.equal(crisisResult(k, 0, 'man-down', false), 'carry-on');
  assert.equal(crisisResult(k, 0, 'man-down', true), 'flee');
  const s = ch('s', 'Human', 'Shooter', 4, ['B'], 2);
  assert.equal(crisisResult(s, 1, 'received-fire', false), 'duck-back');
  assert.equal(crisisResult(s, 1, 'man-down', true), 'flee');
  assert.equal(crisisResult(s, 1, 'man-down', false), 'carry-on');
  // 19.1: both tests → the worse result.
  assert.equal(crisisResult(s, 1, 'both', false), 'duck-back');
  const so = ch('so', 'Human', 'Soldier', 4, ['S'], 4);
  assert.equal(crisisResult(so, 1, 'received-fire', true), 'carry-on');
  assert.equal(crisisResult(so, 0, 'received-fire', false), 'flee');
  const c = ch('c', 'Human', 'Caster', 4, ['S'], 2);
  assert.equal(crisisResult(c, 1, 'man-down', true), 'carry-on');
  assert.equal(crisisResult(c, 2, 'both', true), 'carry-on');
});
