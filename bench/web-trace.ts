/**
 * Where a click's time goes in the page: Chromium's trace over `clicks` answers
 * of one system (animations off, 1366x768), summed per click by event (style,
 * layout with the objects it laid out, paint, script) and the page's hottest
 * functions (CPU profile, self time; PROFILE=1). Counts of objects laid out
 * and elements styled, and the main thread's own time (thread time), change
 * far less with the machine's load than wall times. ROWS=1 prints each click
 * (with what it changed, by region); STYLE='css' adds CSS to the page (an
 * experiment: hide a part and see what its layout cost).
 *   node --import tsx bench/web-trace.ts [system] [clicks]
 */
import type { CDPSession } from 'playwright-core';
import { becomeOwner, openBrowser, startServer } from '../test/web/browser.ts';
import { CARDS, newGame, TWO_HOUR } from '../test/web/play.ts';

const RUNS: Record<string, [string, string, Record<string, string>?]> = {
  cards: [CARDS, 'Warrior|Normal|Go on'],
  '2hdc': [TWO_HOUR, '^\\d+\\s*(Human|Warrior)\\b'],
  '3d6': ['Dungeon Crawl core system (3d6)', '^\\d*\\s*(Attack|Go on)\\b'],
  exploration: ['Dungeon Crawl Exploration', '\\b(Search|Open the|Try the|Attack|Explore)\\b', { Adventure: 'lantern-cellars' }],
  'dungeon-world': ['Dungeon World (10mm grid skirmish)', 'Shoot at|Be the mover|Move to', { Scenario: 'crypt-of-bones' }],
};
const system = process.argv[2] ?? '2hdc';
const n = Number(process.argv[3] ?? 30);
const [title, pattern, options] = RUNS[system]!;

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; tid: number; pid: number; args?: { beginData?: Record<string, unknown>; elementCount?: number } }

async function trace(cdp: CDPSession, f: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] }, transferMode: 'ReportEvents' });
  await f();
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const server = await startServer();
const b = await openBrowser();
await becomeOwner(b.page, server);
await b.page.setViewportSize({ width: 1366, height: 768 });
await b.page.emulateMedia({ reducedMotion: 'reduce' });
const page = b.page;
// tsx names the page functions' inner arrows with a helper the page lacks.
await page.addInitScript('window.__name = (f) => f');
// An experiment's extra CSS (STYLE='...'), added to every page.
if (process.env.STYLE) await page.addInitScript(`addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(process.env.STYLE)}; document.head.append(s); })`);
const cdp = await page.context().newCDPSession(page);
let clicked = 0;
const rows: string[] = [];
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
interface Profile { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] }
// The clicks' CPU profiles merged (a holder: TypeScript does not follow assignments made in the callback).
const profiled: { profile: Profile | null } = { profile: null };
const events = await trace(cdp, async () => {
  for (let seed = 1; clicked < n; seed++) {
    await newGame(page, server.url, { title, seed, options });
    await page.waitForTimeout(300);
    await cdp.send('Profiler.start');
    await page.evaluate(() => performance.mark('clicks-start'));
    while (clicked < n && (await page.locator('.choices ol.options button').count()) > 0) {
      rows.push(await page.evaluate((pattern) => {
        return new Promise<string>((resolve) => {
          const head = document.querySelector('.game-head .muted')!;
          const before = head.textContent;
          const buttons = [...document.querySelectorAll<HTMLButtonElement>('.choices ol.options button')];
          const re = new RegExp(pattern);
          const b = buttons.find((x) => re.test(x.textContent ?? '')) ?? buttons[0]!;
          performance.mark('click');
          // What the click changed, by region: elements added or removed, attributes and texts changed.
          const by: Record<string, number> = {};
          const where = (n: Node) => {
            const el = n instanceof Element ? n : n.parentElement;
            const r = el?.closest('.pb, .board, .choices, .log, .report, .game-head, .status');
            // Outside the regions: the element's tag and first class, to find what changed.
            return r ? r.classList[0]! : `other ${el?.tagName.toLowerCase()}.${el?.classList[0] ?? ''}`;
          };
          const count = (n: Node) => (n instanceof Element ? 1 + n.getElementsByTagName('*').length : 0);
          const all = new MutationObserver((ms) => {
            for (const m of ms) {
              const w = where(m.target);
              let k = 0;
              if (m.type === 'childList') {
                for (const n of m.addedNodes) k += count(n);
                for (const n of m.removedNodes) k += count(n);
              } else k = 1;
              by[w] = (by[w] ?? 0) + k;
            }
          });
          all.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
          const obs = new MutationObserver(() => {
            if (head.textContent !== before) {
              obs.disconnect();
              requestAnimationFrame(() => setTimeout(() => { performance.mark('painted'); all.disconnect(); resolve(`${JSON.stringify(by)} ${b.textContent?.slice(0, 30)} → nodes ${document.getElementsByTagName('*').length}${document.querySelector('.pb') ? ' playback' : ''}${document.querySelector('.th-battle') ? ' battle' : ''}${document.querySelector('.report') ? ' report' : ''} log li ${document.querySelectorAll('.log li').length}`); }, 0));
            }
          });
          obs.observe(head, { childList: true, characterData: true, subtree: true });
          b.click();
        });
      }, pattern));
      clicked++;
      await page.waitForTimeout(50);
    }
    const p = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
    const profile = profiled.profile;
    if (!profile) profiled.profile = p;
    else if (p) {
      // Later games' profiles: merged by function (ids differ between profiles).
      const off = Math.max(...profile.nodes.map((x) => x.id));
      profile.nodes.push(...p.nodes.map((x) => ({ ...x, id: x.id + off })));
      profile.samples.push(...p.samples.map((s) => s + off));
      profile.timeDeltas.push(...p.timeDeltas);
    }
  }
});
await cdp.detach();
await b.close();
await server.stop();

// The click windows: from each 'click' mark to its 'painted' mark (on the renderer's main thread).
const marks = events.filter((e) => e.name === 'click' || e.name === 'painted').sort((a, b) => a.ts - b.ts);
const windows: [number, number][] = [];
for (let i = 0; i < marks.length; i++) if (marks[i]!.name === 'click' && marks[i + 1]?.name === 'painted') windows.push([marks[i]!.ts, marks[i + 1]!.ts]);
const main = marks[0] ? { pid: marks[0].pid, tid: marks[0].tid } : null;
const inside = (e: TraceEvent) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && windows.some(([a, z]) => e.ts >= a && e.ts <= z);
const by = new Map<string, number>();
const objs = { layouts: 0, dirty: 0, total: 0, styled: 0 };
for (const e of events) {
  if (!inside(e)) continue;
  by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  if (e.name === 'Layout' && e.args?.beginData) {
    objs.layouts++;
    objs.dirty += Number(e.args.beginData.dirtyObjects ?? 0);
    objs.total += Number(e.args.beginData.totalObjects ?? 0);
  }
  if (e.name === 'UpdateLayoutTree') objs.styled += Number(e.args?.elementCount ?? (e.args as { beginData?: { elementCount?: number } })?.beginData?.elementCount ?? 0);
}
// Each click: its wall time, objects laid out, elements styled, and the main thread's script, layout, style and paint.
const rowsOf = windows.map(([a, z], i) => {
  const w = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= a && e.ts <= z);
  // Thread time (tdur: the CPU the main thread spent), which a loaded machine stretches far less than wall time.
  const sum = (name: string) => Math.round(w.filter((e) => e.name === name).reduce((t, e) => t + (e.tdur ?? e.dur ?? 0), 0) / 100) / 10;
  return {
    ms: Math.round((z - a) / 100) / 10,
    cpu: sum('RunTask'),
    script: sum('FunctionCall'),
    layout: sum('Layout'),
    style: sum('UpdateLayoutTree'),
    paint: sum('Paint') + sum('PrePaint'),
    laidOut: w.filter((e) => e.name === 'Layout').reduce((t, e) => t + Number(e.args?.beginData?.dirtyObjects ?? 0), 0),
    styled: w.filter((e) => e.name === 'UpdateLayoutTree').reduce((t, e) => t + Number(e.args?.elementCount ?? 0), 0),
    what: rows[i],
  };
});
if (process.env.ROWS) for (const r of rowsOf) console.log(`click ${r.ms} ms: cpu ${r.cpu} script ${r.script} layout ${r.layout} (${r.laidOut} objects) style ${r.style} (${r.styled}) paint ${r.paint} · ${r.what}`);
const pct = (xs: number[], q: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 10) / 10;
};
const col = (k: keyof (typeof rowsOf)[number]) => `${k} ${pct(rowsOf.map((r) => r[k] as number), 0.5)} / ${pct(rowsOf.map((r) => r[k] as number), 0.95)}`;
console.log(`${system} p50 / p95 per click: ${(['ms', 'cpu', 'script', 'layout', 'style', 'paint', 'laidOut', 'styled'] as const).map(col).join(', ')}; sums: laid out ${rowsOf.reduce((t, r) => t + r.laidOut, 0)}, styled ${rowsOf.reduce((t, r) => t + r.styled, 0)}`);
const per = (x: number) => Math.round((x / windows.length) * 10) / 10;
const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${per(v)}`);
console.log(`${system}: ${windows.length} clicks; per click (ms, nested events overlap): ${top.join(', ')}`);
console.log(`per click: layouts ${per(objs.layouts)}, objects laid out ${per(objs.dirty)} of ${per(objs.total)}, elements styled ${per(objs.styled)}`);

const profile = profiled.profile;
if (profile && process.env.PROFILE) {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  profile.samples.forEach((s, i) => {
    const f = byId.get(s)!.callFrame;
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  console.log('hottest (self ms, all clicks):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${v.toFixed(1)}  ${k}`);
}
