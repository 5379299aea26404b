/**
 * The designer's workbench in the browser, as issue 27's done-when says: from
 * the home page, Simulate 2,000 card games with a progress bar; Results with
 * charts and the Warrior's and Mage's survival with intervals, counted as
 * `dungeon-crawl simulate --json` counts them; Compare normal against
 * hardcore; a histogram's bar clicked opens a replay of one of its games;
 * Odds of 3d6 >= 10.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './browser.ts';
import { checkAccessibility } from './a11y.ts';
import { newHome, runIn } from '../cli/dc.ts';
import type { SimulationSummary } from '../../src/sim/simulate.ts';

const s = browserSuite('workbench');

/** Notes in the page whether a progress bar with games done was ever shown (a run of 2,000 card games is quick). */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: string | null };
    w.sawProgress = null;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar && !w.sawProgress) w.sawProgress = bar.getAttribute('aria-valuetext');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function run(page: Page): Promise<void> {
  await watchProgress(page);
  const before = await page.getByRole('button', { name: /^Show run / }).count();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // Done: the kept run is listed and shown.
  await page.getByRole('button', { name: /^Show run / }).nth(before).waitFor({ timeout: 120_000 });
  await page.getByRole('region', { name: 'Results' }).locator('svg[role="img"]').first().waitFor();
  const saw = await page.evaluate(() => (window as unknown as { sawProgress: string | null }).sawProgress);
  assert.match(saw ?? '', /^[\d,]+ of [\d,]+ games/, 'a progress bar with the games done was shown');
}

/** The counts in the table of an outcome ("left"): setup → count. */
async function counts(page: Page, outcome: string): Promise<Record<string, number>> {
  const table = page.getByRole('region', { name: 'Results' }).locator('table', { has: page.locator('caption', { hasText: `"${outcome}"` }) }).first();
  const out: Record<string, number> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.locator('th, td').allTextContents();
    out[cells[0]!] = Number(cells[2]!.replace(/,/g, ''));
  }
  return out;
}

test('Simulate from the home page: 2,000 card games, a progress bar, Results with charts and each survival rate with its interval, the same counts as the terminal', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(s.server.url);
  await page.getByRole('link', { name: 'Simulate', exact: true }).click();
  await page.getByLabel('System').selectOption('cards');
  await page.getByLabel('Games').fill('2000');
  await page.getByLabel('Seed').fill('1');
  await run(page);
  const results = page.getByRole('region', { name: 'Results' });
  assert.ok((await results.locator('svg[role="img"]').count()) >= 3, 'charts of the rates and the key numbers');
  for (const svg of await results.locator('svg[role="img"]').all()) assert.ok(((await svg.getAttribute('aria-label')) ?? '').length > 20, 'each chart says what it shows');
  const text = (await results.textContent()) ?? '';
  for (const who of ['warrior', 'mage']) assert.match(text, new RegExp(`${who}, normal[\\d,]+[\\d,]+\\d+\\.\\d+% \\(\\d+\\.\\d+% to \\d+\\.\\d+%\\)`), `${who}'s rate with its interval`);
  const cli = JSON.parse(runIn(newHome(), ['simulate', 'cards', '--games', '2000', '--seed', '1', '--json']).out) as SimulationSummary;
  for (const outcome of ['died', 'left']) {
    const shown = await counts(page, outcome);
    for (const [setup, c] of Object.entries(cli.bySetup)) assert.equal(shown[setup], c.outcomes[outcome] ?? 0, `${setup} ${outcome}: the page and the terminal agree`);
    assert.equal(shown['All games'], cli.outcomes[outcome] ?? 0);
  }
  await checkAccessibility(page, 'Simulate');
  await screenshot(page, 'workbench-results-1366');
});

test('Compare normal against hardcore: A and B side by side, each difference with its interval, in words', async () => {
  const page = s.b.page;
  await page.getByRole('group', { name: 'Rule options A' }).getByLabel('difficulty').selectOption('normal');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.getByRole('group', { name: 'Rule options B' }).getByLabel('difficulty').selectOption('hardcore');
  await run(page);
  const compare = page.getByRole('region', { name: 'A against B: Hardcore' });
  await compare.waitFor();
  const findings = await compare.locator('.findings li').allTextContents();
  for (const who of ['warrior', 'mage']) assert.ok(findings.some((f) => new RegExp(`^Hardcore (raises|lowers) the ${who}'s "left" rate from \\d+\\.\\d% to \\d+\\.\\d%, a difference (well beyond|beyond|within) chance`).test(f)), `${who}: ${findings.join(' | ')}`);
  const table = compare.locator('table').first();
  assert.match((await table.textContent()) ?? '', /[+−]\d+\.\d \([+−]?\d+\.\d to [+−]?\d+\.\d\)/, 'each difference with its interval');
  await screenshot(page, 'workbench-compare-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'workbench-compare-390');
  await page.setViewportSize({ width: 1366, height: 768 });
});

test('a bar of a histogram clicked lists its games by seed; one click opens its replay on its board', async () => {
  const page = s.b.page;
  const results = page.getByRole('region', { name: 'Results' });
  const rooms = results.locator('figure', { has: page.locator('figcaption', { hasText: /^rooms/i }) }).first();
  const bars = rooms.locator('svg[role="img"] rect');
  await bars.first().click();
  const list = page.getByRole('region', { name: /^Games: / });
  await list.waitFor();
  const first = list.getByRole('button', { name: /^Open game / }).first();
  const seed = /seed (\d+)/.exec((await first.getAttribute('aria-label')) ?? '')![1]!;
  await first.click();
  await page.waitForURL(/\/replay\//);
  await page.getByRole('region', { name: 'Board' }).waitFor();
  assert.match((await page.locator('.game-head').textContent()) ?? '', new RegExp(`seed ${seed}(?!\\d)`));
  assert.match((await page.getByRole('status').first().textContent()) ?? '', /0 of \d+ decisions taken/);
  await screenshot(page, 'workbench-replay');
  await page.goBack();
  await page.getByRole('region', { name: 'Results' }).locator('svg[role="img"]').first().waitFor();
});

test('Stop: a long run stopped from its progress bar keeps the games played so far', async () => {
  const page = s.b.page;
  await page.goto(new URL('/simulate', s.server.url).href);
  // Exploration, not the cards: 20,000 card games end in a fraction of a second on a quiet machine, before Stop can land.
  await page.getByLabel('System').selectOption('exploration');
  await page.getByLabel('Games').fill('20000');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // Once some games are done (the bar counts them a chunk at a time).
  // (A chunk takes seconds on a quiet machine; the suite runs two files at once, so allow it more.)
  await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0, undefined, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await results.getByText(/stopped before 20,000/).waitFor({ timeout: 60_000 });
  const played = Number(/Run \d+: ([\d,]+) games/.exec((await results.textContent()) ?? '')![1]!.replace(/,/g, ''));
  assert.ok(played > 0 && played < 20000, `${played} games kept`);
});

test('Odds: 3d6 >= 10 is 62.5% (5/8), drawn; the address holds the expression', async () => {
  const page = s.b.page;
  await page.goto(s.server.url);
  await page.getByRole('link', { name: 'Odds', exact: true }).click();
  await page.getByLabel('Expression').fill('3d6 >= 10');
  await page.getByRole('button', { name: 'Show' }).click();
  const chances = page.getByRole('list', { name: 'Chances' });
  await chances.waitFor();
  assert.match((await chances.textContent()) ?? '', /P\(3d6 >= 10\) = 62\.5% \(5\/8\)/);
  const chart = page.locator('svg[role="img"]').first();
  await chart.waitFor();
  assert.match((await chart.getAttribute('aria-label')) ?? '', /^Distribution of 3d6: 3 0\.46%/);
  assert.match(page.url(), /\/odds\?e=3d6%20%3E%3D%2010$/);
  // The address alone shows it again.
  await page.goto(new URL(`/odds?e=${encodeURIComponent('2d6 >= 7')}`, s.server.url).href);
  await page.getByRole('list', { name: 'Chances' }).getByText('58.33%').waitFor();
  assert.equal(await page.getByLabel('Expression').inputValue(), '2d6 >= 7');
  await checkAccessibility(page, 'Odds');
  await screenshot(page, 'workbench-odds-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'workbench-odds-390');
  assert.deepEqual(s.b.errors, []);
});
