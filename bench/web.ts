/**
 * The browser app's figures. Prints one JSON line:
 *   - firstLoadGzip: the bytes of the built client's first load (index.html,
 *     JS, CSS in dist/web) gzipped, as a browser downloads them (aim < 300 KB);
 *   - clickToView p50/p95 (ms), per system: from a click on an option to the
 *     new view drawn (the server carries the game on from its last
 *     checkpoint, sends its view, the page
 *     draws it), measured in Chromium at 1366x768 with animations off, over
 *     `clicks` clicks in each of the five systems (aim < 50 ms p95).
 *   - per click, the page's work by Chromium's counters (layouts, layout, style
 *     and script milliseconds), which a loaded machine stretches less than times.
 *   node --import tsx bench/web.ts [clicks] [system,system…]   (default: all five)
 * Needs the build (npm run build) and Chromium (apt-get install chromium).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
// ROOT: the project folder, whether this runs from bench/ or bundled into dist/bench.
import { becomeOwner, openBrowser, ROOT, startServer } from '../test/web/browser.ts';
import { CARDS, newGame, TWO_HOUR } from '../test/web/play.ts';

function firstLoadGzip(): { files: number; raw: number; gzip: number } {
  const web = join(ROOT, 'dist', 'web');
  const files = [join(web, 'index.html'), ...readdirSync(join(web, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => join(web, 'assets', f))];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const b = readFileSync(f);
    raw += b.length;
    gzip += gzipSync(b, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

/** Clicks the option `pick` chooses and returns the milliseconds until the heading shows one more decision. */
interface Timing {
  /** Click to the new view painted (the next frame after the page changed). */
  total: number;
  /** The answer's round trip (over the game's socket, or the HTTP request). */
  fetch: number;
  /** The server's own time (Server-Timing). */
  server: number;
  /** From the response's end to the page changed: parsing the view and drawing it. */
  draw: number;
  /** From the page changed to the next frame painted. */
  frame: number;
  /** The answer's JSON (bytes, as decoded). */
  kb: number;
  /** Elements in the page after the click. */
  nodes: number;
  /** The option clicked (for BENCH_SLOW). */
  what: string;
}

function timedClick(page: Page, pattern: string): Promise<Timing> {
  return page.evaluate((pattern) => {
    return new Promise<Timing>((resolve) => {
      const head = document.querySelector('.game-head .muted')!;
      const before = head.textContent;
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('.choices ol.options button')];
      const re = new RegExp(pattern);
      const b = buttons.find((x) => re.test(x.textContent ?? '')) ?? buttons[0]!;
      const t0 = performance.now();
      const obs = new MutationObserver(() => {
        if (head.textContent !== before) {
          obs.disconnect();
          const changed = performance.now();
          // The next frame: the new view is painted.
          requestAnimationFrame(() => {
            const now = performance.now();
            // Over the game's socket (web/src/live.ts): its User Timing measure; over HTTP: Resource Timing and Server-Timing.
            const m = performance.getEntriesByName('answer', 'measure').pop() as PerformanceMeasure | undefined;
            const r = performance.getEntriesByType('resource').filter((e) => e.name.includes('/answer')).pop() as PerformanceResourceTiming | undefined;
            performance.clearResourceTimings();
            performance.clearMeasures('answer');
            const nodes = document.getElementsByTagName('*').length;
            const what = (b.textContent ?? '').slice(0, 70);
            if (m) {
              const d = m.detail as { server: number; size: number };
              const end = m.startTime + m.duration;
              resolve({ total: now - t0, fetch: m.duration, server: d.server, draw: changed - end, frame: now - changed, kb: d.size / 1024, nodes, what });
            } else if (r) {
              const server = r.serverTiming.find((s) => s.name === 'app')?.duration ?? NaN;
              resolve({ total: now - t0, fetch: r.responseEnd - r.startTime, server, draw: changed - r.responseEnd, frame: now - changed, kb: r.decodedBodySize / 1024, nodes, what });
            } else resolve({ total: now - t0, fetch: NaN, server: NaN, draw: NaN, frame: now - changed, kb: NaN, nodes, what });
          });
        }
      });
      obs.observe(head, { childList: true, characterData: true, subtree: true });
      b.click();
    });
  }, pattern);
}

function pct(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

/** Chromium's own counters (CDP Performance.getMetrics): layouts and their time, read between clicks (outside the timed part). */
type Work = { layouts: number; layoutMs: number; styleMs: number; scriptMs: number };

async function clicks(page: Page, url: string, title: string, pattern: string, n: number, options?: Record<string, string>) {
  const times: Timing[] = [];
  const work: Work[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Record<string, number>> => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  for (let seed = 1; times.length < n; seed++) {
    await newGame(page, url, { title, seed, options });
    while (times.length < n && (await page.locator('.choices ol.options button').count()) > 0) {
      const a = await metrics();
      times.push(await timedClick(page, pattern));
      const b = await metrics();
      const d = (k: string) => (b[k] ?? 0) - (a[k] ?? 0);
      work.push({ layouts: d('LayoutCount'), layoutMs: d('LayoutDuration') * 1000, styleMs: d('RecalcStyleDuration') * 1000, scriptMs: d('ScriptDuration') * 1000 });
    }
  }
  await cdp.detach();
  // BENCH_SLOW=N: the N slowest clicks on stderr, with their parts, to see which views cost.
  if (process.env.BENCH_SLOW) {
    const slow = times.map((t, i) => ({ ...t, ...work[i]! })).sort((a, b) => b.total - a.total).slice(0, Number(process.env.BENCH_SLOW) || 8);
    for (const t of slow) process.stderr.write(`${title.slice(0, 12)} ${t.total.toFixed(0)} ms: fetch ${t.fetch.toFixed(0)} server ${t.server.toFixed(0)} draw ${t.draw.toFixed(0)} frame ${t.frame.toFixed(0)} layout ${t.layoutMs.toFixed(0)} style ${t.styleMs.toFixed(0)} script ${t.scriptMs.toFixed(0)} ${t.kb.toFixed(0)} KB ${t.nodes} nodes | ${t.what}\n`);
  }
  const of = <T,>(rows: T[], k: keyof T) => {
    const xs = rows.map((t) => t[k] as number);
    return { p50: pct(xs, 50), p95: pct(xs, 95) };
  };
  // total: click to the new view painted; fetch: the request's round trip; server: the server's own time; draw: response to page changed; frame: to the next paint.
  // layouts, layoutMs, styleMs, scriptMs: the page's work per click (Chromium's counters), which a loaded machine stretches less than the times.
  return {
    clicks: times.length,
    total: of(times, 'total'),
    fetch: of(times, 'fetch'),
    server: of(times, 'server'),
    draw: of(times, 'draw'),
    frame: of(times, 'frame'),
    kb: of(times, 'kb'),
    nodes: of(times, 'nodes'),
    layouts: of(work, 'layouts'),
    layoutMs: of(work, 'layoutMs'),
    styleMs: of(work, 'styleMs'),
    scriptMs: of(work, 'scriptMs'),
  };
}

const n = Number(process.argv[2] ?? 100);
const server = await startServer();
const b = await openBrowser();
await becomeOwner(b.page, server);
// A laptop's window, animations off (prefers-reduced-motion), as the layout tests see the page.
await b.page.setViewportSize({ width: 1366, height: 768 });
await b.page.emulateMedia({ reducedMotion: 'reduce' });
try {
  const only = process.argv[3]?.split(',');
  const runs: [string, string, string, Record<string, string>?][] = [
    ['cards', CARDS, 'Warrior|Normal|Go on'],
    ['2hdc', TWO_HOUR, '^\\d+\\s*(Human|Warrior)\\b'],
    ['3d6', 'Dungeon Crawl core system (3d6)', '^\\d*\\s*(Attack|Go on)\\b'],
    ['exploration', 'Dungeon Crawl Exploration', '\\b(Search|Open the|Try the|Attack|Explore)\\b', { Adventure: 'lantern-cellars' }],
    ['dungeon-world', 'Dungeon World (10mm grid skirmish)', 'Shoot at|Be the mover|Move to', { Scenario: 'crypt-of-bones' }],
  ];
  const clickToView: Record<string, Awaited<ReturnType<typeof clicks>>> = {};
  for (const [id, title, pattern, options] of runs) if (!only || only.includes(id)) clickToView[id] = await clicks(b.page, server.url, title, pattern, n, options);
  console.log(JSON.stringify({ bench: 'web', firstLoad: firstLoadGzip(), clickToView, consoleErrors: b.errors.length }));
} finally {
  await b.close();
  await server.stop();
}
