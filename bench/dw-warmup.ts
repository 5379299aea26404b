/**
 * The warm-up curve of Dungeon World in one process: games per CPU second of each
 * slice of games played with the Simulator (as `simulate` plays them),
 * from the first game on. Shows how much of a 1,000-game run is spent before V8
 * has optimised the rules (issue 26).
 * Run: node dist/bench/dw-warmup.mjs [slices] [games per slice]   (after npm run bench once, or bundle it)
 */
import { parseOptions, Simulator } from '../src/core/engine.ts';
import { dwSystem } from '../src/systems/dungeon-world/index.ts';
import { cpuSeconds } from './cards-lib.ts';

const slices = Number(process.argv[2] ?? 20);
const per = Number(process.argv[3] ?? 50);
const setups = dwSystem.setups!.map((s) => parseOptions(dwSystem, s.options));
const sim = new Simulator(dwSystem);
const out: number[] = [];
const wall: number[] = [];
let g = 0;
for (let s = 0; s < slices; s++) {
  const t = process.cpuUsage();
  const w = performance.now();
  for (let i = 0; i < per; i++, g++) sim.play(g + 1, setups[g % setups.length]);
  out.push(Math.round(per / cpuSeconds(t)));
  wall.push(Math.round((per * 1000) / (performance.now() - w)));
}
console.log(JSON.stringify({ bench: 'Dungeon World warm-up, games per CPU s (every thread) and per wall s, by slice', per, slices: out, wall }));
