/** Mid-game: the page reloaded and the server restarted both continue at the same decision; a replay stepped through. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, startServer, browserSuite } from './browser.ts';
import { answered, CARDS, choices, decisionsTaken, log, newGame, options, prompt } from './play.ts';

const s = browserSuite('resume');

async function play(n: number): Promise<void> {
  for (let k = 0; k < n; k++) {
    const labels = await options(s.b.page).allTextContents();
    const pick = Math.max(0, labels.findIndex((l) => /Warrior|Normal|Go on/.test(l)));
    await answered(s.b.page, () => options(s.b.page).nth(pick).click());
  }
}

test('reload mid-game, then restart the server mid-game: the same decision each time; then a replay stepped through', async () => {
  const page = s.b.page;
  const id = await newGame(page, s.server.url, { title: CARDS, seed: 14 });
  await play(4);
  const at = { decisions: await decisionsTaken(page), prompt: await prompt(page), lines: await log(page).locator('li').count() };
  assert.equal(at.decisions, 4);

  await page.reload();
  await options(page).first().waitFor();
  assert.deepEqual({ decisions: await decisionsTaken(page), prompt: await prompt(page), lines: await log(page).locator('li').count() }, at, 'the reload shows the same moment');

  const home = s.server.home;
  await s.server.stop();
  assert.notEqual(s.server.proc.exitCode, null, 'the server stopped on Ctrl-C');
  s.server = await startServer(home);
  await page.goto(new URL(`/game/${id}`, s.server.url).href);
  await options(page).first().waitFor();
  // While the server was down, the page's live socket tried again: the browser logs each refused connection, and nothing else.
  const down = s.b.errors.splice(0);
  assert.ok(down.every((e) => /WebSocket connection to '.*\/live' failed: .*ERR_CONNECTION_REFUSED/.test(e)), down.join('\n'));
  assert.deepEqual({ decisions: await decisionsTaken(page), prompt: await prompt(page), lines: await log(page).locator('li').count() }, at, 'the restarted server continues the game');
  await play(1);
  assert.equal(await decisionsTaken(page), 5, 'and it goes on from there');

  // The home page lists it to continue.
  await page.goto(s.server.url);
  await page.getByRole('link', { name: id, exact: true }).waitFor();

  // A replay: the slider at the start, Next steps one decision, the chosen option marked.
  await page.goto(new URL(`/replay/${id}`, s.server.url).href);
  const stepStatus = page.getByRole('status');
  await page.getByText('0 of 5 decisions taken').waitFor();
  const first = await prompt(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('1 of 5 decisions taken').waitFor();
  assert.notEqual(await prompt(page), first);
  assert.equal(await choices(page).locator('button[aria-current="true"]').count(), 1, 'the choice taken here is marked');
  await page.getByLabel('Decision').fill('4');
  await page.getByText('4 of 5 decisions taken').waitFor();
  assert.equal(await prompt(page), at.prompt, 'decision 5 was asked where the reload showed it');
  assert.match((await stepStatus.textContent()) ?? '', /4 of 5/);
  await screenshot(page, 'cards-replay');
  assert.deepEqual(s.b.errors, []);
});
