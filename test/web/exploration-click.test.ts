/** The Lantern Cellars by clicking only: the map of revealed rooms, the party, goals and journal, the fight grid, the Report. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { answered, log, newGame, options, report } from './play.ts';

const s = browserSuite('exploration-click');

test('an exploration adventure played by clicking', async () => {
  const page = s.b.page;
  const started = Date.now();
  await newGame(page, s.server.url, { title: 'Dungeon Crawl Exploration', seed: 3, options: { Adventure: 'lantern-cellars' } });
  const board = page.getByRole('region', { name: 'Board' });
  await board.locator('figure.explore-map svg').waitFor();
  assert.equal(await board.getByRole('table', { name: 'The party' }).locator('tbody tr').count(), 3, 'the Lantern Cellars\' party of three');
  assert.match((await board.locator('.journal').textContent()) ?? '', /Crates of unfinished lamps/, 'the first room is read');
  assert.match((await board.locator('.journal').textContent()) ?? '', /On the way in: Crates of unfinished lamps/, 'read before the first round, not in a "round 0"');
  assert.doesNotMatch((await page.content()) ?? '', /Barrels of lamp oil line the walls/, 'the oil store is not read before its door opens');
  await screenshot(page, 'exploration-map');
  let clicks = 0;
  let sawGrid = false;
  for (; clicks < 1500 && !(await report(page).isVisible()); clicks++) {
    const opts = options(page);
    await opts.first().waitFor();
    const labels = await opts.allTextContents();
    // Search, open or try a door, attack, explore, head for a token or door; else the first option.
    let pick = labels.findIndex((l) => /\b(Search|Open the|Try the|Attack)\b/.test(l));
    if (pick < 0) pick = labels.findIndex((l) => /^\d*\s*(Explore|Move to the search|Move to the (un)?locked|Move toward)/.test(l));
    await answered(page, () => opts.nth(Math.max(0, pick)).click());
    if (!sawGrid && (await board.locator('figure.battle svg .figure').count()) >= 2) {
      sawGrid = true;
      await screenshot(page, 'exploration-fight');
    }
  }
  assert.ok(await report(page).isVisible(), `the adventure ended within ${clicks} clicks`);
  assert.match((await report(page).textContent()) ?? '', /End of the game: [^:]+: (every goal met|the party was beaten|the light failed|the party left)/);
  assert.ok((await log(page).locator('li .rule').count()) > 20, 'the log cites its rules');
  await screenshot(page, 'exploration-report');
  assert.deepEqual(s.b.errors, []);
  console.log(`# exploration by clicking: ${clicks} clicks in ${Date.now() - started} ms${sawGrid ? ', a fight drawn' : ''}`);
});
