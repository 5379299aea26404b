/**
 * How `simulate` gains from more threads as runs grow longer: the installed
 * command on one worker and on every core, over runs of rising length, for
 * the card game and 2HDC. Every thread compiles the rules' code afresh (V8
 * shares no optimised code between threads), a fixed cost per thread that a
 * short run cannot earn back; this shows where the speed-up stands at each
 * length. Prints one JSON line per system and length.
 * Run: npm run bench -- workers   (after npm run build; about 3 minutes)
 */
import { availableParallelism, loadavg } from 'node:os';
import { ratio, simulate } from './command-lib.ts';

const all = availableParallelism();
const RUNS: ReadonlyArray<[string, number[]]> = [
  ['cards', [400_000, 1_000_000, 4_000_000]],
  ['2hdc', [10_000, 40_000, 100_000, 300_000]],
];
for (const [system, lengths] of RUNS) {
  for (const games of lengths) {
    const one = simulate(system, games, 1);
    const many = simulate(system, games, all);
    console.log(JSON.stringify({
      bench: `command simulate ${system} by run length`,
      games,
      oneWorker: one,
      workers: all,
      allWorkers: many,
      speedup: ratio(many.gamesPerSecond, one.gamesPerSecond),
      loadAverage: +loadavg()[0]!.toFixed(1),
    }));
  }
}
