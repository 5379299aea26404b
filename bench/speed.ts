/**
 * What each speed trick is worth (issue 24: speed tricks live in modules
 * named `speed/`, outside `rules/`, and keep their place only while a
 * benchmark shows their worth). For each trick, the same seeded auto games
 * are played with it on and off, in alternating slices in this one process
 * (so both halves see the same load and the same warm code), timed in CPU
 * seconds. `worth` is games/s with the trick over games/s without: above 1
 * it earns its place. Prints one JSON line per trick.
 * Run: npm run bench -- speed        BENCH_ROUNDS=N for more slices (default 4)
 *      node dist/bench/speed.mjs exploration   (only the tricks whose name starts so)
 */
import { loadavg } from 'node:os';
import { autoplay, parseOptions } from '../src/core/engine.ts';
import type { GameSystem } from '../src/core/contract.ts';
import { sixSystem } from '../src/systems/3d6/index.ts';
import { explorationSystem } from '../src/systems/exploration/index.ts';
import { fieldMemo } from '../src/systems/3d6/speed/fields.ts';
import { oddsMemo } from '../src/systems/3d6/speed/odds-memo.ts';
import { blockedMemo } from '../src/systems/3d6/speed/blocked-base.ts';
import { nearTerrain } from '../src/systems/3d6/speed/near-terrain.ts';
import { mapMemo } from '../src/systems/exploration/speed/map-cache.ts';
import { goalMemo } from '../src/systems/exploration/speed/goal-squares.ts';
import { stepsMemo } from '../src/systems/exploration/speed/map-steps.ts';
import { dwSystem } from '../src/systems/dungeon-world/index.ts';
import { stairMemo } from '../src/systems/dungeon-world/speed/stairs.ts';
import { slabMemo } from '../src/systems/dungeon-world/speed/slab.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';
import { smallSort } from '../src/systems/2hdc/speed/sort.ts';
import { cellKeys } from '../src/systems/2hdc/speed/cell-keys.ts';
import { internedIds } from '../src/systems/2hdc/speed/interned-ids.ts';
import { answerMemo } from '../src/systems/dungeon-world/speed/answer.ts';
import { plainLines } from '../src/systems/dungeon-world/speed/lines.ts';
import { oddsMemo as dwOddsMemo } from '../src/systems/dungeon-world/speed/odds-memo.ts';
import { fieldKeys } from '../src/systems/dungeon-world/speed/fields.ts';
import { lazyPlans } from '../src/systems/dungeon-world/speed/lazy-plans.ts';
import { spawnMemo } from '../src/systems/dungeon-world/speed/spawn-squares.ts';
import { plainMemo } from '../src/systems/dungeon-world/speed/plain-entry.ts';
import { waysMemo } from '../src/systems/dungeon-world/speed/ways-memo.ts';
import { wordArrays } from '../src/systems/dungeon-world/speed/arrays.ts';
import { cpuSeconds } from './cards-lib.ts';

interface Trick {
  name: string;
  module: string;
  system: GameSystem;
  /** Games per slice. */
  games: number;
  flag: { on: boolean };
  /** Games per warm-up slice, when more than `games` (2HDC's rules are optimised only after some thousands of adventures). */
  warmGames?: number;
  /** Play the system's setups in turn (as `simulate` mixes them), not its default options alone: Dungeon World's stairs are in some scenarios only. */
  mixSetups?: boolean;
}

const TRICKS: readonly Trick[] = [
  { name: '3d6 odds memo', module: 'src/systems/3d6/speed/odds-memo.ts', system: sixSystem, games: 20, flag: oddsMemo },
  { name: '3d6 fight fields', module: 'src/systems/3d6/speed/fields.ts', system: sixSystem, games: 20, flag: fieldMemo },
  { name: '3d6 blocked base', module: 'src/systems/3d6/speed/blocked-base.ts', system: sixSystem, games: 20, flag: blockedMemo },
  { name: '3d6 near terrain', module: 'src/systems/3d6/speed/near-terrain.ts', system: sixSystem, games: 20, flag: nearTerrain },
  { name: 'exploration fight near terrain', module: 'src/systems/3d6/speed/near-terrain.ts', system: explorationSystem, games: 10, flag: nearTerrain },
  { name: 'exploration fight blocked base', module: 'src/systems/3d6/speed/blocked-base.ts', system: explorationSystem, games: 10, flag: blockedMemo },
  { name: 'exploration fight odds memo', module: 'src/systems/3d6/speed/odds-memo.ts', system: explorationSystem, games: 10, flag: oddsMemo },
  { name: 'exploration fight fields', module: 'src/systems/3d6/speed/fields.ts', system: explorationSystem, games: 10, flag: fieldMemo },
  { name: 'exploration map fields', module: 'src/systems/exploration/speed/map-cache.ts', system: explorationSystem, games: 10, flag: mapMemo },
  { name: 'exploration goal squares', module: 'src/systems/exploration/speed/goal-squares.ts', system: explorationSystem, games: 10, flag: goalMemo },
  { name: 'exploration map steps', module: 'src/systems/exploration/speed/map-steps.ts', system: explorationSystem, games: 10, flag: stepsMemo },
  { name: 'dungeon-world stair links', module: 'src/systems/dungeon-world/speed/stairs.ts', system: dwSystem, games: 10, flag: stairMemo, mixSetups: true },
  { name: '2hdc small sort', warmGames: 2000, module: 'src/systems/2hdc/speed/sort.ts', system: twoHourSystem, games: 1000, flag: smallSort, mixSetups: true },
  { name: '2hdc cell keys', warmGames: 2000, module: 'src/systems/2hdc/speed/cell-keys.ts', system: twoHourSystem, games: 1000, flag: cellKeys, mixSetups: true },
  { name: '2hdc interned ids', warmGames: 2000, module: 'src/systems/2hdc/speed/interned-ids.ts', system: twoHourSystem, games: 1000, flag: internedIds, mixSetups: true },
  { name: 'dungeon-world typed slab', module: 'src/systems/dungeon-world/speed/slab.ts', system: dwSystem, games: 10, flag: slabMemo, mixSetups: true },
  { name: 'dungeon-world answer once', module: 'src/systems/dungeon-world/speed/answer.ts', system: dwSystem, games: 10, flag: answerMemo, mixSetups: true },
  { name: 'dungeon-world plain lines', module: 'src/systems/dungeon-world/speed/lines.ts', system: dwSystem, games: 10, flag: plainLines, mixSetups: true },
  { name: 'dungeon-world odds memo', module: 'src/systems/dungeon-world/speed/odds-memo.ts', system: dwSystem, games: 10, flag: dwOddsMemo, mixSetups: true },
  { name: 'dungeon-world field keys', module: 'src/systems/dungeon-world/speed/fields.ts', system: dwSystem, games: 10, flag: fieldKeys, mixSetups: true },
  { name: 'dungeon-world lazy plans', module: 'src/systems/dungeon-world/speed/lazy-plans.ts', system: dwSystem, games: 10, flag: lazyPlans, mixSetups: true },
  { name: 'dungeon-world spawn squares', module: 'src/systems/dungeon-world/speed/spawn-squares.ts', system: dwSystem, games: 10, flag: spawnMemo, mixSetups: true },
  { name: 'dungeon-world plain entry', module: 'src/systems/dungeon-world/speed/plain-entry.ts', system: dwSystem, games: 10, flag: plainMemo, mixSetups: true },
  { name: 'dungeon-world ways memo', module: 'src/systems/dungeon-world/speed/ways-memo.ts', system: dwSystem, games: 10, flag: waysMemo, mixSetups: true },
  // Its worth is in the recompiles it spares a fresh process (bench/dw-instructions.ts): in one process, on and off slices alike meet both array kinds once warm.
  { name: 'dungeon-world word arrays', module: 'src/systems/dungeon-world/speed/arrays.ts', system: dwSystem, games: 10, flag: wordArrays, mixSetups: true },
];

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

/** The options each game of a trick plays: the default ones, or the system's setups in turn (Trick.mixSetups). */
function optionsOf(t: Trick): unknown[] {
  return t.mixSetups && t.system.setups?.length ? t.system.setups.map((s) => parseOptions(t.system, s.options)) : [parseOptions(t.system, {})];
}

function slice(system: GameSystem, options: readonly unknown[], from: number, games: number): number {
  const t = process.cpuUsage();
  for (let i = from; i < from + games; i++) autoplay(system, i, options[i % options.length], false, null, true);
  return cpuSeconds(t);
}

const only = process.argv[2];
const tricks = TRICKS.filter((t) => !only || t.name.startsWith(only));
// Every system warm first (a few slices each, every trick on, then off): the optimising compiles are not what is measured.
for (const system of new Set(tricks.map((t) => t.system))) {
  const first = tricks.find((t) => t.system === system)!;
  const options = optionsOf(first);
  const games = first.warmGames ?? first.games;
  for (const on of [true, true, false, true]) {
    for (const t of tricks) t.flag.on = on;
    slice(system, options, 1_000_000, games);
  }
  for (const t of tricks) t.flag.on = true;
}
for (const trick of tricks) {
  const options = optionsOf(trick);
  const cpu = { on: 0, off: 0 };
  for (let r = 0; r < ROUNDS; r++) {
    // The same seeds both ways; which goes first alternates.
    for (const on of r % 2 ? [false, true] : [true, false]) {
      trick.flag.on = on;
      cpu[on ? 'on' : 'off'] += slice(trick.system, options, r * trick.games, trick.games);
    }
  }
  trick.flag.on = true;
  const games = ROUNDS * trick.games;
  console.log(JSON.stringify({
    bench: 'speed trick on against off, same seeds, alternating slices',
    trick: trick.name,
    module: trick.module,
    games,
    on: Math.round(games / cpu.on),
    off: Math.round(games / cpu.off),
    worth: +(cpu.off / cpu.on).toFixed(2),
    loadAverage: +loadavg()[0]!.toFixed(1),
  }));
}
