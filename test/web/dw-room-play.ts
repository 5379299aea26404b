/**
 * Dungeon World in a room, played to its end by people in browser contexts of
 * their own: the helpers of dw-room.test.ts (the heroes' player and the
 * Draken Master) and dw-room-three.test.ts (two hero players and the Draken
 * Master), two files so that the test runner can give the two long games to
 * its two lanes.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Server } from './browser.ts';
import { decisionsTaken, options, report } from './play.ts';
import { answeredInRoom, enabled, fillList, makeRoom } from './rooms.ts';
import { dwChoice } from './dw-play.ts';

/** The game's title on the home page. */
const TITLE = 'Dungeon World (10mm grid skirmish)';

export const board = (page: Page) => page.getByRole('region', { name: 'Board' });
export const grid = (page: Page) => board(page).getByRole('img', { name: /^The dungeon, 18 by 11 squares/ });
export const boardText = async (page: Page) => (await page.locator('#board-text').textContent()) ?? '';

/** The Draken Master as a person might play it: a shot when one is offered, else the first choice. */
export function masterChoice(labels: string[]): number {
  return Math.max(0, labels.findIndex((l) => /^\d*\s*Shoot at/.test(l)));
}

/** Hovers option `i` of `page` when it is an attack with odds, and checks the board draws it; true when it did. */
export async function hoverAttack(page: Page, i: number): Promise<boolean> {
  const label = (await options(page).nth(i).textContent()) ?? '';
  if (!/Shoot at/.test(label)) return false;
  await options(page).nth(i).hover();
  await board(page).locator('.hint-shot line.sight').waitFor({ state: 'attached' });
  assert.match((await board(page).locator('.dw-hint').textContent()) ?? '', /shoots at .*: \d+ dice?, hits on \d\+, kills on \d\+\. At least one hit \d+%/);
  assert.equal(await grid(page).locator('.token.target').count(), 1, 'the target is marked');
  return true;
}

/** The room's pages by seat (the Draken Master's seat is `Drak`), and the spectator's. */
export interface Table {
  seats: Record<string, Page>;
  spectator: Page;
}

/** Every page draws the game page's board: the grid with the models, the heroes' sheets, the victory points. */
export async function boardsDrawn(pages: Page[]): Promise<void> {
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
export async function playToEnd(t: Table): Promise<{ clicks: Record<string, number>; hovered: Set<string>; onBoard: Record<string, number> }> {
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
export function makeDwRoom(page: Page, server: Server, seed: number, heroes: { player: string } | { players: string[] }): Promise<string> {
  return makeRoom(page, server, seed, {
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
export async function watchAndStart(host: Page, spectator: Page, server: Server, code: string, pages: Page[]): Promise<void> {
  await spectator.goto(`${server.url}room/${code}`);
  await spectator.getByText('You are watching.').waitFor();
  await host.getByRole('button', { name: 'Start the game' }).click();
  for (const p of pages) await p.locator('.room-status', { hasText: /^playing$/ }).waitFor();
}
