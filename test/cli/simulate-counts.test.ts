/**
 * playRange's counting: key numbers are matched by position while reports
 * share their keys' order; reports whose keys differ, come in another order
 * or appear late are still counted by name, in the order first seen; so
 * are reports that give them as key and value arrays.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay } from '../../src/core/engine.ts';
import { dieSystem as makeDieSystem } from './die-system.ts';
import { playRange, type NumberStats } from '../../src/sim/games.ts';

/** One die a game; the report's keys and their order depend on the roll. */
const shapes: ((r: number) => Record<string, number>)[] = [
  (r) => ({ a: r, b: 2 * r }),
  (r) => ({ b: r, a: -r }),
  (r) => ({ c: r }),
  (r) => ({ a: r, c: r + 1, b: r - 1 }),
  (r) => ({ d: r, a: 1 }),
  (r) => ({ a: r, b: r }),
];
const KEY_ARRAYS: (readonly string[] | undefined)[] = [['a', 'b'], ['b', 'a'], undefined, ['a', 'c', 'b'], undefined, undefined];
const dieSystem = makeDieSystem((roll) => {
  const numbers = shapes[roll - 1]!(roll);
  // Rolls of 1, 2 and 4 also give their numbers as key and value arrays (one shared key array per shape), the others only by name.
  const numberKeys = KEY_ARRAYS[roll - 1];
  return { numbers, numberKeys, numberValues: numberKeys?.map((k) => numbers[k]!) };
});

test('playRange counts reports of changing keys as a plain count by name does', () => {
  const setups = [{ name: 'one', options: {} }];
  const got = playRange(dieSystem, { from: 0, to: 300, seed: 3, setups }).bySetup.one!;
  const numbers: Record<string, NumberStats> = {};
  const outcomes: Record<string, number> = {};
  for (let g = 0; g < 300; g++) {
    const rep = dieSystem.report(autoplay(dieSystem, 3 + g, {}).state);
    outcomes[rep.outcome] = (outcomes[rep.outcome] ?? 0) + 1;
    for (const [k, v] of Object.entries(rep.numbers)) {
      const t = numbers[k];
      numbers[k] = t ? { sum: t.sum + v, min: Math.min(t.min, v), max: Math.max(t.max, v) } : { sum: v, min: v, max: v };
    }
  }
  assert.equal(got.games, 300);
  assert.deepEqual(got.outcomes, outcomes);
  assert.deepEqual(JSON.stringify(got.numbers), JSON.stringify(numbers), 'same sums, extremes and key order');
  assert.deepEqual(Object.keys(got.numbers).sort(), ['a', 'b', 'c', 'd']);
});
