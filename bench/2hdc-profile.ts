/**
 * A CPU profile of warm 2HDC play: plays `warm` adventures first (V8 has
 * optimised the rules by then), then profiles `games` more with the
 * inspector's sampling profiler and writes the profile (Chrome DevTools
 * format) to `out` (default: 2hdc.cpuprofile in the system's temporary folder). The warm-up curve itself: bench/2hdc-warmup.ts.
 * Run: node --import tsx bench/2hdc-profile.ts [warm] [games] [out]
 */
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOptions, Simulator } from '../src/core/engine.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';

const warm = Number(process.argv[2] ?? 3000);
const games = Number(process.argv[3] ?? 5000);
const out = process.argv[4] ?? join(tmpdir(), '2hdc.cpuprofile');
const setups = twoHourSystem.setups!.map((s) => parseOptions(twoHourSystem, s.options));
const sim = new Simulator(twoHourSystem);
for (let g = 0; g < warm; g++) sim.play(g + 1, setups[g % setups.length]);
const session = new Session();
session.connect();
const post = (method: string, params?: object): Promise<any> => new Promise((res, rej) => session.post(method, params, (e, r) => (e ? rej(e) : res(r))));
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 100 });
await post('Profiler.start');
for (let g = warm; g < warm + games; g++) sim.play(g + 1, setups[g % setups.length]);
const { profile } = await post('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
console.log(JSON.stringify({ bench: '2hdc warm profile', warm, games, out }));
