import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageProblems, rowFor, type Table } from '../../src/core/tables.ts';
import { BIG_BAD_34_1, BIG_BAD_REP_34_1, REASON_WHY_34_3 } from '../../src/systems/2hdc/tables/dungeon-setup.ts';
import { BONEYARD_37_1_1, CROSS_OVER_37_1_6, CROSS_OVER_HELPER_37_1_6, DUNGEON_GENERATION_38_0, SECRET_ROOMS_37_0, TRAP_37_1_4 } from '../../src/systems/2hdc/tables/dungeon-rooms.ts';
import { HOW_MANY_39_6, MINIONS_39_8, PEF_RESOLUTION_39_4, RIVALS_39_9, TALK_THE_TALK_39_9_1, WHAT_ARE_THEY_39_7 } from '../../src/systems/2hdc/tables/dungeon-pef.ts';
import { TREASURE_40_0 } from '../../src/systems/2hdc/tables/dungeon-treasure.ts';

const tables: Table<unknown>[] = [
  BIG_BAD_34_1.rep4, BIG_BAD_34_1.rep5, BIG_BAD_34_1.rep6, BIG_BAD_REP_34_1, REASON_WHY_34_3,
  SECRET_ROOMS_37_0, BONEYARD_37_1_1, TRAP_37_1_4, CROSS_OVER_37_1_6, CROSS_OVER_HELPER_37_1_6, DUNGEON_GENERATION_38_0,
  PEF_RESOLUTION_39_4, HOW_MANY_39_6, WHAT_ARE_THEY_39_7, ...Object.values(MINIONS_39_8), RIVALS_39_9, TALK_THE_TALK_39_9_1, TREASURE_40_0,
];

for (const t of tables) {
  test(`${t.section} ${t.name} covers ${t.dice} exactly once`, () => {
    assert.deepEqual(coverageProblems(t), []);
  });
}

test('39.8 Stop box: a Troll Big Bad rolling 3 has Orc Minions', () => {
  assert.equal(rowFor(MINIONS_39_8.Troll, 3).result, 'Orc');
});

test('34.1 example: a Rep 5 Star rolling 8 meets an Orc', () => {
  assert.equal(rowFor(BIG_BAD_34_1.rep5, 8).result, 'Orc');
});

test('34.3: 7 or less explores, 8 treasure, 9 rescue, 10+ kill', () => {
  assert.deepEqual([6, 7, 8, 9, 10, 16].map((n) => rowFor(REASON_WHY_34_3, n).result), ['explore', 'explore', 'treasure', 'rescue', 'kill', 'kill']);
});

test('40.0: 14 or more is the richest row, 1–2 nothing', () => {
  assert.equal(rowFor(TREASURE_40_0, 17).result.coins?.metal, 'gold');
  assert.equal(rowFor(TREASURE_40_0, 2).result.coins, null);
});
