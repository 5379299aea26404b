/**
 * The layout tests' tools (test/web/layout-*.test.ts): a game played by
 * clicking the first option at a laptop's 1366x768 and a phone's 390x844,
 * checking after every answer what a player sees:
 *   - the board (region "Board") at least half in view, together with the
 *     first option of "Choices" wholly in view and not covered by anything;
 *     on a phone "together" means the same on one screen: the board at the
 *     top, the first option under it, neither scrolled out of the window;
 *   - the newest line of the Log in view (on a phone, in its open drawer);
 *   - the focus on the first option of the new decision;
 *   - no page error.
 * Words that look like identifiers (camelCase, kebab-case) in the visible
 * text, seen after any answer, fail the system's last test (reportIdentifiers).
 * Screenshots: artifacts/web/layout-<system>-<size>.png; with
 * UPDATE_SCREENSHOTS=1 the laptop one is copied to docs/screenshots/<system>.png.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, screenshot, type Browser } from './browser.ts';
import { answered, newGame, report } from './play.ts';

export const SIZES = [
  { name: '1366x768', width: 1366, height: 768, phone: false },
  { name: '390x844', width: 390, height: 844, phone: true },
] as const;
export type Size = (typeof SIZES)[number];

/** What the page shows now, measured in the page (a string: the test runner's TypeScript loader would add helpers the page lacks). */
const MEASURE = `(() => {
  // The share of an element's box that is seen: clipped by every scrolling ancestor and by the window.
  const seen = (el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const area = r.width * r.height;
    if (!area) return 0;
    let x0 = r.left, y0 = r.top, x1 = r.right, y1 = r.bottom;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
        const q = a.getBoundingClientRect();
        x0 = Math.max(x0, q.left); y0 = Math.max(y0, q.top); x1 = Math.min(x1, q.right); y1 = Math.min(y1, q.bottom);
      }
    }
    x0 = Math.max(x0, 0); y0 = Math.max(y0, 0); x1 = Math.min(x1, innerWidth); y1 = Math.min(y1, innerHeight);
    return (Math.max(0, x1 - x0) * Math.max(0, y1 - y0)) / area;
  };
  // Nothing drawn over the element's middle (a fixed button, a drawer).
  const uncovered = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (top === el || el.contains(top));
  };
  const board = document.querySelector('[role=region][aria-label=Board]');
  const first = document.querySelector('[role=region][aria-label=Choices] button.option[data-n="0"]');
  const newest = document.querySelector('[role=log][aria-label=Log] ol > li:last-child');
  const drawing = board && board.querySelector('svg');
  return {
    board: seen(board),
    drawing: seen(drawing),
    first: seen(first),
    firstUncovered: uncovered(first),
    focusFirst: !!first && document.activeElement === first,
    enabled: !!first && !first.disabled,
    newest: seen(newest),
    // The end of the newest line is seen (a line taller than the log's box shows its end).
    newestEnd: !!newest && (() => { const r = newest.getBoundingClientRect(); const s = seen(newest); return s > 0 && document.elementsFromPoint(r.left + 8, r.bottom - 3).includes(newest); })(),
    dbg: (() => { const o = newest && newest.parentElement; return o ? [o.scrollTop, o.scrollHeight, o.clientHeight, o.children.length].join(' ') : ''; })(),
    scrollY: Math.round(scrollY),
    text: document.body.innerText,
    // The Report shown (the game is over), as playwright's isVisible has it: a box, not hidden.
    over: (() => { const r = document.querySelector('[role=region][aria-label=Report]'); if (!r) return false; const b = r.getBoundingClientRect(); return b.width > 0 && b.height > 0 && getComputedStyle(r).visibility !== 'hidden'; })(),
  };
})()`;

interface Measure {
  board: number | null;
  drawing: number | null;
  first: number | null;
  firstUncovered: boolean;
  focusFirst: boolean;
  enabled: boolean;
  newest: number | null;
  newestEnd: boolean;
  dbg: string;
  scrollY: number;
  text: string;
  over: boolean;
}

const measure = (page: Page) => page.evaluate(MEASURE) as Promise<Measure>;

/** `settle`, then `measure`, in one round trip to the page (the checks after every answer are most of these tests' traffic). */
const settleAndMeasure = (page: Page) => page.evaluate(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(${MEASURE}), 0))))`) as Promise<Measure>;

/** Two frames and the effects after them: the screen as the player sees it once the answer is drawn. */
export const settle = (page: Page) => page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))))');

const CAMEL = /\b[a-z]+[A-Z][a-zA-Z]*\b/g;
// Kebab-case, but not the game's own name in the header ("dungeon-world-c272a4a7": the save's id, as `resume` takes it).
const KEBAB = /\b[a-z]+(-[a-z]+){1,}\b(?!-[0-9a-f]{8}\b)/g;
/** Hyphenated English, not identifiers: words the games' texts use, and words made with an English prefix ("re-rolls", "non-mover"). */
const ENGLISH = new Set(['two-handed', 'lamp-maker']);
const PREFIXED = /^(?:re|non|half|self)-[a-z]+$/;

/** Identifier-like words in a text, with how often each came. */
function identifiers(text: string, into: Map<string, number>): void {
  for (const re of [CAMEL, KEBAB]) for (const m of text.matchAll(re)) if (!ENGLISH.has(m[0]) && !PREFIXED.test(m[0])) into.set(m[0], (into.get(m[0]) ?? 0) + 1);
}

export interface Played {
  answers: number;
  over: boolean;
  identifiers: Map<string, number>;
  failures: string[];
}

/**
 * Plays `system` at `size` from a new game, clicking the first option up to
 * `max` answers (or to the end), and checks the screen after each. Failures
 * are gathered (every one, with its decision), so one run shows them all.
 */
export async function playAndCheck(b: Browser, url: string, system: string, size: Size, game: { title: string; seed: number; options?: Record<string, string> }, max: number): Promise<Played> {
  const page = b.page;
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newGame(page, url, game);
  const found = new Map<string, number>();
  const failures: string[] = [];
  const first = page.locator('[role=region][aria-label=Choices] button.option[data-n="0"]');
  let answers = 0;
  let shot = false;
  const check = async (when: string, afterAnswer: boolean) => {
    const m = afterAnswer || when !== 'at the start' ? await settleAndMeasure(page) : await measure(page);
    identifiers(m.text, found);
    const fail = (what: string) => failures.push(`${system} ${size.name} ${when}: ${what}`);
    const before = failures.length;
    if (m.first === null) return m;
    if ((m.board ?? 0) < 0.5) fail(`the board is ${Math.round((m.board ?? 0) * 100)}% in view`);
    if (m.first < 0.99) fail(`the first option is ${Math.round(m.first * 100)}% in view`);
    else if (!m.firstUncovered) fail('the first option is covered');
    if (afterAnswer && m.enabled && !m.focusFirst) fail('the focus is not on the first option');
    if (!size.phone && !m.newestEnd) fail(`the newest log line is ${Math.round((m.newest ?? 0) * 100)}% in view ${m.dbg}`);
    // The first few failures leave a picture of the window.
    if (failures.length > before && before < 3) await page.screenshot({ path: join(ROOT, 'artifacts', 'web', `layout-${system}-${size.name}-failed-${before + 1}.png`) });
    return m;
  };
  let shown = await check('at the start', false);
  for (; answers < max && !shown.over; answers++) {
    await first.waitFor();
    const when = `after answer ${answers + 1}`;
    // Once on a laptop: the reader scrolls the log up; an answer leaves it there and offers "newest ↓".
    const scrolledUp = !size.phone && answers === 4 && (await page.evaluate(`(() => { const o = document.querySelector('[role=log] ol'); if (!o || o.scrollHeight <= o.clientHeight + 40) return false; o.scrollTop = 0; return true; })()`));
    await answered(page, () => first.click());
    if (scrolledUp) {
      const newest = page.getByRole('button', { name: 'newest ↓' });
      const m = await settleAndMeasure(page);
      if (m.enabled && !m.focusFirst) failures.push(`${system} ${size.name} ${when}: the focus is not on the first option`);
      if (!(await newest.isVisible())) failures.push(`${system} ${size.name} ${when}: no "newest" button after the log was scrolled up`);
      else if (m.newestEnd) failures.push(`${system} ${size.name} ${when}: the log jumped to its end though the reader had scrolled up`);
      else {
        await newest.click();
      }
    }
    shown = await check(when, !scrolledUp);
    if (size.phone) {
      // The log's drawer: its button opens it on the newest line, and closes it again.
      await page.getByRole('button', { name: /^Log\b/ }).click();
      const m = await settleAndMeasure(page);
      if (!m.newestEnd) failures.push(`${system} ${size.name} ${when}: the newest log line is ${Math.round((m.newest ?? 0) * 100)}% in view in the drawer ${m.dbg}`);
      if (answers === 11) await screenshot(page, `layout-${system}-${size.name}-log`);
      await page.getByRole('button', { name: 'Close the log' }).click();
    }
    if (answers === 11) {
      shot = true;
      await shoot(page, system, size);
    }
  }
  const over = await report(page).isVisible();
  if (!shot) await shoot(page, system, size);
  if (over) await screenshot(page, `layout-${system}-${size.name}-report`);
  failures.push(...b.errors.map((e) => `${system} ${size.name}: ${e}`));
  b.errors.length = 0;
  return { answers, over, identifiers: found, failures };
}

/** The window as the player sees it (not the whole page). */
async function shoot(page: Page, system: string, size: Size): Promise<void> {
  const dir = join(ROOT, 'artifacts', 'web');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `layout-${system}-${size.name}.png`);
  await page.screenshot({ path: file });
  if (process.env.UPDATE_SCREENSHOTS === '1' && !size.phone) {
    mkdirSync(join(ROOT, 'docs', 'screenshots'), { recursive: true });
    copyFileSync(file, join(ROOT, 'docs', 'screenshots', `${system}.png`));
  }
}

/** Prints the identifier-like words seen, and fails when there is one: every word on the screen is a word (issue 21). */
export function reportIdentifiers(system: string, found: Map<string, number>): void {
  const words = [...found.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`# ${system}: ${words.length} identifier-like words in the visible text${words.length ? `: ${words.map(([w, n]) => `${w} (${n})`).join(', ')}` : ''}`);
  assert.deepEqual(words.map(([w]) => w), [], `identifiers in the visible text of ${system}`);
}

/** Asserts no failure, listing at most the first 15 (with their count). */
export function assertLayout(p: Played): void {
  assert.deepEqual(p.failures.slice(0, 15), [], `${p.failures.length} checks failed`);
}
