/**
 * Playback steps sent as changes (server/step-changes.ts, issue 21): the
 * page puts each later step's board back together from the step before and
 * draws it. A 3d6 fight's monsters' turns play back over several steps; each
 * step shown has its board, and its figures where the step's own text says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, screenshot } from './browser.ts';
import { answered, newGame, options } from './play.ts';

const s = browserSuite('playback-changes');

test('3d6: a playback of several steps draws every step\'s board, put back together from its changes', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  // Under reduced motion the playback waits for Next: each step is looked at in turn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const playback = page.getByRole('region', { name: 'Playback' });
  let of = 0;
  for (let seed = 1; seed <= 4 && of < 2; seed++) {
    await newGame(page, s.server.url, { title: 'Dungeon Crawl core system (3d6)', seed });
    for (let i = 0; i < 60 && of < 2 && (await options(page).count()) > 0; i++) {
      const labels = await options(page).allTextContents();
      await answered(page, () => options(page).nth(Math.max(0, labels.findIndex((l) => /^\d*\s*(Attack|Go on)\b/.test(l)))).click());
      if (await playback.isVisible()) of = Number(/step 1 of (\d+)/.exec((await playback.textContent()) ?? '')?.[1] ?? 0);
    }
  }
  assert.ok(of >= 2, 'a playback of several steps');
  const board = page.getByRole('region', { name: 'Board' });
  const texts: string[] = [];
  for (let k = 1; k <= Math.min(of, 6); k++) {
    if (k > 1) await playback.getByRole('button', { name: 'Next' }).click();
    assert.match((await playback.textContent()) ?? '', new RegExp(`step ${k} of ${of}`));
    assert.ok((await board.locator('.token').count()) > 0, `step ${k}: the board's figures are drawn`);
    // The drawings compared step to step: a step's changes applied, not the first board again.
    texts.push(await board.locator('svg').first().innerHTML());
  }
  assert.ok(new Set(texts).size > 1, 'the steps show different boards');
  await screenshot(page, 'playback-changes-3d6');
  assert.deepEqual(s.b.errors, []);
});
