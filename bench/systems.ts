/**
 * Benchmark of every system as a user runs it: the installed command,
 *   dungeon-crawl simulate SYSTEM --games N --workers 1 --json
 * next to the plain card loop (bench/cards-loop.ts, 400,000 games in a fresh
 * process) measured in the same run, so that figures from a shared machine
 * compare across days: `normalised` is the system's games per CPU second
 * scaled as if the loop ran at 400,000 games/s (the issue's yardstick).
 * The loop is measured before and after the systems; the mean of the two is
 * the yardstick. Prints one JSON line per system, with the load average.
 * `normalisedWall` does the same by the wall clock (games/s against the
 * loop's games/s), as issue 26 measured: at a quiet moment the two differ
 * by the CPU that V8's helper threads (compiles, collector) spend beside the
 * one worker, on a core the run leaves idle otherwise.
 * Run: npm run bench -- systems            (after npm run build)
 *      node dist/bench/systems.mjs 3d6 exploration   (only these)
 * BENCH_BIN=/path/to/bin/dungeon-crawl.js times another build (a "before").
 * BENCH_GAMES=N overrides every system's game count.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { playLoop } from './cards-loop.ts';
import { rate, simulateRun, type Rate } from './command-lib.ts';

/**
 * Games per system: the command's default count, which issue 26 measured (at
 * fewer games the start and the first compiles weigh more: 3d6 at 1,000
 * games shows about half its rate at 10,000); the card game as many as the loop.
 */
const GAMES: Readonly<Record<string, number>> = { cards: 400_000, '2hdc': 10_000, '3d6': 10_000, 'dungeon-world': 1_000, exploration: 10_000 };
const LOOP_GAMES = 400_000;
const YARDSTICK = 400_000;

function loopChild(games: number): void {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < games; i++) playLoop(i);
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify({ seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
}

function loop(): Rate {
  const r = spawnSync(process.execPath, [process.argv[1]!, '--loop', String(LOOP_GAMES)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return rate(LOOP_GAMES, JSON.parse(r.stdout.trim()) as { seconds: number; cpuSeconds: number });
}

if (process.argv[2] === '--loop') loopChild(Number(process.argv[3]));
else {
  const asked = process.argv.slice(2);
  const systems = asked.length ? asked : Object.keys(GAMES);
  const bin = process.env.BENCH_BIN;
  const before = loop();
  const runs = systems.map((system) => {
    const games = Number(process.env.BENCH_GAMES ?? GAMES[system] ?? 1_000);
    const { rate: r } = simulateRun(system, games, 1, [], bin);
    return { system, games, ...r, load: +loadavg()[0]!.toFixed(1) };
  });
  const after = loop();
  const loopCpu = (before.gamesPerCpuSecond + after.gamesPerCpuSecond) / 2;
  const loopWall = (before.gamesPerSecond + after.gamesPerSecond) / 2;
  for (const r of runs) {
    console.log(JSON.stringify({
      bench: 'simulate --workers 1 against the card loop',
      ...r,
      loopPerCpuSecond: Math.round(loopCpu),
      normalised: Math.round((r.gamesPerCpuSecond * YARDSTICK) / loopCpu),
      loopPerSecond: Math.round(loopWall),
      normalisedWall: Math.round((r.gamesPerSecond * YARDSTICK) / loopWall),
      ...(bin ? { bin } : {}),
    }));
  }
}
