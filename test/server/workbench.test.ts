/** The workbench's API in process: a run on worker threads counts what `dungeon-crawl simulate --json` counts; compare, list, open, export, stop, bounds. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newHome, runIn } from '../cli/dc.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SimGameList, SimJob, SimRun } from '../../src/server/workbench-types.ts';
import type { GameView } from '../../src/server/api-types.ts';
import type { SimulationSummary } from '../../src/sim/simulate.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-bench-'));
const { buildApp } = await import('../../src/server/app.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});
after(async () => {
  await app.close();
});

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: T; body: string }> {
  const r = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: r.statusCode, json: (r.headers['content-type']?.toString().includes('json') ? r.json() : null) as T, body: r.body };
}

async function finish(job: SimJob): Promise<SimJob> {
  let j = job;
  while (j.status === 'running') {
    await new Promise((r) => setTimeout(r, 50));
    j = (await call<SimJob>('GET', `/api/sim/jobs/${job.job}`)).json;
  }
  return j;
}

/** `dungeon-crawl` as built (npm run build), in a home of its own: its stdout. */
function dc(...args: string[]): string {
  const r = runIn(newHome(), args);
  assert.equal(r.code, 0, r.err);
  return r.out;
}

test('a run counts exactly what `dungeon-crawl simulate --json` counts for the same system, options, seed and games', async () => {
  const started = await call<SimJob>('POST', '/api/sim/runs', { system: 'cards', games: 600, seed: 7, options: {} });
  assert.equal(started.status, 202, started.body);
  const done = await finish(started.json);
  assert.equal(done.status, 'done', done.error ?? '');
  assert.equal(done.done, 600);
  const run = (await call<SimRun>('GET', `/api/sim/runs/${done.run}`)).json;
  const cli = JSON.parse(dc('simulate', 'cards', '--games', '600', '--seed', '7', '--json', '--workers', '1')) as SimulationSummary;
  assert.deepEqual(run.a.summary.outcomes, cli.outcomes);
  assert.deepEqual(run.a.summary.numbers, cli.numbers);
  for (const [name, s] of Object.entries(cli.bySetup)) {
    assert.deepEqual(run.a.summary.bySetup[name]!.outcomes, s.outcomes, name);
    for (const o of Object.keys(s.outcomes)) {
      const row = run.a.rates.find((r) => r.setup === name && r.outcome === o)!;
      assert.equal(row.count, s.outcomes[o]);
      assert.ok(row.lo < row.rate && row.rate < row.hi, `${name} ${o}: the interval holds the rate`);
    }
  }
  // Histograms count every game.
  for (const h of run.a.histograms) assert.equal(h.bins.reduce((n, b) => n + b.count, 0), h.setup === 'all games' ? 600 : 150, `${h.setup} ${h.key}`);
  // The games of an outcome row are listed, and one opens as a finished game whose replay ends as the run counted it.
  const list = (await call<SimGameList>('GET', `/api/sim/runs/${done.run}/games?setup=${encodeURIComponent('mage, normal')}&outcome=left`)).json;
  assert.equal(list.total, cli.bySetup['mage, normal']!.outcomes.left);
  const g = list.games[0]!;
  assert.equal(g.seed, 7 + g.k);
  assert.equal(g.k % 4, 2, 'mage, normal is the third setup');
  const opened = await call<{ id: string }>('POST', `/api/sim/runs/${done.run}/games/${g.k}/open?side=a`);
  assert.equal(opened.status, 200, opened.body);
  const view = (await call<GameView>('GET', `/api/games/${opened.json.id}/replay?at=0`)).json;
  assert.ok((view.replay?.of ?? 0) > 0, 'the replay has the bot\'s decisions');
  const end = (await call<GameView>('GET', `/api/games/${opened.json.id}`)).json;
  assert.equal(end.status, 'over');
  assert.equal(end.report?.outcome, 'left');
  // A bar of a histogram lists the games in it.
  const rooms = run.a.histograms.find((h) => h.key === 'rooms')!;
  const bar = rooms.bins[0]!;
  const inBar = (await call<SimGameList>('GET', `/api/sim/runs/${done.run}/games?key=rooms&lo=${bar.lo}&hi=${bar.hi}`)).json;
  assert.equal(inBar.total, bar.count);
  const mage = run.a.histograms.find((h) => h.key === 'rooms' && h.setup === 'mage, hardcore')!;
  const inMageBar = (await call<SimGameList>('GET', `/api/sim/runs/${done.run}/games?setup=${encodeURIComponent('mage, hardcore')}&key=rooms&lo=${mage.bins[0]!.lo}&hi=${mage.bins[0]!.hi}`)).json;
  assert.equal(inMageBar.total, mage.bins[0]!.count);
  assert.ok(inMageBar.games.every((g) => g.setup === 'mage, hardcore'));
});

test('compare: A and B on the same seeds, each difference with its interval and its verdict in words; kept, exported as JSON and CSV', async () => {
  const started = await call<SimJob>('POST', '/api/sim/runs', { system: 'cards', games: 800, seed: 1, options: { difficulty: 'normal' }, compare: { difficulty: 'hardcore' } });
  assert.equal(started.status, 202, started.body);
  assert.equal(started.json.total, 1600);
  const done = await finish(started.json);
  assert.equal(done.status, 'done', done.error ?? '');
  const run = (await call<SimRun>('GET', `/api/sim/runs/${done.run}`)).json;
  const c = run.comparison!;
  assert.equal(c.change, 'Hardcore');
  assert.deepEqual(c.a.setups.map((s) => s.name), ['warrior, normal', 'mage, normal']);
  assert.deepEqual(c.b.setups.map((s) => s.name), ['warrior, hardcore', 'mage, hardcore']);
  const w = c.rows.find((r) => r.label === 'warrior' && r.outcome === 'died')!;
  assert.ok(w.lo <= w.diff && w.diff <= w.hi);
  assert.match(w.words, /^Hardcore (raises|lowers) the warrior's "died" rate from \d+\.\d% to \d+\.\d%, a difference (well beyond|beyond|within) chance/);
  // The same counts as the terminal's B alone.
  const cliB = JSON.parse(dc('simulate', 'cards', '--games', '800', '--seed', '1', '--option', 'difficulty=hardcore', '--json', '--workers', '1')) as SimulationSummary;
  assert.deepEqual(c.b.summary.bySetup, cliB.bySetup);
  const listed = (await call<{ id: number }[]>('GET', '/api/sim/runs')).json;
  assert.ok(listed.some((r) => r.id === done.run));
  const json = await call<SimRun>('GET', `/api/sim/runs/${done.run}/export.json`);
  assert.equal(json.json.version, '0.1.0');
  assert.deepEqual(json.json.optionsB, { difficulty: 'hardcore' });
  const csv = await call<null>('GET', `/api/sim/runs/${done.run}/export.csv`);
  const lines = csv.body.trim().split('\n');
  assert.equal(lines[0], 'side,setup,outcome,count,games,rate,low95,high95,verdict');
  assert.ok(lines.some((l) => l.startsWith('B-A,warrior,died,,,')));
  // The terminal's --compare --csv prints the same text.
  const cliCsv = dc('simulate', 'cards', '--games', '800', '--seed', '1', '--option', 'difficulty=normal', '--compare', 'difficulty=hardcore', '--csv', '--workers', '1');
  assert.equal(cliCsv, csv.body);
  // B's games are listed and opened too.
  const b = (await call<SimGameList>('GET', `/api/sim/runs/${done.run}/games?side=b&outcome=died`)).json;
  assert.ok(b.total > 0 && b.games.every((g) => g.setup.endsWith('hardcore')));
});

test('stop: the games played so far are counted and kept; bad requests are refused in one line', async () => {
  const started = await call<SimJob>('POST', '/api/sim/runs', { system: 'cards', games: 20000, seed: 3, options: {} });
  assert.equal(started.status, 202);
  const second = await call<{ error: string }>('POST', '/api/sim/runs', { system: 'cards', games: 10, seed: 3 });
  assert.equal(second.status, 409, 'one run at a time');
  // Once some games are done (counted a chunk at a time): a run stopped before any keeps nothing.
  while ((await call<SimJob>('GET', `/api/sim/jobs/${started.json.job}`)).json.done === 0) await new Promise((r) => setTimeout(r, 20));
  await call('POST', `/api/sim/jobs/${started.json.job}/stop`);
  const done = await finish(started.json);
  assert.equal(done.status, 'stopped');
  const run = (await call<SimRun>('GET', `/api/sim/runs/${done.run}`)).json;
  assert.ok(run.a.stopped && run.a.games < 20000 && run.a.games === done.done);
  for (const [body, why] of [
    [{ system: 'cards', games: 20001, seed: 1 }, /games/],
    [{ system: 'cards', games: 10, seed: -1 }, /seed/],
    [{ system: 'nope', games: 10, seed: 1 }, /nope/],
    [{ system: 'cards', games: 10, seed: 1, options: { difficulty: 'easy' } }, /difficulty/],
    [{ system: 'cards', games: 10, seed: 1, extra: 1 }, /extra|Unrecognized/i],
  ] as const) {
    const r = await call<{ error: string }>('POST', '/api/sim/runs', body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.match(r.json.error, why);
  }
  assert.equal((await call('GET', '/api/sim/runs/999999')).status, 404);
  assert.equal((await call('GET', '/api/sim/runs/1/games?side=c')).status, 400);
});
