/** A whole card game in the browser by clicking only: the board, the Choices buttons, the Log with its rules, the Report. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { answered, CARDS, choices, log, newGame, options, report } from './play.ts';

const s = browserSuite('cards-click');

test('a whole card game played by clicking: every decision a button, the end a Report; no console errors', async () => {
  const page = s.b.page;
  const started = Date.now();
  // Seed 13: a short whole game (6 clicks; seed 12 took 18). Every click re-draws the page.
  await newGame(page, s.server.url, { title: CARDS, seed: 13 });
  // The log list is not a live region (a screen reader would hear every line); one short summary per answer is.
  assert.equal(await log(page).getAttribute('aria-live'), 'off');
  let clicks = 0;
  for (; clicks < 300 && !(await report(page).isVisible()); clicks++) {
    const opts = options(page);
    await opts.first().waitFor();
    const labels = await opts.allTextContents();
    // Warrior, normal, then always on to the next room.
    const pick = labels.findIndex((l) => /Warrior|Normal|Go on/.test(l));
    await answered(page, () => opts.nth(Math.max(0, pick)).click());
    if (clicks === 3) await screenshot(page, 'cards-game');
    const said = (await page.locator('[aria-live="polite"].log-said').textContent()) ?? '';
    assert.match(said, /^\d+ new lines?: \S/, 'the answer is announced in a line');
    assert.ok(said.length < 200, `the announcement is short: ${said}`);
  }
  assert.ok(await report(page).isVisible(), `the game ended within ${clicks} clicks`);
  assert.match((await report(page).textContent()) ?? '', /End of the game: (Died in the dungeon|Left the dungeon alive|The battle pool ran out)/);
  assert.equal(await options(page).count(), 0, 'no choice is left');
  const lines = await log(page).locator('li').count();
  assert.ok(lines > 20, `the log shows the game (${lines} lines)`);
  assert.ok((await log(page).locator('li .rule').count()) >= lines - 1, 'every line but the first cites its rule');
  // The board is drawn in SVG with a text alternative.
  const board = page.getByRole('region', { name: 'Board' });
  assert.ok(await board.locator('svg[role="img"], svg[role="group"]').first().getAttribute('aria-label'));
  assert.match((await page.locator('#board-text').textContent()) ?? '', /Score: \d+/);
  await screenshot(page, 'cards-report');
  assert.deepEqual(s.b.errors, []);
  console.log(`# cards by clicking: ${clicks} clicks in ${Date.now() - started} ms`);
  assert.ok(await choices(page).isVisible());
});
