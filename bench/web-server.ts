/**
 * Where a browser answer's server time goes, in-process (no browser): plays
 * 2HDC games through the API as bench/web.ts does and times each part of an
 * answer: the replay (run), the save (hashes), writing it (file and SQLite),
 * the view (view model, text, options' odds, log lines) and its JSON.
 *   node --import tsx bench/web-server.ts [answers]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-bench-web-'));
const { buildApp } = await import('../src/server/app.ts');
const { loadSystem } = await import('../src/systems/registry.ts');
const { run } = await import('../src/core/engine.ts');
const { makeSave } = await import('../src/save/save.ts');
const { gameView } = await import('../src/server/view.ts');
import type { GameView } from '../src/server/api-types.ts';

const n = Number(process.argv[2] ?? 300);
const app = await buildApp({ webRoot: null });
const system = await loadSystem('2hdc');
const pick = /^\d+\s*(Human|Warrior)\b/;
const parts: Record<string, number[]> = { inject: [], run: [], save: [], view: [], json: [], bytes: [] };
const time = <T>(k: string, f: () => T): T => {
  const t = performance.now();
  const x = f();
  parts[k]!.push(performance.now() - t);
  return x;
};
let answers = 0;
for (let seed = 1; answers < n; seed++) {
  let v = (await app.inject({ method: 'POST', url: '/api/games', payload: { system: '2hdc', seed } })).json() as GameView;
  const decisions: string[] = [];
  while (answers < n && v.status === 'decision') {
    const o = v.request!.options.find((x) => pick.test(x.label)) ?? v.request!.options[0]!;
    decisions.push(o.id);
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/games/${v.id}/answer?since=${v.log.total}`, payload: { step: v.step, choice: o.id } });
    parts.inject!.push(performance.now() - t);
    parts.bytes!.push(res.body.length);
    v = res.json() as GameView;
    answers++;
    // The same answer's parts, again, one by one.
    const r = time('run', () => run({ system, options: {}, seed, decisions }));
    time('save', () => makeSave(system, r, seed, 'seeded', []));
    const gv = time('view', () => gameView({ id: v.id, system, result: r, seed, dice: 'seeded', campaign: null, physicalCount: 0, since: v.log.from, viewer: {} }));
    time('json', () => JSON.stringify(gv));
  }
}
const pct = (xs: number[], p: number) => Math.round(xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! * 10) / 10;
const out: Record<string, { p50: number; p95: number }> = {};
for (const [k, xs] of Object.entries(parts)) out[k] = { p50: pct(xs, 50), p95: pct(xs, 95) };
console.log(JSON.stringify({ bench: 'web-server', answers, ...out }));
await app.close();
