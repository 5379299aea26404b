/**
 * 2HDC's cost counted in machine instructions rather than CPU seconds: the
 * built command (`simulate 2hdc --games N --workers 1`) run under Valgrind's
 * cachegrind, which counts every instruction of every thread (the rules, the
 * interpreter, TurboFan's compiles on V8's helper threads, the collector).
 * On the shared 2-core machine, CPU seconds of the same run spread by 20-50%
 * with the other engineers' load. Node runs with `--single-threaded` here
 * (TurboFan compiles and the collector on the one thread, when they are
 * due), so the count is nearly the same run after run (8.105, 8.136 and
 * 8.154 G instructions in three runs of 2,000 adventures; with V8's helper threads, whose timing decides how long
 * the interpreter runs before optimised code arrives, 3% apart):
 * a change of 1% shows in one pair of runs. Instructions are not time
 * (cache misses, branch mispredictions), and a real run compiles on other
 * threads; confirm a gain with `systems.ts` at a quiet moment.
 * Valgrind is slow: about 3-5 minutes for 10,000 adventures (so `npm run
 * bench` with no name takes that much longer).
 * Needs `valgrind` on the PATH (Linux). Run after `npm run build`:
 *   node dist/bench/2hdc-instructions.mjs [games] [runs]
 *   BENCH_BIN=/tmp/before/bin/dungeon-crawl.js ...   (also times that build, interleaved)
 *   BENCH_FLAGS="--always-sparkplug" ...              (node flags for this build's runs only)
 *   BENCH_THREADS=1 ...                               (V8's helper threads as shipped)
 * Prints one JSON line per build: instructions per adventure, per run.
 */
import { hasValgrind, simulateInstructions } from './cachegrind-lib.ts';
import { BIN } from './command-lib.ts';

const games = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 1);
const flags = (process.env.BENCH_FLAGS ?? '').split(' ').filter((f) => f !== '');
const base = process.env.BENCH_THREADS ? [] : ['--single-threaded'];

if (!hasValgrind()) {
  console.log(JSON.stringify({ bench: '2hdc instructions', skipped: 'valgrind is not installed' }));
  process.exit(0);
}
const builds = [{ bin: BIN, flags }, ...(process.env.BENCH_BIN ? [{ bin: process.env.BENCH_BIN, flags: [] as string[] }] : [])];
const counts = builds.map(() => [] as number[]);
for (let i = 0; i < runs; i++) builds.forEach((b, k) => counts[k]!.push(simulateInstructions(b.bin, '2hdc', games, [...base, ...b.flags])));
builds.forEach((b, k) => {
  console.log(JSON.stringify({ bench: 'simulate 2hdc --workers 1 under cachegrind: instructions per adventure, all threads', bin: b.bin, flags: [...base, ...b.flags].join(' '), games, perAdventure: counts[k]!.map((n) => Math.round(n / games)) }));
});
