/**
 * A Dungeon World campaign in the browser, by clicking: the campaign on the
 * home page, its next game, the game won, the end of the game shown before
 * Ye Olde Shoppe, a potion bought with the gold carried in, the Report, and
 * the next scenario started from the link under it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { screenshot, browserSuite } from './browser.ts';
import { answered, choices, options, report } from './play.ts';
import { checkAccessibility } from './a11y.ts';
import { dwChoice } from './dw-play.ts';
import { saveCampaign } from '../../src/store/campaigns.ts';

const s = browserSuite('dungeon-world-campaign');

test('a dungeon-world campaign: the game, the shop, the next scenario', async () => {
  const page = s.b.page;
  // The campaign as a finished game leaves it: the Ranger carries 300 gold into the crypt.
  saveCampaign('Crew', 'dungeon-world', { scenario: 'crypt-of-bones', campaign: { name: 'Crew', heroes: { ranger: { gold: 300 } } } }, join(s.server.home, 'dungeon-crawl.sqlite'));
  await page.goto(s.server.url);
  const row = page.locator('.saves li', { hasText: 'Crew' });
  assert.match((await row.textContent()) ?? '', /Dungeon World.*ranger \(300 gold\).*next: crypt-of-bones/);
  await row.getByRole('link', { name: 'next adventure' }).click();
  // Seed 55: one of the shortest won games with a potion bought (52 clicks; seed 1 took 66). Every click re-draws the page.
  await page.getByLabel('Seed', { exact: true }).fill('55');
  assert.equal(await page.getByLabel('Campaign').inputValue(), 'Crew');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/game\//);
  await choices(page).waitFor();
  const board = page.getByRole('region', { name: 'Board' });
  let bought = false;
  let sawShop = false;
  for (let clicks = 0; clicks < 900 && !(await report(page).isVisible()); clicks++) {
    const opts = options(page);
    await opts.first().waitFor();
    const labels = await opts.allTextContents();
    if (!sawShop && (await board.locator('.dw-ending').count()) > 0 && /Ye Olde Shoppe is open/.test((await board.locator('.dw-ending').textContent()) ?? '')) {
      sawShop = true;
      assert.match((await board.locator('.dw-ending').textContent()) ?? '', /^The heroes won on move \d+: \d+ monsters? slain/);
      await checkAccessibility(page, 'the shop', ['Choices', 'Board', 'Log']);
      await screenshot(page, 'dungeon-world-shop');
    }
    const pick = dwChoice(labels, bought);
    if (/a Healing Potion:/.test(labels[pick]!)) bought = true;
    await answered(page, () => opts.nth(pick).click());
  }
  assert.ok(sawShop, 'the end of the game, then the shop');
  assert.ok(bought, 'a potion was bought');
  assert.match((await report(page).textContent()) ?? '', /End of the game: The heroes won/);
  assert.match((await board.getByRole('table', { name: 'The heroes' }).textContent()) ?? '', /Health potion/);
  await page.getByRole('link', { name: 'Next game of the campaign Crew' }).click();
  await page.getByLabel('Seed', { exact: true }).fill('5');
  assert.equal(await page.getByLabel('Campaign').inputValue(), 'Crew');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/game\//);
  await choices(page).waitFor();
  assert.match((await page.getByRole('region', { name: 'Board' }).locator('figcaption').first().textContent()) ?? '', /^The Sunken Granary: move 1/);
  assert.match((await page.getByRole('region', { name: 'Board' }).getByRole('table', { name: 'The heroes' }).textContent()) ?? '', /Health potion/, 'the potion came along');
  await screenshot(page, 'dungeon-world-next-scenario');
  assert.deepEqual(s.b.errors, []);
});
