/** Playing through the page as a person does: by the labels the screen shows (Choices, Log, Report). */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

export const CARDS = 'Dungeon Crawl, the playing-card game';
export const TWO_HOUR = '2 Hour Dungeon Crawl';

export const choices = (page: Page): Locator => page.getByRole('region', { name: 'Choices' });
export const report = (page: Page): Locator => page.getByRole('region', { name: 'Report' });
export const log = (page: Page): Locator => page.getByRole('log', { name: 'Log' });
export const options = (page: Page): Locator => choices(page).locator('ol.options button');

/** Starts a game from the home page by clicking (the seed is typed into its field; `options`: selects of the rule options by their labels, set to a value). */
export async function newGame(page: Page, url: string, o: { title: string; seed: number; physical?: boolean; options?: Record<string, string> }): Promise<string> {
  await page.goto(url);
  await page.getByRole('link', { name: `New game: ${o.title}` }).click();
  await page.getByLabel('Seed', { exact: true }).fill(String(o.seed));
  if (o.physical) await page.getByLabel(/I roll my own dice/).check();
  if (o.options) {
    await page.getByText('Rule options').click();
    for (const [k, v] of Object.entries(o.options)) await page.getByLabel(k, { exact: true }).selectOption(v);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/game\//);
  await choices(page).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** The number of decisions taken, as the game's heading line shows it. */
export async function decisionsTaken(page: Page): Promise<number> {
  const t = (await page.locator('.game-head .muted').textContent()) ?? '';
  const m = /(\d+) decisions/.exec(t);
  assert.ok(m, `the heading shows the decisions taken: ${t}`);
  return Number(m[1]);
}

/**
 * Does `act` and waits for the server's answer to it: on a game's page, its
 * count of answers done (`data-answered`: answers go over the game's socket
 * while it is open, over HTTP otherwise); elsewhere the HTTP response on `path`.
 */
export async function answered(page: Page, act: () => Promise<unknown>, path = /\/api\/games\/[^/]+\/(answer|undo|high-score)/): Promise<void> {
  const game = page.locator('.game[data-answered]');
  const before = (await game.count()) === 1 ? await game.getAttribute('data-answered') : null;
  if (before === null) await Promise.all([page.waitForResponse((r) => path.test(new URL(r.url()).pathname)), act()]);
  else {
    await act();
    await page.waitForFunction((n) => document.querySelector('.game[data-answered]')?.getAttribute('data-answered') !== n, before);
  }
  // The response is drawn once the page settles: the game is no longer busy with the answer.
  await page.waitForFunction(() => !document.querySelector('.game[aria-busy="true"], .choices button[disabled]:not(.option)'));
}

/** The prompt of the decision on screen. */
export async function prompt(page: Page): Promise<string> {
  return ((await choices(page).locator('.prompt').first().textContent()) ?? '').trim();
}
