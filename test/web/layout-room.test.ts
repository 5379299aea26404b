/**
 * A room's screen, as a seated player has it: number keys answer as in a
 * game, the focus goes to the first option of each new decision, the answer
 * is announced in one short line, and at 1366x768 the board and the first
 * option are in view together beside the room's panel.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { peopleSuite, screenshot } from './browser.ts';
import { CARDS, decisionsTaken, report } from './play.ts';
import { makeRoom } from './rooms.ts';
import { settle } from './layout-check.ts';

const suite = peopleSuite('layout-room');

test('in a room, number keys answer, the focus follows the decision and the board stays beside it', async () => {
  const host = await suite.people.person();
  suite.shown = host;
  const page = host.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await makeRoom(page, suite.server, 7, { title: CARDS });
  await page.getByRole('button', { name: 'Take seat Player' }).click();
  await page.getByText('You play Player.').waitFor();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.room-status', { hasText: /^playing$/ }).waitFor();
  const first = page.locator('.choices button.option[data-n="0"]:enabled');
  for (let k = 0; k < 6 && !(await report(page).isVisible()); k++) {
    await first.waitFor();
    const before = await decisionsTaken(page);
    // The key, typed with the focus nowhere in particular (as after a click elsewhere on the page).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('1');
    await page.waitForFunction((n) => Number(/(\d+) decisions/.exec(document.querySelector('.game-head .muted')?.textContent ?? '')?.[1]) > n, before);
    await page.waitForFunction(() => !document.querySelector('.game[aria-busy="true"]'));
    if (await report(page).isVisible()) break;
    await first.waitFor();
    await settle(page);
    assert.ok(await first.evaluate((b) => b === document.activeElement), `after answer ${k + 1} the first option has the focus, not ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
    // In the page as a string (the test runner's TypeScript loader would add helpers the page lacks).
    const inView = (await page.evaluate(`(() => {
      const b = document.querySelector('[role=region][aria-label=Board]').getBoundingClientRect();
      const o = document.querySelector('.choices button.option[data-n="0"]').getBoundingClientRect();
      return { board: Math.max(0, Math.min(b.bottom, innerHeight) - Math.max(b.top, 0)) / b.height, option: o.top >= 0 && o.bottom <= innerHeight };
    })()`)) as { board: number; option: boolean };
    assert.ok(inView.board >= 0.5 && inView.option, `board and first option in view together: ${JSON.stringify(inView)}`);
    assert.match((await page.locator('.log-said').textContent()) ?? '', /^\d+ new lines?: /);
  }
  await screenshot(page, 'layout-room-1366x768');
  assert.deepEqual(host.errors, []);
});

test('in a room, a clicked answer keeps the focus on the choices until the new view comes, then on its first option', async () => {
  const host = await suite.people.person();
  suite.shown = host;
  const page = host.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await makeRoom(page, suite.server, 11, { title: CARDS });
  await page.getByRole('button', { name: 'Take seat Player' }).click();
  await page.getByText('You play Player.').waitFor();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.room-status', { hasText: /^playing$/ }).waitFor();
  const first = page.locator('.choices button.option[data-n="0"]:enabled');
  for (let k = 0; k < 4 && !(await report(page).isVisible()); k++) {
    await first.waitFor();
    await settle(page);
    const before = await decisionsTaken(page);
    // Every frame from the click until the new decision is drawn and settled: where the focus is.
    await page.evaluate(`(() => {
      window.__focusSeen = [];
      const look = () => {
        const a = document.activeElement;
        window.__focusSeen.push(a === document.body || !a ? 'body' : a.closest('.choices') ? 'choices' : a.tagName + '.' + a.className);
        window.__focusLook = requestAnimationFrame(look);
      };
      look();
    })()`);
    await first.click();
    await page.waitForFunction((n) => Number(/(\d+) decisions/.exec(document.querySelector('.game-head .muted')?.textContent ?? '')?.[1]) > n, before);
    await page.waitForFunction(() => !document.querySelector('.game[aria-busy="true"]'));
    if (await report(page).isVisible()) break;
    await first.waitFor();
    await settle(page);
    const seen = (await page.evaluate(`(() => { cancelAnimationFrame(window.__focusLook); return window.__focusSeen; })()`)) as string[];
    assert.deepEqual([...new Set(seen)], ['choices'], `after answer ${k + 1} the focus stayed on the choices in every frame (${seen.length} frames: ${seen.join(', ')})`);
    assert.ok(await first.evaluate((b) => b === document.activeElement), `after answer ${k + 1} the first option has the focus`);
  }
  assert.deepEqual(host.errors, []);
});
