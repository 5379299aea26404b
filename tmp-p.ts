import { Simulator, parseOptions } from './src/core/engine.ts';
import { explorationSystem as s } from './src/systems/exploration/index.ts';
const sim = new Simulator(s);
const opts = s.setups!.map((x) => parseOptions(s, x.options));
const t0 = Date.now();
for (let seed = 1; seed <= 600; seed++) sim.play(seed, opts[seed % opts.length]);
console.log(Date.now() - t0, 'ms for 600');
