/**
 * `simulate`: many auto-played games over threads, counted and summarised;
 * shared by the terminal (`dungeon-crawl simulate`) and the browser's
 * workbench (server/workbench), so both give the same counts for the same
 * seed. The games are split into chunks handed out to the threads as they
 * ask (games.ts: ChunkPlayer); with N workers the main thread plays too,
 * beside N - 1 worker threads, so no thread idles and one thread fewer
 * starts and compiles the rules (the server keeps its thread free: workers
 * only). The counts merge into the same summary whatever the number of workers.
 */
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { GameSystem, Setup } from '../core/engine.ts';
import { sortedCounts, sortedRecord, type TableCounts } from '../core/events.ts';
import { idleSeconds, processCpuSeconds, ThreadChoice } from './worker-count.ts';
import { ChunkPlayer, chunkSize, gamesDone, mergeRecords, mergeStats, mergeThreads, newDeal, type ChunkPlan, type GameCounts, type GameRecord, type NumberStats, type TableShape, type ThreadCounts } from './games.ts';

/** Mean, lowest and highest of a key number. */
interface NumberSummary {
  mean: number;
  min: number;
  max: number;
}

export interface SetupSummary {
  games: number;
  outcomes: Record<string, number>;
  numbers: Record<string, NumberSummary>;
}

export interface SimulationSummary {
  system: string;
  games: number;
  /** The seed of game 0; game k uses seed + k. */
  seed: number;
  workers: number;
  /** Wall-clock seconds of the games. */
  seconds: number;
  /** CPU seconds of this process while the games ran, every thread (workers, V8's compiler and collector) included: on a busy machine, a steadier measure than the wall clock. */
  cpuSeconds: number;
  /** Dice rolled and cards drawn in all. */
  dice: number;
  /** The setups mixed, in the order games cycle through them, with their options. */
  setups: Setup[];
  outcomes: Record<string, number>;
  numbers: Record<string, NumberSummary>;
  /** Outcomes and key numbers of each setup. */
  bySetup: Record<string, SetupSummary>;
  /** The same, summed over each group of setups (Setup.group), when the setups have groups. */
  byGroup?: Record<string, SetupSummary>;
  tables: TableCounts;
}

export interface SimulateInput {
  system: GameSystem;
  games: number;
  seed: number;
  setups: Setup[];
  /** Threads playing: this one and workers - 1 worker threads (with `mainThread` false: workers worker threads). Default: chosen by the run (worker-count.ts), up to every core; with `mainThread` false, every core. */
  workers?: number;
  /** Hears the games done now and then (the terminal's bar, the workbench's). */
  onProgress?: (done: number, games: number) => void;
  /** Whether this thread plays too (default true); a server keeps its thread for requests. */
  mainThread?: boolean;
  /** Keep each game's outcome and numbers (`RunOutput.records`). */
  perGame?: boolean;
  /** Stops the run between chunks: the games played so far (a prefix, games 0 to n - 1) are counted. */
  control?: RunControl;
}

/** A run's summary and, when asked for, each game's outcome and numbers (game k at index k). */
export interface RunOutput {
  summary: SimulationSummary;
  records: GameRecord[];
  /** The key numbers' names in words, from the reports. */
  labels: Record<string, string>;
  /** The tables consulted, as data (with `perGame`). */
  tableShapes: TableShape[];
  /** Stopped before every game was played. */
  stopped: boolean;
}

/** A handle on a run: stop it, read the games done. */
export class RunControl {
  readonly deal = newDeal();
  stopped = false;
  /** No thread takes another chunk; the chunks being played finish. */
  stop(): void {
    this.stopped = true;
    Atomics.store(this.deal, 0, 0x3fffffff);
  }
  get done(): number {
    return gamesDone(this.deal);
  }
}

export function defaultWorkers(): number {
  return availableParallelism();
}

/**
 * V8's own cumulative inlining budget, for the systems without a measured
 * one (`GameSystem.simulateInlining`). The flag is process-wide, so the
 * workers get it too, and an earlier run's must not carry over; it is set
 * before the games start, so their code compiles with it.
 */
const DEFAULT_INLINING_BUDGET = 920;

export async function runGames(input: SimulateInput): Promise<RunOutput> {
  const { system, games, seed, setups, onProgress } = input;
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${system.simulateInlining ?? DEFAULT_INLINING_BUDGET}`);
  const mainThread = input.mainThread ?? true;
  // Not told how many: this thread starts alone and the run decides (worker-count.ts); a server's run, which keeps its thread, takes every core.
  const choice = input.workers === undefined && mainThread ? new ThreadChoice(games, Math.min(defaultWorkers(), games), loadavg()[0], idleSeconds, processCpuSeconds) : null;
  let workers = choice ? 1 : Math.max(1, Math.min(input.workers ?? defaultWorkers(), games));
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const plan: ChunkPlan = { games, seed, setups, chunk: chunkSize(games), ...(input.perGame ? { perGame: true } : {}) };
  const control = input.control ?? new RunControl();
  const deal = control.deal;
  let parts: ThreadCounts[];
  // While this thread waits for the workers, the progress follows the games done.
  let timer: NodeJS.Timeout | undefined;
  try {
    const others: Promise<ThreadCounts>[] = [];
    const start = (n: number): void => {
      for (let i = 0; i < n; i++) {
        const w = inWorker(system.id, plan, deal);
        // Rejections are awaited below, after this thread's share: marked handled now so none is reported as unhandled meanwhile.
        w.catch(() => {});
        others.push(w);
      }
    };
    start(mainThread ? workers - 1 : workers);
    const here = mainThread ? new ChunkPlayer(system, plan, deal) : null;
    let chunkStart = performance.now();
    let doneHere = 0;
    // A very long run starts its workers during the first chunk (worker-count.ts, VERY_LONG).
    const early = choice
      ? (done: number): void => {
          const more = choice.early(done, (performance.now() - t0) / 1000);
          if (more > 0) {
            start(more);
            workers += more;
          }
        }
      : undefined;
    while (here?.next(doneHere === 0 ? early : undefined)) {
      if (choice) {
        const now = performance.now();
        const played = here.played - doneHere;
        doneHere = here.played;
        const more = choice.afterChunk(played, (now - chunkStart) / 1000, (now - t0) / 1000, gamesDone(deal));
        chunkStart = now;
        if (more > 0) {
          start(more);
          workers += more;
        }
      }
      onProgress?.(gamesDone(deal), games);
      // Between chunks the event loop runs: the bar redraws and the workers' messages arrive.
      if (others.length > 0 || onProgress) await new Promise<void>((r) => setImmediate(r));
    }
    if (onProgress) timer = setInterval(() => onProgress(gamesDone(deal), games), 100);
    parts = [...(here ? [here.counts()] : []), ...(await Promise.all(others))];
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const counts = mergeThreads(parts);
  onProgress?.(counts.games, games);
  const summary = summarise(system.id, counts, { seed, workers, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, setups });
  const kept = input.perGame ? mergeRecords(parts) : { records: [], labels: {}, tableShapes: [] };
  return { summary, ...kept, stopped: counts.games < games };
}

/** The worker's file beside this one: compiled .js when installed; .ts under the development loader (tests, `npm run dev`), which the worker then needs too. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
// Built, the worker is dist/cli/simulate-worker.js, beside the chunk this file is bundled into.
const WORKER = new URL(FROM_SOURCE ? './worker.ts' : './simulate-worker.js', import.meta.url);

function inWorker(systemId: string, plan: ChunkPlan, deal: Int32Array): Promise<ThreadCounts> {
  return new Promise((resolve, reject) => {
    const workerData = { systemId, plan, deal };
    const w = FROM_SOURCE
      ? new Worker(`import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(WORKER.href)}); });`, { eval: true, workerData })
      : new Worker(WORKER, { workerData });
    w.on('message', (m: { counts?: ThreadCounts; error?: string }) => {
      if (m.counts) resolve(m.counts);
      else reject(new Error(m.error ?? 'a simulation worker failed'));
    });
    w.on('error', reject);
    w.on('exit', (code) => {
      if (code !== 0) reject(new Error(`a simulation worker stopped with code ${code}`));
    });
  });
}

function numbersOf(stats: Record<string, NumberStats>, games: number): Record<string, NumberSummary> {
  const out: Record<string, NumberSummary> = {};
  for (const [k, s] of Object.entries(sortedRecord(stats))) out[k] = { mean: s.sum / games, min: s.min, max: s.max };
  return out;
}

function summarise(system: string, c: GameCounts, run: { seed: number; workers: number; seconds: number; cpuSeconds: number; setups: Setup[] }): SimulationSummary {
  const outcomes: Record<string, number> = {};
  const totals: Record<string, NumberStats> = {};
  const bySetup: Record<string, SetupSummary> = {};
  const groups: Record<string, { games: number; outcomes: Record<string, number>; numbers: Record<string, NumberStats> }> = {};
  for (const s of run.setups) {
    const sc = c.bySetup[s.name];
    if (!sc) continue;
    bySetup[s.name] = { games: sc.games, outcomes: sortedRecord(sc.outcomes), numbers: numbersOf(sc.numbers, sc.games) };
    for (const [o, n] of Object.entries(sc.outcomes)) outcomes[o] = (outcomes[o] ?? 0) + n;
    mergeStats(totals, sc.numbers);
    if (s.group === undefined) continue;
    const g = (groups[s.group] ??= { games: 0, outcomes: {}, numbers: {} });
    g.games += sc.games;
    for (const [o, n] of Object.entries(sc.outcomes)) g.outcomes[o] = (g.outcomes[o] ?? 0) + n;
    mergeStats(g.numbers, sc.numbers);
  }
  const byGroup = Object.keys(groups).length ? Object.fromEntries(Object.entries(groups).map(([k, g]) => [k, { games: g.games, outcomes: sortedRecord(g.outcomes), numbers: numbersOf(g.numbers, g.games) }])) : undefined;
  return {
    system,
    games: c.games,
    seed: run.seed,
    workers: run.workers,
    seconds: Math.round(run.seconds * 1000) / 1000,
    cpuSeconds: Math.round(run.cpuSeconds * 1000) / 1000,
    dice: c.dice,
    setups: run.setups,
    outcomes: sortedRecord(outcomes),
    numbers: numbersOf(totals, c.games),
    bySetup,
    ...(byGroup ? { byGroup } : {}),
    tables: sortedCounts(c.tables),
  };
}
