/**
 * On a phone (390x844) the board stands over the choices: pointing at an
 * option (hover or keyboard focus) shows on the board what it touches, and
 * must not change the board's height, or the options under it jump away
 * from the finger or the pointer. In each system, over the first decisions
 * of a game, every option is hovered and focused in turn and the board's
 * box and the Choices' place are measured against where they were
 * (HOVER_DECISIONS=n tries more decisions than the default 4).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './browser.ts';
import { answered, choices, options } from './play.ts';

const s = browserSuite('hover-steady');

/** How many decisions of each game are tried, and how many options of each (the first ones). */
const DECISIONS = Number(process.env.HOVER_DECISIONS ?? 4);
const OPTIONS = 4;

const GAMES: { system: string; seed: number; options?: Record<string, unknown> }[] = [
  { system: 'cards', seed: 3 },
  { system: '2hdc', seed: 2 },
  { system: '3d6', seed: 1 },
  { system: 'exploration', seed: 1 },
  { system: 'dungeon-world', seed: 1, options: { scenario: 'crypt-of-bones' } },
];

/** The board's height and the top of the Choices under it, in CSS pixels (as the page is scrolled now). */
const measure = `(() => {
  const b = document.querySelector('[role=region][aria-label=Board]').getBoundingClientRect();
  const c = document.querySelector('[role=region][aria-label=Choices]');
  return { board: b.height, option: c ? c.getBoundingClientRect().top : null, scroll: scrollY };
})()`;
type Box = { board: number; option: number | null; scroll: number };

for (const g of GAMES) {
  test(`${g.system} at 390x844: pointing at an option leaves the board's height as it was`, async () => {
    const page = s.b.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const r = await page.request.post(new URL('/api/games', s.server.url).href, { data: { system: g.system, seed: g.seed, options: g.options ?? {} } });
    assert.equal(r.status(), 200, await r.text());
    const id = ((await r.json()) as { id: string }).id;
    await page.goto(new URL(`/game/${encodeURIComponent(id)}`, s.server.url).href);
    await choices(page).waitFor();
    const moved: string[] = [];
    let tried = 0;
    for (let d = 0; d < DECISIONS && (await options(page).count()) > 0; d++) {
      // Nothing pointed at: the mouse away in a corner, the focus on nothing.
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const rest = (await page.evaluate(measure)) as Box;
      const n = Math.min(OPTIONS, await options(page).count());
      for (let i = 0; i < n; i++) {
        const o = options(page).nth(i);
        const label = ((await o.textContent()) ?? '').trim().slice(0, 50);
        for (const how of ['hover', 'focus'] as const) {
          if (how === 'hover') {
            // The pointer put on the option where it stands (not Playwright's hover, which waits for a jumping button to rest).
            await o.scrollIntoViewIfNeeded();
            const at = (await o.boundingBox())!;
            await page.mouse.move(at.x + Math.min(20, at.width / 2), at.y + at.height / 2);
          } else {
            await page.mouse.move(1, 1);
            await o.focus();
          }
          // Back to where the page was scrolled at rest: only the board's own change is measured.
          await page.evaluate((y) => scrollTo(0, y), rest.scroll);
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const now = (await page.evaluate(measure)) as Box;
          tried++;
          if (Math.abs(now.board - rest.board) > 0.5 || (now.option !== null && rest.option !== null && Math.abs(now.option - rest.option) > 0.5)) {
            moved.push(`decision ${d + 1}, ${how} on "${label}": board ${rest.board.toFixed(1)} → ${now.board.toFixed(1)} px, choices ${rest.option?.toFixed(1)} → ${now.option?.toFixed(1)}`);
          }
        }
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      }
      await page.mouse.move(1, 1);
      await answered(page, () => options(page).first().click());
    }
    assert.ok(tried >= 4, `options were pointed at (${tried})`);
    assert.deepEqual(moved, [], `the board kept its height (${tried} hovers and focuses)`);
    assert.deepEqual(s.b.errors, []);
  });
}
