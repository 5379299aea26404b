/**
 * Issue 21, answering on the board: a 2HDC move answered by clicking an exit
 * on the dungeon map, a fight's target by clicking the figure on the Battle
 * Board, a card game's decision by clicking the card; and a fight played back
 * step by step after the answer that resolved it, then skipped. Screenshots
 * at 1366x768 and 390x844 (artifacts/web/boards2-*.png).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot, browserSuite } from './browser.ts';
import { checkAccessibility } from './a11y.ts';
import { answered, CARDS, newGame, options, report, TWO_HOUR } from './play.ts';

const s = browserSuite('boards2-click');

/** Clicks a board element that answers (and the first option of its list, when several answer there). */
async function clickPick(page: Page, selector: string, keyboard = false): Promise<string> {
  const pick = page.locator(selector).first();
  const at = (await pick.getAttribute('data-pick')) ?? '';
  await answered(page, async () => {
    if (keyboard) {
      await pick.focus();
      await page.keyboard.press('Enter');
    } else await pick.click();
    const menu = page.locator('.pick-menu button.option');
    if (await menu.count()) await menu.first().click();
  });
  return at;
}

/** Answers with the first option (a Human Warrior Star in 2HDC's setup). */
async function first(page: Page): Promise<void> {
  const opts = options(page);
  await opts.first().waitFor();
  const labels = await opts.allTextContents();
  const pick = Math.max(0, labels.findIndex((l) => /^\d+\s*(Human|Warrior)\b/.test(l)));
  await answered(page, () => opts.nth(pick).click());
}

test('2HDC: a move by its exit on the map, a charge by its target on the Battle Board, and a fight played back', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  // Under reduced motion the playback waits for Next (and no die rolls): the test looks at it at leisure.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Seed 10: three exits, a target and a fight played back after 16 answers (seed 3 took 22).
  await newGame(page, s.server.url, { title: TWO_HOUR, seed: 10 });
  const board = page.getByRole('region', { name: 'Board' });
  let exits = 0;
  let figures = 0;
  let playedBack = false;
  for (let n = 0; n < 500 && !(await report(page).isVisible()) && !(exits >= 3 && figures >= 1 && playedBack); n++) {
    const playback = page.getByRole('region', { name: 'Playback' });
    if (await playback.isVisible()) {
      if (!playedBack) {
        playedBack = true;
        const of = Number(/step 1 of (\d+)/.exec((await playback.textContent()) ?? '')?.[1]);
        assert.ok(of >= 1, 'the playback counts its steps');
        assert.ok((await playback.locator('.pb-lines li').count()) > 0, 'the step shows its log lines');
        await screenshot(page, 'boards2-2hdc-playback-1366');
        await checkAccessibility(page, '2HDC playback', ['Choices', 'Playback', 'Board', 'Log']);
        if (of > 1) {
          await playback.getByRole('button', { name: 'Next' }).click();
          assert.match((await playback.textContent()) ?? '', /step 2 of /);
          // A later step's board is sent as its changes to the step before (server/step-changes.ts): drawn whole again.
          const stepBoard = page.getByRole('region', { name: 'Board' });
          assert.ok((await stepBoard.locator('.th-fig, .th-tile').count()) > 0, "the second step's board is drawn, put back together from its changes");
          assert.match((await stepBoard.locator('.summary').textContent()) ?? '', /^Turn \d+/);
        }
        await playback.getByRole('button', { name: 'Skip to now' }).click();
        assert.equal(await playback.count(), 0, 'skipped, the playback is gone');
        assert.equal(await board.count(), 1, 'the board as it stands is back');
      } else await playback.getByRole('button', { name: 'Skip to now' }).click();
    }
    await options(page).first().waitFor();
    const fig = board.locator('[data-pick^="fig:"]');
    const exit = board.locator('[data-pick^="exit:"]');
    if ((await fig.count()) > 0) {
      const mark = ((await fig.first().getAttribute('data-pick')) ?? '').slice(4);
      // Pointing at the figure marks it and names its option.
      await fig.first().hover();
      assert.ok((await board.locator(`[data-figure="${mark}"].touched`).count()) === 1, 'the target pointed at is marked');
      if (figures === 0) {
        await screenshot(page, 'boards2-2hdc-battle-1366');
        await checkAccessibility(page, '2HDC Battle Board with targets', ['Choices', 'Board', 'Log']);
      }
      const before = await page.locator('.game-head .muted').textContent();
      const at = await clickPick(page, '[data-pick^="fig:"]');
      assert.match(at, /^fig:/);
      assert.notEqual(await page.locator('.game-head .muted').textContent(), before, 'the click answered');
      figures++;
      continue;
    }
    if ((await exit.count()) > 0) {
      const tiles = await board.locator('.th-tile').count();
      assert.ok(tiles >= 1);
      assert.ok((await board.locator('.th-num').count()) === tiles, 'every tile is numbered');
      if (exits === 0) {
        await screenshot(page, 'boards2-2hdc-map-1366');
        await checkAccessibility(page, '2HDC map with exits to choose', ['Choices', 'Board', 'Log']);
      }
      // An option's button pointed at marks its exit on the map.
      const go = options(page).filter({ hasText: /^\d*\s*(Fast )?Move / }).first();
      if (await go.count()) {
        await go.hover();
        assert.ok((await board.locator('.th-exit.touched').count()) >= 1, 'the exit of the option pointed at is marked');
      }
      await clickPick(page, '[data-pick^="exit:"]');
      exits++;
      continue;
    }
    await first(page);
  }
  assert.ok(exits >= 3, `moves answered on the map: ${exits}`);
  assert.ok(figures >= 1, `targets answered on the Battle Board: ${figures}`);
  assert.ok(playedBack, 'a fight was played back');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'boards2-2hdc-390');
  // Within the board's own box (the page's layout and the log's width are another matter: PlayArea, LogPanel).
  const wide = await board.evaluate((el) => [...el.querySelectorAll('svg, .th-scroll, figure')].filter((e) => e.getBoundingClientRect().right > el.getBoundingClientRect().right + 1).map((e) => e.getAttribute('class') ?? e.tagName));
  assert.deepEqual(wide, [], 'nothing of the board runs past its box on a phone');
  assert.deepEqual(s.b.errors, []);
});

test('cards: a Mage\'s spell, melee and going on answered by clicking the cards', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  // The character and the difficulty are asked at the start: a Mage, on normal.
  // Seed 4: two cards clicked, the game over after 4 answers (seed 5 took 6).
  await newGame(page, s.server.url, { title: CARDS, seed: 4 });
  const board = page.getByRole('region', { name: 'Board' });
  const seen = new Set<string>();
  for (let n = 0; n < 200 && !(await report(page).isVisible()) && seen.size < 3; n++) {
    await options(page).first().waitFor();
    const picks = board.locator('[data-pick^="card:"]');
    if ((await picks.count()) > 0) {
      if (seen.size === 0) {
        await screenshot(page, 'boards2-cards-1366');
        await checkAccessibility(page, 'cards to click', ['Choices', 'Board', 'Log']);
      }
      // The first by the keyboard (focus and Enter), the others by the mouse.
      seen.add(await clickPick(page, '[data-pick^="card:"]', n === 0 || seen.size === 0));
    } else {
      const labels = await options(page).allTextContents();
      await answered(page, () => options(page).nth(Math.max(0, labels.findIndex((l) => /^\d*\s*(Mage|Normal)\b/.test(l)))).click());
    }
  }
  assert.ok(seen.size >= 2, `cards clicked to answer: ${[...seen].join(', ')}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'boards2-cards-390');
  const wide = await board.evaluate((el) => [...el.querySelectorAll('svg, dl')].filter((e) => e.getBoundingClientRect().right > el.getBoundingClientRect().right + 1).map((e) => e.getAttribute('class') ?? e.tagName));
  assert.deepEqual(wide, [], 'nothing of the table runs past its box on a phone');
  assert.deepEqual(s.b.errors, []);
});
