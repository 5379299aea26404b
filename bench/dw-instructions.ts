/**
 * Dungeon World's cost counted in machine instructions rather than CPU
 * seconds (issue 26): `simulate dungeon-world --games N --workers 1` of the
 * built command under Valgrind's cachegrind, every thread counted (the
 * rules, the interpreter, TurboFan's compiles, the collector), Node with
 * `--single-threaded` so that the count hardly moves with the machine's
 * load (see 2hdc-instructions.ts for why). Warm-up is most of a short run:
 * a fix to recompiles shows here as well as a fix to warm play.
 * Instructions are not time; confirm with `systems.ts` at a quiet moment.
 * Run after `npm run build` (Valgrind: about 1 minute per 100 games):
 *   node dist/bench/dw-instructions.mjs [games] [runs]
 *   BENCH_BIN=/tmp/before/bin/dungeon-crawl.js ...   (also counts that build, interleaved)
 * Prints one JSON line per build: instructions per game, per run.
 */
import { spawnSync } from 'node:child_process';
import { BIN } from './command-lib.ts';

const games = Number(process.argv[2] ?? 300);
const runs = Number(process.argv[3] ?? 1);

/** Instructions of one run of `bin` under cachegrind. */
function instructions(bin: string): number {
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', bin, 'simulate', 'dungeon-world', '--games', String(games), '--workers', '1', '--json'];
  const r = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.error) throw r.error;
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`valgrind: ${r.stderr.slice(-500)}`);
  return Number(m[1]!.replace(/,/g, ''));
}

if (spawnSync('valgrind', ['--version']).error) {
  console.log(JSON.stringify({ bench: 'dungeon-world instructions', skipped: 'valgrind is not installed' }));
  process.exit(0);
}
const bins = [BIN, ...(process.env.BENCH_BIN ? [process.env.BENCH_BIN] : [])];
const counts = bins.map(() => [] as number[]);
for (let i = 0; i < runs; i++) bins.forEach((b, k) => counts[k]!.push(instructions(b)));
bins.forEach((b, k) => {
  console.log(JSON.stringify({ bench: 'simulate dungeon-world --workers 1 under cachegrind: instructions per game, all threads', bin: b, games, perGame: counts[k]!.map((n) => Math.round(n / games)) }));
});
