/**
 * Dungeon World in a room, played to its end: the heroes' player and a
 * person as the Draken Master, each in their own browser context, click the
 * requests of their seat on the room page, which draws the same board as the
 * game page (the grid, the models, the kill zones, a shot's line of sight
 * and odds while its button is hovered, the heroes' sheets, the victory
 * points); the Draken Master places spawned monsters by clicking squares
 * of the board. A spectator's page follows every move live, and every page
 * shows how the game ended. Then the same with two hero players (option
 * `players`, a seat each) beside the Draken Master: three people and a
 * spectator.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { peopleSuite, screenshot, type Browser } from './browser.ts';
import { decisionsTaken, options, report } from './play.ts';
import { answeredInRoom, enabled, fillList, joinRoom, makeRoom } from './rooms.ts';
import { dwChoice } from './dw-play.ts';
import { checkAccessibility } from './a11y.ts';

const TITLE = 'Dungeon World (10mm grid skirmish)';

const suite = peopleSuite('dw-room');

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
  assert.match((await board(page).locator('.dw-hint').textContent()) ?? '', /shoots at .*: \d+ dice?, hits on \d\+, kills on \d\+\. At least one hit \d+%/);
  assert.equal(await grid(page).locator('.token.target').count(), 1, 'the target is marked');
  return true;
}

/** The room's pages by seat (the Draken Master's seat is `Drak`), and the spectator's. */
interface Table {
  seats: Record<string, Page>;
  spectator: Page;
}

/** Every page draws the game page's board: the grid with the models, the heroes' sheets, the victory points. */
async function boardsDrawn(pages: Page[]): Promise<void> {
  for (const p of pages) {
    await grid(p).waitFor();
    assert.equal(await grid(p).locator('.token.hero').count(), 4, 'the heroes are drawn');
    assert.ok((await grid(p).locator('.token.monster').count()) >= 1, 'the monsters in sight are drawn');
    assert.equal(await board(p).getByRole('table', { name: 'The heroes' }).locator('tbody tr').count(), 4);
    assert.match((await board(p).locator('.summary').textContent()) ?? '', /victory points 0 of 3/);
  }
}

/**
 * Plays the game to its end as people do: the spectator's page says whose
 * turn it is, that seat's page says "Your turn.", and its player clicks a
 * button of the request (a hero player heading east, the Draken Master
 * shooting when it can), having hovered a shot first to see it on the board.
 * After each click every page shows the move: the spectator's one decision
 * more and the same board as the seat's; nobody else could answer. Returns
 * the clicks by seat and the seats whose hovered shot the board drew.
 */
async function playToEnd(t: Table): Promise<{ clicks: Record<string, number>; hovered: Set<string>; onBoard: Record<string, number> }> {
  const pages = [...Object.values(t.seats), t.spectator];
  const clicks: Record<string, number> = Object.fromEntries(Object.keys(t.seats).map((s) => [s, 0]));
  const hovered = new Set<string>();
  const onBoard: Record<string, number> = {};
  let bought = false;
  for (let k = 0; k < 600 && !(await report(t.spectator).isVisible()); k++) {
    const asked = /Waiting for (\w+)\./.exec((await t.spectator.getByRole('status').textContent()) ?? '')?.[1];
    const page = asked ? t.seats[asked] : undefined;
    assert.ok(asked && page, `the spectator's page says whose turn it is (step ${k})`);
    await page.getByRole('status').filter({ hasText: 'Your turn.' }).waitFor();
    for (const other of pages) {
      if (other === page) continue;
      assert.equal(await enabled(other).count(), 0, 'only the seat asked may answer');
      assert.equal(await board(other).locator('.grid-picks .pick').count(), 0, 'only the seat asked has squares of the board to click');
    }
    const labels = (await options(page).allTextContents()).map((l) => l.replace(/^\d+\s*/, ''));
    const pick = asked === 'Drak' ? masterChoice(labels) : dwChoice(labels, bought);
    if (/Healing Potion/.test(labels[pick]!)) bought = true;
    if (!hovered.has(asked) && (await hoverAttack(page, pick))) hovered.add(asked);
    const before = await decisionsTaken(t.spectator);
    // A placement (a spawned monster's square) is clicked on the board, the other choices on their buttons.
    const square = /^\((\d+), (\d+)\)$/.exec(labels[pick]!);
    const target = square ? board(page).locator(`.grid-picks .pick[data-square="${square[1]},${square[2]}"]`) : options(page).nth(pick);
    if (square) onBoard[asked] = (onBoard[asked] ?? 0) + 1;
    await answeredInRoom(page, () => target.click(), pages);
    clicks[asked]!++;
    // The spectator saw this very move: one decision more, the same board as the seat that moved.
    assert.equal(await decisionsTaken(t.spectator), before + 1);
    assert.equal(await boardText(t.spectator), await boardText(page), 'the spectator\'s board is the players\' board');
  }
  for (const p of pages) await report(p).waitFor();
  for (const p of pages) {
    assert.match((await report(p).textContent()) ?? '', /End of the game: (The heroes won|The Draken Master won|The heroes retreated|Time ran out)/);
    assert.match((await board(p).locator('.dw-ending').textContent()) ?? '', /heroes won|Draken Master won|retreated|Time ran out/);
    assert.equal(await p.locator('.room-status').textContent(), 'game over', 'the room\'s status says the game is over');
  }
  assert.equal(await decisionsTaken(t.spectator), Object.values(clicks).reduce((a, b) => a + b, 0), 'every decision was a click on a seat\'s page');
  return { clicks, hovered, onBoard };
}

/** The host's Dungeon World room on crypt-of-bones with a person as the Draken Master (`Drak`): its code. */
function makeDwRoom(page: Page, seed: number, heroes: { player: string } | { players: string[] }): Promise<string> {
  return makeRoom(page, suite.server, seed, {
    title: TITLE,
    set: async (p) => {
      await p.getByLabel('Scenario', { exact: true }).selectOption('crypt-of-bones');
      await p.getByLabel('Draken Master', { exact: true }).selectOption('player');
      await p.getByLabel("The Draken Master's name", { exact: true }).fill('Drak');
      if ('player' in heroes) await p.getByLabel("The heroes' player", { exact: true }).fill(heroes.player);
      else await fillList(p, 'Hero players', heroes.players);
    },
  });
}

/** The spectator opens the room's link; the host starts the game; every page sees it playing. */
async function watchAndStart(host: Page, spectator: Page, code: string, pages: Page[]): Promise<void> {
  await spectator.goto(`${suite.server.url}room/${code}`);
  await spectator.getByText('You are watching.').waitFor();
  await host.getByRole('button', { name: 'Start the game' }).click();
  for (const p of pages) await p.locator('.room-status', { hasText: /^playing$/ }).waitFor();
}

test('Dungeon World in a room to its end: the heroes\' player and a person as the Draken Master click their requests on the board\'s page; a spectator sees every move live; all three see the ending', async () => {
  const heroes = await suite.people.person();
  const master = await suite.people.person();
  const spectator = await suite.people.person();
  const all = [heroes, master, spectator];
  const pages = all.map((b) => b.page);
  suite.shown = spectator;
  const started = Date.now();
  try {
    const code = await makeDwRoom(heroes.page, 4, { player: 'Heroes' });
    await heroes.page.getByRole('button', { name: 'Take seat Heroes' }).click();
    await heroes.page.getByText('You play Heroes.').waitFor();
    await joinRoom(master.page, suite.server.url, code, 'Drak');
    await watchAndStart(heroes.page, spectator.page, code, pages);
    await boardsDrawn(pages);
    await checkAccessibility(spectator.page, 'a dungeon-world room (spectator)', ['Room', 'Choices', 'Board', 'Log']);
    const { clicks, hovered, onBoard } = await playToEnd({ seats: { Heroes: heroes.page, Drak: master.page }, spectator: spectator.page });
    assert.ok(clicks.Heroes! > 10 && clicks.Drak! > 10, `both sides decided: ${JSON.stringify(clicks)}`);
    assert.ok((onBoard.Drak ?? 0) > 0, `the Draken Master placed a spawned monster by clicking its square on the board: ${JSON.stringify(onBoard)}`);
    assert.ok(hovered.has('Heroes'), 'a hero\'s shot was drawn on its player\'s board');
    await checkAccessibility(master.page, 'a finished dungeon-world room (the Draken Master)', ['Room', 'Choices', 'Board', 'Log', 'Report']);
    await screenshot(master.page, 'dw-room-master-at-the-end');
    for (const b of all) assert.deepEqual(b.errors, []);
    console.log(`# dungeon-world room, two browsers: ${JSON.stringify(clicks)} clicks in ${Date.now() - started} ms`);
  } finally {
    for (const b of all) if (b !== suite.shown) await b.close().catch(() => {});
  }
});

test('Dungeon World in a room to its end with three people: two hero players (one seat each, option players) and the Draken Master, each in their own browser; a spectator follows', async () => {
  const ann = await suite.people.person();
  const bob = await suite.people.person();
  const master = await suite.people.person();
  const spectator = await suite.people.person();
  const all = [ann, bob, master, spectator];
  const pages = all.map((b) => b.page);
  suite.shown = bob;
  const started = Date.now();
  try {
    const code = await makeDwRoom(ann.page, 8, { players: ['Ann', 'Bob'] });
    await ann.page.getByRole('button', { name: 'Take seat Ann' }).click();
    await ann.page.getByText('You play Ann.').waitFor();
    await joinRoom(bob.page, suite.server.url, code, 'Bob');
    await joinRoom(master.page, suite.server.url, code, 'Drak');
    await watchAndStart(ann.page, spectator.page, code, pages);
    await boardsDrawn(pages);
    // Each seat's heroes marked on the sheets: "yours" on its own page, the player's name on the others'.
    const names = (p: Page) => board(p).getByRole('table', { name: 'The heroes' }).locator('tbody tr td:first-child').allTextContents();
    const [a, b, w] = [await names(ann.page), await names(bob.page), await names(spectator.page)];
    assert.ok(a.some((x) => x.endsWith(' · yours')) && a.some((x) => x.endsWith(" · Bob's")), a.join(' | '));
    assert.equal(a.filter((x) => x.endsWith(' · yours')).length, b.filter((x) => x.endsWith(" · Ann's")).length, `${a.join(' | ')} / ${b.join(' | ')}`);
    assert.ok(w.every((x) => !x.includes('yours')) && w.some((x) => x.endsWith(" · Ann's")), `the spectator sees each hero's player: ${w.join(' | ')}`);
    await screenshot(bob.page, 'dw-room-yours');
    const { clicks } = await playToEnd({ seats: { Ann: ann.page, Bob: bob.page, Drak: master.page }, spectator: spectator.page });
    assert.ok(clicks.Ann! > 5 && clicks.Bob! > 5 && clicks.Drak! > 5, `each of the three decided: ${JSON.stringify(clicks)}`);
    for (const b of all) assert.deepEqual(b.errors, []);
    console.log(`# dungeon-world room, three browsers: ${JSON.stringify(clicks)} clicks in ${Date.now() - started} ms`);
  } finally {
    for (const b of all) if (b !== suite.shown) await b.close().catch(() => {});
  }
});
