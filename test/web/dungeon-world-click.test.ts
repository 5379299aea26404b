/**
 * A whole Dungeon World game on the smallest scenario (crypt-of-bones) by
 * clicking only: the grid with the models and kill zones, a shot's line of
 * sight and odds on the board while its button is hovered, the heroes'
 * sheets, the Draken Master's victory points, the accessibility labels, the Report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { answered, log, newGame, options, report } from './play.ts';
import { checkAccessibility } from './a11y.ts';
import { dwChoice } from './dw-play.ts';

const s = browserSuite('dungeon-world-click');
const TITLE = 'Dungeon World (10mm grid skirmish)';

test('a whole dungeon-world game on crypt-of-bones played by clicking', async () => {
  const page = s.b.page;
  const started = Date.now();
  // Seed 14: one of the shortest games (40 clicks; seed 4 took 91) with a shot offered and both sides' kill zones drawn. Every click re-draws the page: the length is the test's cost.
  await newGame(page, s.server.url, { title: TITLE, seed: 14, options: { Scenario: 'crypt-of-bones' } });
  const board = page.getByRole('region', { name: 'Board' });
  const grid = board.getByRole('img', { name: /^The dungeon, 18 by 11 squares/ });
  await grid.waitFor();
  const sheets = board.getByRole('table', { name: 'The heroes' });
  assert.equal(await sheets.locator('tbody tr').count(), 4, 'each of the four heroes has a sheet');
  assert.match((await board.locator('.summary').textContent()) ?? '', /victory points 0 of 3/);
  assert.equal(await grid.locator('.token.hero').count(), 4, 'the heroes are drawn');
  assert.ok((await grid.locator('.token.monster').count()) >= 1, 'the monsters in sight are drawn');
  await checkAccessibility(page, 'the dungeon-world game screen', ['Choices', 'Board', 'Log']);
  let clicks = 0;
  let sawShot = false;
  let sawZones = false;
  for (; clicks < 900 && !(await report(page).isVisible()); clicks++) {
    const opts = options(page);
    await opts.first().waitFor();
    const labels = await opts.allTextContents();
    const pick = dwChoice(labels, false);
    if (!sawShot && /Shoot at/.test(labels[pick]!)) {
      // Hovering the shot draws its line of sight and its odds on the board.
      await opts.nth(pick).hover();
      await board.locator('.hint-shot line.sight').waitFor({ state: 'attached' });
      assert.match((await board.locator('.dw-hint').textContent()) ?? '', /shoots at .*: \d+ dice?, hits on \d\+, kills on \d\+\. At least one hit \d+%, at least one hit taken off \d+%, kills it \d+%/);
      assert.match((await board.locator('.hint-odds').textContent()) ?? '', /a hit off (?:<1|>99|\d+)% · kills (?:<1|>99|\d+)%/);
      assert.equal(await grid.locator('.token.target').count(), 1, 'the target is marked');
      await checkAccessibility(page, 'a shot hovered', ['Choices', 'Board', 'Log']);
      await screenshot(page, 'dungeon-world-shot');
      sawShot = true;
    }
    if (!sawZones && (await grid.locator('.zone-monsters').count()) > 0 && (await grid.locator('.zone-heroes').count()) > 0) {
      sawZones = true;
      // Colour is never the only cue: each kill zone hatched (monsters') or dotted (heroes'), each rough, rock, water or pit square textured.
      assert.equal(await grid.locator('.zone-monsters .zone-mark[fill="url(#dw-zone-monsters)"]').count(), await grid.locator('.zone-monsters').count());
      assert.equal(await grid.locator('.zone-heroes .zone-mark[fill="url(#dw-zone-heroes)"]').count(), await grid.locator('.zone-heroes').count());
      for (const t of ['rough', 'rock', 'water', 'pit']) assert.equal(await grid.locator(`.dw-tx.tx-${t}`).count(), await grid.locator(`.dw-sq.t-${t}`).count(), `${t} textured`);
      assert.equal(await grid.locator('#dw-tx-water path').count(), 1, 'the textures are defined');
    }
    await answered(page, () => opts.nth(pick).click());
  }
  assert.ok(await report(page).isVisible(), `the game ended within ${clicks} clicks`);
  assert.match((await report(page).textContent()) ?? '', /End of the game: (The heroes won|The Draken Master won|The heroes retreated|Time ran out)/);
  assert.ok(sawShot, 'a shot was offered and shown on the board');
  assert.ok(sawZones, 'both sides\' kill zones were drawn');
  assert.match((await board.locator('.dw-ending').textContent()) ?? '', /heroes won|Draken Master won|retreated|Time ran out/);
  assert.ok((await log(page).locator('li .rule').count()) > 50, 'the log cites its rules');
  assert.match((await page.locator('#board-text').textContent()) ?? '', /Key: digits heroes, letters monsters/);
  await checkAccessibility(page, 'the finished dungeon-world game', ['Choices', 'Board', 'Log', 'Report']);
  await screenshot(page, 'dungeon-world-report');
  assert.deepEqual(s.b.errors, []);
  console.log(`# dungeon-world by clicking: ${clicks} clicks in ${Date.now() - started} ms`);
});
