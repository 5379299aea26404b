/**
 * Which functions of 2HDC TurboFan compiles, how often, and at what cost
 * (issue 26's warm-up): the built command (`simulate 2hdc --games N
 * --workers 1`) run with `--trace-opt --trace-deopt-verbose`; each
 * "completed compiling ... took a, b, c ms" summed per function, the
 * recompiles (a function compiled again after a deopt) counted apart, and
 * each deopt told with its reason and its place in the sources (through the
 * build's source maps). The milliseconds are wall time on V8's helper
 * threads: on a busy machine they grow with the load, so read the ranking
 * and the shares, not the sums.
 * Run after `npm run build`:
 *   node dist/bench/2hdc-compiles.mjs [games] [top]     (default 10000, 30)
 *   BENCH_BIN=/tmp/before/bin/dungeon-crawl.js ...     (another build)
 *   BENCH_FLAGS="--max-inlined-bytecode-size=200" ...  (node flags)
 * Prints one JSON line: compiles, their ms, the recompiles' share, the
 * costliest functions and every deopt.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BIN } from './command-lib.ts';

const games = Number(process.argv[2] ?? 10_000);
const top = Number(process.argv[3] ?? 30);
const flags = (process.env.BENCH_FLAGS ?? '').split(' ').filter((f) => f !== '');
const bin = process.env.BENCH_BIN ?? BIN;

const r = spawnSync(process.execPath, ['--trace-opt', '--trace-deopt-verbose', ...flags, bin, 'simulate', '2hdc', '--games', String(games), '--workers', '1', '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
if (r.status !== 0) throw new Error(r.stderr);

const maps = new Map<string, SourceMap | null>();
/** A place in the build as file:line:column of the sources (node's own files as they are). */
function place(url: string, line: number, column: number): string {
  if (!url.startsWith('file://')) return `${url}:${line}:${column}`;
  const file = fileURLToPath(url);
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  const e = maps.get(file)?.findEntry(line - 1, column - 1);
  return e && 'originalSource' in e ? `${e.originalSource.replace(/^.*\/src\//, 'src/')}:${e.originalLine + 1}:${e.originalColumn + 1}` : `${url}:${line}:${column}`;
}

const perFunction = new Map<string, { name: string; compiles: number; ms: number }>();
const deopts: { fn: string; reason: string; at: string }[] = [];
let pending: { fn: string; reason: string } | null = null;
let compiles = 0;
let ms = 0;
for (const line of r.stdout.split('\n')) {
  // Keyed by the shared function info: anonymous functions have no name to tell them apart.
  const c = /completed compiling 0x\w+ <JSFunction ([^ ]*) ?\(sfi = (0x\w+)\)>.*took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(line);
  if (c) {
    const t = Number(c[3]) + Number(c[4]) + Number(c[5]);
    const f = perFunction.get(c[2]!) ?? { name: c[1] || '(anonymous)', compiles: 0, ms: 0 };
    f.compiles++;
    f.ms += t;
    perFunction.set(c[2]!, f);
    compiles++;
    ms += t;
    continue;
  }
  const b = /bailout \(kind: [\w-]+, reason: ([^)]*)\).*deoptimizing 0x\w+ <JSFunction ([^ ]*) ?\(sfi/.exec(line);
  if (b) pending = { fn: b[2] || '(anonymous)', reason: b[1]! };
  const d = /;;; deoptimize at <(.*?):(\d+):(\d+)>(.*)/.exec(line);
  if (d && pending) {
    const chain = [place(d[1]!, Number(d[2]), Number(d[3]))];
    for (const m of d[4]!.matchAll(/inlined at <(.*?):(\d+):(\d+)>/g)) chain.push(place(m[1]!, Number(m[2]), Number(m[3])));
    deopts.push({ ...pending, at: chain.join(' <- ') });
    pending = null;
  }
}
const ranked = [...perFunction].sort((a, b) => b[1].ms - a[1].ms);
// A function compiled n times paid (n - 1) / n of its ms again (the compiles of one function cost about the same).
const recompileMs = ranked.reduce((s, [, f]) => s + (f.ms * (f.compiles - 1)) / f.compiles, 0);
console.log(JSON.stringify({
  bench: '2hdc compiles: TurboFan per function (ms: wall time of the helper threads), deopts by place',
  games,
  flags: flags.join(' '),
  compiles,
  functions: perFunction.size,
  ms: Math.round(ms),
  recompiles: compiles - perFunction.size,
  recompileShare: +(recompileMs / ms).toFixed(3),
  costliest: ranked.slice(0, top).map(([, f]) => `${f.name} ${Math.round(f.ms)} ms${f.compiles > 1 ? ` x${f.compiles}` : ''}`),
  tenCostliestShare: +(ranked.slice(0, 10).reduce((s, [, f]) => s + f.ms, 0) / ms).toFixed(3),
  deopts: deopts.map((d) => `${d.fn}: ${d.reason} at ${d.at}`),
}));
