/**
 * `simulate`: many auto-played games over worker threads, counted and
 * summarised. The games are split into one contiguous range per worker; the
 * counts merge into the same summary whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { Presets, SingleBar } from 'cli-progress';
import type { GameSystem, Setup } from '../core/engine.ts';
import { sortedCounts, sortedRecord, type TableCounts } from '../core/events.ts';
import { emptyCounts, mergeCounts, mergeStats, playRange, type GameCounts, type GameRange, type NumberStats } from './simulate-games.ts';

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
  seconds: number;
  /** Dice rolled and cards drawn in all. */
  dice: number;
  /** The setups mixed, in the order games cycle through them, with their options. */
  setups: Setup[];
  outcomes: Record<string, number>;
  numbers: Record<string, NumberSummary>;
  /** Outcomes and key numbers of each setup. */
  bySetup: Record<string, SetupSummary>;
  tables: TableCounts;
}

export interface SimulateInput {
  system: GameSystem;
  games: number;
  seed: number;
  setups: Setup[];
  /** Worker threads (default: every core); 1 plays in this thread. */
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
 * for a cold 10,000-adventure run); the card game's small ones lose about 15%
 * with it (its draw path is no longer inlined), so it keeps the default.
 */
const INLINING_BUDGET: Readonly<Record<string, number>> = { '2hdc': 200 };

export async function simulate(input: SimulateInput): Promise<SimulationSummary> {
  const { system, games, seed, setups } = input;
  const budget = INLINING_BUDGET[system.id];
  if (budget !== undefined) setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${budget}`);
  const workers = Math.max(1, Math.min(input.workers ?? defaultWorkers(), games));
  const bar = input.progress ? new SingleBar({ format: 'simulating {bar} {value}/{total} games | {eta}s left', stream: process.stderr, hideCursor: true }, Presets.shades_classic) : null;
  bar?.start(games, 0);
  const done = new Array<number>(workers).fill(0);
  const onProgress = (w: number, n: number): void => {
    done[w] = n;
    bar?.update(done.reduce((a, b) => a + b, 0));
  };
  const t0 = performance.now();
  let parts: GameCounts[];
  try {
    const ranges = splitGames(games, workers).map(([from, to]): GameRange => ({ from, to, seed, setups }));
    parts = workers === 1 ? [playRange(system, ranges[0]!, (n) => onProgress(0, n))] : await Promise.all(ranges.map((r, w) => inWorker(system.id, r, (n) => onProgress(w, n))));
  } finally {
    bar?.update(games);
    bar?.stop();
  }
  const seconds = (performance.now() - t0) / 1000;
  const all = emptyCounts();
  for (const p of parts) mergeCounts(all, p);
  return summarise(system.id, all, { seed, workers, seconds, setups });
}

/** `games` split into `n` contiguous ranges of nearly equal size. */
export function splitGames(games: number, n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let w = 0; w < n; w++) out.push([Math.floor((games * w) / n), Math.floor((games * (w + 1)) / n)]);
  return out;
}

/** The worker's file beside this one: compiled .js when installed; .ts under the development loader (tests, `npm run dev`), which the worker then needs too. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = new URL(FROM_SOURCE ? './simulate-worker.ts' : './simulate-worker.js', import.meta.url);

function inWorker(systemId: string, range: GameRange, onProgress: (n: number) => void): Promise<GameCounts> {
  return new Promise((resolve, reject) => {
    const w = FROM_SOURCE
      ? new Worker(`import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(WORKER.href)}); });`, { eval: true, workerData: { systemId, range } })
      : new Worker(WORKER, { workerData: { systemId, range } });
    w.on('message', (m: { progress?: number; counts?: GameCounts; error?: string }) => {
      if (m.progress !== undefined) onProgress(m.progress);
      else if (m.counts) resolve(m.counts);
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

function summarise(system: string, c: GameCounts, run: { seed: number; workers: number; seconds: number; setups: Setup[] }): SimulationSummary {
  const outcomes: Record<string, number> = {};
  const totals: Record<string, NumberStats> = {};
  const bySetup: Record<string, SetupSummary> = {};
  for (const s of run.setups) {
    const sc = c.bySetup[s.name];
    if (!sc) continue;
    bySetup[s.name] = { games: sc.games, outcomes: sortedRecord(sc.outcomes), numbers: numbersOf(sc.numbers, sc.games) };
    for (const [o, n] of Object.entries(sc.outcomes)) outcomes[o] = (outcomes[o] ?? 0) + n;
    mergeStats(totals, sc.numbers);
  }
  return {
    system,
    games: c.games,
    seed: run.seed,
    workers: run.workers,
    seconds: Math.round(run.seconds * 1000) / 1000,
    dice: c.dice,
    setups: run.setups,
    outcomes: sortedRecord(outcomes),
    numbers: numbersOf(totals, c.games),
    bySetup,
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
  const names = Object.keys(s.bySetup);
  if (names.length > 1) {
    lines.push('By setup:');
    for (const name of names) {
      const b = s.bySetup[name]!;
      const outs = Object.entries(b.outcomes).sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${pct(n, b.games)}`).join(', ');
      const nums = Object.entries(b.numbers).slice(0, 3).map(([k, v]) => `${k} ${v.mean.toFixed(1)}`).join(', ');
      lines.push(`  ${name} (${b.games} games): ${outs}; mean ${nums}`);
    }
  }
  const tables = Object.keys(s.tables);
  if (tables.length) lines.push(`Tables consulted: ${tables.join(', ')} (--json for counts)`);
  return lines.join('\n');
}
