/** Core System and Feats with scripted dice: the kept die by difficulty, Wounds, the automatic failure at 0, and their exact odds. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { feat, featOdds, featScore } from '../../src/systems/3d6/rules/feats.ts';
import { keptAtMostOdds, meets, meetsOdds } from '../../src/systems/3d6/rules/dice.ts';
import { pc } from './helpers.ts';

test('Feats: High keeps the high die, Moderate the middle, Low the low; equal or lower than the ability succeeds', () => {
  const rogue = pc('rogue'); // Reflex 5
  assert.equal(feat(testCtx({ script: [2, 5, 6] }), rogue, 'reflex', 'high', 'Feats', 'to leap'), false); // 6 > 5
  assert.equal(feat(testCtx({ script: [2, 5, 6] }), rogue, 'reflex', 'moderate', 'Feats', 'to leap'), true); // 5 ≤ 5
  assert.equal(feat(testCtx({ script: [6, 6, 3] }), rogue, 'reflex', 'low', 'Feats', 'to leap'), true); // 3
  assert.equal(feat(testCtx({ script: [6, 6, 6] }), rogue, 'reflex', 'low', 'Feats', 'to leap'), false);
});

test('Feats: each Wound lowers Fortitude, Reflex and Will by one, not Vigor, Luck or Charm', () => {
  const r = pc('rogue', { wounds: 2 }); // Reflex 5, Luck 4
  assert.equal(featScore(r, 'reflex'), 3);
  assert.equal(featScore(r, 'luck'), 4);
  assert.equal(feat(testCtx({ script: [4, 1, 1] }), r, 'reflex', 'high', 'Feats', 'to dodge'), false); // 4 > 3
  assert.equal(feat(testCtx({ script: [4, 1, 1] }), r, 'luck', 'high', 'Feats', 'to dodge'), true);
});

test('Feats: an effective 0 fails without a roll (an empty script would throw if it rolled)', () => {
  const w = pc('wizard', { wounds: 2 }); // Fortitude 2
  const ctx = testCtx({ script: [] });
  assert.equal(feat(ctx, w, 'fortitude', 'low', 'Feats', 'to lift'), false);
  assert.equal(ctx.chance.diceRolled, 0);
  assert.match(ctx.log.map((e) => e.text).join('\n'), /fails without a roll/);
});

test('Feats: a 6 never fails even at High; the odds are exact and logged before the roll', () => {
  assert.deepEqual(featOdds(6, 'high'), { num: 1n, den: 1n });
  // High keeps the highest of three: P(max ≤ 3) = 27/216 = 1/8.
  assert.deepEqual(featOdds(3, 'high'), { num: 1n, den: 8n });
  // Low keeps the lowest: P(min ≤ 1) = 1 - (5/6)^3 = 91/216.
  assert.deepEqual(featOdds(1, 'low'), { num: 91n, den: 216n });
  // Moderate: P(middle ≤ 3) = 1/2 by symmetry.
  assert.deepEqual(featOdds(3, 'moderate'), { num: 1n, den: 2n });
  assert.deepEqual(featOdds(0, 'low'), { num: 0n, den: 1n });
  const ctx = testCtx({ script: [1, 2, 3] });
  feat(ctx, pc('rogue', { wounds: 1 }), 'reflex', 'high', 'Feats', 'to climb');
  const oddsAt = ctx.log.findIndex((e) => /Odds:/.test(e.text));
  const rollAt = ctx.log.findIndex((e) => e.type === 'roll');
  assert.ok(oddsAt >= 0 && oddsAt < rollAt, 'odds before the roll');
  assert.match(ctx.log[oddsAt]!.text, /Reflex 5, -1 Wound = 4\) succeeds 30% \(8\/27\)/);
});

test('Core System: 3d6 + bonus equal or more than the target succeeds; the odds agree with counting all 216 rolls', () => {
  assert.equal(meets([4, 2, 5], 2, 13), true);
  assert.equal(meets([4, 2, 5], 2, 14), false);
  for (const [bonus, target] of [[0, 10], [2, 11], [3, 18], [0, 19]] as const) {
    let n = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (meets([a, b, c], bonus, target)) n++;
    const r = meetsOdds(bonus, target);
    assert.equal(Number(r.num) / Number(r.den), n / 216, `bonus ${bonus} vs ${target}`);
  }
  assert.deepEqual(keptAtMostOdds('highest', 6), { num: 1n, den: 1n });
});
