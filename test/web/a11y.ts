/**
 * A light accessibility check of the page as it stands: every button and
 * link has an accessible name, every form field a label, every drawing
 * (role img) a name, and the game screen's regions exist with their labels.
 * Names are computed as a screen reader does for these simple cases:
 * aria-label, aria-labelledby, else the text not hidden from it, else title.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Runs in the page, as a string: the test runner's TypeScript loader would add helpers the page does not have. */
const UNNAMED = `(() => {
  const text = (el) => {
    if (el.getAttribute && el.getAttribute('aria-hidden') === 'true') return '';
    let s = '';
    for (const n of el.childNodes) s += n.nodeType === Node.TEXT_NODE ? n.textContent : n.nodeType === Node.ELEMENT_NODE ? text(n) : '';
    return s;
  };
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    if (label && label.trim()) return label;
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => (document.getElementById(id) || {}).textContent || '').join(' ');
    if (el.labels && el.labels.length) return [...el.labels].map((l) => l.textContent).join(' ');
    return text(el).trim() || el.getAttribute('title') || '';
  };
  const bad = [];
  for (const el of document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=img], [role=region], [role=log], [role=dialog], [role=note]')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue; // not shown
    if (!name(el).trim()) bad.push(el.outerHTML.slice(0, 120));
  }
  return bad;
})()`;

export async function unnamed(page: Page): Promise<string[]> {
  return page.evaluate(UNNAMED) as Promise<string[]>;
}

/** Checks the page: nothing unnamed, and on a game screen the labelled regions. */
export async function checkAccessibility(page: Page, where: string, regions: string[] = []): Promise<void> {
  assert.deepEqual(await unnamed(page), [], `${where}: every control and drawing has a name`);
  for (const r of regions) {
    const role = r === 'Log' ? 'log' : 'region';
    assert.equal(await page.getByRole(role, { name: r, exact: true }).count(), 1, `${where}: the ${r} region`);
  }
  assert.equal(await page.locator('h1').count(), 1, `${where}: one main heading`);
  assert.ok(await page.evaluate(() => document.documentElement.lang !== ''), `${where}: the page names its language`);
}
