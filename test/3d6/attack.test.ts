/** Combat: the book's sword example, critical hits by weapon type, and the exact odds shown before an attack. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { attack, attackOdds } from '../../src/systems/3d6/rules/combat/attack.ts';
import { D, monster, O, pc, stateOf } from './helpers.ts';

const sword = D.weapons.sword!;

test("the book's example: +2 Blades with a sword, 4, 2, 5 against AC 11 (padded armour) hits for 4", () => {
  const a = pc('fighter'); // Blades 2
  const t = monster('orc', { x: 1, y: 0 }, { baseAc: 11, hp: 10 });
  const st = stateOf(a, t);
  const r = attack(testCtx({ script: [4, 2, 5] }), st, a, t, sword, O);
  assert.deepEqual([r.total, r.ac, r.hit, r.crit, r.damage], [13, 11, true, false, 4]);
  assert.equal(t.hp, 6);
});

test('the same roll against 4 HP leaves the target dying (a monster: slain)', () => {
  const a = pc('fighter');
  const t = monster('orc', { x: 1, y: 0 }, { baseAc: 11, hp: 4 });
  attack(testCtx({ script: [4, 2, 5] }), stateOf(a, t), a, t, sword, O);
  assert.equal(t.condition, 'dead');
});

test('damage keeps the low die for a small weapon, the middle for normal, the high for large', () => {
  for (const [w, dmg] of [['dagger', 2], ['sword', 4], ['greatsword', 5]] as const) {
    const a = pc('fighter');
    const t = monster('ogre', { x: 1, y: 0 }, { baseAc: 5 });
    const r = attack(testCtx({ script: [4, 2, 5] }), stateOf(a, t), a, t, D.weapons[w]!, O);
    assert.equal(r.damage, dmg, w);
  }
});

test('a miss: 13 against AC 14', () => {
  const a = pc('fighter');
  const t = monster('ogre', { x: 1, y: 0 }, { baseAc: 14 });
  const r = attack(testCtx({ script: [4, 2, 5] }), stateOf(a, t), a, t, sword, O);
  assert.equal(r.hit, false);
  assert.equal(t.hp, 24);
});

test('critical hits: two 6s that hit; blunt stuns, slashing bleeds for the damage, large knocks down', () => {
  const a = pc('fighter');
  const mace = monster('ogre', { x: 1, y: 0 }, { baseAc: 10 });
  attack(testCtx({ script: [6, 6, 1] }), stateOf(a, mace), a, mace, D.weapons.mace!, O);
  assert.equal(mace.stunned, 1);
  const cut = monster('ogre', { x: 1, y: 0 }, { baseAc: 10 });
  attack(testCtx({ script: [6, 6, 1] }), stateOf(a, cut), a, cut, sword, O); // middle die 6
  assert.equal(cut.bleeding, 6);
  const big = monster('ogre', { x: 1, y: 0 }, { baseAc: 10 });
  attack(testCtx({ script: [6, 6, 1] }), stateOf(a, big), a, big, D.weapons.maul!, O);
  assert.deepEqual([big.stunned, big.prone], [1, true]);
  // Two 6s that miss are no critical: AC 30.
  const far = monster('ogre', { x: 1, y: 0 }, { baseAc: 30 });
  attack(testCtx({ script: [6, 6, 1] }), stateOf(a, far), a, far, D.weapons.mace!, O);
  assert.deepEqual([far.stunned, far.hp], [0, 24]);
  // One 6 is no critical.
  const one = monster('ogre', { x: 1, y: 0 }, { baseAc: 10 });
  attack(testCtx({ script: [6, 5, 5] }), stateOf(a, one), a, one, D.weapons.mace!, O);
  assert.equal(one.stunned, 0);
});

test('piercing critical: 1d6 more only if it takes the target to 0 or below', () => {
  const a = pc('fighter');
  const spear = D.weapons.spear!;
  const t1 = monster('ogre', { x: 1, y: 0 }, { baseAc: 10, hp: 9 });
  attack(testCtx({ script: [6, 6, 1, 3] }), stateOf(a, t1), a, t1, spear, O); // 6 damage → 3 HP, d6 3 → 0: applied
  assert.equal(t1.condition, 'dead');
  const t2 = monster('ogre', { x: 1, y: 0 }, { baseAc: 10, hp: 9 });
  attack(testCtx({ script: [6, 6, 1, 2] }), stateOf(a, t2), a, t2, spear, O); // 3 HP, d6 2 → 1: nothing
  assert.equal(t2.hp, 3);
});

test('attack odds: to hit, to crit and damage by size, exact over the 216 rolls', () => {
  const o = attackOdds(2, 11, 'normal');
  // 3d6 ≥ 9: 160/216.
  assert.deepEqual(o.hit, { num: 20n, den: 27n });
  // Two or more 6s: 16 rolls, all hit.
  assert.deepEqual(o.crit, { num: 2n, den: 27n });
  let sum = 0;
  for (const r of o.damage.values()) sum += Number(r.num) / Number(r.den);
  assert.ok(Math.abs(sum - 160 / 216) < 1e-12);
  // Against AC 18 with no bonus only 6,6,6 hits: middle die 6.
  const hard = attackOdds(0, 18, 'small');
  assert.deepEqual([...hard.damage.keys()], [6]);
  assert.deepEqual(hard.crit, { num: 1n, den: 216n });
  // The odds line is logged before the roll.
  const a = pc('fighter');
  const t = monster('orc', { x: 1, y: 0 }, { baseAc: 11 });
  const ctx = testCtx({ script: [4, 2, 5] });
  attack(ctx, stateOf(a, t), a, t, sword, O);
  const i = ctx.log.findIndex((e) => /Odds:.*hit 74% \(20\/27\); crit 7% \(2\/27\)/.test(e.text));
  assert.ok(i >= 0 && i < ctx.log.findIndex((e) => e.type === 'roll'), ctx.log.map((e) => e.text).join('\n'));
});
