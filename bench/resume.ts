/**
 * CPU time of one decision late in a long game as a room plays it (rooms.ts
 * `replay`), with and without checkpoints: the players' decisions of a bot
 * game are answered one by one, each run going on from the run before it,
 * and the last quarter of them is timed.
 *   before: the system without `resume`: the whole game replayed, its log
 *           off until the decision the last run paused at (`logAfter`);
 *   resume: the system's `resume` from the last run's checkpoint, the log
 *           written again from there;
 *   after:  as a room now answers: `resume`, with the log off up to that
 *           decision (`logAfter` too).
 * CPU time (process.cpuUsage, the machine is shared), with the load average.
 * Prints one JSON line per system.
 *   node --import tsx bench/resume.ts [games per system, default 3]
 */
import { loadavg } from 'node:os';
import { run, type GameSystem, type RunResult } from '../src/core/engine.ts';
import { loadSystem } from '../src/systems/registry.ts';

const GAMES = Number(process.argv[2] ?? 3);

/** Long games: the most rooms, the default adventure and scenario. */
const CASES: [string, Record<string, unknown>][] = [
  ['3d6', { rooms: 12 }],
  ['exploration', {}],
  ['dungeon-world', {}],
  ['2hdc', {}],
];

type Way = 'before' | 'resume' | 'after';

function next(system: GameSystem, seed: number, options: unknown, decisions: string[], prev: RunResult, way: Way): RunResult {
  const logAfter = way !== 'resume' && prev.status === 'decision' ? { decisions: prev.decisions.length, events: prev.events, request: prev.request! } : undefined;
  const resumeFrom = way === 'before' ? undefined : prev.checkpoint;
  return run({ system, seed, options, decisions, logAfter, resumeFrom, checkpoints: true });
}

/** CPU ms of each timed decision (the last quarter of the game's), and the game's length. */
function timeGame(system: GameSystem, seed: number, options: unknown, all: readonly string[], way: Way): number[] {
  const from = Math.floor(all.length * 0.75);
  const times: number[] = [];
  let r = run({ system, seed, options, decisions: all.slice(0, from), checkpoints: true });
  for (let k = from + 1; k <= all.length; k++) {
    const t = process.cpuUsage();
    r = next(system, seed, options, all.slice(0, k), r, way);
    const c = process.cpuUsage(t);
    times.push((c.user + c.system) / 1000);
  }
  return times;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

for (const [id, options] of CASES) {
  const system = await loadSystem(id);
  const without: GameSystem = { ...system, resume: undefined };
  const times: Record<Way, number[]> = { before: [], resume: [], after: [] };
  let decisions = 0;
  const load = loadavg()[0]!;
  for (let seed = 1; seed <= GAMES; seed++) {
    const all = run({ system, seed, options, chooser: system.bot, log: false }).decisions;
    decisions += all.length;
    for (const way of ['before', 'resume', 'after'] as const) {
      const sys = way === 'before' ? without : system;
      timeGame(sys, seed, options, all, way); // a warm-up
      times[way].push(...timeGame(sys, seed, options, all, way));
    }
  }
  const ms = (w: Way) => Number(mean(times[w]).toFixed(2));
  console.log(JSON.stringify({
    system: id, games: GAMES, meanDecisions: Math.round(decisions / GAMES), timed: times.before.length,
    cpuMsPerDecision: { before: ms('before'), resume: ms('resume'), after: ms('after') },
    speedup: Number((mean(times.before) / mean(times.after)).toFixed(1)), load1: Number(load.toFixed(2)),
  }));
}
