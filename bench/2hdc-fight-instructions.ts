/**
 * The Battle Board's own cost in machine instructions (issue 26): warm 2HDC
 * fights under Valgrind's cachegrind, as `bench/2hdc-fight.ts` plays them (a
 * Star and his recruited band against four enemies, bots on both sides, the
 * log off), with Node `--single-threaded` and 2HDC's inlining budget (as
 * `simulate` runs; src/sim/simulate.ts). Each count is taken twice, after
 * `warm` fights and after `warm + fights`, so that start and warm-up cancel
 * out; and the same is done with the fights' setup alone (characters made,
 * no fight), so that what is left is the fight itself:
 *   fight = (fights played - setup alone) per fight.
 * Run (bundled, `npm run bench -- 2hdc-fight-instructions`, or):
 *   node dist/bench/2hdc-fight-instructions.mjs [warm] [fights]
 *   BENCH_OTHER=/path/to/another/dist/bench/2hdc-fight-instructions.mjs ...   (also counts that bundle: a "before")
 * Prints one JSON line per bundle. Four Valgrind runs per bundle: some 5-8 minutes each bundle.
 * Internally the script plays: `... play <warm> <fights> <fight|setup>`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';
import { hasValgrind } from './cachegrind-lib.ts';
import { oneFight } from './2hdc-fight-lib.ts';

function instructions(bundle: string, warm: number, fights: number, mode: string): number {
  const inlining = `--max-inlined-bytecode-size-cumulative=${twoHourSystem.simulateInlining ?? 460}`;
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', inlining, bundle, 'play', String(warm), String(fights), mode];
  const r = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`valgrind: ${r.stderr.slice(-500)}`);
  return Number(m[1]!.replace(/,/g, ''));
}

if (process.argv[2] === 'play') {
  const warm = Number(process.argv[3]);
  const fights = Number(process.argv[4]);
  const play = process.argv[5] === 'fight';
  for (let s = 0; s < warm + fights; s++) oneFight(1_000_000 + s, play);
} else if (!hasValgrind()) {
  console.log(JSON.stringify({ bench: '2hdc fight instructions', skipped: 'valgrind is not installed' }));
} else {
  const warm = Number(process.argv[2] ?? 3000);
  const fights = Number(process.argv[3] ?? 6000);
  const bundles = [fileURLToPath(import.meta.url), ...(process.env.BENCH_OTHER ? [process.env.BENCH_OTHER] : [])];
  for (const bundle of bundles) {
    const per = (mode: string): number => (instructions(bundle, warm, fights, mode) - instructions(bundle, warm, 0, mode)) / fights;
    const played = per('fight');
    const setup = per('setup');
    console.log(JSON.stringify({ bench: '2hdc fight instructions (warm, per fight)', bundle, warm, fights, played: Math.round(played), setup: Math.round(setup), fight: Math.round(played - setup) }));
  }
}
