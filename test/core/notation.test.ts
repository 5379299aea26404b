import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rollNotation } from '../../src/core/notation.ts';
import { SeededChance } from '../../src/core/chance.ts';
import { keep } from '../../src/core/dice.ts';

const STANDARD = ['3d6', '2d6+3', '4d6kh3', '4d6<=3', 'd%', '4dF', '{4d6}kh1'];
const OURS = ['3d6 keep mid', '1/2d6', 'D3', '4d6 pass 5', '6d6 count 1-3', '3d6+2 >= 12', 'card red', '3d6 best 2 pass 4', '2d6 vs 2d6 reroll ties'];

test('the same seed gives the same roll, for standard notation and our forms', () => {
  for (const text of [...STANDARD, ...OURS]) assert.deepEqual(rollNotation(text, 7), rollNotation(text, 7), text);
});

test('different seeds give different rolls', () => {
  const outputs = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => rollNotation('10d6', seed).dice.join(',')));
  assert.ok(outputs.size > 1);
});

test('standard notation is rolled by the package: totals and dice agree', () => {
  for (let seed = 1; seed <= 50; seed++) {
    const plain = rollNotation('3d6+2', seed);
    assert.equal(plain.dice.length, 3);
    assert.equal(plain.total, plain.dice.reduce((a, b) => a + b, 0) + 2);
    assert.match(plain.output, /^3d6\+2: \[\d, \d, \d\]\+2 = \d+$/);
    const kh = rollNotation('4d6kh3', seed);
    assert.equal(kh.total, kh.dice.reduce((a, b) => a + b, 0) - Math.min(...kh.dice));
    const successes = rollNotation('4d6<=3', seed);
    assert.equal(successes.total, successes.dice.filter((d) => d <= 3).length);
    const pct = rollNotation('d%', seed).total;
    assert.ok(Number.isInteger(pct) && pct >= 1 && pct <= 100);
  }
});

test('the package engine is put back after a seeded roll', async () => {
  const { NumberGenerator } = await import('@dice-roller/rpg-dice-roller');
  const before: unknown = NumberGenerator.generator.engine;
  rollNotation('2d6', 3);
  assert.equal(NumberGenerator.generator.engine, before);
});

test('forms the package lacks fall back to the odds language, rolled with SeededChance(seed)', () => {
  for (const seed of [1, 7, 42]) {
    const dice = new SeededChance(seed).dice(3, 6);
    const r = rollNotation('3d6 keep mid', seed);
    assert.deepEqual(r.dice, dice);
    assert.equal(r.total, keep(dice, 'middle'));
    assert.match(r.output, /^3d6 keep mid: \[\d,\d,\d\] → \d$/);
    const half = rollNotation('1/2d6', seed); // not 1 ÷ 2d6
    assert.ok([1, 2, 3].includes(half.total));
    assert.equal(half.total, (half.dice[0]! + 1) >> 1);
  }
  const test = rollNotation('3d6+2 >= 12', 5); // a spaced comparison tests the total
  assert.ok(test.total === 0 || test.total === 1);
  assert.equal(test.total, test.dice.reduce((a, b) => a + b, 0) + 2 >= 12 ? 1 : 0);
});

test('bad notation gives a one-line error without a stack in the message', () => {
  for (const [text, message] of [
    ['xyz', /cannot roll "xyz": expected dice like 3d6/],
    ['3d6 keep top', /expected high, mid or low after "keep", found "top" at column 10/],
    ['1000d6', /expected 1 to 100 dice/],
    ['', /nothing to roll/],
    ['2d6 +* 3', /cannot roll/],
  ] as const) {
    assert.throws(() => rollNotation(text, 1), (e: unknown) => {
      assert.ok(e instanceof Error);
      assert.match(e.message, message, text);
      assert.doesNotMatch(e.message, /\n|\bat .*\.(js|ts):\d/, text);
      return true;
    });
  }
});

test('standard notation the package would misread is refused in one line: keep or drop beyond the dice, division by a roll or zero, the dice limits', () => {
  for (const [text, message] of [
    ['4d6kh5', /cannot roll "4d6kh5": 4d6kh5 keeps 5 of 4 dice; keep 1 to 4$/],
    ['4d6k0', /keeps 0 of 4 dice; keep 1 to 4/],
    ['2d6+4d6kl5', /4d6kl5 keeps 5 of 4 dice/],
    ['4d6dh4', /4d6dh4 drops 4 of 4 dice, leaving none; drop at most 3/],
    ['1/3d6', /cannot roll "1\/3d6": nothing can be divided by a roll \(1\/2d6 alone is half a d6/],
    ['10/(2d6)', /nothing can be divided by a roll/],
    ['2d6/0', /cannot roll "2d6\/0": it divides by zero$/],
    ['2d6/(1-1)', /it divides by zero/],
    ['101d6', /cannot roll "101d6": expected 1 to 100 dice, found "101d6" at column 1$/],
    ['2d6+3d1001', /expected a die of 2 to 1000 sides, found "3d1001" at column 5/],
  ] as const) {
    assert.throws(() => rollNotation(text, 1), (e: unknown) => e instanceof Error && message.test(e.message) && !e.message.includes('\n'), text);
  }
  assert.equal(rollNotation('100d6', 1).dice.length, 100, 'the limit itself rolls');
  const kept = rollNotation('4d6kh4', 1);
  assert.equal(kept.total, kept.dice.reduce((a, b) => a + b, 0), 'keeping all four adds all four');
  assert.equal(rollNotation('2d6/2', 1).total, rollNotation('2d6', 1).total / 2, 'a total divided by a number still rolls');
});
