/**
 * What the benchmarks of the installed command share: running
 * `dungeon-crawl simulate` as a user would (the compiled build, in its own
 * process) and turning its summary into rates.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// Run from the project's folder (npm run bench), bundled into dist/bench.
export const BIN = resolve('bin/dungeon-crawl.js');

/** Games per second by the wall clock and by CPU time. */
export interface Rate {
  gamesPerSecond: number;
  gamesPerCpuSecond: number;
}

export function rate(games: number, r: { seconds: number; cpuSeconds: number }): Rate {
  return { gamesPerSecond: Math.round(games / r.seconds), gamesPerCpuSecond: Math.round(games / r.cpuSeconds) };
}

export const ratio = (a: number, b: number): number => +(a / b).toFixed(2);

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * Node flags for every run of the command, from `BENCH_NODE_FLAGS` (say
 * `--v8-pool-size=2`, which only node's command line can set): to time what
 * a launcher passing them would give (issue 26, README "2HDC, the warm-up split").
 */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter((f) => f !== '');

/** `dungeon-crawl simulate <system> --games N --workers W --json` (W null: the command's default), with `bin` another build's command if given: its rates, timed by its own summary (`seconds`, `cpuSeconds`), and the summary. */
export function simulateRun(system: string, games: number, workers: number | null, extra: string[] = [], bin = BIN): { rate: Rate; summary: Record<string, unknown> } {
  const threads = workers === null ? [] : ['--workers', String(workers)];
  const out = execFileSync(process.execPath, [...NODE_FLAGS, bin, 'simulate', system, '--games', String(games), ...threads, '--json', ...extra], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const summary = JSON.parse(out) as { seconds: number; cpuSeconds: number } & Record<string, unknown>;
  return { rate: rate(games, summary), summary };
}

/** `dungeon-crawl simulate <system> --games N --workers W --json`, timed by its own summary (`seconds`, `cpuSeconds`). */
export function simulate(system: string, games: number, workers: number, extra: string[] = []): Rate {
  return simulateRun(system, games, workers, extra).rate;
}
