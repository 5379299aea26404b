/** Odds on the option buttons and a log line's rule opening its explanation (the section in our words, the table row used, why the mechanics chose). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, screenshot, browserSuite } from './browser.ts';
import { answered, CARDS, log, newGame, options, TWO_HOUR } from './play.ts';

const s = browserSuite('rules-odds');

test('2HDC: Fast Move buttons show their odds; a table line\'s rule opens the explanation and the row rolled', async () => {
  const page = s.b.page;
  // Seed 3: a Fast Move is offered after 11 answers (seed 2 took 17). Every click re-draws the page.
  await newGame(page, s.server.url, { title: TWO_HOUR, seed: 3 });
  let fast = 0;
  for (let k = 0; k < 60 && fast === 0; k++) {
    const opts = options(page);
    const labels = await opts.allTextContents();
    fast = labels.filter((l) => /Fast Move/.test(l)).length;
    if (fast) break;
    const pick = Math.max(0, labels.findIndex((l) => /^\d+\s*(Human|Warrior)\b/.test(l)));
    await answered(page, () => opts.nth(pick).click());
  }
  assert.ok(fast > 0, 'a Fast Move was offered');
  const badge = options(page).filter({ hasText: 'Fast Move' }).first().locator('.odds');
  assert.match((await badge.textContent()) ?? '', /^\s*\d+% a second tile at Rep \d$/);

  const line = log(page).locator('li.ev-table').last();
  const rule = (await line.locator('button.rule').textContent())!.trim();
  await line.locator('button.rule').click();
  const note = log(page).getByRole('note', { name: `Rule ${rule}` });
  await note.waitFor();
  // The glossary is fetched the first time a rule is opened.
  await page.waitForFunction(() => !document.querySelector('.explain')?.textContent?.includes('Loading'));
  const text = (await note.textContent()) ?? '';
  assert.match(text, new RegExp(`^${rule.replace(/\./g, '\\.')} .{30,}`), 'the section in our words');
  assert.match(text, /Table: .+ \(.+\) · rolled -?\d+ → .+/, 'the table row used');
  assert.equal(await line.locator('button.rule').getAttribute('aria-expanded'), 'true');
  // The log alone first: a full-page screenshot resizes the window, and the log's scrolled list with it.
  await log(page).screenshot({ path: join(ARTIFACTS, '2hdc-rule-explained-log.png') });
  await screenshot(page, '2hdc-rule-explained');
  await line.locator('button.rule').click();
  assert.equal(await note.count(), 0, 'closed again');
  assert.deepEqual(s.b.errors, []);
});

test('cards: a Mage\'s spell and melee buttons carry the chance to hit', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: CARDS, seed: 4, options: { Character: 'mage', Difficulty: 'normal' } });
  for (let k = 0; k < 30 && (await options(page).filter({ hasText: 'Attack spell' }).count()) === 0; k++) {
    const labels = await options(page).allTextContents();
    await answered(page, () => options(page).nth(Math.max(0, labels.findIndex((l) => /Take the hit|Go on/.test(l)))).click());
  }
  const spell = options(page).filter({ hasText: 'Attack spell' });
  // The odds widget: bar, percentage and what it is of; the exact fractions only in its hover title.
  assert.match((await spell.locator('.odds').textContent()) ?? '', /^\s*\d+% hits$/);
  assert.match((await spell.locator('.odds').getAttribute('title')) ?? '', /hits \d+% \(\d+\/\d+\) .*kills the monster/);
  assert.match((await options(page).filter({ hasText: 'Melee' }).locator('.odds').textContent()) ?? '', /\d+% hits/);
  await screenshot(page, 'cards-odds');
  assert.deepEqual(s.b.errors, []);
});
