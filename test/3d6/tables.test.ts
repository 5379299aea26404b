/** Every dungeon table covers its dice range exactly once. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageProblems } from '../../src/core/tables.ts';
import { DUNGEON_TABLES } from '../../src/systems/3d6/tables/dungeon.ts';
import { D } from './helpers.ts';

test('dungeon tables: rows cover their range exactly', () => {
  for (const t of DUNGEON_TABLES) assert.deepEqual(coverageProblems(t), [], t.name);
});

test('dungeon tables: every monster they name is in the bestiary', () => {
  for (const t of DUNGEON_TABLES) for (const r of t.rows) if (Array.isArray(r.result)) for (const id of r.result as string[]) assert.ok(id in D.monsters, `${t.name}: ${id}`);
});
