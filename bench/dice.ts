/** The PRNG's own speed, the floor under every rules benchmark: d6 per second from the seeded source. */
import { SeededChance, type Chance } from '../src/core/chance.ts';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

function time(f: () => number, seconds: number): { n: number; s: number } {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < seconds * 1000) n += f();
  return { n, s: (performance.now() - t0) / 1000 };
}

const rng = xoroshiro128plus(1);
let sink = 0;
const raw = time(() => {
  for (let i = 0; i < 100_000; i++) sink += uniformInt(rng, 1, 6);
  return 100_000;
}, 2);
const chance: Chance = new SeededChance(1);
const viaSource = time(() => {
  for (let i = 0; i < 50_000; i++) sink += chance.dice(2, 6, '', '')[0]!;
  return 100_000;
}, 2);
console.log(JSON.stringify({ bench: 'dice', prngD6PerSecond: Math.round(raw.n / raw.s), chanceSourceD6PerSecond: Math.round(viaSource.n / viaSource.s), sink: sink % 7 }));
