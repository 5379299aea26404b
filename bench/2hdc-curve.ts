import { autoplay, parseOptions } from '../src/core/engine.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';
const setups = twoHourSystem.setups!.map((s) => parseOptions(twoHourSystem, s.options));
const N = Number(process.argv[2] ?? 10000);
let t = process.cpuUsage();
let last = 0;
for (let g = 0; g < N; g++) {
  autoplay(twoHourSystem, g, setups[g % 8], false, null, true);
  if ((g + 1) % 1000 === 0) { const c = process.cpuUsage(t); const ms = (c.user + c.system) / 1000; console.log(g + 1, Math.round(1000 * 1000 / (ms - last))); last = ms; }
}
