import { autoplay, type Ctx, type GameSystem } from '../src/core/engine.ts';
import { SeededChance } from '../src/core/chance.ts';
import { cardsSystem } from '../src/systems/cards/index.ts';
import { cardsOptions } from '../src/systems/cards/options.ts';
import { playCards } from '../src/systems/cards/rules/game.ts';
import { newState } from '../src/systems/cards/state.ts';
import { botPolicy } from '../src/systems/cards/bots.ts';
import { playLoop } from './cards-loop.ts';
const empty: GameSystem = { ...cardsSystem, play: () => {} };
const o = cardsOptions.parse({});
function direct(seed: number) {
  const st = newState();
  const ctx: Ctx = { chance: new SeededChance(seed), log: null, tally: null, ask: (req) => botPolicy(req, st) };
  playCards(ctx, st, o);
}
const N = 30000;
const m = (name: string, f: (i: number) => void) => { const xs: number[] = []; for (let r = 0; r < 8; r++) { const t = process.cpuUsage(); for (let i = 0; i < N; i++) f(i); const u = process.cpuUsage(t); xs.push((u.user + u.system) / N); } xs.sort((a, b) => a - b); console.log(name, 'µs/game best', xs[0]!.toFixed(2), 'median', xs[4]!.toFixed(2)); };
const which = process.argv[2];
const fs: Record<string, (i: number) => void> = { empty: (i) => autoplay(empty, i), direct, loop: playLoop, full: (i) => autoplay(cardsSystem, i), zod: () => cardsOptions.parse({}) };
for (let i = 0; i < 20000; i++) fs[which!]!(i);
m(which!, fs[which!]!);
