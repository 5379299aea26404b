/**
 * The designer's workbench: simulate runs started from the browser, on the
 * server's worker threads (src/sim, the same code and counts as `dungeon-crawl
 * simulate`), followed by polling, stopped on request, kept in SQLite
 * (store/sim-runs.ts); the games of a kept run listed by outcome or by a key
 * number's bar, and any of them replayed with the bot to open on its board.
 *
 * Owner-only: every route passes `ownerOnly` (the players at the screen that
 * started the server). One run at a time; every input bounded by a schema.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { autoplay, parseOptions, type GameSystem } from '../core/engine.ts';
import { ownsGame, type Viewer } from '../core/view-model.ts';
import { SEED_MAX } from '../save/schema.ts';
import { chooseSetups } from '../sim/games.ts';
import { RunControl, runGames } from '../sim/simulate.ts';
import { buildResults, compareRuns, gamesWhere, packRecords, setupOf, unpackRecords, type PackedRecords, type RunResults } from '../sim/results.ts';
import { resultsCsv } from '../sim/csv.ts';
import { getRun, keepRun, listRuns, programVersion, type SimRunRow } from '../store/sim-runs.ts';
import { loadSystem } from '../systems/registry.ts';
import { Refused, type Games } from './games.ts';
import type { SimGameList, SimJob, SimRun } from './workbench-types.ts';

/** The most games one side of a run may ask for: a few seconds of the card game, some minutes of the longest systems. */
const MAX_GAMES = 20_000;

const optionsSchema = z.record(z.string().max(60), z.unknown()).refine((o) => Object.keys(o).length <= 60, 'at most 60 options');
const simRequest = z.strictObject({
  system: z.string().max(40),
  games: z.number().int().min(1).max(MAX_GAMES),
  seed: z.number().int().min(0).max(SEED_MAX),
  options: optionsSchema.default({}),
  compare: optionsSchema.optional(),
});
const gameQuery = z.object({
  side: z.enum(['a', 'b']).default('a'),
  setup: z.string().max(200).optional(),
  outcome: z.string().max(100).optional(),
  key: z.string().max(100).optional(),
  lo: z.coerce.number().int().optional(),
  hi: z.coerce.number().int().optional(),
});
const runId = z.coerce.number().int().min(1);

function parse<T>(schema: z.ZodType<T>, v: unknown): T {
  const r = schema.safeParse(v);
  if (!r.success) throw new Refused(400, r.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; '));
  return r.data;
}

interface Job {
  view: SimJob;
  control: RunControl;
  started: number;
}

/** What a kept run holds of its games: A's, and B's when compared. */
interface KeptRecords {
  a: PackedRecords;
  b: PackedRecords | null;
}

export class Workbench {
  private readonly jobs = new Map<string, Job>();
  private running: Job | null = null;
  /** Games already opened, by run, side and index: one save each. */
  private readonly opened = new Map<string, string>();

  constructor(private readonly games: Games) {}

  async start(body: unknown): Promise<SimJob> {
    const req = parse(simRequest, body);
    if (this.running) throw new Refused(409, 'A run is being played: stop it or wait for it to finish.');
    const job: Job = { view: { job: randomBytes(6).toString('hex'), status: 'running', done: 0, total: req.games * (req.compare ? 2 : 1), side: 'A', secondsLeft: null, run: null, error: null }, control: new RunControl(), started: performance.now() };
    // Held from now, so a second request meanwhile is refused.
    this.running = job;
    let prepared;
    try {
      // Checked before answering: an unknown system or a bad option is the request's fault.
      prepared = await this.prepare(req);
    } catch (e) {
      this.running = null;
      throw e;
    }
    this.jobs.set(job.view.job, job);
    // The last few jobs are enough to follow (a page polls its own); older ones are in the kept runs.
    for (const old of [...this.jobs.keys()].slice(0, Math.max(0, this.jobs.size - 20))) this.jobs.delete(old);
    void this.play(job, req, prepared).finally(() => {
      if (this.running === job) this.running = null;
    });
    return job.view;
  }

  private async prepare(req: z.infer<typeof simRequest>): Promise<{ system: GameSystem; setupsA: ReturnType<typeof chooseSetups>; setupsB: ReturnType<typeof chooseSetups> | null }> {
    let system: GameSystem;
    try {
      system = await loadSystem(req.system);
    } catch (e) {
      throw new Refused(400, (e as Error).message);
    }
    try {
      return { system, setupsA: chooseSetups(system, req.options), setupsB: req.compare ? chooseSetups(system, req.compare) : null };
    } catch (e) {
      throw new Refused(400, (e as Error).message);
    }
  }

  private async play(job: Job, req: z.infer<typeof simRequest>, p: { system: GameSystem; setupsA: ReturnType<typeof chooseSetups>; setupsB: ReturnType<typeof chooseSetups> | null }): Promise<void> {
    const v = job.view;
    const progress = (offset: number) => (done: number) => {
      v.done = offset + done;
      const elapsed = (performance.now() - job.started) / 1000;
      v.secondsLeft = v.done > 0 ? Math.round((elapsed / v.done) * (v.total - v.done)) : null;
    };
    try {
      const common = { system: p.system, games: req.games, seed: req.seed, mainThread: false, perGame: true };
      const a = await runGames({ ...common, setups: p.setupsA, control: job.control, onProgress: progress(0) });
      const resultsA = buildResults(a.summary, req.games, a.records, a.labels, a.tableShapes);
      let comparison = null;
      let recordsB = null;
      if (p.setupsB && req.compare && !job.control.stopped) {
        v.side = 'B';
        const b = await runGames({ ...common, setups: p.setupsB, control: (job.control = new RunControl()), onProgress: progress(req.games) });
        comparison = compareRuns(resultsA, buildResults(b.summary, req.games, b.records, b.labels, b.tableShapes), req.options, req.compare);
        recordsB = packRecords(b.records);
      }
      v.status = job.control.stopped ? 'stopped' : 'done';
      v.secondsLeft = 0;
      // Stopped before a game finished: nothing to keep.
      if (a.summary.games === 0) return;
      const records: KeptRecords = { a: packRecords(a.records), b: recordsB };
      v.run = keepRun({ system: p.system.id, seed: req.seed, games: req.games, version: programVersion(), optionsA: req.options, optionsB: req.compare ?? null, results: { a: resultsA, comparison }, records });
    } catch (e) {
      v.status = 'failed';
      v.error = (e as Error).message;
    }
  }

  job(id: string): SimJob {
    const j = this.jobs.get(id);
    if (!j) throw new Refused(404, `no run "${id.slice(0, 20)}"`);
    return j.view;
  }

  stop(id: string): SimJob {
    const j = this.jobs.get(id);
    if (!j) throw new Refused(404, `no run "${id.slice(0, 20)}"`);
    j.control.stop();
    return j.view;
  }

  run(id: number): SimRun {
    const r = getRun(id, false);
    if (!r) throw new Refused(404, `no kept run ${id}`);
    return asRun(r);
  }

  private side(id: number, side: 'a' | 'b'): { run: SimRun; results: RunResults; records: PackedRecords; options: Record<string, unknown> } {
    const row = getRun(id);
    if (!row) throw new Refused(404, `no kept run ${id}`);
    const run = asRun(row);
    const kept = row.records as KeptRecords;
    if (side === 'b' && (!run.comparison || !kept.b)) throw new Refused(404, `run ${id} has no B`);
    return side === 'a' ? { run, results: run.a, records: kept.a, options: run.optionsA } : { run, results: run.comparison!.b, records: kept.b!, options: run.optionsB! };
  }

  listGames(id: number, query: unknown): SimGameList {
    const q = parse(gameQuery, query);
    const s = this.side(id, q.side);
    const records = unpackRecords(s.records);
    const { games, total } = gamesWhere(records, s.results.setups, q);
    return { total, games: games.map((k) => ({ k, seed: (s.results.seed + k) >>> 0, setup: setupOf(s.results.setups, k), outcome: records[k]!.outcome })) };
  }

  /** Game k of a kept run, played again with the bot to get its decisions, kept as a finished game to replay. */
  async openGame(id: number, sideName: unknown, kText: string): Promise<{ id: string }> {
    const side = parse(z.enum(['a', 'b']).default('a'), sideName);
    const k = parse(z.coerce.number().int().min(0).max(MAX_GAMES), kText);
    const s = this.side(id, side);
    if (k >= s.results.games) throw new Refused(404, `run ${id} played ${s.results.games} games`);
    const memo = `${id}/${side}/${k}`;
    const known = this.opened.get(memo);
    if (known) return { id: known };
    const system = await loadSystem(s.run.system);
    const setup = s.results.setups[k % s.results.setups.length]!;
    const seed = (s.results.seed + k) >>> 0;
    const result = autoplay(system, seed, parseOptions(system, setup.options), false, null, true);
    const outcome = system.report(result.state).outcome;
    const kept = unpackRecords({ ...s.records, rows: [s.records.rows[k]!] })[0]!.outcome;
    // The same game as the run's: a different ending would mean the run and the replay disagree (a version change).
    if (outcome !== kept) throw new Refused(409, `game ${k} now ends "${outcome}", where the run counted "${kept}": the rules changed since (run of version ${s.run.version})`);
    const gameId = this.games.adopt(system, result, seed);
    this.opened.set(memo, gameId);
    return { id: gameId };
  }

  csv(id: number): string {
    const r = this.run(id);
    return resultsCsv(r.a, r.comparison);
  }
}

function asRun(r: SimRunRow): SimRun {
  const results = r.results as { a: RunResults; comparison: SimRun['comparison'] };
  const { records: _r, results: _x, ...summary } = r;
  return { ...summary, a: results.a, comparison: results.comparison };
}

/** The workbench's routes; `viewerOf` says who asks (only the owner may). */
export async function registerWorkbench(app: FastifyInstance, games: Games, viewerOf: (req: FastifyRequest) => Viewer): Promise<Workbench> {
  const bench = new Workbench(games);
  await app.register(async (scope) => {
    // The one owner check: every route below is the owner's.
    scope.addHook('preHandler', async (req) => {
      if (!ownsGame(viewerOf(req))) throw new Refused(403, 'Only the owner of this server may run simulations.');
    });
    scope.post('/api/sim/runs', async (req, reply) => reply.code(202).send(await bench.start(req.body)));
    scope.get<{ Params: { job: string } }>('/api/sim/jobs/:job', async (req) => bench.job(req.params.job));
    scope.post<{ Params: { job: string } }>('/api/sim/jobs/:job/stop', async (req) => bench.stop(req.params.job));
    scope.get('/api/sim/runs', async () => listRuns());
    scope.get<{ Params: { id: string } }>('/api/sim/runs/:id', async (req) => bench.run(parse(runId, req.params.id)));
    scope.get<{ Params: { id: string } }>('/api/sim/runs/:id/games', async (req) => bench.listGames(parse(runId, req.params.id), req.query));
    scope.post<{ Params: { id: string; k: string }; Querystring: { side?: string } }>('/api/sim/runs/:id/games/:k/open', async (req) => bench.openGame(parse(runId, req.params.id), req.query.side, req.params.k));
    scope.get<{ Params: { id: string } }>('/api/sim/runs/:id/export.json', async (req, reply) => {
      const id = parse(runId, req.params.id);
      reply.header('content-disposition', `attachment; filename="simulation-${id}.json"`);
      return bench.run(id);
    });
    scope.get<{ Params: { id: string } }>('/api/sim/runs/:id/export.csv', async (req, reply) => {
      const id = parse(runId, req.params.id);
      reply.header('content-disposition', `attachment; filename="simulation-${id}.csv"`).type('text/csv; charset=utf-8');
      return bench.csv(id);
    });
  });
  return bench;
}
