/**
 * `simulate`: many auto-played games over threads, counted and summarised.
 * The games are split into chunks handed out to the threads as they ask
 * (simulate-games.ts: ChunkPlayer); with N workers the main thread plays
 * too, beside N - 1 worker threads, so no thread idles and one thread fewer
 * starts and compiles the rules. The counts merge into the same summary
 * whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { Presets, SingleBar } from 'cli-progress';
import type { GameSystem, Setup } from '../core/engine.ts';
import { sortedCounts, sortedRecord, type TableCounts } from '../core/events.ts';
import { ChunkPlayer, chunkSize, gamesDone, mergeStats, mergeThreads, newDeal, type ChunkPlan, type GameCounts, type NumberStats, type ThreadCounts } from './simulate-games.ts';

/** Mean, lowest and highest of a key number. */
export interface NumberSummary {
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
  /** Threads playing (default: every core): this one and workers - 1 worker threads. */
  workers?: number;
  progress?: boolean;
}

export function defaultWorkers(): number {
  return availableParallelism();
}

/**
 * V8's cumulative inlining budget for a system's simulation, where a measured
 * one beats V8's default (920). Process-wide, so the workers get it too; set
 * before the games start, so their code compiles with it. 2HDC's large rule
 * functions compile sooner and deoptimize less with 200 (about 10% less CPU
 * for a cold 10,000-adventure run). The card game's small ones gain from a
 * larger one: with 1800 a room's draws, the fight's turns and the go-on
 * decision all fit in the functions that call them (about 5% less CPU than
 * with the default; 200 cost it about 15%).
 */
const INLINING_BUDGET: Readonly<Record<string, number>> = { '2hdc': 200, cards: 1800 };
/** V8's own budget, for the systems without a measured one (the flag is process-wide: an earlier run's must not carry over). */
const DEFAULT_INLINING_BUDGET = 920;

export async function simulate(input: SimulateInput): Promise<SimulationSummary> {
  const { system, games, seed, setups } = input;
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET[system.id] ?? DEFAULT_INLINING_BUDGET}`);
  const workers = Math.max(1, Math.min(input.workers ?? defaultWorkers(), games));
  const bar = input.progress ? new SingleBar({ format: 'simulating {bar} {value}/{total} games | {eta}s left', stream: process.stderr, hideCursor: true }, Presets.shades_classic) : null;
  bar?.start(games, 0);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const plan: ChunkPlan = { games, seed, setups, chunk: chunkSize(games) };
  const deal = newDeal();
  let parts: ThreadCounts[];
  // While this thread waits for the workers, the bar follows the games done.
  let timer: NodeJS.Timeout | undefined;
  try {
    const others = Array.from({ length: workers - 1 }, () => inWorker(system.id, plan, deal));
    // Rejections are awaited below, after this thread's share: marked handled now so none is reported as unhandled meanwhile.
    for (const w of others) w.catch(() => {});
    const here = new ChunkPlayer(system, plan, deal);
    while (here.next()) {
      bar?.update(gamesDone(deal));
      // Between chunks the event loop runs: the bar redraws and the workers' messages arrive.
      if (others.length > 0 || bar) await new Promise<void>((r) => setImmediate(r));
    }
    if (bar) timer = setInterval(() => bar.update(gamesDone(deal)), 100);
    parts = [here.counts(), ...(await Promise.all(others))];
  } finally {
    clearInterval(timer);
    bar?.update(games);
    bar?.stop();
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return summarise(system.id, mergeThreads(parts), { seed, workers, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, setups });
}

/** The worker's file beside this one: compiled .js when installed; .ts under the development loader (tests, `npm run dev`), which the worker then needs too. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = new URL(FROM_SOURCE ? './simulate-worker.ts' : './simulate-worker.js', import.meta.url);

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

function pct(n: number, of: number): string {
  return `${((100 * n) / of).toFixed(1)}%`;
}

export function renderSummary(s: SimulationSummary): string {
  const rate = Math.round(s.games / Math.max(s.seconds, 1e-9));
  const lines = [`${s.games} games of ${s.system} in ${s.seconds}s on ${s.workers} worker${s.workers === 1 ? '' : 's'} (${rate} games/s), ${s.dice} dice rolled and cards drawn`];
  lines.push('Outcomes:');
  for (const [k, n] of Object.entries(s.outcomes).sort((a, b) => b[1] - a[1])) lines.push(`  ${k}: ${n} (${pct(n, s.games)})`);
  lines.push('Key numbers (mean, lowest, highest):');
  for (const [k, v] of Object.entries(s.numbers)) lines.push(`  ${k}: ${v.mean.toFixed(2)} (${v.min} to ${v.max})`);
  const breakdown = (title: string, of: Record<string, SetupSummary>) => {
    const names = Object.keys(of);
    if (names.length < 2) return;
    lines.push(title);
    for (const name of names) {
      const b = of[name]!;
      const outs = Object.entries(b.outcomes).sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${pct(n, b.games)}`).join(', ');
      const nums = Object.entries(b.numbers).slice(0, 3).map(([k, v]) => `${k} ${v.mean.toFixed(1)}`).join(', ');
      lines.push(`  ${name} (${b.games} games): ${outs}; mean ${nums}`);
    }
  };
  breakdown('By setup:', s.bySetup);
  if (s.byGroup) breakdown('By group:', s.byGroup);
  const tables = Object.keys(s.tables);
  if (tables.length) lines.push(`Tables consulted: ${tables.join(', ')} (--json for counts)`);
  return lines.join('\n');
}
