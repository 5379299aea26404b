/**
 * Issue 23: campaigns carry their band, heroes, gold and items across
 * versions. The golden campaigns (one per system with campaigns, every rules
 * version's set) are stored as the campaign store of that day stored them (a
 * table without schema or rules columns), read by today's store (migrated),
 * and their next adventure is played to its end and carried on again; a
 * schema migration is walked, and a newer schema refused by name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { autoplay, parseOptions } from '../../src/core/engine.ts';
import { BadCampaign, migrateCampaign } from '../../src/save/campaign.ts';
import { campaignBand, carryHook, keepCampaign, readCampaign, readCampaigns } from '../../src/session/campaign.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { goldenCampaigns } from '../support/golden.ts';

interface Record_ {
  name: string;
  system: string;
  data: Record<string, unknown>;
  adventures: number;
}

/** A database as the store made it before campaigns had a schema: the old table, the row as the old store wrote it. */
function oldDatabase(rec: Record_): string {
  const file = join(mkdtempSync(join(tmpdir(), 'dc-golden-camp-')), 'db.sqlite');
  const db = new Database(file);
  db.exec(`CREATE TABLE campaigns (name TEXT PRIMARY KEY, system TEXT NOT NULL, data TEXT NOT NULL, adventures INTEGER NOT NULL DEFAULT 0, updated TEXT NOT NULL DEFAULT (datetime('now')))`);
  db.prepare('INSERT INTO campaigns (name, system, data, adventures) VALUES (?, ?, ?, ?)').run(rec.name, rec.system, JSON.stringify(rec.data), rec.adventures);
  db.close();
  return file;
}

for (const id of ['2hdc', 'dungeon-world']) {
  test(`${id}: every golden campaign is read by today's store and its next adventure is played and carried on`, async () => {
    const files = goldenCampaigns(id);
    assert.ok(files.length >= 1, `${id} has a golden campaign`);
    const system = await loadSystem(id);
    const carry = carryHook(system)!;
    for (const f of files) {
      const rec = JSON.parse(readFileSync(f.path, 'utf8')) as Record_;
      const db = oldDatabase(rec);
      const row = readCampaign(system, rec.name, db)!;
      assert.equal(row.schema, 1);
      assert.equal(row.rules, 1);
      assert.deepEqual(row.data, rec.data, 'the band, heroes, gold and items as stored');
      assert.ok(campaignBand(system, row.data).length > 0, 'its band or heroes');
      // The next adventure starts from it and is played to its end by the bots.
      const options = parseOptions(system, row.data);
      const r = autoplay(system, 5, options);
      assert.equal(r.status, 'over');
      keepCampaign(system, rec.name, carry(r.state, r.options), db);
      const after = readCampaign(system, rec.name, db)!;
      assert.equal(after.adventures, rec.adventures + 1);
      assert.equal(after.rules, system.rulesVersion);
      parseOptions(system, after.data);
      assert.deepEqual((await readCampaigns(db)).map((c) => c.row.name), [rec.name]);
    }
  });
}

test('campaign data is walked up its schema migrations; a newer schema is refused by name', () => {
  const migrations = { 1: (d: Record<string, unknown>) => ({ ...d, renamed: d.old, old: undefined }) };
  const out = migrateCampaign('2hdc', { old: 3 }, 1, 2, migrations);
  assert.equal(out.renamed, 3);
  assert.throws(() => migrateCampaign('2hdc', {}, 3, 2, migrations), (e) => e instanceof BadCampaign && /schema 3 by a newer version of dungeon-crawl \(this one reads up to 2\)/.test(e.message));
  assert.throws(() => migrateCampaign('2hdc', {}, 1, 3, migrations), /no migration of 2hdc campaigns from schema 2/);
  assert.throws(() => migrateCampaign('2hdc', 'junk', 1), /holds no data/);
});
