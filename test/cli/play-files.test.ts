/** Issue item 7: a log that cannot be written at the end of a game never costs the save, the report or the database row. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const home = mkdtempSync(join(tmpdir(), 'dc-play-files-'));
process.env.DUNGEON_CRAWL_HOME = home;

test('a --log path that became unwritable fails after the save, report and database row are written', async () => {
  const { playLoop } = await import('../../src/cli/play.ts');
  const { recentGames } = await import('../../src/store/games.ts');
  const { twoHourSystem } = await import('../../src/systems/2hdc/index.ts');
  const { parseOptions } = await import('../../src/core/engine.ts');
  const dir = join(home, 'out');
  mkdirSync(dir);
  const logPath = join(dir, 'log-is-a-folder');
  mkdirSync(logPath); // checked before the game it was a file name; a folder took its place since
  const savePath = join(dir, 'game.json');
  const io = { ask: async () => null, print: () => {}, close: () => {} };
  await assert.rejects(
    playLoop({ system: twoHourSystem, seed: 4, options: parseOptions(twoHourSystem, {}), dice: 'seeded', auto: true, savePath, logPath, verbose: false }, io),
    /cannot write the log ".*log-is-a-folder" \(it is a folder\)/,
  );
  assert.ok(existsSync(savePath));
  assert.ok(existsSync(join(dir, 'game.report.txt')));
  assert.ok(existsSync(join(dir, 'game.report.json')));
  assert.equal(recentGames(5).length, 1);
  assert.deepEqual(readdirSync(dir).filter((f) => f.endsWith('.tmp')), [], 'no temp file left');
});
