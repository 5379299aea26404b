/** Two-digit option keys, a 2HDC physical roll refused with its reason, and an accessibility check of every page. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, browserSuite } from './browser.ts';
import { checkAccessibility, unnamed } from './a11y.ts';
import { answered, CARDS, choices, log, newGame, options, prompt, TWO_HOUR } from './play.ts';

const s = browserSuite('keys-physical-a11y');

const REGIONS = ['Choices', 'Board', 'Log'];

test('two-digit option keys: 1 then 2 picks option 12; a lone 1 picks option 1 after a pause', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: TWO_HOUR, seed: 6 });
  const labels = await options(page).allTextContents();
  assert.ok(labels.length >= 12, `the race list has ${labels.length} options`);
  // The option's name, before what the race does (in brackets on its button).
  const twelfth = ((await options(page).nth(11).locator('.option-label').textContent()) ?? '').trim().replace(/\s*\(.*$/, '');
  await page.getByRole('heading', { level: 1 }).click();
  await answered(page, async () => {
    await page.keyboard.press('1');
    await page.keyboard.press('2');
  });
  assert.equal((await page.getByRole('status').first().textContent())?.trim(), `You chose: ${twelfth}`);
  assert.match((await log(page).locator('li.ev-decision').last().textContent()) ?? '', new RegExp(`chose: ${twelfth}\\b`));
  // The next list is shorter than 10: one key is enough, at once.
  const next = await options(page).allTextContents();
  assert.ok(next.length < 10, 'a short list next');
  const first = ((await options(page).first().locator('.option-label').textContent()) ?? '').trim().replace(/\s*\(.*$/, '');
  await answered(page, () => page.keyboard.press('1'));
  assert.equal((await page.getByRole('status').first().textContent())?.trim(), `You chose: ${first}`);
  assert.deepEqual(s.b.errors, []);
});

test('2HDC with physical dice: a roll that is not a die result or the wrong number of dice is refused with why; a good one is taken', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: TWO_HOUR, seed: 7, physical: true });
  // Decide with the first option until a roll is asked for.
  for (let k = 0; k < 20 && (await page.getByRole('button', { name: 'Enter' }).count()) === 0; k++) await answered(page, () => options(page).first().click());
  const field = page.getByLabel('What came up');
  const what = (await prompt(page)) ?? '';
  const m = /Roll (\d+)d(\d+)/.exec(what);
  assert.ok(m, `a roll is asked for: ${what}`);
  const count = Number(m[1]);
  const alert = choices(page).getByRole('alert');
  await field.fill(Array(count).fill('9').join(' '));
  await answered(page, () => field.press('Enter'));
  assert.match((await alert.textContent()) ?? '', /^Refused: .*(a d6 shows 1 to 6, not 9|9).*Try again\.$/);
  await field.fill(Array(count + 1).fill('3').join(' '));
  await answered(page, () => field.press('Enter'));
  assert.match((await alert.textContent()) ?? '', new RegExp(`Refused: .*${count}.*Try again\\.`));
  assert.equal((await prompt(page)).trim(), what.trim(), 'still the same roll');
  await field.fill(Array(count).fill('3').join(' '));
  await answered(page, () => field.press('Enter'));
  assert.equal(await alert.count(), 0, 'accepted');
  assert.match((await page.getByRole('status').first().textContent()) ?? '', /^Entered: 3/);
  await checkAccessibility(page, '2HDC physical entry', REGIONS);
  assert.deepEqual(s.b.errors, []);
});

test('accessibility: home, new game, a card game, a fight, a rule opened and a replay: every button named, the regions labelled', async () => {
  const page = s.b.page;
  await page.goto(s.server.url);
  await page.getByRole('link', { name: `New game: ${CARDS}` }).waitFor();
  await checkAccessibility(page, 'home');
  await page.getByRole('link', { name: `New game: ${CARDS}` }).click();
  await page.getByLabel('Seed').waitFor();
  await checkAccessibility(page, 'new game');
  await newGame(page, s.server.url, { title: CARDS, seed: 3 });
  await checkAccessibility(page, 'card game', REGIONS);
  await page.keyboard.press('?');
  await checkAccessibility(page, 'keys help', [...REGIONS]);
  await page.keyboard.press('Escape');

  // Seed 36: a fight on the Battle Board after 11 answers (seed 1 took 28). Every click re-draws the page.
  await newGame(page, s.server.url, { title: TWO_HOUR, seed: 36 });
  for (let k = 0; k < 80 && (await page.locator('.th-battle').count()) === 0; k++) {
    const labels = await options(page).allTextContents();
    await answered(page, () => options(page).nth(Math.max(0, labels.findIndex((l) => /^\d+\s*(Human|Warrior)\b/.test(l)))).click());
  }
  assert.equal(await page.locator('.th-battle').count(), 1, 'a fight on the Battle Board');
  await checkAccessibility(page, '2HDC fight', REGIONS);
  await log(page).locator('button.rule').last().click();
  await log(page).getByRole('note').waitFor();
  await checkAccessibility(page, 'a rule explained', REGIONS);
  await page.getByRole('link', { name: 'Replay' }).click();
  await page.getByRole('slider').waitFor();
  await checkAccessibility(page, 'replay', ['Choices', 'Board', 'Log']);
  assert.deepEqual(s.b.errors, []);
});

test('the accessibility check finds an unnamed button, and every browser test file saves a screenshot per test (browserSuite and peopleSuite do it)', async () => {
  const page = s.b.page;
  await page.goto(s.server.url);
  await page.evaluate("document.body.append(Object.assign(document.createElement('button'), { innerHTML: '<kbd aria-hidden=true>1</kbd>' }))");
  assert.equal((await unnamed(page)).length, 1);
  const dir = join(ROOT, 'test', 'web');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.test.ts'))) assert.match(readFileSync(join(dir, f), 'utf8'), /(screenshotEachTest|browserSuite|peopleSuite)\('/, f);
});
