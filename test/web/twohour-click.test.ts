/** A whole 2 Hour Dungeon Crawl adventure by clicking only: the dungeon, the Battle Board during fights, the band's sheets, the Report. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { answered, log, newGame, options, report, TWO_HOUR } from './play.ts';

const s = browserSuite('twohour-click');

test('a whole 2HDC adventure played by clicking', async () => {
  const page = s.b.page;
  const started = Date.now();
  // Seed 44: one of the shortest adventures (19 clicks; seed 1 took 47) with a fight on the Battle Board. Every click re-draws the page.
  await newGame(page, s.server.url, { title: TWO_HOUR, seed: 44 });
  const board = page.getByRole('region', { name: 'Board' });
  let clicks = 0;
  let sawDungeon = false;
  let sawBattle = false;
  for (; clicks < 400 && !(await report(page).isVisible()); clicks++) {
    const opts = options(page);
    await opts.first().waitFor();
    const labels = await opts.allTextContents();
    // A Human Warrior Star; otherwise the first option each time.
    const pick = Math.max(0, labels.findIndex((l) => /^\d+\s*(Human|Warrior)\b/.test(l)));
    await answered(page, () => opts.nth(pick).click());
    if (!sawBattle && (await board.getByText(/^Battle Board \(/).count()) > 0) {
      sawBattle = true;
      assert.ok((await board.locator('.th-fig').count()) >= 2, 'every figure is drawn on the Battle Board');
      await screenshot(page, '2hdc-battle-board');
    }
    if (!sawDungeon && (await board.locator('.th-tile').count()) > 1) {
      sawDungeon = true;
      await screenshot(page, '2hdc-dungeon');
    }
  }
  assert.ok(await report(page).isVisible(), `the adventure ended within ${clicks} clicks`);
  assert.match((await report(page).textContent()) ?? '', /End of the game: (success|failure|the Star did not come out|unfinished)/);
  assert.ok(sawBattle, 'a fight was shown on the Battle Board');
  assert.ok((await log(page).locator('li .rule').count()) > 50, 'the log cites its rules');
  assert.match((await page.locator('#board-text').textContent()) ?? '', /Band:/);
  await screenshot(page, '2hdc-report');
  assert.deepEqual(s.b.errors, []);
  console.log(`# 2hdc by clicking: ${clicks} clicks in ${Date.now() - started} ms`);
});
