/**
 * The warm-up curve of 2HDC in one process: games per CPU second of each
 * slice of adventures played with the Simulator (as `simulate` plays them),
 * from the first game on. Shows how much of a short run is spent before V8
 * has optimised the rules (issue 26).
 * Run: node --import tsx bench/2hdc-warmup.ts [slices] [games per slice]
 */
import { parseOptions, Simulator } from '../src/core/engine.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';
import { cpuSeconds } from './cards-lib.ts';

const slices = Number(process.argv[2] ?? 10);
const per = Number(process.argv[3] ?? 1000);
const setups = twoHourSystem.setups!.map((s) => parseOptions(twoHourSystem, s.options));
const sim = new Simulator(twoHourSystem);
const out: number[] = [];
let g = 0;
for (let s = 0; s < slices; s++) {
  const t = process.cpuUsage();
  for (let i = 0; i < per; i++, g++) sim.play(g + 1, setups[g % setups.length]);
  out.push(Math.round(per / cpuSeconds(t)));
}
console.log(JSON.stringify({ bench: '2hdc warm-up, adventures per CPU s by slice', per, slices: out }));
