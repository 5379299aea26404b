/**
 * Where a one-worker `simulate` run's CPU goes, by thread (issue 26: why two
 * threads gain less than 2x on 2 cores). `--workers 1` is one JavaScript
 * thread, but V8 also works on its own helper threads: TurboFan compiles
 * concurrently, and the collector marks and scavenges in parallel. On an
 * otherwise idle second core that work is free by the wall clock; with two
 * JavaScript threads on 2 cores it competes with them (and each worker
 * compiles the rules again, on its own helpers).
 *
 * Runs the built command in a child process (one per variant), reads every
 * thread's CPU from /proc/self/task (Linux only) before and after the run,
 * and prints the main thread's CPU and the helpers'. Variants, by V8 flag:
 *   as shipped;
 *   --no-concurrent-recompilation  (TurboFan compiles on the main thread: the helpers are left with the collector's share);
 *   --single-threaded-gc           (the collector on the main thread: the helpers are left with the compiles).
 * Run: npm run bench -- threads              (after npm run build; 2hdc 10,000 and cards 400,000)
 *      node dist/bench/threads.mjs 2hdc 100000 cards 400000
 * BENCH_BIN=<another build's bin/dungeon-crawl.js> times another build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { BIN } from './command-lib.ts';

/** CPU seconds of this process's main thread and of all its other threads so far (exited threads are not counted). */
function threadCpu(): { main: number; helpers: number } {
  let main = 0;
  let helpers = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    // Fields after the command's name in parentheses: utime and stime are the 12th and 13th, in clock ticks.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const s = (Number(f[11]) + Number(f[12])) / 100;
    if (tid === String(process.pid)) main += s;
    else helpers += s;
  }
  return { main, helpers };
}

async function child(bin: string, system: string, games: string): Promise<void> {
  const main = new URL('../dist/cli/main.js', pathToFileURL(bin)).href;
  const { main: run } = (await import(main)) as { main: (argv: string[]) => Promise<number> };
  const before = threadCpu();
  const write = process.stdout.write.bind(process.stdout);
  let printed = '';
  // The command's JSON summary is read here, not shown.
  process.stdout.write = ((s: string) => ((printed += s), true)) as typeof process.stdout.write;
  await run(['simulate', system, '--games', games, '--workers', '1', '--json']);
  process.stdout.write = write;
  const after = threadCpu();
  const summary = JSON.parse(printed) as { seconds: number; cpuSeconds: number };
  console.log(JSON.stringify({ seconds: summary.seconds, cpuSeconds: summary.cpuSeconds, main: +(after.main - before.main).toFixed(2), helpers: +(after.helpers - before.helpers).toFixed(2) }));
}

const VARIANTS: Readonly<Record<string, string[]>> = {
  shipped: [],
  compilesOnMain: ['--no-concurrent-recompilation'],
  collectorOnMain: ['--single-threaded-gc'],
};

if (process.argv[2] === '--child') await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else {
  const args = process.argv.slice(2);
  const runs: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) runs.push([args[i]!, args[i + 1] ?? '10000']);
  if (runs.length === 0) runs.push(['2hdc', '10000'], ['cards', '400000']);
  const bin = process.env.BENCH_BIN ?? BIN;
  for (const [system, games] of runs) {
    const load = +loadavg()[0]!.toFixed(1);
    const out: Record<string, unknown> = {};
    for (const [name, flags] of Object.entries(VARIANTS)) {
      const r = spawnSync(process.execPath, [...flags, process.argv[1]!, '--child', bin, system, games], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(r.stderr);
      out[name] = JSON.parse(r.stdout.trim().split('\n').pop()!);
    }
    console.log(JSON.stringify({ bench: 'simulate --workers 1: CPU by thread (main, V8 helpers)', system, games: Number(games), ...out, load, loadAfter: +loadavg()[0]!.toFixed(1) }));
  }
}
