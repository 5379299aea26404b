/**
 * Benchmark of what a user runs: the installed command (bin/dungeon-crawl.js,
 * the compiled build), timed from outside, next to the same work done by a
 * plain loop in a fresh process. Prints JSON lines:
 * - start-up of `dungeon-crawl --help` (median of 15 runs);
 * - `dungeon-crawl simulate <system> --games N --json` on one worker and on
 *   every core (games/s from the command's own `seconds`);
 * - the card game as the hand-written loop (bench/cards-loop.ts) and 2HDC
 *   through `autoplay` with the log off, each over the same number of games
 *   in a fresh process: the figures the command is held to.
 * Each figure is given by the wall clock and by CPU time (the command's
 * `cpuSeconds`, every thread of the process; the loop's own process): on a
 * machine shared with other work, the CPU figures are the steadier ones.
 * Run: npm run bench -- command   (after npm run build)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { autoplay, parseOptions } from '../src/core/engine.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';
import { playLoop } from './cards-loop.ts';
import { BIN, median, rate, ratio, simulate, type Rate } from './command-lib.ts';

const SELF = process.argv[1]!;
const CARDS_GAMES = 400_000;
const TWO_HDC_GAMES = 10_000;
/** 2HDC is compared on one setup (a Rep 5 Human Warrior, what the bot picks by default), as the loop plays it. */
const HUMAN_WARRIOR = [{ race: 'Human', profession: 'Warrior', rep: 5 }];

/** Child mode: plays `games` games from a cold start and prints the wall-clock and CPU seconds. */
function child(kind: string, games: number): void {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  if (kind === 'cards-loop') for (let i = 0; i < games; i++) playLoop(i);
  else {
    const options = parseOptions(twoHourSystem, { stars: HUMAN_WARRIOR });
    for (let i = 0; i < games; i++) autoplay(twoHourSystem, i + 1, options, false, null, true);
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify({ seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
}

function loop(kind: string, games: number): Rate {
  const r = spawnSync(process.execPath, [SELF, kind, String(games)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return rate(games, JSON.parse(r.stdout.trim()) as { seconds: number; cpuSeconds: number });
}

if (process.argv[2]) child(process.argv[2], Number(process.argv[3]));
else {
  const all = availableParallelism();
  const starts: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    execFileSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    starts.push(performance.now() - t0);
  }
  console.log(JSON.stringify({ bench: 'command --help', medianMs: Math.round(median(starts)), minMs: Math.round(Math.min(...starts)) }));

  // The loop plays the Warrior on normal difficulty: the command is pinned to the same setup for the ratio.
  const pinned = ['--option', 'character=warrior', '--option', 'difficulty=normal'];
  const loopRate = loop('cards-loop', CARDS_GAMES);
  const one = simulate('cards', CARDS_GAMES, 1, pinned);
  const many = simulate('cards', CARDS_GAMES, all, pinned);
  const mixed = simulate('cards', CARDS_GAMES, 1);
  console.log(JSON.stringify({
    bench: 'command simulate cards',
    games: CARDS_GAMES,
    loop: loopRate,
    oneWorker: one,
    ratioToLoop: ratio(one.gamesPerSecond, loopRate.gamesPerSecond),
    ratioToLoopByCpu: ratio(one.gamesPerCpuSecond, loopRate.gamesPerCpuSecond),
    workers: all,
    allWorkers: many,
    speedup: ratio(many.gamesPerSecond, one.gamesPerSecond),
    // The CPU the same games took on all workers against one: with c cores the speedup is at most c divided by this.
    cpuAllToOne: ratio(one.gamesPerCpuSecond, many.gamesPerCpuSecond),
    oneWorkerAllSetups: mixed,
  }));

  const logOff = loop('2hdc', TWO_HDC_GAMES);
  const pinned2 = ['--option', `stars=${JSON.stringify(HUMAN_WARRIOR)}`];
  const one2 = simulate('2hdc', TWO_HDC_GAMES, 1, pinned2);
  const many2 = simulate('2hdc', TWO_HDC_GAMES, all, pinned2);
  console.log(JSON.stringify({
    bench: 'command simulate 2hdc',
    games: TWO_HDC_GAMES,
    logOffLoop: logOff,
    oneWorker: one2,
    ratioToLogOff: ratio(one2.gamesPerSecond, logOff.gamesPerSecond),
    ratioToLogOffByCpu: ratio(one2.gamesPerCpuSecond, logOff.gamesPerCpuSecond),
    workers: all,
    allWorkers: many2,
    speedup: ratio(many2.gamesPerSecond, one2.gamesPerSecond),
    cpuAllToOne: ratio(one2.gamesPerCpuSecond, many2.gamesPerCpuSecond),
  }));
}
