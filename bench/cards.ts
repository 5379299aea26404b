/**
 * Benchmark: complete autoplayed games of the playing-card game through the
 * engine (default options, the system's own bot), event log off, for about
 * 5 seconds on one core. Prints one JSON line.
 *   node --import tsx bench/cards.ts [seconds]
 * `seconds` is the CPU time this single-threaded process spent (user +
 * system), so other work on a shared machine does not distort the figures.
 * Compare with bench/cards-loop.ts, the same game as a hand-written loop.
 */
import { pathToFileURL } from 'node:url';
import { autoplay, parseOptions } from '../src/core/engine.ts';
import { cardsSystem, type CardsState } from '../src/systems/cards/index.ts';
import { measure } from './cards-lib.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseOptions(cardsSystem, {});
  console.log(measure('cards', Number(process.argv[2] ?? 5), (i) => (autoplay(cardsSystem, i, options, false, null, true).state as CardsState).drawn));
}
