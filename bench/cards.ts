/**
 * Benchmark: complete autoplayed games of the playing-card game through the
 * engine, event log off, for about 5 seconds on one core. Prints one JSON line.
 *   node --import tsx bench/cards.ts [seconds]
 */
import { autoplay } from '../src/core/engine.ts';
import { cardsSystem, type CardsState } from '../src/systems/cards/index.ts';

const seconds = Number(process.argv[2] ?? 5);
// Warm up the JIT before timing.
for (let i = 0; i < 20000; i++) autoplay(cardsSystem, i);

let games = 0;
let cards = 0;
const start = performance.now();
const until = start + seconds * 1000;
let now = start;
while (now < until) {
  for (let k = 0; k < 1000; k++) {
    const r = autoplay(cardsSystem, games);
    cards += (r.state as CardsState).drawn;
    games++;
  }
  now = performance.now();
}
const s = (now - start) / 1000;
console.log(JSON.stringify({ system: 'cards', games, seconds: Number(s.toFixed(3)), gamesPerSecond: Math.round(games / s), cardsPerSecond: Math.round(cards / s) }));
