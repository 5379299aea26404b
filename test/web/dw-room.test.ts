/**
 * Dungeon World in a room, played to its end: the heroes' player and a
 * person as the Draken Master, each in their own browser context, click the
 * requests of their seat on the room page, which draws the same board as the
 * game page (the grid, the models, the kill zones, a shot's line of sight
 * and odds while its button is hovered, the heroes' sheets, the victory
 * points). A spectator's page follows every move live, and all three pages
 * show how the game ended.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPeople, screenshot, screenshotEachTest, startServer, type Browser, type Server } from './browser.ts';
import { decisionsTaken, options, report } from './play.ts';
import { answeredInRoom, enabled, joinRoom, makeRoom } from './rooms.ts';
import { dwChoice } from './dw-play.ts';
import { checkAccessibility } from './a11y.ts';

const TITLE = 'Dungeon World (10mm grid skirmish)';

let server: Server;
let people: Awaited<ReturnType<typeof openPeople>>;
let shown: Browser | undefined;
screenshotEachTest('dw-room', () => shown);
before(async () => {
  server = await startServer();
  people = await openPeople();
});
after(async () => {
  await people?.close();
  await server?.stop();
});

const board = (page: Page) => page.getByRole('region', { name: 'Board' });
const grid = (page: Page) => board(page).getByRole('img', { name: /^The dungeon, 18 by 11 squares/ });
const boardText = async (page: Page) => (await page.locator('#board-text').textContent()) ?? '';

/** The Draken Master as a person might play it: a shot when one is offered, else the first choice. */
function masterChoice(labels: string[]): number {
  return Math.max(0, labels.findIndex((l) => /^\d*\s*Shoot at/.test(l)));
}

/** Hovers option `i` of `page` when it is an attack with odds, and checks the board draws it; true when it did. */
async function hoverAttack(page: Page, i: number): Promise<boolean> {
  const label = (await options(page).nth(i).textContent()) ?? '';
  if (!/Shoot at/.test(label)) return false;
  await options(page).nth(i).hover();
  await board(page).locator('.hint-shot line.sight').waitFor({ state: 'attached' });
  assert.match((await board(page).locator('.dw-hint').textContent()) ?? '', /shoots at .*: \d+ dice?, hits on \d\+, kills on \d\+\. To hit \d+%/);
  assert.equal(await grid(page).locator('.figure.target').count(), 1, 'the target is marked');
  return true;
}

test('Dungeon World in a room to its end: the heroes\' player and a person as the Draken Master click their requests on the board\'s page; a spectator sees every move live; all three see the ending', async () => {
  const heroes = await people.person();
  const master = await people.person();
  const spectator = await people.person();
  const all = [heroes, master, spectator];
  const pages = all.map((b) => b.page);
  shown = spectator;
  const started = Date.now();
  try {
    const code = await makeRoom(heroes.page, server.url, 4, {
      title: TITLE,
      set: async (p) => {
        await p.getByLabel('scenario', { exact: true }).selectOption('crypt-of-bones');
        await p.getByLabel('master', { exact: true }).selectOption('player');
        await p.getByLabel('masterName', { exact: true }).fill('Drak');
        await p.getByLabel('player', { exact: true }).fill('Heroes');
      },
    });
    await heroes.page.getByRole('button', { name: 'Take seat Heroes' }).click();
    await heroes.page.getByText('You play Heroes.').waitFor();
    await joinRoom(master.page, server.url, code, 'Drak');
    await spectator.page.goto(`${server.url}room/${code}`);
    await spectator.page.getByText('You are watching.').waitFor();
    await heroes.page.getByRole('button', { name: 'Start the game' }).click();
    for (const p of pages) await p.locator('.room-status', { hasText: /^playing$/ }).waitFor();

    // Every page draws the game page's board: the grid with the models, the heroes' sheets, the victory points.
    for (const p of pages) {
      await grid(p).waitFor();
      assert.equal(await grid(p).locator('.figure.band').count(), 4, 'the heroes are drawn');
      assert.ok((await grid(p).locator('.figure.enemies').count()) >= 1, 'the monsters in sight are drawn');
      assert.equal(await board(p).getByRole('table', { name: 'The heroes' }).locator('tbody tr').count(), 4);
      assert.match((await board(p).locator('.summary').textContent()) ?? '', /victory points 0 of 5/);
    }
    await checkAccessibility(spectator.page, 'a dungeon-world room (spectator)', ['Room', 'Choices', 'Board', 'Log']);

    type Seat = 'Heroes' | 'Drak';
    const seats: Record<Seat, Page> = { Heroes: heroes.page, Drak: master.page };
    const clicks = { Heroes: 0, Drak: 0 };
    const hovered = { Heroes: false, Drak: false };
    let bought = false;
    for (let k = 0; k < 600 && !(await report(spectator.page).isVisible()); k++) {
      const asked = /Waiting for (\w+)\./.exec((await spectator.page.getByRole('status').textContent()) ?? '')?.[1] as Seat | undefined;
      assert.ok(asked && seats[asked], `the spectator's page says whose turn it is (step ${k})`);
      const page = seats[asked];
      await page.getByRole('status').filter({ hasText: 'Your turn.' }).waitFor();
      assert.equal(await enabled(spectator.page).count(), 0, 'a spectator never answers');
      assert.equal(await enabled(page === heroes.page ? master.page : heroes.page).count(), 0, 'the other seat waits');
      const labels = await options(page).allTextContents();
      const pick = asked === 'Heroes' ? dwChoice(labels.map((l) => l.replace(/^\d+\s*/, '')), bought) : masterChoice(labels.map((l) => l.replace(/^\d+\s*/, '')));
      if (/Healing Potion/.test(labels[pick]!)) bought = true;
      if (!hovered[asked]) hovered[asked] = await hoverAttack(page, pick);
      const before = await decisionsTaken(spectator.page);
      await answeredInRoom(page, () => options(page).nth(pick).click(), pages);
      clicks[asked]++;
      // The spectator saw this very move: one decision more, the same board as the seat that moved.
      assert.equal(await decisionsTaken(spectator.page), before + 1);
      assert.equal(await boardText(spectator.page), await boardText(page), 'the spectator\'s board is the players\' board');
    }
    for (const p of pages) await report(p).waitFor();
    for (const p of pages) {
      assert.match((await report(p).textContent()) ?? '', /End of the game: (heroes-won|master-won|retreated|time-up)/);
      assert.match((await board(p).locator('.dw-ending').textContent()) ?? '', /heroes won|Draken Master won|retreated|Time ran out/);
    }
    assert.ok(clicks.Heroes > 10 && clicks.Drak > 10, `both sides decided: ${JSON.stringify(clicks)}`);
    assert.ok(hovered.Heroes, 'a hero\'s shot was drawn on its player\'s board');
    assert.equal(await decisionsTaken(heroes.page), clicks.Heroes + clicks.Drak, 'every decision was a click on a seat\'s page');
    await checkAccessibility(master.page, 'a finished dungeon-world room (the Draken Master)', ['Room', 'Choices', 'Board', 'Log', 'Report']);
    await screenshot(master.page, 'dw-room-master-at-the-end');
    for (const b of all) assert.deepEqual(b.errors, []);
    console.log(`# dungeon-world room: ${clicks.Heroes} heroes' and ${clicks.Drak} Draken Master's clicks in ${Date.now() - started} ms`);
  } finally {
    for (const b of all) if (b !== shown) await b.close().catch(() => {});
  }
});
