/** Live updates: a second tab on the same game follows the first one's answers (Server-Sent Events), and can answer in turn. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, browserSuite } from './browser.ts';
import { answered, decisionsTaken, newGame, options, prompt, TWO_HOUR } from './play.ts';

const s = browserSuite('live');

test('a second tab on the same game updates when the first answers, without a reload', async () => {
  const first = s.b.page;
  await newGame(first, s.server.url, { title: TWO_HOUR, seed: 1 });
  const second = await s.b.context.newPage();
  // Wait until the second tab listens (its stream is open) before answering in the first.
  await second.goto(first.url());
  await options(second).first().waitFor();
  await second.locator('.game[data-live="on"]').waitFor();
  let loads = 0;
  second.on('load', () => loads++);
  // The band is made first: many decisions before anything can end the game.
  const pick = async (page: typeof first) => options(page).first();
  for (let k = 1; k <= 3; k++) {
    await answered(first, async () => (await pick(first)).click());
    await second.waitForFunction((n) => (document.querySelector('.game-head .muted')?.textContent ?? '').includes(`${n} decisions`), k, { timeout: 5000 });
    assert.equal(await prompt(second), await prompt(first), 'both tabs show the same decision');
  }
  assert.match((await second.getByRole('status').first().textContent()) ?? '', /moved on in another window/);
  assert.equal(loads, 0, 'no reload');
  // The second tab answers at the right step; the first follows.
  await answered(second, async () => (await pick(second)).click());
  await first.waitForFunction(() => (document.querySelector('.game-head .muted')?.textContent ?? '').includes('4 decisions'), undefined, { timeout: 5000 });
  assert.equal(await decisionsTaken(first), 4);
  await screenshot(second, '2hdc-second-tab');
  await second.close();
  assert.deepEqual(s.b.errors, []);
});
