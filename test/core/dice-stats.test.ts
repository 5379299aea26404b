/**
 * Each dice form sampled from the seeded source (fixed seed) against its exact
 * odds: every outcome's frequency within 5 standard deviations, sqrt(p(1-p)/N).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededChance } from '../../src/core/chance.ts';
import { FULL_DECK, colourOf } from '../../src/core/cards.ts';
import { best, halfD6, inRange, keep, passed, sum } from '../../src/core/dice.ts';
import {
  Dist, bestPassedOdds, bestSumOdds, cardOdds, dieOdds, halfD6Odds, inRangeOdds, keepOdds, passedOdds, sumOdds, toNumber,
} from '../../src/core/odds.ts';
import { parseOddsExpr, rollExpr, testOdds } from '../../src/core/odds-expr.ts';

const N = 200_000;

/** Outcomes whose observed frequency is outside 5 sd of the exact odds (or outside the support). */
function misfits(exact: Dist, draw: () => number, n: number): string[] {
  const seen = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const v = draw();
    seen.set(v, (seen.get(v) ?? 0) + 1);
  }
  const bad: string[] = [];
  for (const v of new Set([...exact.outcomes, ...seen.keys()])) {
    const p = exact.p(v);
    const f = (seen.get(v) ?? 0) / n;
    const sd = Math.sqrt((p * (1 - p)) / n);
    if (Math.abs(f - p) > 5 * sd) bad.push(`${v}: frequency ${f.toFixed(5)}, exact ${p.toFixed(5)}`);
  }
  return bad;
}

function check(name: string, exact: Dist, draw: () => number, n = N): void {
  assert.deepEqual(misfits(exact, draw, n), [], name);
}

test('sums, d4, d10, D3 and 1/2d6 from the seeded source match their exact odds', () => {
  const c = new SeededChance(20240601);
  check('2d6', sumOdds(2, 6), () => sum(c.dice(2, 6)));
  check('3d6+2', sumOdds(3, 6, 2), () => sum(c.dice(3, 6)) + 2);
  check('d4', dieOdds(4), () => c.dice(1, 4)[0]!);
  check('d10', dieOdds(10), () => c.dice(1, 10)[0]!);
  check('D3', dieOdds(3), () => c.dice(1, 3)[0]!);
  check('1/2d6', halfD6Odds(), () => halfD6(c.dice(1, 6)[0]!));
});

test('passing dice, counting successes and possibilities match their exact odds', () => {
  const c = new SeededChance(7);
  check('2d6 pass 4', passedOdds(2, 4), () => passed(c.dice(2, 6), 4));
  check('5d6 pass 3', passedOdds(5, 3), () => passed(c.dice(5, 6), 3));
  check('6d6 count 1-3', inRangeOdds(6, 1, 3), () => inRange(c.dice(6, 6), 1, 3));
  check('1d6 in 1-2', inRangeOdds(1, 1, 2), () => inRange(c.dice(1, 6), 1, 2));
});

test('keep high / middle / low and best dice match their exact odds', () => {
  const c = new SeededChance(99);
  check('3d6 keep highest', keepOdds(3, 'highest'), () => keep(c.dice(3, 6), 'highest'));
  check('3d6 keep middle', keepOdds(3, 'middle'), () => keep(c.dice(3, 6), 'middle'));
  check('3d6 keep lowest', keepOdds(3, 'lowest'), () => keep(c.dice(3, 6), 'lowest'));
  check('3d6 best 2 pass 4', bestPassedOdds(3, 2, 4), () => passed(best(c.dice(3, 6), 2, 'low'), 4));
  check('4d6 best 3', bestSumOdds(4, 3, 'high'), () => sum(best(c.dice(4, 6), 3, 'high')));
});

test('the check has power: keep highest samples are rejected as keep middle', () => {
  const c = new SeededChance(5);
  assert.ok(misfits(keepOdds(3, 'middle'), () => keep(c.dice(3, 6), 'highest'), 20_000).length > 0);
  // a die one face short (1..5 read as a d6) is caught too
  assert.ok(misfits(dieOdds(6), () => c.dice(1, 5)[0]!, 20_000).length > 0);
});

test('cards: each of the 52 cards is drawn uniformly, and colour from a partial deck', () => {
  const c = new SeededChance(52);
  const index = new Map(FULL_DECK.map((card, i) => [card, i]));
  check('one card of 52', new Dist(FULL_DECK.map((_, i) => [i, 1n] as const)), () => index.get(c.card(FULL_DECK))!, 52 * 5000);
  const partial = FULL_DECK.filter((card) => colourOf(card) === 'black' || card.startsWith('A') || card.startsWith('K'));
  const red = cardOdds(partial, (card) => colourOf(card) === 'red');
  assert.equal(toNumber(red), 4 / 30);
  check('red from a partial deck', new Dist([[1, red.num], [0, red.den - red.num]]), () => (colourOf(c.card(partial)) === 'red' ? 1 : 0));
});

test('rollExpr rolls every expression form with the exact odds evaluateOdds reports', () => {
  const c = new SeededChance(11);
  for (const text of ['3 + 1/2d6', '4d6 pass 5', '6d6 count 1-3', '1d6 in 1-2', '3d6 keep mid', '3d6 best 2 pass 4', '4d6 worst 2', 'card', 'card hearts without AH', 'D3']) {
    const e = parseOddsExpr(text);
    assert.equal(e.kind, 'single');
    if (e.kind !== 'single') continue;
    check(text, testOdds(e.test), () => rollExpr(e, c).value, 50_000);
  }
});
