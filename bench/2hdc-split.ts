/**
 * Where 2HDC's warm-up goes, thread by thread (issue 26): the built command
 * (`simulate 2hdc --games N --workers 1`) under Valgrind's callgrind with
 * `--separate-threads=yes`, V8's helper threads as shipped, each thread's
 * instructions sorted into kinds by the function they ran: TurboFan
 * compiling, the collector, V8's builtins (inline caches, array builtins,
 * the interpreter's handlers), the JIT's own code (Sparkplug and TurboFan
 * output, unnamed to Valgrind), parsing and bytecode, the rest of the C++.
 * Thread 1 is the JavaScript thread; the others are Node's V8 pool (4
 * threads by default: compiles and collector tasks) and libuv's.
 * `--games 1` gives the start (Node, the command's modules, the system's
 * module and one adventure): the runs' difference is the games.
 * Valgrind runs the threads one at a time, so how far the interpreter gets
 * before optimised code arrives differs from a real 2-core run; the compile
 * and collector counts do not depend on that much.
 * Slow: about 30 s for 1 adventure, 3.5 minutes for 2,000, 6-10 for 10,000.
 * Needs `valgrind` and `callgrind_annotate` on the PATH (Linux). After `npm run build`:
 *   node dist/bench/2hdc-split.mjs [games...]     (default: 1 2000; the README's table: 1 2000 10000)
 *   BENCH_BIN=/tmp/before/bin/dungeon-crawl.js ...   (another build)
 *   BENCH_FLAGS="--v8-pool-size=1" ...               (node flags)
 *   node dist/bench/2hdc-split.mjs --files DIR          (sorts the callgrind.out.*-NN files of an earlier run)
 * Prints one JSON line per game count: G instructions per thread and kind.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './command-lib.ts';

const filesDir = process.argv[2] === '--files' ? process.argv[3]! : null;
const counts = filesDir ? [] : process.argv.slice(2).map(Number);
const flags = (process.env.BENCH_FLAGS ?? '').split(' ').filter((f) => f !== '');
const bin = process.env.BENCH_BIN ?? BIN;

/** The kind of work a function (as callgrind names it) does; first match wins. */
const KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['jit code', /^(\?\?\?:)?0x[0-9a-f]+ /],
  ['interpreter', /Builtins_\w*(Handler|InterpreterEntryTrampoline)/],
  ['builtins', /Builtins_/],
  ['turbofan', /compiler::|OptimizedCompilationJob|TurboFan|Zone::|ZoneList/],
  ['sparkplug', /baseline::/],
  ['collector', /Scaveng|Heap::|MarkCompact|Marking|Sweep|heap::|MemoryAllocator|GCTracer|Evacuat|RememberedSet|SlotSet|PagedSpace|NewSpace|SemiSpace|BodyDescriptor/],
  ['parse and bytecode', /Parser|Scanner|interpreter::|BytecodeGenerator|AstNode|Preparse|Scope::|ParseInfo|Utf16CharacterStream|UnoptimizedCompile/],
  ['runtime', /Runtime_|IC::|FeedbackNexus|FeedbackVector|Map::|TransitionsAccessor|LookupIterator|JSObject::|Object::|Factory::/],
  ['libc', /libc\.so|malloc|ld-linux/],
];

function kindOf(name: string): string {
  for (const [k, re] of KINDS) if (re.test(name)) return k;
  return 'other c++';
}

/** Instructions by kind in one thread's callgrind file. */
function threadKinds(file: string): { total: number; kinds: Record<string, number> } {
  const r = spawnSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  let total = 0;
  const kinds: Record<string, number> = {};
  for (const line of r.stdout.split('\n')) {
    const m = /^\s*([\d,]+)\s+(?:\([\s\d.]+%\)\s+)?(\S.*)$/.exec(line);
    if (!m) continue;
    const ir = Number(m[1]!.replace(/,/g, ''));
    if (m[2]!.includes('PROGRAM TOTALS')) total = ir;
    else if (!m[2]!.startsWith('Ir ')) kinds[kindOf(m[2]!)] = (kinds[kindOf(m[2]!)] ?? 0) + ir;
  }
  return { total, kinds };
}

const G = (n: number): number => +(n / 1e9).toFixed(3);

if (filesDir) {
  report(filesDir, null, true);
  process.exit(0);
}
if (spawnSync('valgrind', ['--version']).error) {
  console.log(JSON.stringify({ bench: '2hdc split', skipped: 'valgrind is not installed' }));
  process.exit(0);
}
/** Sorts the per-thread files in `dir` and prints the line; `keep` leaves the files. */
function report(dir: string, games: number | null, keep: boolean): void {
  const threads: Record<string, { total: number; kinds: Record<string, number> }> = {};
  const helpers: Record<string, number> = {};
  for (const f of readdirSync(dir).sort()) {
    const tid = /-(\d+)$/.exec(f)?.[1];
    if (!tid) continue;
    const t = threadKinds(join(dir, f));
    if (t.total < 1e6) continue;
    threads[tid] = { total: G(t.total), kinds: Object.fromEntries(Object.entries(t.kinds).filter(([, v]) => v >= 1e6).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, G(v)])) };
    for (const [k, v] of Object.entries(t.kinds)) {
      if (tid !== '01') helpers[k] = (helpers[k] ?? 0) + v;
    }
  }
  if (!keep) rmSync(dir, { recursive: true, force: true });
  const sum = (o: Record<string, number>): number => G(Object.values(o).reduce((a, b) => a + b, 0));
  console.log(JSON.stringify({
    bench: '2hdc split: G instructions per thread (01: JavaScript) and kind, callgrind',
    games,
    flags: flags.join(' '),
    main: threads['01']?.total,
    helpers: sum(helpers),
    helpersTurbofan: G(helpers.turbofan ?? 0),
    helpersCollector: G(helpers.collector ?? 0),
    threads,
  }));
}

for (const games of counts.length ? counts : [1, 2000]) {
  const dir = mkdtempSync(join(tmpdir(), '2hdc-split-'));
  const args = ['--tool=callgrind', '--separate-threads=yes', `--callgrind-out-file=${join(dir, 'callgrind.out')}`, process.execPath, ...flags, bin, 'simulate', '2hdc', '--games', String(games), '--workers', '1', '--json'];
  const r = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`valgrind: ${r.stderr.slice(-500)}`);
  report(dir, games, false);
}
