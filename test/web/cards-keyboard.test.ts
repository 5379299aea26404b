/** The same card game by keyboard only: Tab and Enter to start, number keys to choose, ? for the keys, the high score typed in. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot, browserSuite } from './browser.ts';
import { answered, CARDS, decisionsTaken, options, report } from './play.ts';

const s = browserSuite('cards-keyboard');

/** Presses Tab until the focused element has this accessible name (label, aria-label or text). */
async function tabTo(page: Page, name: RegExp, max = 120): Promise<void> {
  for (let k = 0; k < max; k++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      return `${el.getAttribute('aria-label') ?? ''} ${label} ${el.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  assert.fail(`Tab never reached ${name}`);
}

test('a whole card game by keyboard only', async () => {
  const page = s.b.page;
  await page.goto(s.server.url);
  await tabTo(page, new RegExp(`New game: ${CARDS}`));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/new\/cards/);
  await page.getByLabel('Seed').waitFor();
  await page.keyboard.type('13'); // the seed field has the focus; seed 13: a short whole game (6 presses; seed 12 took 18)
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/game\//);
  await options(page).first().waitFor();

  // ? lists the keys, Escape hides the list.
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keys' });
  assert.match((await keys.textContent()) ?? '', /undo/);
  await page.keyboard.press('Escape');
  assert.equal(await keys.count(), 0);

  let presses = 0;
  for (; presses < 300 && !(await report(page).isVisible()); presses++) {
    const labels = await options(page).allTextContents();
    const pick = Math.max(0, labels.findIndex((l) => /Warrior|Normal|Go on/.test(l)));
    const before = await decisionsTaken(page);
    await answered(page, () => page.keyboard.press(String(pick + 1)));
    assert.equal(await decisionsTaken(page), before + 1, 'the number key took the decision');
  }
  assert.ok(await report(page).isVisible(), 'the game reached its Report');
  // The score goes on the sheet: the name typed, Enter.
  await tabTo(page, /Your name for the sheet/);
  await page.keyboard.type('Keyboard Kim');
  await answered(page, () => page.keyboard.press('Enter'));
  assert.equal(await report(page).getByLabel('Your name for the sheet').count(), 0, 'recorded once');
  await screenshot(page, 'cards-keyboard-report');
  await page.goto(s.server.url);
  await page.getByRole('cell', { name: 'Keyboard Kim' }).waitFor();
  assert.deepEqual(s.b.errors, []);
  console.log(`# cards by keyboard: ${presses} key presses`);
});
