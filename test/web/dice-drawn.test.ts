/**
 * Dice drawn as dice (issue 21): a roll line of the log shows its dice with
 * their faces (a d6's pips, another die's number), as many as the line
 * rolled; the dice an answer adds tumble once, and not at all under
 * prefers-reduced-motion; the lines there when the page opened do not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './browser.ts';
import { answered, log, newGame, options } from './play.ts';

const s = browserSuite('dice-drawn');

/** Each roll line's dice as text says them and as drawn: [faces in the text, drawn dice, animation of its first die]. */
const rolls = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('[role=log] ol > li.ev-roll')].map((li) => {
    const m = /\\[(\\d+(?:,\\s*\\d+)*)\\]/.exec(li.textContent);
    const dice = [...li.querySelectorAll('.log-dice .pb-die')];
    // A d6 is one element whose face is its background (its pips' count its data-face); another die an SVG with its number.
    const face = (d) => d.tagName === 'svg' ? Number(d.querySelector('text')?.textContent ?? 0) : /data:image[/]svg/.test(getComputedStyle(d).backgroundImage) && d.getBoundingClientRect().width > 0 ? Number(d.dataset.face) : 0;
    return { faces: m ? m[1].split(',').length : 0, drawn: dice.length, pips: dice.map(face), anim: dice[0] ? getComputedStyle(dice[0]).animationName : '' };
  })`) as Promise<{ faces: number; drawn: number; pips: number[]; anim: string }[]>;

test('roll lines show their dice; an answer\'s dice tumble, none under reduced motion', async () => {
  const page = s.b.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await newGame(page, s.server.url, { title: 'Dungeon Crawl core system (3d6)', seed: 2 });
  let seen: Awaited<ReturnType<typeof rolls>> = [];
  for (let i = 0; i < 30 && !seen.some((r) => r.drawn > 0); i++) {
    await answered(page, () => options(page).first().click());
    seen = await rolls(page);
  }
  const drawn = seen.filter((r) => r.drawn > 0);
  assert.ok(drawn.length > 0, 'a roll line with its dice drawn');
  for (const r of seen) if (r.faces) assert.equal(r.drawn, r.faces, 'one die drawn for each face the line names');
  for (const r of drawn) for (const p of r.pips) assert.ok(p >= 1 && p <= 20, `a face drawn: ${p}`);
  assert.ok(drawn.some((r) => r.anim === 'pb-roll'), "an answer's dice tumble");
  await log(page).locator('li.ev-roll .log-dice').last().scrollIntoViewIfNeeded();
  await screenshot(page, 'dice-in-log');
  // Opened again (the lines are old now) and under reduced motion: nothing moves.
  await page.reload();
  await log(page).locator('li.ev-roll .log-dice').first().waitFor();
  assert.ok((await rolls(page)).every((r) => r.anim === 'none' || r.anim === ''), 'the lines there when the page opened do not tumble');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await answered(page, () => options(page).first().click());
  assert.ok((await rolls(page)).every((r) => r.anim === 'none' || r.anim === ''), 'no tumbling under reduced motion');
});
