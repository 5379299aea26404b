/** The browser's games in SQLite: one row per save, updated in place; a high score marked once; kept connections. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/core/engine.ts';
import { makeSave } from '../../src/save/save.ts';
import { getSave, listSaves, markScored, putSave, saveTimes } from '../../src/store/saves.ts';
import { closeKeptDbs, keepDbsOpen } from '../../src/store/db.ts';
import { coinSystem } from '../fixtures/coin.ts';

const file = join(mkdtempSync(join(tmpdir(), 'dc-saves-')), 'db.sqlite');

function row(id: string, decisions: string[], mtime: number) {
  const r = run({ system: coinSystem, seed: 4, decisions });
  return { id, system: 'coin', seed: 4, status: r.status, decisions: decisions.length, outcome: null, campaign: null, mtime, save: makeSave(coinSystem, r, 4, 'seeded', []) };
}

test('a save is stored, replaced by its next version, listed, and its time known', () => {
  putSave(row('coin-4', [], 1000), file);
  putSave(row('coin-4', ['A'], 2000), file);
  const got = getSave('coin-4', file);
  assert.ok(got);
  assert.deepEqual(got.save.decisions, ['A']);
  assert.equal(got.decisions, 1);
  assert.equal(listSaves(file).length, 1);
  assert.equal(saveTimes(file).get('coin-4'), 2000);
  assert.equal(getSave('nope', file), null);
});

test('a high score is marked once only', () => {
  putSave(row('coin-5', [], 1), file);
  assert.equal(markScored('coin-5', file), true);
  assert.equal(markScored('coin-5', file), false);
  assert.equal(getSave('coin-5', file)?.scored, 1);
});

test('with connections kept open the stores work the same, and closing them is clean', () => {
  keepDbsOpen();
  try {
    putSave(row('coin-6', [], 1), file);
    putSave(row('coin-6', ['B'], 2), file);
    assert.deepEqual(getSave('coin-6', file)?.save.decisions, ['B']);
  } finally {
    closeKeptDbs();
  }
  assert.deepEqual(getSave('coin-6', file)?.save.decisions, ['B'], 'written to the file, read back with a fresh connection');
});
