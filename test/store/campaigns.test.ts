import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCampaign, listCampaigns, saveCampaign } from '../../src/store/campaigns.ts';
import { recentGames, recordGame } from '../../src/store/games.ts';

const file = join(mkdtempSync(join(tmpdir(), 'dc-camp-')), 'db.sqlite');

test('a campaign is created by its first adventure and updated by the next', () => {
  assert.equal(getCampaign('Iron Band', file), null);
  saveCampaign('Iron Band', '2hdc', { band: [{ name: 'Ada', rep: 5 }] }, file);
  saveCampaign('Iron Band', '2hdc', { band: [{ name: 'Ada', rep: 6 }] }, file);
  const c = getCampaign('Iron Band', file)!;
  assert.equal(c.adventures, 2);
  assert.deepEqual(c.data, { band: [{ name: 'Ada', rep: 6 }] });
  assert.deepEqual(listCampaigns(file).map((r) => r.name), ['Iron Band']);
});

test('finished games are recorded with their reports', () => {
  const id = recordGame({ system: 'coin', outcome: 'won', players: [], numbers: { score: 3 }, story: [] }, 12, file);
  const rows = recentGames(5, file);
  assert.equal(rows[0]!.id, id);
  assert.equal(rows[0]!.report.numbers.score, 3);
  assert.equal(rows[0]!.seed, 12);
});
