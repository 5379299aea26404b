/**
 * Live updates (WebSocket): a second tab on the same game follows the first
 * one's answers and can answer in turn; a page whose server restarted on the
 * same address reconnects and fetches what moved while it was away.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { screenshot, browserSuite, startServer } from './browser.ts';
import { answered, decisionsTaken, newGame, options, prompt, TWO_HOUR } from './play.ts';
import { run } from '../../src/core/engine.ts';
import { loadSave, makeSave, writeSave } from '../../src/save/save.ts';

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

test('the server restarts on the same address mid-game: the page reconnects and shows the move made while it was away, without a reload', async () => {
  const page = s.b.page;
  const id = await newGame(page, s.server.url, { title: TWO_HOUR, seed: 31 });
  for (let k = 0; k < 2; k++) await answered(page, () => options(page).first().click());
  await page.locator('.game[data-live="on"]').waitFor();
  let loads = 0;
  page.on('load', () => loads++);
  const { home, url } = s.server;
  await s.server.stop();
  await page.locator('.game[data-live="off"]').waitFor();
  // While the server is down, the terminal answers one more decision in the save file.
  const file = join(home, 'saves', `${id}.json`);
  const { save, system, result } = await loadSave(file);
  assert.equal(result.status, 'decision');
  const decisions = [...save.decisions, result.request!.options[0]!.id];
  const next = run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions });
  writeSave(file, makeSave(system, next, save.seed, save.dice, []));
  s.server = await startServer(home, Number(new URL(url).port));
  await page.waitForFunction(() => (document.querySelector('.game-head .muted')?.textContent ?? '').includes('3 decisions'), undefined, { timeout: 15_000 });
  await page.locator('.game[data-live="on"]').waitFor();
  assert.ok((await prompt(page)).endsWith(next.request!.prompt), 'the page shows the decision the game is at now');
  assert.equal(loads, 0, 'no reload');
  const down = s.b.errors.splice(0);
  assert.ok(down.every((e) => /WebSocket connection to '.*\/live' failed: .*ERR_CONNECTION_REFUSED/.test(e)), down.join('\n'));
  // And it plays on against the restarted server.
  await answered(page, () => options(page).first().click());
  assert.equal(await decisionsTaken(page), 4);
  assert.deepEqual(s.b.errors, []);
});
