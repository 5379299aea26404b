/** A whole 3d6 adventure by clicking only: the room's grid during fights, the rooms between them, the party's sheets, the Report. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { answered, log, newGame, options, report } from './play.ts';

const s = browserSuite('3d6-click');

test('a whole 3d6 adventure played by clicking', async () => {
  const page = s.b.page;
  const started = Date.now();
  // Seed 14: one of the shortest adventures (27 clicks; seed 2 took 40) with a fight on the grid. Every click re-draws the page.
  await newGame(page, s.server.url, { title: 'Dungeon Crawl core system (3d6)', seed: 14 });
  const board = page.getByRole('region', { name: 'Board' });
  const sheets = board.getByRole('table', { name: 'The party' });
  await sheets.waitFor();
  assert.deepEqual(await sheets.locator('th').allTextContents(), ['Name', 'Role', 'HP', 'SP', 'Wounds', 'Luck', 'AC', 'State']);
  assert.equal(await sheets.locator('tbody tr').count(), 4, 'the default party of four has a sheet each');
  let clicks = 0;
  let sawGrid = false;
  let sawRooms = false;
  for (; clicks < 800 && !(await report(page).isVisible()); clicks++) {
    const opts = options(page);
    await opts.first().waitFor();
    const labels = await opts.allTextContents();
    // An attack when there is one, on between rooms, otherwise the first option.
    let pick = labels.findIndex((l) => /^\d*\s*Attack\b/i.test(l));
    if (pick < 0) pick = labels.findIndex((l) => /^\d*\s*(Go on|on to|Onward)\b/i.test(l));
    await answered(page, () => opts.nth(Math.max(0, pick)).click());
    if (!sawGrid && (await board.locator('figure.battle svg.grid-svg .token').count()) >= 2) {
      sawGrid = true;
      assert.match((await board.locator('figure.battle figcaption').textContent()) ?? '', /round \d+/);
      assert.ok((await board.locator('figure.battle .fighters tbody tr').count()) >= 2, 'every fighter has a row in the text table');
      await screenshot(page, '3d6-grid');
    }
    if (!sawRooms && (await board.locator('figure.rooms .room.cleared').count()) > 0) {
      sawRooms = true;
      await screenshot(page, '3d6-rooms');
    }
  }
  assert.ok(await report(page).isVisible(), `the adventure ended within ${clicks} clicks`);
  assert.match((await report(page).textContent()) ?? '', /End of the game: (The party cleared the dungeon|The party got out before the end|The whole party fell)/);
  assert.ok(sawGrid, 'a fight was drawn on the grid');
  assert.ok((await log(page).locator('li .rule').count()) > 20, 'the log cites its rules');
  await screenshot(page, '3d6-report');
  assert.deepEqual(s.b.errors, []);
  console.log(`# 3d6 by clicking: ${clicks} clicks in ${Date.now() - started} ms`);
});
