/**
 * The save fuzzer: saves of every built system (seeded and physical,
 * finished and paused, a 2HDC campaign), edited many ways (mutators.ts). Each
 * edited save must be refused with one short, clean line, or load to the
 * identical history: the same system, options, seed, dice, decisions and
 * entries, hence the same game. `npm test` runs a few thousand cases
 * (saves.test.ts); `npm run fuzz` runs as many as asked (run.ts).
 */
import assert from 'node:assert/strict';
import type { GameSystem } from '../../src/core/engine.ts';
import { toJsonLines } from '../../src/core/events.ts';
import { BadSave, canonicalJson, parseSave, replaySave, type SaveFile } from '../../src/save/save.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { sixSystem } from '../../src/systems/3d6/index.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import { campaignOptions, physicalSave, seededSave } from '../save/helpers.ts';
import { MUTATORS, Rng, type Case } from './mutators.ts';

export interface Base {
  name: string;
  system: GameSystem;
  save: SaveFile;
  text: string;
}

/** The finished game with the fewest decisions among five seeds: a whole game, cheap to replay thousands of times. */
function shortest(system: GameSystem, seed: number): SaveFile {
  let best: SaveFile | null = null;
  for (let s = seed; s < seed + 5; s++) {
    const save = seededSave(system, s);
    if (!best || save.decisions.length < best.decisions.length) best = save;
  }
  return best!;
}

/** The saves the fuzzer edits: every built system, both dice modes, paused and finished. */
export function baseSaves(variant = 0): Base[] {
  const v = variant * 7;
  const list: [string, GameSystem, SaveFile][] = [
    ['cards seeded, finished', cardsSystem, seededSave(cardsSystem, 11 + v)],
    ['cards seeded, paused', cardsSystem, seededSave(cardsSystem, 12 + v, 1, { spellsCanMiss: false })],
    ['cards physical, paused for a card', cardsSystem, physicalSave(cardsSystem, 13 + v, 20)],
    ['cards physical, paused for a decision', cardsSystem, physicalSave(cardsSystem, 14 + v, 8, {}, true)],
    ['cards physical, finished', cardsSystem, physicalSave(cardsSystem, 15 + v, 10_000, { character: 'mage', difficulty: 'normal' })],
    ['2hdc seeded, paused', twoHourSystem, seededSave(twoHourSystem, 16 + v, 8)],
    ['2hdc seeded, finished', twoHourSystem, shortest(twoHourSystem, 17 + v)],
    ['2hdc physical, paused for dice', twoHourSystem, physicalSave(twoHourSystem, 18 + v, 25)],
    ['2hdc physical, paused for a decision', twoHourSystem, physicalSave(twoHourSystem, 19 + v, 15, { maxTurns: 50 }, true)],
    ['2hdc campaign, paused', twoHourSystem, seededSave(twoHourSystem, 20 + v, 4, campaignOptions())],
    ['3d6 seeded, finished', sixSystem, shortest(sixSystem, 21 + v)],
    ['3d6 seeded, paused', sixSystem, seededSave(sixSystem, 22 + v, 6, { party: ['fighter', 'wizard'] })],
    ['3d6 physical, paused for dice', sixSystem, physicalSave(sixSystem, 23 + v, 30)],
    ['3d6 physical, paused for a decision', sixSystem, physicalSave(sixSystem, 24 + v, 20, { party: ['rogue'] }, true)],
    ['dungeon-world seeded, finished', dwSystem, shortest(dwSystem, 25 + v)],
    ['dungeon-world seeded, paused', dwSystem, seededSave(dwSystem, 26 + v, 6, { heroes: ['scout', 'dwarf'] })],
    ['dungeon-world physical, paused for dice', dwSystem, physicalSave(dwSystem, 27 + v, 30)],
    ['exploration seeded, finished', explorationSystem, shortest(explorationSystem, 28 + v)],
    ['exploration seeded, paused', explorationSystem, seededSave(explorationSystem, 29 + v, 10, { adventure: 'lantern-cellars', resolve: 'table' })],
    ['exploration physical, paused for dice', explorationSystem, physicalSave(explorationSystem, 30 + v, 6)],
  ];
  return list.map(([name, system, save]) => ({ name, system, save, text: JSON.stringify(save, null, 1) + '\n' }));
}

/** Reference histories of the bases, computed once with the log on. */
const reference = new Map<Base, string>();

async function history(base: Base): Promise<string> {
  let h = reference.get(base);
  if (h === undefined) {
    h = toJsonLines((await replaySave(base.save, true)).result.events);
    reference.set(base, h);
  }
  return h;
}

export type Outcome = 'refused' | 'identical';

/**
 * Loads an edited save as `resume` and `replay` do and checks the oracle:
 * refused with one clean line of at most 300 characters, or the same inputs
 * as the base (the same history; checked event by event when `deep`).
 */
export async function check(base: Base, text: string, deep: boolean): Promise<Outcome> {
  let loaded;
  try {
    loaded = await replaySave(parseSave(text), deep);
  } catch (e) {
    if (!(e instanceof BadSave)) throw new Error(`not a refusal: ${(e as Error)?.stack ?? e}`);
    const m = e.message;
    assert.ok(m.length > 0 && m.length <= 300, `a short line: ${m.length} characters: ${m.slice(0, 400)}`);
    assert.doesNotMatch(m, /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])/, `a clean line: ${JSON.stringify(m)}`);
    return 'refused';
  }
  const a = loaded.save;
  const b = base.save;
  assert.equal(a.system, b.system);
  assert.equal(a.seed, b.seed);
  assert.equal(a.dice, b.dice);
  assert.equal(canonicalJson(a.options), canonicalJson(b.options), 'the same options');
  assert.deepEqual(a.decisions, b.decisions);
  assert.deepEqual(a.physical, b.physical);
  assert.equal(a.status, b.status);
  assert.equal(a.stateHash, b.stateHash);
  if (deep) assert.equal(toJsonLines(loaded.result.events), await history(base), 'the same event stream');
  return 'identical';
}

export interface FuzzStats {
  cases: number;
  refused: number;
  identical: number;
  skipped: number;
  byMutator: Record<string, { refused: number; identical: number }>;
}

/**
 * Runs `cases` edited saves from `seed`: each case picks a base and one to
 * three mutators (a harmless one alone must give the identical game). A
 * failing case throws with everything needed to reproduce it.
 */
export async function fuzz(bases: readonly Base[], cases: number, seed: number, quick = false): Promise<FuzzStats> {
  const stats: FuzzStats = { cases: 0, refused: 0, identical: 0, skipped: 0, byMutator: {} };
  for (let n = 0; n < cases; n++) {
    const rng = new Rng(seed * 1_000_003 + n);
    const base = rng.pick(bases);
    const steps = rng.chance(0.8) ? 1 : 2 + rng.int(2);
    let text = base.text;
    let save = base.save;
    const names: string[] = [];
    for (let s = 0; s < steps; s++) {
      const m = rng.pick(MUTATORS);
      const c: Case = { system: base.system, save, text, rng, quick };
      let next: string | null;
      try {
        next = m.apply(c);
      } catch (e) {
        if (e instanceof RangeError) break; // an earlier step nested junk too deep to edit further: check what we have
        throw e;
      }
      if (next === null) continue;
      names.push(m.name);
      text = next;
      try {
        save = JSON.parse(next.replace(/^\ufeff/, '')) as SaveFile;
        if (!save || typeof save !== 'object' || !Array.isArray(save.decisions) || !Array.isArray(save.physical) || typeof save.options !== 'object' || !save.options) break;
      } catch {
        break; // no longer JSON: later mutators would have nothing to edit
      }
    }
    if (names.length === 0) {
      stats.skipped++;
      continue;
    }
    const harmless = names.every((nm) => MUTATORS.find((m) => m.name === nm)!.harmless);
    let outcome: Outcome;
    try {
      outcome = await check(base, text, harmless || rng.chance(0.05));
      if (harmless) assert.equal(outcome, 'identical', 'a harmless edit must load');
    } catch (e) {
      throw new Error(`fuzz case ${n} (seed ${seed}) on "${base.name}" after [${names.join(', ')}]: ${(e as Error).message}\nedited save (first 2000 characters): ${JSON.stringify(text.slice(0, 2000))}`);
    }
    stats.cases++;
    stats[outcome]++;
    const key = names.length === 1 ? names[0]! : 'combined';
    const b = (stats.byMutator[key] ??= { refused: 0, identical: 0 });
    b[outcome]++;
  }
  return stats;
}
