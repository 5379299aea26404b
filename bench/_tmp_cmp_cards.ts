import { autoplay } from '../src/core/engine.ts';
import { cardsSystem } from '../src/systems/cards/index.ts';
import { playLoop } from './cards-loop.ts';
const rounds = Number(process.argv[2] ?? 10);
const e: number[] = [], l: number[] = [];
for (let i = 0; i < 20000; i++) { autoplay(cardsSystem, i); playLoop(i); }
for (let r = 0; r < rounds; r++) {
  let t = performance.now(); for (let i = 0; i < 30000; i++) autoplay(cardsSystem, i); e.push(30000 / ((performance.now() - t) / 1000));
  t = performance.now(); for (let i = 0; i < 30000; i++) playLoop(i); l.push(30000 / ((performance.now() - t) / 1000));
}
const best = (a: number[]) => Math.round(Math.max(...a)); const med = (a: number[]) => Math.round(a.slice().sort((x, y) => x - y)[a.length >> 1]!);
console.log({ engineBest: best(e), loopBest: best(l), engineMedian: med(e), loopMedian: med(l), ratioBest: (best(l) / best(e)).toFixed(2) });
