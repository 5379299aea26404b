/**
 * The grid boards answered by clicking them (issue 21): in a game of 3d6, of
 * exploration and of Dungeon World, every decision that offers squares or
 * figures on the board is answered by a click there (a square with several
 * options by the short list it opens), the others by the first button, until
 * several answers were given on the board. Each click must answer (the log
 * grows, no page error). Pointing at a pick marks what it touches on the
 * board. Screenshots of each board at 1366x768 and 390x844 (artifacts/web).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserSuite } from './browser.ts';
import { answered, choices, log, options } from './play.ts';
import { dwChoice } from './dw-play.ts';
import { checkAccessibility } from './a11y.ts';

const s = browserSuite('grid-boards-click');

const board = (page: Page) => page.getByRole('region', { name: 'Board' });
const picks = (page: Page) => board(page).getByRole('group', { name: /^Squares and figures to choose on the board/ }).getByRole('button');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Starts a game through the API and opens its page. */
async function open(page: Page, system: string, seed: number, opts: Record<string, unknown> = {}): Promise<void> {
  const r = await page.request.post(new URL("/api/games", s.server.url).href, { data: { system, seed, options: opts } });
  assert.equal(r.status(), 200, await r.text());
  const id = ((await r.json()) as { id: string }).id;
  await page.goto(new URL(`/game/${encodeURIComponent(id)}`, s.server.url).href);
  await choices(page).waitFor();
}

const logLines = async (page: Page) => log(page).locator('li').count();

/**
 * Answers decisions until `want` were answered on the board (at most `limit` decisions):
 * a decision with picks by clicking its `nth` pick (`choose` picks which), the others by the first button.
 * `onPicks` runs once at the first decision with picks, before its click (hover checks, screenshots).
 */
async function playOnBoard(page: Page, want: number, limit: number, onPicks?: (n: number) => Promise<void>, choose: (labels: string[]) => number = () => 0): Promise<number> {
  let onBoard = 0;
  for (let i = 0; i < limit && onBoard < want; i++) {
    const n = await picks(page).count();
    if (n === 0) {
      if ((await options(page).count()) === 0) break;
      await answered(page, () => options(page).first().click());
      continue;
    }
    if (onBoard === 0 && onPicks) await onPicks(n);
    const labels = await Promise.all((await picks(page).all()).map((p) => p.getAttribute('aria-label').then((x) => x ?? '')));
    const k = Math.max(0, Math.min(n - 1, choose(labels)));
    const before = await logLines(page);
    const pick = picks(page).nth(k);
    const several = /: \d+ options: /.test(labels[k]!);
    if (several) {
      await pick.click();
      const menu = page.getByRole('group', { name: /^Options at / });
      await menu.waitFor();
      await answered(page, () => menu.getByRole('button').first().click());
    } else await answered(page, () => pick.click());
    assert.ok((await logLines(page)) >= before, 'the click answered: the log did not shrink');
    onBoard++;
  }
  return onBoard;
}

/** Hovers the first pick and checks the board marks what its option touches (or at least its element). */
async function hoverMarks(page: Page): Promise<void> {
  await picks(page).first().hover();
  await board(page).locator('.touches').first().waitFor({ state: 'attached' });
  assert.ok((await board(page).locator('.touches > *').count()) >= 1, 'pointing at a pick marks its element on the board');
}

async function bothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, `${name}-1366x768`);
  await page.setViewportSize({ width: 390, height: 844 });
  // The whole grid on a phone's screen: none of it cut off at the window's right edge.
  const right = (await page.evaluate(`document.querySelector('[role=region][aria-label=Board] .grid-svg').getBoundingClientRect().right`)) as number;
  assert.ok(right <= 390, `the grid ends at ${Math.round(right)} px, inside the window`);
  await shot(page, `${name}-390x844`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('3d6: squares and foes on the room grid answer the party’s actions', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '3d6', 3);
  const n = await playOnBoard(
    page,
    6,
    120,
    async () => {
      await hoverMarks(page);
      // Coordinates on the edges: the columns numbered from 0.
      assert.ok((await board(page).locator('.axes text').count()) > 4, 'the grid is numbered on its edges');
      await checkAccessibility(page, 'the 3d6 grid with its picks', ['Choices', 'Board', 'Log']);
      await bothSizes(page, 'grid-3d6');
    },
    // Prefer an attack, else a move: both name a figure or a square.
    (labels) => labels.findIndex((l) => /^Attack|^Charge|^Move/.test(l)),
  );
  assert.ok(n >= 3, `${n} answers given on the board`);
  // An area spell pointed at: its squares marked on the grid, each friend it catches marked too.
  let area = '';
  for (let i = 0; i < 200 && !area; i++) {
    const all = await picks(page).all();
    for (const p of all) {
      const label = (await p.getAttribute('aria-label')) ?? '';
      if (!/Spell: (?:Slumber|Flame Fan|Ember Storm|Thunderclap)|Prepare (?:Ember Storm|Slumber|Flame Fan)/.test(label)) continue;
      const spell = /(?:Spell: (?:Slumber|Flame Fan|Ember Storm|Thunderclap)|Prepare (?:Ember Storm|Slumber|Flame Fan))[^;]*(?:; catches [^;]*)?/.exec(label)![0];
      if (/: \d+ options: /.test(label)) {
        // Several options on one fighter: the list under the board, the spell's button pointed at.
        await p.click();
        await page.getByRole('group', { name: /^Options at / }).getByRole('button', { name: spell.slice(0, 40) }).first().hover();
      } else await p.hover();
      await board(page).locator('.touches').first().waitFor({ state: 'attached' });
      assert.ok((await board(page).locator('.touches .touch-sq').count()) >= 4, `the area's squares are marked: ${label}`);
      if (/catches/.test(spell)) assert.ok((await board(page).locator('.touches .touch-friend').count()) >= 1, 'a friend caught is marked');
      await shot(page, 'grid-3d6-area-1366x768');
      area = label;
      break;
    }
    if (area || (await options(page).count()) === 0) break;
    const k = await picks(page).count();
    if (k) {
      const labels = await Promise.all((await picks(page).all()).map((p) => p.getAttribute('aria-label').then((x) => x ?? '')));
      const j = Math.max(0, labels.findIndex((l) => /^Attack|^Charge/.test(l)));
      if (/: \d+ options: /.test(labels[j]!)) await answered(page, () => options(page).first().click());
      else await answered(page, () => picks(page).nth(j).click());
    } else await answered(page, () => options(page).first().click());
  }
  assert.ok(area, 'an area spell was offered on the board and pointed at');
  assert.deepEqual(s.b.errors, []);
});

test('exploration: squares, tokens and doors on the map answer the moves and ACTs', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, 'exploration', 2);
  const n = await playOnBoard(
    page,
    8,
    120,
    async () => {
      await hoverMarks(page);
      // A move's button pointed at: its way on the map, a square marked for each step, not only where it ends.
      const moves = options(page).filter({ hasText: /Move .*\((?:[2-9]|\d\d) squares\)/ });
      if (await moves.count()) {
        const label = (await moves.first().textContent()) ?? '';
        const steps = Number(/\((\d+) squares\)/.exec(label)![1]);
        await moves.first().hover();
        await board(page).locator('.touches').first().waitFor({ state: 'attached' });
        assert.equal(await board(page).locator('.touches .touch-sq').count(), steps, `the way of "${label}" marked square by square`);
        await shot(page, 'grid-exploration-way-1366x768');
        await page.mouse.move(0, 0);
      }
      await checkAccessibility(page, 'the exploration map with its picks', ['Choices', 'Board', 'Log']);
      await bothSizes(page, 'grid-exploration');
    },
    // Prefer a door or a token, else the last square offered (a move away).
    (labels) => {
      const k = labels.findIndex((l) => /^Open|^Try|^Search/.test(l));
      return k >= 0 ? k : labels.length - 1;
    },
  );
  assert.ok(n >= 4, `${n} answers given on the map`);
  // On to a fight, played on the 3d6 grid: heading for tokens and doors as exploration-click.test.ts does.
  let fought = 0;
  for (let i = 0; i < 600 && !fought; i++) {
    if ((await board(page).locator('figure.battle').count()) && (await picks(page).count())) {
      await hoverMarks(page);
      await bothSizes(page, 'grid-exploration-fight');
      fought = await playOnBoard(page, 3, 30, undefined, (labels) => labels.findIndex((l) => /^Attack|^Charge|^Move/.test(l)));
      break;
    }
    if ((await options(page).count()) === 0) break;
    const labels = await options(page).allTextContents();
    let k = labels.findIndex((l) => /\b(Search|Open the|Try the|Attack)\b/.test(l));
    if (k < 0) k = labels.findIndex((l) => /^\d*\s*(Explore|Move to the search|Move to the (un)?locked|Move toward)/.test(l));
    await answered(page, () => options(page).nth(Math.max(0, k)).click());
  }
  assert.ok(fought >= 1, 'a fight was answered on its grid');
  assert.deepEqual(s.b.errors, []);
});

test('dungeon-world: models and squares answer, and the board’s odds are the button’s', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  // Seed 2: the answers on the board and a shot offered there after 24 decisions (seed 4 took 89), the same checks.
  await open(page, 'dungeon-world', 2, { scenario: 'crypt-of-bones' });
  let oddsChecked = 0;
  /** At a shot offered on the board: the odds drawn beside its target are the button's (one figure from one function). */
  const shotOdds = async () => {
    if (oddsChecked) return;
    const shots = picks(page).filter({ has: page.locator('title', { hasText: /^(?:Shoot at|Breathe fire at)/ }) });
    if ((await shots.count()) === 0) return;
    const label = (await shots.first().getAttribute('aria-label')) ?? '';
    await shots.first().hover();
    const drawn = (await board(page).locator('.hint-odds text').textContent()) ?? '';
    const [, wound] = /\((<1|>99|\d+)%/.exec(label) ?? [];
    const [, kill] = /kills it (<1|>99|\d+)%/.exec(label) ?? [];
    assert.ok(wound && kill, `the shot's button gives its odds: ${label}`);
    assert.equal(drawn, `a hit off ${wound}% · kills ${kill}%`, `the board's odds are the button's: ${label}`);
    await shot(page, 'grid-dungeon-world-shot-1366x768');
    oddsChecked++;
  };
  // Answers on the board first, heading east as a player would (dw-play.ts), until a shot is offered on the board.
  const east = (labels: string[]) => dwChoice(labels.map((l) => l.replace(/: \d+ options: .*/, '')), false);
  const n = await playOnBoard(page, 12, 120, async () => {
    await hoverMarks(page);
    await bothSizes(page, 'grid-dungeon-world');
  }, east);
  for (let i = 0; i < 400 && !oddsChecked; i++) {
    await shotOdds();
    if (oddsChecked || (await options(page).count()) === 0) break;
    const labels = await options(page).allTextContents();
    await answered(page, () => options(page).nth(dwChoice(labels.map((l) => l.replace(/^\d+\s*/, '')), false)).click());
  }
  assert.ok(n >= 5, `${n} answers given on the board`);
  assert.equal(oddsChecked, 1, 'a shot was offered on the board and its odds compared');
  assert.deepEqual(s.b.errors, []);
});
