/**
 * Dungeon World answered on the board: with the Draken Master played by a
 * person at the same screen (option master=player), a hero is picked and
 * moved by clicking squares of the board (one move by the keyboard: Tab to a
 * square, Enter), and the Draken Master places a spawned monster by clicking
 * a square; the board then shows each model where it was clicked. A square
 * with two options lists them under the board.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { screenshot, browserSuite } from './browser.ts';
import { answered, log, newGame, options, prompt } from './play.ts';
import { checkAccessibility } from './a11y.ts';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';

const s = browserSuite('dungeon-world-board-click');
/** A text to match as it is, in a regular expression. */
const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TITLE = 'Dungeon World (10mm grid skirmish)';

/** The row of the "In sight" table for the model named `name`: its cells. */
async function inSight(board: Locator, name: RegExp): Promise<string[]> {
  const rows = board.getByRole('table', { name: 'In sight' }).locator('tbody tr');
  for (const r of await rows.all()) {
    const cells = await r.locator('td, th').allTextContents();
    if (name.test(cells[1] ?? '')) return cells;
  }
  return [];
}

/** Answers with the first button whose label matches one of `prefer` (in order), else the first. */
async function button(page: Page, prefer: RegExp[]): Promise<void> {
  const labels = await options(page).allTextContents();
  let i = -1;
  for (const re of prefer) if (i < 0) i = labels.findIndex((l) => re.test(l));
  await answered(page, () => options(page).nth(Math.max(0, i)).click());
}

test('a hero moves and the Draken Master places a spawned monster by clicking squares of the board', async () => {
  const page = s.b.page;
  await newGame(page, s.server.url, { title: TITLE, seed: 4, options: { Scenario: 'crypt-of-bones', 'Draken Master': 'player' } });
  const board = page.getByRole('region', { name: 'Board' });
  const picks = board.getByRole('group', { name: /^Squares to choose on the board/ }).getByRole('button');
  const pick = (x: number, y: number) => board.locator(`.dw-picks .pick[data-square="${x},${y}"]`);

  // The heroes won the initiative: the side's player takes the Mover's Action Phase.
  assert.match(await prompt(page), /initiative/);
  assert.equal(await picks.count(), 0, 'no square answers the initiative');
  await button(page, [/Be the mover/]);

  // Which model acts next: a click on the Ranger's square (3, 2) picks it.
  assert.match(await prompt(page), /Which model acts next\?/);
  assert.equal(await pick(3, 2).getAttribute('aria-label'), 'Ranger at (3, 2)');
  await answered(page, () => pick(3, 2).click());
  assert.match(await prompt(page), /^.*Ranger at \(3, 2\): what does it do\?/);

  // Hovering a square shows its option on the board; a click moves the Ranger there.
  const to = pick(4, 2);
  assert.match((await to.getAttribute('aria-label')) ?? '', /^Move to \(4, 2\), 1 point/);
  await to.hover();
  await board.locator('.hint .hint-square').first().waitFor({ state: 'attached' });
  assert.match((await board.locator('.dw-hint').textContent()) ?? '', /\(4, 2\)/);
  assert.ok((await picks.count()) >= 10, 'every square the Ranger can walk to is offered on the board');
  await checkAccessibility(page, 'the squares to choose', ['Choices', 'Board', 'Log']);
  await screenshot(page, 'dungeon-world-board-picks');
  await answered(page, () => to.click());
  assert.deepEqual((await inSight(board, /^Ranger/))[9], '4,2', 'the Ranger stands where the square was clicked');
  assert.match((await log(page).textContent()) ?? '', /Ranger moves to \(4, 2\)/);

  // The move's points left, by the keyboard: the squares are focused in reading order (Tab from (3, 3) reaches (4, 3)), Enter answers.
  assert.match(await prompt(page), /Ranger at \(4, 2\) has 3 points left/);
  await pick(3, 3).focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), '4,3');
  assert.match((await board.locator('.dw-hint').textContent()) ?? '', /\(4, 3\)/, 'a focused square shows its option too');
  await answered(page, () => page.keyboard.press('Enter'));
  assert.deepEqual((await inSight(board, /^Ranger/))[9], '4,3');
  // The keyboard stays on the board: the next decision's first square has the focus.
  assert.match(await prompt(page), /Ranger at \(4, 3\) has 2 points left/);
  await page.waitForFunction(() => document.activeElement?.classList.contains('pick'));

  // On to the Draken Master's first spawn, by the buttons (nothing more this move, hold fire...).
  let spawn = '';
  for (let i = 0; i < 80; i++) {
    const p = await prompt(page);
    if (/Where does the .* appear\?/.test(p)) {
      spawn = p;
      break;
    }
    await button(page, [/Nothing more|None: the rest|Hold fire|Stay where it is|Be the mover|Stop here|^\d*\s*Leave/]);
  }
  const kind = /Where does the (.*) appear\?/.exec(spawn)?.[1];
  assert.ok(kind, 'the Draken Master is asked where a spawned monster appears');
  assert.ok((await options(page).count()) > 20, 'many squares to choose from');
  assert.equal(await picks.count(), await options(page).count(), 'each placement is a square of the board');
  const first = picks.first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const [, x, y] = /^\((\d+), (\d+)\)$/.exec(label) ?? [];
  assert.ok(x && y, `a placement is named by its square: ${label}`);
  await answered(page, () => first.click());
  const placed = await board.getByRole('table', { name: 'In sight' }).locator('tbody tr').filter({ hasText: `${x},${y}` }).allTextContents();
  assert.equal(placed.length, 1, `a model stands on (${x}, ${y})`);
  assert.match(placed[0]!, new RegExp(`${kind}.*monster`), `the ${kind} stands where the square was clicked`);
  assert.match((await log(page).textContent()) ?? '', new RegExp(`${kind} \\d+ appears at \\(${x}, ${y}\\)`));
  await screenshot(page, 'dungeon-world-board-spawn');
  assert.deepEqual(s.b.errors, []);
});

test('a square with two options (a move and a charge to one square) lists both under the board; the one clicked answers', async () => {
  const page = s.b.page;
  const id = await newGame(page, s.server.url, { title: TITLE, seed: 1, options: { Scenario: 'sunken-granary' } });
  // The heroes' bot's decisions of this game, up to the first where one square offers both a walk and a charge.
  const decisions: string[] = [];
  let square = '';
  const found = new Error('a move and a charge to one square');
  assert.throws(() => run({ system: dwSystem, seed: 1, options: { scenario: 'sunken-granary' }, chooser: (req: Request, st: DwState) => {
    const labels = req.options.map((o) => o.label);
    square = labels.map((l) => /^Move to \((\d+, \d+)\)/.exec(l)?.[1]).find((q) => q && labels.some((l) => l.startsWith(`Charge to (${q}) and attack there`)) && labels.filter((l) => l.includes(`(${q})`)).length === 2) ?? '';
    if (square) throw found;
    const c = dwSystem.bot(req, st);
    decisions.push(c);
    return c;
  } }), (e) => e === found, 'the bots\' game offers a move and a charge to one square');
  for (const [step, choice] of decisions.entries()) {
    const r = await page.request.post(new URL(`/api/games/${id}/answer`, s.server.url).href, { data: { step, choice } });
    assert.equal(r.status(), 200, await r.text());
  }
  await page.reload();
  const board = page.getByRole('region', { name: 'Board' });
  const both = board.locator(`.dw-picks .pick[data-square="${square.replace(' ', '')}"]`);
  assert.match((await both.getAttribute('aria-label')) ?? '', new RegExp(`^${esc(`(${square}): 2 options: Move to (${square})`)}.*; ${esc(`Charge to (${square}) and attack there`)}`));
  await both.click();
  const menu = board.getByRole('group', { name: `Options at (${square})` });
  assert.deepEqual((await menu.getByRole('button').allTextContents()).map((t) => t.replace(/, \d+ points?.*$/, '')), [`Move to (${square})`, `Charge to (${square}) and attack there`, 'Cancel']);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.replace(/, \d+ points?.*$/, '')), `Move to (${square})`, 'the list takes the focus');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await both.click();
  await answered(page, () => menu.getByRole('button', { name: new RegExp(`^${esc(`Charge to (${square})`)}`) }).click());
  assert.match((await log(page).textContent()) ?? '', new RegExp(esc(`charges to (${square})`)));
  assert.deepEqual(s.b.errors, []);
});
