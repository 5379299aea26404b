/**
 * Benchmark: autoplays complete 2HDC adventures for ~10 s on one core with the
 * log off and prints one JSON line. Run: node --import tsx bench/2hdc.ts [seconds]
 */
import { autoplay } from '../src/core/engine.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';

const seconds = Number(process.argv[2] ?? 10);
// Warm up the JIT so the figure is the steady state.
for (let s = 0; s < 200; s++) autoplay(twoHourSystem, 1_000_000 + s);
let adventures = 0;
let dice = 0;
const start = process.hrtime.bigint();
const limit = BigInt(Math.round(seconds * 1e9));
while (process.hrtime.bigint() - start < limit) {
  for (let k = 0; k < 50; k++) {
    const r = autoplay(twoHourSystem, adventures + 1);
    dice += r.chance.diceRolled;
    adventures++;
  }
}
const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
console.log(JSON.stringify({ system: '2hdc', adventures, seconds: Math.round(elapsed * 100) / 100, adventuresPerSecond: Math.round(adventures / elapsed), dicePerSecond: Math.round(dice / elapsed) }));
