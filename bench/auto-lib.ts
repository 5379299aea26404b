/**
 * Shared by bench/3d6.ts and bench/exploration.ts (a `-lib` file, so
 * bench/run.ts does not run it on its own): a system's seeded auto games
 * through the engine, log off, on one core for about `seconds` of CPU, then
 * the plain card loop (cards-loop.ts) for as long in the same process, so a
 * figure from a busy machine can be read against a quiet one: `normalised`
 * is the games per CPU second scaled as if the loop ran at 400,000 games/s
 * (README, "Every system against the card loop").
 */
import { autoplay, parseOptions } from '../src/core/engine.ts';
import type { GameSystem } from '../src/core/contract.ts';
import { cpuSeconds } from './cards-lib.ts';
import { playLoop } from './cards-loop.ts';

const YARDSTICK = 400_000;

/** Games per CPU second of `play(i)` over about `seconds`, after `warm` games not counted. */
function rate(play: (i: number) => void, seconds: number, warm: number, from: number): number {
  for (let i = 0; i < warm; i++) play(from + i);
  const t = process.cpuUsage();
  let n = 0;
  let s = 0;
  while (s < seconds) {
    play(from + warm + n++);
    if (n % 16 === 0) s = cpuSeconds(t);
  }
  return n / cpuSeconds(t);
}

/** One JSON line: the system's games per CPU second, the loop's, and the system's normalised. */
export function autoBench(system: GameSystem, seconds: number): string {
  const options = parseOptions(system, {});
  const games = rate((i) => autoplay(system, i, options, false, null, true), seconds, 50, 0);
  const loop = rate((i) => playLoop(i), seconds / 4, 20_000, 0);
  return JSON.stringify({
    bench: `${system.id} auto games, log off, one core, against the card loop`,
    system: system.id,
    gamesPerCpuSecond: Math.round(games),
    loopPerCpuSecond: Math.round(loop),
    normalised: Math.round((games * YARDSTICK) / loop),
  });
}
