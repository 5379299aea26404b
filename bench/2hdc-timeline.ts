/**
 * 2HDC's warm-up as it happens (issue 26): runs the built command
 * (`simulate 2hdc --games N --workers 1 --json`) as a child process and
 * reads, every 200 ms, the CPU its JavaScript thread and its other threads
 * (V8's pool: TurboFan's compiles, the collector's tasks) took in that slice
 * and how many of those were running (/proc/PID/task, Linux only).
 * It showed why a one-worker run is slow to warm on 2 cores: while TurboFan
 * compiles, up to four pool threads run beside the JavaScript thread, and
 * the JavaScript thread gets some 40% of a core until the compiles are done.
 * `--v8-pool-size=1` (one pool thread) leaves it a whole core.
 * Run after `npm run build`:
 *   node dist/bench/2hdc-timeline.mjs [games] [rounds]     (default 10000, 1)
 *   BENCH_VARIANTS="|--v8-pool-size=1" ...   (node flags per variant, | between; interleaved per round)
 *   BENCH_BIN=/tmp/before/bin/dungeon-crawl.js ...
 * Prints the slices of the first round, then one JSON line per variant: the
 * runs' wall seconds and CPU seconds (the summary's, the games only), and
 * the JavaScript thread's and the other threads' CPU seconds (read every
 * 200 ms from the start: module loading included, the last slice not).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BIN } from './command-lib.ts';

const games = process.argv[2] ?? '10000';
const rounds = Number(process.argv[3] ?? 1);
const variants = (process.env.BENCH_VARIANTS ?? '').split('|').map((v) => v.split(' ').filter((f) => f !== ''));
const bin = process.env.BENCH_BIN ?? BIN;

/** CPU seconds so far of a process's main thread and of its other threads, and how many of those are running now. */
function threads(pid: number): { main: number; others: number; running: number } {
  let main = 0;
  let others = 0;
  let running = 0;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    // The process ended meanwhile.
  }
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the name in parentheses: the state is the 1st field, utime and stime the 12th and 13th (clock ticks).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const s = (Number(f[11]) + Number(f[12])) / 100;
    if (tid === String(pid)) main += s;
    else {
      others += s;
      if (f[0] === 'R') running++;
    }
  }
  return { main, others, running };
}

interface Run {
  seconds: number;
  cpuSeconds: number;
  main: number;
  others: number;
  slices: string[];
}

function run(flags: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [...flags, bin, 'simulate', '2hdc', '--games', games, '--workers', '1', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    c.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const t0 = performance.now();
    let last = { main: 0, others: 0, running: 0 };
    const slices: string[] = [];
    const timer = setInterval(() => {
      const now = threads(c.pid!);
      // Ending, its threads go one by one and their CPU with them: a reading that went back is not kept.
      if (now.main < last.main || now.others < last.others || now.main + now.others === 0) return;
      slices.push(`${((performance.now() - t0) / 1000).toFixed(1)} s: JavaScript ${(now.main - last.main).toFixed(2)}, others ${(now.others - last.others).toFixed(2)} (${now.running} running)`);
      last = now;
    }, 200);
    c.on('error', reject);
    c.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`the command ended with ${code}`));
      const summary = JSON.parse(out) as { seconds: number; cpuSeconds: number };
      resolve({ seconds: summary.seconds, cpuSeconds: summary.cpuSeconds, main: +last.main.toFixed(2), others: +last.others.toFixed(2), slices });
    });
  });
}

const results = variants.map(() => [] as Run[]);
const load = +loadavg()[0]!.toFixed(1);
for (let r = 0; r < rounds; r++) for (let v = 0; v < variants.length; v++) results[v]!.push(await run(variants[v]!));
variants.forEach((flags, v) => {
  if (v === 0 || results[v]![0]!.slices.length) console.log(`${flags.join(' ') || 'as shipped'}:\n  ${results[v]![0]!.slices.join('\n  ')}`);
});
variants.forEach((flags, v) => {
  const rs = results[v]!;
  console.log(JSON.stringify({ bench: '2hdc timeline: simulate --workers 1, seconds and CPU by thread', games: Number(games), flags: flags.join(' '), seconds: rs.map((x) => +x.seconds.toFixed(2)), cpuSeconds: rs.map((x) => +x.cpuSeconds.toFixed(2)), javascriptCpu: rs.map((x) => x.main), otherThreadsCpu: rs.map((x) => x.others), load, loadAfter: +loadavg()[0]!.toFixed(1) }));
});
