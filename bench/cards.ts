/**
 * Benchmark: complete autoplayed games of the playing-card game through the
 * engine, the way `dungeon-crawl simulate cards` plays them: default options
 * checked once, the system's own bot, event log off, a fresh tally per game
 * merged into the total, and the end-of-game report of every game (its
 * outcome counted, its numbers summed). Prints one JSON line with a short run
 * (20,000 games from a cold start) and a long one (about 5 s of CPU time).
 *   node --import tsx bench/cards.ts [seconds]
 * Compare with bench/cards-loop.ts, the same game as a hand-written loop.
 */
import { pathToFileURL } from 'node:url';
import { autoplay, parseOptions } from '../src/core/engine.ts';
import { newTally } from '../src/core/events.ts';
import { cardsSystem } from '../src/systems/cards/index.ts';
import { measure } from './cards-lib.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseOptions(cardsSystem, {});
  const tally = newTally();
  let died = 0;
  let score = 0;
  console.log(
    measure('cards', Number(process.argv[2] ?? 5), (i) => {
      const r = autoplay(cardsSystem, i, options, false, tally, true);
      const rep = cardsSystem.report(r.state);
      if (rep.outcome === 'died') died++;
      score += rep.numbers.score!;
      return r.chance.revealed;
    }),
  );
  if (died < 0 || score < 0) console.log('impossible'); // keeps the report's use visible to the optimizer
}
