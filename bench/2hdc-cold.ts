/**
 * Benchmark: the warm-up of `simulate 2hdc` on one worker. Plays 10,000
 * adventures over the simulation's eight setups from a cold start (as
 * `dungeon-crawl simulate 2hdc --workers 1` does, log off, no tally), then
 * 10,000 more warm, and prints one JSON line: adventures per second of CPU
 * time over the first 1,000, over the cold 10,000 and over the warm 10,000.
 * Run: node --import tsx bench/2hdc-cold.ts (or bundled by npm run bench).
 */
import { autoplay, parseOptions } from '../src/core/engine.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';

const setups = twoHourSystem.setups!.map((s) => parseOptions(twoHourSystem, s.options));
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
function play(from: number, to: number): number {
  const t = cpu();
  for (let g = from; g < to; g++) autoplay(twoHourSystem, g, setups[g % setups.length], false, null, true);
  return cpu() - t;
}
const first = play(0, 1000);
const cold = first + play(1000, 10_000);
const warm = play(10_000, 20_000);
const rate = (n: number, s: number): number => Math.round(n / s);
console.log(JSON.stringify({ system: '2hdc-cold', firstThousandPerSecond: rate(1000, first), coldPerSecond: rate(10_000, cold), warmPerSecond: rate(10_000, warm) }));
