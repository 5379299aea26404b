/** The four tables: keyed by the contract's ids, rows covering their dice exactly, results as the book gives them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageProblems, rowFor } from '../../src/core/tables.ts';
import { SPAWNING_TABLE } from '../../src/systems/dungeon-world/tables/spawning.ts';
import { CHEST_TABLE, POWER_UP_TABLE, TRAP_TABLE } from '../../src/systems/dungeon-world/tables/dungeon.ts';

const ALL = [SPAWNING_TABLE, TRAP_TABLE, CHEST_TABLE, POWER_UP_TABLE];

test('table ids are the contract ids', () => {
  assert.deepEqual(ALL.map((t) => t.section), ['random-spawning-table', 'trap-table', 'treasure-chest-contents-table', 'special-magical-abilities-power-up-table']);
});

for (const t of ALL) {
  test(`${t.section}: rows cover ${t.dice} exactly once`, () => {
    assert.deepEqual(coverageProblems(t), []);
  });
}

test('rows read as the book gives them', () => {
  assert.deepEqual(rowFor(SPAWNING_TABLE, 3).result, { kind: 'skeleton-warrior', count: 'd3' });
  assert.deepEqual(rowFor(SPAWNING_TABLE, 2).result, { kind: 'skeleton-patrol', count: 2 });
  assert.deepEqual(rowFor(SPAWNING_TABLE, 12).result, { kind: 'giant', count: 1 });
  assert.deepEqual(rowFor(TRAP_TABLE, 5).result, { kills: false, hits: 3, poison: 2 });
  assert.equal(rowFor(TRAP_TABLE, 6).result.kills, true);
  assert.equal(rowFor(CHEST_TABLE, 7).result, 'health-potion');
  assert.equal(rowFor(CHEST_TABLE, 8).result, 'health-potion');
  assert.equal(rowFor(CHEST_TABLE, 12).result, 'portable-teleporter');
  assert.equal(rowFor(POWER_UP_TABLE, 5).result, 'finger-of-death');
});
