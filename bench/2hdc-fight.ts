/**
 * Benchmark: 2HDC Battle Board fights with the log off, on one core, ~5 s.
 * Each fight builds a Star, recruits the band and makes four enemies (seeded),
 * then fights with bots on both sides. Prints one JSON line.
 * Run: node --import tsx bench/2hdc-fight.ts [seconds]
 */
import { oneFight } from './2hdc-fight-lib.ts';

const seconds = Number(process.argv[2] ?? 5);

// Warm up the JIT so the figure is the steady state.
for (let s = 0; s < 2000; s++) oneFight(1_000_000 + s);
let fights = 0;
let dice = 0;
const cpu0 = process.cpuUsage();
const start = process.hrtime.bigint();
const limit = BigInt(Math.round(seconds * 1e9));
while (process.hrtime.bigint() - start < limit) {
  for (let k = 0; k < 200; k++) {
    dice += oneFight(fights + 1);
    fights++;
  }
}
const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
const used = process.cpuUsage(cpu0);
const cpu = (used.user + used.system) / 1e6;
// cpuFightsPerSecond divides by this process's CPU time: steadier than the wall clock on a busy machine.
console.log(JSON.stringify({ bench: '2hdc-fight', fights, seconds: Math.round(elapsed * 100) / 100, fightsPerSecond: Math.round(fights / elapsed), dicePerSecond: Math.round(dice / elapsed), cpuFightsPerSecond: Math.round(fights / cpu) }));
