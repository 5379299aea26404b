/**
 * Benchmark: complete autoplayed games of the playing-card game through the
 * engine, the way `dungeon-crawl simulate cards` plays them on one worker:
 * `playRange` (src/sim/games.ts) over the system's setups (game k
 * plays setup k mod 4), the system's own bot, event log off, one tally for
 * the range, the end-of-game report of every game counted. Prints one JSON
 * line: a short run (20,000 games from a cold start) and a long one (about
 * 5 s of CPU time, this process's user + system time).
 *   node --import tsx bench/cards.ts [seconds]
 * Compare with bench/cards-loop.ts, the same games as a hand-written loop.
 */
import { chooseSetups, playRange } from '../src/sim/games.ts';
import { cardsSystem } from '../src/systems/cards/index.ts';
import { measure } from './cards-lib.ts';

// Run as a script (bundled or not), not when another benchmark bundles it in.
if (/cards\.(ts|mjs)$/.test(process.argv[1] ?? '')) {
  const setups = chooseSetups(cardsSystem, {});
  console.log(measure('cards', Number(process.argv[2] ?? 5), (from, to) => playRange(cardsSystem, { from, to, seed: 0, setups }).dice));
}
