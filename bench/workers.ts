/**
 * Whether `simulate`'s default thread count earns its keep (issue 26): for
 * every system, at its default game count (the command's: 10,000, Dungeon
 * World 1,000) and at ten times that, the installed command with
 * `--workers 1` and with no `--workers` (the run chooses, worker-count.ts),
 * interleaved. Goals on 2 quiet cores: the default never slower than one
 * worker at 1x (`speedup` ≥ 1 within the noise), and ≥ 1.7 at 10x. Prints
 * one JSON line per system and length, with the load average before and
 * after (meaningless above about 1.5 on 2 cores: the run then keeps one
 * thread by design).
 * Run: npm run bench -- workers            (after npm run build; every system, 20-40 minutes)
 *      node dist/bench/workers.mjs 2hdc 3d6   (only these)
 *      BENCH_SCALES=1 ...                     (only the default count; "1,10" by default)
 */
import { loadavg } from 'node:os';
import { ratio, simulateRun, type Rate } from './command-lib.ts';

/** The command's default game count per system (`simulateGames`, else 10,000). */
const DEFAULT_GAMES: Readonly<Record<string, number>> = { cards: 10_000, '2hdc': 10_000, '3d6': 10_000, exploration: 10_000, 'dungeon-world': 1_000 };
const scales = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const asked = process.argv.slice(2);
const systems = asked.length ? asked : Object.keys(DEFAULT_GAMES);
const load = (): number => +loadavg()[0]!.toFixed(1);

for (const system of systems) {
  for (const scale of scales) {
    const games = DEFAULT_GAMES[system]! * scale;
    const loadBefore = load();
    const one = simulateRun(system, games, 1);
    const chosen = simulateRun(system, games, null);
    const rates = (r: { rate: Rate; summary: Record<string, unknown> }) => ({ ...r.rate, seconds: r.summary.seconds, cpuSeconds: r.summary.cpuSeconds, threads: r.summary.workers });
    console.log(JSON.stringify({
      bench: 'command simulate: default threads against --workers 1',
      system,
      games,
      scale,
      oneWorker: rates(one),
      default: rates(chosen),
      speedup: ratio(chosen.rate.gamesPerSecond, one.rate.gamesPerSecond),
      loadBefore,
      loadAfter: load(),
    }));
  }
}
