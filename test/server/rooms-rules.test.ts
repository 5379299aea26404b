/**
 * Issue 23: rooms stored before an update continue after it. A room row of
 * before rules versions (no `rules` column, its save without `rules`) reads
 * as rules version 1; a room's game of older rules is continued under the
 * current ones (a test-only changed 2HDC, test/support/extra-die.ts),
 * tells its players so at the top of its log, and goes on from checkpoints.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { run } from '../../src/core/engine.ts';
import { extraDie2hdc } from '../support/extra-die.ts';
import { replayRoomGame, roomSave } from '../../src/save/continue.ts';
import { unsealedSave } from '../../src/save/save.ts';
import { SqliteRoomStore } from '../../src/server/rooms/store-sqlite.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { goldenSaves } from '../support/golden.ts';

const changed = extraDie2hdc;
/** The real 2HDC's rules version, and the one the test-only change raises it to. */
const NOW = twoHourSystem.rulesVersion;
const NEXT = changed.rulesVersion;

/** A golden 2HDC game as a room's row kept it before rules versions: format 2, unsealed, no `rules`. */
function oldRowSave(): string {
  const f = goldenSaves('2hdc').find((g) => g.name === 'rules-1/seeded-in-progress.json')!;
  const s = JSON.parse(readFileSync(f.path, 'utf8'));
  return JSON.stringify({ ...s, stateHash: '', historyHash: null });
}

/** A golden 2HDC game of the current rules version as a room's row keeps it: unsealed. */
function currentRowSave(): string {
  const f = goldenSaves('2hdc').find((g) => g.name === `rules-${NOW}/seeded-in-progress.json`)!;
  const s = JSON.parse(readFileSync(f.path, 'utf8'));
  return JSON.stringify({ ...s, stateHash: '', historyHash: null });
}

test('a room row stored before the rules column reads as rules version 1, and is written with its rules version', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'dc-rooms-rules-')), 'db.sqlite');
  const db = new Database(file);
  db.exec(`CREATE TABLE rooms (code TEXT PRIMARY KEY, system TEXT NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL,
      host_hash TEXT NOT NULL, seats TEXT NOT NULL, save TEXT NOT NULL, created INTEGER NOT NULL, seen INTEGER NOT NULL)`);
  db.prepare('INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run('ABCDEF', '2hdc', 'playing', 3, 'h', '[]', oldRowSave(), 1, 1);
  db.close();
  const store = new SqliteRoomStore(file);
  await store.init();
  const row = (await store.get('ABCDEF'))!;
  assert.equal(row.save.rules, 1);
  assert.equal(row.save.version, 3);
  const g = replayRoomGame(row.save, changed);
  assert.ok(g.continued, `continued under rules version ${NEXT}`);
  assert.ok(await store.update({ ...row, version: 4, save: g.save }, 3));
  const raw = new Database(file).prepare('SELECT rules FROM rooms WHERE code = ?').get('ABCDEF') as { rules: number };
  assert.equal(raw.rules, NEXT);
  assert.equal((await store.get('ABCDEF'))!.save.rules, NEXT);
  await store.close();
});

test('a room\'s game of older rules continues under the new ones, says so at the top of its log, and goes on from its checkpoints', () => {
  const save = roomSave(currentRowSave(), NOW);
  assert.equal(replayRoomGame(save, twoHourSystem).continued, undefined, 'the same rules: replayed as it was');
  const g = replayRoomGame(save, changed);
  assert.ok(g.continued);
  assert.equal(g.save.stateHash, '', 'a room keeps its save unsealed');
  assert.equal(g.save.rules, NEXT);
  assert.match(g.result.events[1]!.text, new RegExp(`^Rules changed: this game was saved under 2 Hour Dungeon Crawl rules version ${NOW} and goes on under version ${NEXT}\\.`));
  // Answers go on as a room's do: from the last checkpoint, each one's save the row's.
  let result = g.result;
  let rowSave = g.save;
  const decisions = rowSave.decisions.slice();
  for (let k = 0; k < 10 && result.status === 'decision'; k++) {
    decisions.push(g.system.bot(result.request!, result.state));
    result = run({ system: g.system, options: rowSave.options, seed: rowSave.seed, decisions: decisions.slice(), resumeFrom: result.checkpoint, checkpoints: true });
    rowSave = unsealedSave(g.system, result, rowSave.seed, 'seeded', []);
  }
  assert.equal(rowSave.rules, NEXT);
  assert.equal(rowSave.earlier?.length, 1, 'the old history stays in the row');
  // After a restart the row replays to the same game, not continued again, the line still at the top.
  const again = replayRoomGame(roomSave(JSON.stringify(rowSave), NEXT), changed);
  assert.equal(again.continued, undefined);
  assert.equal(JSON.stringify(again.result.events), JSON.stringify(run({ system: g.system, options: rowSave.options, seed: rowSave.seed, decisions }).events));
  assert.match(again.result.events[1]!.text, /^Rules changed/);
  assert.throws(() => replayRoomGame(rowSave, twoHourSystem), new RegExp(`rules version ${NEXT} of 2 Hour Dungeon Crawl, by a newer version`));
});
