import { test } from 'node:test';
import assert from 'node:assert/strict';
import { best, hasDoubles, inRange, keep, passed, sum, halfD6, type Keep } from '../../src/core/dice.ts';
import { FULL_DECK, colourOf, faceValue } from '../../src/core/cards.ts';
import {
  Dist, addOdds, atLeast, atMost, bestPassedOdds, bestSumOdds, cardOdds, cardValueOdds, compareOdds, dieOdds,
  doublesOdds, halfD6Odds, inRangeOdds, keepOdds, meetsTargetOdds, overMultisets, passedOdds, possibilityOdds,
  ratio, rerollTiesOdds, sumOdds, toNumber, type Ratio,
} from '../../src/core/odds.ts';

/** Every ordered roll of n dice, read by `read`: the brute-force truth, from dice.ts's own functions. */
function brute(n: number, sides: number, read: (dice: number[]) => number): Map<number, number> {
  const counts = new Map<number, number>();
  const dice = new Array<number>(n).fill(1);
  const all = sides ** n;
  for (let i = 0; i < all; i++) {
    let x = i;
    for (let j = 0; j < n; j++) {
      dice[j] = (x % sides) + 1;
      x = Math.floor(x / sides);
    }
    const v = read(dice);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return new Map([...counts].map(([v, c]) => [v, c / all]));
}

function assertSame(d: Dist, truth: Map<number, number>, what: string): void {
  assert.deepEqual(d.outcomes, [...truth.keys()].sort((a, b) => a - b), `${what}: outcomes`);
  for (const [v, p] of truth) assert.ok(Math.abs(d.p(v) - p) < 1e-12, `${what}: P(${v}) = ${d.p(v)}, brute force ${p}`);
  assertSumsToOne(d, what);
}

function assertSumsToOne(d: Dist, what: string): void {
  let s = 0;
  for (const p of d.probabilities().values()) s += p;
  assert.ok(Math.abs(s - 1) < 1e-12, `${what}: probabilities sum to ${s}`);
}

const eq = (r: Ratio, num: number, den: number): void => assert.deepEqual(r, ratio(num, den));

test('sum of n dice matches brute force, with modifier', () => {
  for (const [n, s] of [[1, 6], [2, 6], [3, 6], [4, 6], [2, 4], [3, 10], [5, 3]] as const) {
    assertSame(sumOdds(n, s), brute(n, s, sum), `${n}d${s}`);
  }
  assertSame(sumOdds(3, 6, 2), brute(3, 6, (d) => sum(d) + 2), '3d6+2');
  assertSame(sumOdds(2, 6, -3), brute(2, 6, (d) => sum(d) - 3), '2d6-3');
});

test('known values: 2d6 = 7 is 6/36, 3d6 = 10 is 27/216', () => {
  eq(sumOdds(2, 6).exact(7), 6, 36);
  eq(sumOdds(3, 6).exact(10), 27, 216);
  eq(sumOdds(3, 6).exact(3), 1, 216);
  assert.equal(sumOdds(3, 6).mean(), 10.5);
});

test('dice passed against every target matches brute force', () => {
  for (let n = 1; n <= 5; n++) {
    for (let t = 0; t <= 7; t++) assertSame(passedOdds(n, t), brute(n, 6, (d) => passed(d, t)), `${n}d6 pass ${t}`);
  }
  // at least one of 2d6 passes against 4: 1 - (2/6)^2
  assert.ok(Math.abs(toNumber(atLeast(passedOdds(2, 4), 1)) - (1 - (2 / 6) ** 2)) < 1e-15);
  eq(passedOdds(2, 4).exact(2), 4, 9);
});

test('counting successes and possibilities match brute force', () => {
  for (let n = 1; n <= 6; n++) assertSame(inRangeOdds(n, 1, 3), brute(n, 6, (d) => inRange(d, 1, 3)), `${n}d6 count 1-3`);
  assertSame(inRangeOdds(4, 2, 5, 10), brute(4, 10, (d) => inRange(d, 2, 5)), '4d10 count 2-5');
  eq(possibilityOdds(1, 2), 1, 3);
  eq(possibilityOdds(1, 1), 1, 6);
  eq(possibilityOdds(1, 3, 10), 3, 10);
  eq(possibilityOdds(5, 9), 1, 3); // faces beyond the die do not count
});

test('1/2d6, d3, d4, d10 are uniform', () => {
  assertSame(halfD6Odds(), brute(1, 6, (d) => halfD6(d[0]!)), '1/2d6');
  assert.deepEqual(halfD6Odds().outcomes, [1, 2, 3]);
  eq(halfD6Odds().exact(2), 1, 3);
  for (const s of [3, 4, 10]) {
    const d = dieOdds(s);
    assert.equal(d.outcomes.length, s);
    for (let v = 1; v <= s; v++) eq(d.exact(v), 1, s);
  }
});

test('keep highest / middle / lowest matches brute force (as dice.ts keep)', () => {
  for (const which of ['highest', 'middle', 'lowest'] as Keep[]) {
    for (let n = 1; n <= 5; n++) assertSame(keepOdds(n, which), brute(n, 6, (d) => keep(d, which)), `${n}d6 keep ${which}`);
  }
  eq(keepOdds(3, 'middle').exact(1), 16, 216);
  eq(keepOdds(3, 'highest').exact(1), 1, 216);
  eq(keepOdds(3, 'lowest').exact(1), 91, 216);
});

test('3d6 counting the best two against a target matches brute force', () => {
  for (let t = 1; t <= 6; t++) {
    assertSame(bestPassedOdds(3, 2, t), brute(3, 6, (d) => passed(best(d, 2, 'low'), t)), `3d6 best 2 pass ${t}`);
  }
  assertSame(bestPassedOdds(4, 3, 3), brute(4, 6, (d) => passed(best(d, 3, 'low'), 3)), '4d6 best 3 pass 3');
});

test('sum of the best / worst k dice matches brute force', () => {
  for (const better of ['high', 'low'] as const) {
    for (const [n, k] of [[3, 2], [4, 3], [5, 2], [2, 2], [3, 1]] as const) {
      assertSame(bestSumOdds(n, k, better), brute(n, 6, (d) => sum(best(d, k, better))), `${n}d6 ${better} ${k}`);
    }
  }
  eq(bestSumOdds(4, 3, 'high').exact(18), 21, 1296);
  assertSame(overMultisets(4, 5, (a) => a[3]! - a[0]!), brute(4, 5, (d) => Math.max(...d) - Math.min(...d)), 'spread of 4d5');
});

test('doubles match brute force', () => {
  for (let n = 1; n <= 4; n++) {
    const p = brute(n, 6, (d) => (hasDoubles(d) ? 1 : 0)).get(1) ?? 0;
    assert.ok(Math.abs(toNumber(doublesOdds(n)) - p) < 1e-12, `${n}d6 doubles`);
  }
  eq(doublesOdds(7), 1, 1);
});

test('cards: colour and face value from a full or partial deck', () => {
  eq(cardOdds(FULL_DECK, (c) => colourOf(c) === 'red'), 1, 2);
  eq(cardOdds(FULL_DECK, (c) => faceValue(c) >= 10), 16, 52);
  const partial = FULL_DECK.filter((c) => c !== 'AH' && c !== 'KD' && c !== '2S');
  eq(cardOdds(partial, (c) => colourOf(c) === 'red'), 24, 49);
  const v = cardValueOdds(partial);
  eq(v.exact(1), 3, 49);
  eq(v.exact(5), 4, 49);
  assertSumsToOne(v, 'face values');
  assert.throws(() => cardOdds([], () => true), /empty deck/);
});

test('comparisons: more, equal, fewer sum to 1 and match brute force', () => {
  const a = passedOdds(2, 4);
  const b = passedOdds(2, 3);
  const c = compareOdds(a, b);
  const truth = brute(4, 6, (d) => Math.sign(passed(d.slice(0, 2), 4) - passed(d.slice(2), 3)));
  assert.ok(Math.abs(toNumber(c.more) - truth.get(1)!) < 1e-12);
  assert.ok(Math.abs(toNumber(c.equal) - truth.get(0)!) < 1e-12);
  assert.ok(Math.abs(toNumber(c.fewer) - truth.get(-1)!) < 1e-12);
  // 1d6 vs 1d6: 15/36 more, 6/36 equal; re-rolling ties makes it 1/2
  const d6 = dieOdds(6);
  eq(compareOdds(d6, d6).more, 15, 36);
  eq(compareOdds(d6, d6).equal, 1, 6);
  eq(rerollTiesOdds(d6, d6), 1, 2);
  const r = rerollTiesOdds(a, b);
  assert.ok(Math.abs(toNumber(r) - truth.get(1)! / (truth.get(1)! + truth.get(-1)!)) < 1e-12);
  assert.throws(() => rerollTiesOdds(new Dist([[1, 1n]]), new Dist([[1, 2n]])), /always tie/);
});

test('at least k, at most k, 3d6 + bonus vs target', () => {
  eq(atLeast(sumOdds(2, 6), 12), 1, 36);
  eq(atMost(sumOdds(2, 6), 3), 3, 36);
  // 3d6+2 >= 12 ⇔ 3d6 >= 10: 135/216; 3d6+1 >= 12 ⇔ 3d6 >= 11: 108/216
  eq(meetsTargetOdds(3, 6, 2, 12), 5, 8);
  eq(meetsTargetOdds(3, 6, 1, 12), 1, 2);
  eq(meetsTargetOdds(3, 6, 0, 18), 1, 216);
  eq(meetsTargetOdds(3, 6, 0, 3), 1, 1);
  assertSame(addOdds(sumOdds(1, 6), halfD6Odds()), brute(2, 6, (d) => d[0]! + halfD6(d[1]!)), '1d6 + 1/2d6');
});

test('ten dice are exact and sum to 1', () => {
  assertSumsToOne(sumOdds(10, 6), '10d6');
  eq(sumOdds(10, 6).exact(10), 1, 6 ** 10);
  assertSumsToOne(keepOdds(10, 'middle'), '10d6 keep middle');
  assertSumsToOne(passedOdds(10, 4), '10d6 pass 4');
  assertSumsToOne(bestSumOdds(10, 3, 'high', 10), '10d10 best 3');
  assert.throws(() => bestSumOdds(40, 3, 'high', 20), /too many/);
  assert.throws(() => keepOdds(0, 'middle'), RangeError);
});
