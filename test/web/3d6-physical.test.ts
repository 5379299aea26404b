/** A 3d6 game with physical dice in the browser, on our shipped scenario: rolls typed in, bad ones refused with why, odds shown before each roll. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, screenshot } from './browser.ts';
import { answered, choices, log, newGame, options, prompt } from './play.ts';

const s = browserSuite('3d6-physical');
const SIX = 'Dungeon Crawl core system (3d6)';

test('3d6 with physical dice: bad rolls refused, good ones taken and logged after their odds, the scenario on the board', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: SIX, seed: 11, physical: true, options: { Dungeon: 'drowned-chapel' } });
  assert.match((await page.locator('#board-text').textContent()) ?? '', /Dungeon \(The Drowned Chapel\): room 1 of 5, The flooded porch/);
  const enter = page.getByRole('button', { name: 'Enter', exact: true });
  const field = page.getByLabel('What came up');
  const alert = choices(page).getByRole('alert');
  // Decide with the first option until a roll is asked for.
  for (let k = 0; k < 20 && (await enter.count()) === 0; k++) await answered(page, () => options(page).first().click());
  const what = await prompt(page);
  const m = /Roll (\d+)d6/.exec(what);
  assert.ok(m, `a roll is asked for: ${what}`);
  const count = Number(m[1]);
  await field.fill(Array(count).fill('7').join(' '));
  await answered(page, () => field.press('Enter'));
  assert.match((await alert.textContent()) ?? '', /^Refused: .*7.*Try again\.$/);
  await field.fill(Array(count + 1).fill('2').join(' '));
  await answered(page, () => field.press('Enter'));
  assert.match((await alert.textContent()) ?? '', new RegExp(`Refused: .*${count}.*Try again\\.`));
  assert.equal(await prompt(page), what, 'still the same roll');
  // Play on: type varied dice (a fixed roll would tie initiative for ever), attack when asked, go on between rooms.
  let rolls = 0;
  let k = 0;
  for (; k < 150 && rolls < 25; k++) {
    if ((await enter.count()) > 0) {
      const p = await prompt(page);
      const n = Number(/Roll (\d+)d6/.exec(p)?.[1] ?? 1);
      const dice = Array.from({ length: n }, (_, i) => ((rolls * 5 + i * 3) % 6) + 1);
      await field.fill(dice.join(' '));
      await answered(page, () => field.press('Enter'));
      assert.equal(await alert.count(), 0, `accepted: ${dice.join(' ')}`);
      assert.match((await page.getByRole('status').first().textContent()) ?? '', new RegExp(`^Entered: ${dice.join('[ ,]+')}`));
      rolls++;
    } else {
      const labels = await options(page).allTextContents();
      if (!labels.length) break;
      let pick = labels.findIndex((l) => /^\d*\s*Attack\b/i.test(l));
      if (pick < 0) pick = labels.findIndex((l) => /^\d*\s*(Go on|Order)\b/i.test(l));
      await answered(page, () => options(page).nth(Math.max(0, pick)).click());
    }
  }
  assert.ok(rolls >= 10, `${rolls} rolls typed in ${k} steps`);
  const lines = await log(page).locator('li').allTextContents();
  const firstOdds = lines.findIndex((l) => /Odds:/.test(l));
  assert.ok(firstOdds >= 0, 'odds are logged');
  assert.ok(lines.slice(firstOdds + 1).some((l) => /\[\d(, ?\d)*\]|rolls? \d/.test(l)), 'a roll follows its odds');
  assert.match(lines.join('\n'), /The Drowned Chapel/);
  await screenshot(page, '3d6-physical');
  assert.deepEqual(s.b.errors, []);
});
