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
import { hasValgrind, simulateInstructions } from './cachegrind-lib.ts';
import { BIN } from './command-lib.ts';

const games = Number(process.argv[2] ?? 300);
const runs = Number(process.argv[3] ?? 1);

if (!hasValgrind()) {
  console.log(JSON.stringify({ bench: 'dungeon-world instructions', skipped: 'valgrind is not installed' }));
  process.exit(0);
}
const bins = [BIN, ...(process.env.BENCH_BIN ? [process.env.BENCH_BIN] : [])];
const counts = bins.map(() => [] as number[]);
for (let i = 0; i < runs; i++) bins.forEach((b, k) => counts[k]!.push(simulateInstructions(b, 'dungeon-world', games, ['--single-threaded'])));
bins.forEach((b, k) => {
  console.log(JSON.stringify({ bench: 'simulate dungeon-world --workers 1 under cachegrind: instructions per game, all threads', bin: b, games, perGame: counts[k]!.map((n) => Math.round(n / games)) }));
});
