/** Undo allowed and refused, and a physical card refused with a clear message, in the browser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './browser.ts';
import { answered, CARDS, choices, decisionsTaken, newGame, options } from './play.ts';

const s = browserSuite('undo-physical');

test('undo: refused with the reason, then allowed after a Mage takes a hit without a shield spell (nothing revealed since), then refused again', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: CARDS, seed: 5 });
  const undo = choices(page).getByRole('button', { name: /Undo/ });
  const status = page.getByRole('status').first();
  await undo.click();
  assert.equal((await status.textContent())?.trim(), 'Nothing to undo yet.');

  // Play a Mage who takes the hit: nothing is drawn or turned over before the next decision, which can take it back.
  let allowed = false;
  for (let k = 0; k < 40 && !allowed; k++) {
    const labels = await options(page).allTextContents();
    const pick = Math.max(0, labels.findIndex((l) => /Mage|Normal|Take the hit|Attack spell|Go on/.test(l)));
    await answered(page, () => options(page).nth(pick).click());
    allowed = (await page.locator('#undo-reason').count()) === 0;
    if (!allowed) assert.match((await page.locator('#undo-reason').textContent()) ?? '', /^Cannot undo: since your last choice, .+\.$/);
  }
  assert.ok(allowed, 'undo became allowed');
  const n = await decisionsTaken(page);
  const promptBefore = await choices(page).locator('.prompt').first().textContent();
  await answered(page, () => undo.click());
  assert.equal(await decisionsTaken(page), n - 1, 'one decision taken back');
  assert.match((await status.textContent()) ?? '', /Undone/);
  assert.notEqual(await choices(page).locator('.prompt').first().textContent(), promptBefore, 'back at the shield question');
  assert.match((await choices(page).locator('.prompt').first().textContent()) ?? '', /shield/i);
  // The shield question came after cards were drawn: no further undo, and the reason is shown.
  await undo.click();
  assert.equal((await status.textContent())?.trim(), 'Cannot undo: since your last choice, dice were rolled or cards drawn.');
  assert.equal(await decisionsTaken(page), n - 1);
  // u does the same from the keyboard.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('u');
  assert.equal((await status.textContent())?.trim(), 'Cannot undo: since your last choice, dice were rolled or cards drawn.');
  assert.deepEqual(s.b.errors, []);
});

test('physical cards: a card already out of play is refused with a clear message, a good one is taken', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: CARDS, seed: 1, physical: true, options: { Character: 'warrior', 'HP counters': 'tokens' } });
  const field = page.getByLabel('The card you drew');
  await field.fill('KH');
  await answered(page, () => page.getByRole('button', { name: 'Enter' }).click());
  assert.match((await page.getByRole('status').first().textContent()) ?? '', /Entered: KH/);
  await field.fill('king of hearts');
  await answered(page, () => field.press('Enter'));
  const alert = choices(page).getByRole('alert');
  assert.equal((await alert.textContent())?.trim(), 'Refused: KH is not in the deck any more (already drawn or out of play). Try again.');
  await field.fill('purple');
  await answered(page, () => field.press('Enter'));
  assert.match((await alert.textContent()) ?? '', /"purple" is not a card: type rank then suit, like QH, 10S, AD/);
  await field.fill('3d');
  await answered(page, () => field.press('Enter'));
  assert.equal(await alert.count(), 0, 'accepted: the message is gone');
  assert.match((await page.getByRole('status').first().textContent()) ?? '', /Entered: 3d/);
  assert.match((await page.locator('#board-text').textContent()) ?? '', /Shield: 3 of diamonds/);
  assert.deepEqual(s.b.errors, []);
});
