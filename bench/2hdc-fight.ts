/**
 * Benchmark: 2HDC Battle Board fights with the log off, on one core, ~5 s.
 * Each fight builds a Star, recruits the band and makes four enemies (seeded),
 * then fights with bots on both sides. Prints one JSON line.
 * Run: node --import tsx bench/2hdc-fight.ts [seconds]
 */
import { SeededChance } from '../src/core/chance.ts';
import type { Ctx } from '../src/core/engine.ts';
import { MECHANICS, valueOf, type Request } from '../src/core/request.ts';
import { createStar, fight, makeEnemy, recruitBand } from '../src/systems/2hdc/rules/api.ts';
import { combatBot, combatMechanics } from '../src/systems/2hdc/bots/combat.ts';
import { RACES } from '../src/systems/2hdc/tables/races.ts';
import type { Character } from '../src/systems/2hdc/state.ts';

const seconds = Number(process.argv[2] ?? 5);

function answer(req: Request): string {
  return (req.who === MECHANICS ? combatMechanics(req) : combatBot(req)) ?? req.options[0]!.id;
}

/** One fight from its seed; returns the dice rolled. */
function oneFight(seed: number): number {
  const chance = new SeededChance(seed);
  const ctx: Ctx = { chance, log: null, tally: null, ask: (req) => valueOf(req, answer(req)), reveal: () => {} };
  const star = createStar(ctx, 'player:ann', { race: RACES[seed % RACES.length] });
  const band = recruitBand(ctx, star, 'player:ann');
  const race = RACES[(seed * 7) % RACES.length]!;
  const enemies: Character[] = [];
  for (let i = 0; i < 4; i++) enemies.push(makeEnemy(ctx, race, undefined, { id: `e${i}`, name: `Enemy ${i}` }));
  fight(ctx, { band: band.members, enemies, place: seed % 2 ? 'room' : 'corridor', active: seed % 3 ? 'band' : 'enemies', who: 'player:ann' });
  return chance.diceRolled;
}

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
