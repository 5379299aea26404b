/**
 * Issue 23: the browser's games outlive an update. Golden saves (format 2,
 * rules version 1) dropped in the saves folder, and a SQLite row holding one
 * as the server of before wrote it, open, are written back in the current
 * format, and take the next answer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-golden-server-'));
const { Games } = await import('../../src/server/games.ts');
const { savesDir } = await import('../../src/store/db.ts');
const { getSave, putSave } = await import('../../src/store/saves.ts');
const { goldenSaves } = await import('../support/golden.ts');
const { closeKeptDbs, keepDbsOpen } = await import('../../src/store/db.ts');

test('golden saves of every system open in the browser\'s server, are written in the current format, and take an answer', async () => {
  keepDbsOpen();
  const games = new Games();
  const ids: string[] = [];
  for (const id of ['2hdc', 'dungeon-world', '3d6', 'cards', 'exploration']) {
    const f = goldenSaves(id).find((g) => g.name === 'rules-1/seeded-in-progress.json')!;
    copyFileSync(f.path, join(savesDir(), `${id}-golden.json`));
    ids.push(`${id}-golden`);
  }
  // One more as the SQLite row of before held it (its file gone): format 2, as written then.
  const row = goldenSaves('2hdc').find((g) => g.name === 'rules-1/seeded-over.json')!;
  const old = JSON.parse(readFileSync(row.path, 'utf8'));
  putSave({ id: '2hdc-old-row', system: '2hdc', seed: old.seed, status: old.status, decisions: old.decisions.length, outcome: null, campaign: null, mtime: 1, save: old });
  const list = await games.list();
  assert.deepEqual(list.unreadable, []);
  for (const id of [...ids, '2hdc-old-row']) {
    const s = await games.open(id);
    assert.equal(s.save.version, 3, id);
    // Still rules 1 when it replays the same; one whose replay changed (3d6 at rules 2) is continued under the new rules, its old history kept.
    if (s.save.rules !== 1) {
      assert.equal(s.save.rules, s.system.rulesVersion, id);
      assert.equal(s.save.earlier?.at(-1)?.rules, 1, id);
    }
    assert.equal(getSave(id)!.save.version, 3, `${id}: the row is written back in the current format`);
    if (s.result.status === 'decision') {
      const next = await games.answer(id, { step: Games.step(s), choice: s.system.bot(s.result.request!, s.result.state) }, {});
      assert.equal(next.save.decisions.length, s.save.decisions.length + 1, `${id} takes an answer`);
    }
  }
  await games.flush();
  closeKeptDbs();
});
