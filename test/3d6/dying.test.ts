/** Dying and Recovery with scripted dice: the Hard test, Wounds, the end-of-round repeat, First Aid, healing, the daily Wound test, burning Luck. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { applyDamage, dyingOdds, endOfRoundDying, firstAid, heal, woundTest } from '../../src/systems/3d6/rules/dying.ts';
import { restHours } from '../../src/systems/3d6/rules/abilities.ts';
import { O, pc, stateOf } from './helpers.ts';

const LESS: typeof O = { ...O, dying: 'less-than' };

test('dropping to 0 is no danger (no roll) but the character is unconscious with a Wound', () => {
  const f = pc('fighter', { hp: 3 });
  const ctx = testCtx({ script: [] });
  applyDamage(ctx, stateOf(f), f, 3, 'Combat: Damage', O);
  assert.deepEqual([f.hp, f.condition, f.wounds], [0, 'unconscious', 1]);
  assert.equal(ctx.chance.diceRolled, 0);
});

test('the Hard test against the negative HP: dies when the high die is at most the value (ruling), lives above it', () => {
  const lives = pc('fighter', { hp: 2, abilities: { ...pc('fighter').abilities, luck: 1 } });
  applyDamage(testCtx({ script: [1, 2, 4] }), stateOf(lives), lives, 5, 'x', O); // -3, high 4 > 3
  assert.deepEqual([lives.condition, lives.wounds], ['unconscious', 1]);
  const dies = pc('fighter', { hp: 2, abilities: { ...pc('fighter').abilities, luck: 1 } });
  applyDamage(testCtx({ script: [1, 2, 3] }), stateOf(dies), dies, 5, 'x', O); // -3, high 3 ≤ 3
  assert.equal(dies.condition, 'dead');
  const strict = pc('fighter', { hp: 2, abilities: { ...pc('fighter').abilities, luck: 1 } });
  applyDamage(testCtx({ script: [1, 2, 3] }), stateOf(strict), strict, 5, 'x', LESS); // less-than: 3 < 3 is false
  assert.equal(strict.condition, 'unconscious');
});

test('at -6 or below the test cannot be survived (no roll); the strict reading still rolls at -6', () => {
  assert.deepEqual(dyingOdds(-6, 'at-most'), { num: 1n, den: 1n });
  assert.deepEqual(dyingOdds(0, 'at-most'), { num: 0n, den: 1n });
  assert.deepEqual(dyingOdds(-3, 'at-most'), { num: 1n, den: 8n }); // high ≤ 3: 27/216
  assert.deepEqual(dyingOdds(-6, 'less-than'), { num: 125n, den: 216n }); // high ≤ 5
  assert.deepEqual(dyingOdds(-1, 'less-than'), { num: 0n, den: 1n });
});

test('hit again while dying: another test and another Wound; the end-of-round repeat gives no new Wound', () => {
  const f = pc('fighter', { hp: 1, abilities: { ...pc('fighter').abilities, luck: 1 } });
  const st = stateOf(f);
  applyDamage(testCtx({ script: [6, 1, 1] }), st, f, 2, 'x', O); // -1, high 6
  applyDamage(testCtx({ script: [6, 1, 1] }), st, f, 1, 'x', O); // -2
  assert.deepEqual([f.hp, f.wounds, f.condition], [-2, 2, 'unconscious']);
  endOfRoundDying(testCtx({ script: [5, 1, 1] }), st, [f], O);
  assert.deepEqual([f.wounds, f.condition], [2, 'unconscious']);
  endOfRoundDying(testCtx({ script: [2, 1, 1] }), st, [f], O); // high 2 ≤ 2: dies
  assert.equal(f.condition, 'dead');
});

test('First Aid: +1 HP up to 0 and no dying test at the end of that round', () => {
  const f = pc('fighter', { hp: -2, condition: 'unconscious', wounds: 1 });
  const h = pc('cleric');
  const st = stateOf(h, f);
  firstAid(testCtx({}), h, f);
  assert.equal(f.hp, -1);
  const ctx = testCtx({ script: [] });
  endOfRoundDying(ctx, st, [f], O);
  assert.equal(ctx.chance.diceRolled, 0);
  firstAid(testCtx({}), h, f);
  firstAid(testCtx({}), h, f);
  assert.equal(f.hp, 0);
});

test('healing to 1 HP wakes; Wounds stay after healing', () => {
  const f = pc('fighter', { hp: 0, condition: 'unconscious', wounds: 2 });
  heal(testCtx({}), f, 1, 'Magic', 'Mend');
  assert.deepEqual([f.hp, f.condition, f.wounds], [1, 'up', 2]);
});

test('the daily Wound test: a Vigor Feat at High adventuring, Moderate with bed rest, Low with a healer', () => {
  const roll = [1, 3, 5]; // high 5, middle 3, low 1; the fighter's Vigor 4
  const a = pc('fighter', { wounds: 1 });
  assert.equal(woundTest(testCtx({ script: roll }), a, 'adventuring'), false);
  assert.equal(woundTest(testCtx({ script: roll }), a, 'bed-rest'), true);
  assert.equal(a.wounds, 0);
  const b = pc('wizard', { wounds: 2 }); // Vigor 3: Wounds do not lower Vigor
  assert.equal(woundTest(testCtx({ script: [4, 4, 1] }), b, 'healer'), true);
  assert.equal(b.wounds, 1);
});

test('certain doom: the player is offered a level of Luck, and burning it saves the character', () => {
  const f = pc('fighter', { hp: 1 }); // Luck 2
  const ctx = testCtx({ script: [1, 1, 2], answers: ['burn'] });
  applyDamage(ctx, stateOf(f), f, 3, 'x', O); // -2, high 2 ≤ 2: dies... unless
  assert.equal(ctx.asked[0]!.kind, 'burn-luck');
  assert.deepEqual([f.condition, f.abilities.luck, f.wounds, f.hp], ['unconscious', 1, 1, 0]);
  const g = pc('fighter', { hp: 1 });
  applyDamage(testCtx({ script: [1, 1, 2], answers: ['die'] }), stateOf(g), g, 3, 'x', O);
  assert.equal(g.condition, 'dead');
});

test('the dying test logs its exact odds before its roll; the end-of-round repeat too', () => {
  const f = pc('fighter', { hp: 2, abilities: { ...pc('fighter').abilities, luck: 1 } });
  const st = stateOf(f);
  const ctx = testCtx({ script: [1, 2, 4] });
  applyDamage(ctx, st, f, 5, 'x', O); // -3: death on a high die of 3 or less, 27/216
  const odds = ctx.log.findIndex((e) => /^Odds: Brannoc at -3 HP drops, Hard test against 3: death 13% \(1\/8\)/.test(e.text));
  assert.ok(odds >= 0 && odds < ctx.log.findIndex((e) => e.type === 'roll'), ctx.log.map((e) => e.text).join('\n'));
  const again = testCtx({ script: [5, 1, 1] });
  endOfRoundDying(again, st, [f], O);
  assert.match(again.log[0]!.text, /^Odds: Brannoc at -3 HP at the end of the round \(the same test as on falling: a success is death\), Hard test against 3: death 13% \(1\/8\)/);
});

test('Luck at 1 cannot be burnt: the player is not asked, and the character dies', () => {
  const f = pc('fighter', { hp: 1, abilities: { ...pc('fighter').abilities, luck: 1 } });
  const ctx = testCtx({ script: [1, 1, 2], answers: [] });
  applyDamage(ctx, stateOf(f), f, 3, 'x', O); // -2, high 2 ≤ 2
  assert.deepEqual([ctx.asked.length, f.condition, f.abilities.luck], [0, 'dead', 1]);
});

test('Wounds stay through rest: HP come back at Vigor an hour, the Wounds only by the daily test', () => {
  const f = pc('fighter', { hp: 0, condition: 'unconscious', wounds: 2 }); // Vigor 4
  restHours(testCtx({}), f, 8);
  assert.deepEqual([f.hp, f.condition, f.wounds], [f.maxHp, 'up', 2]);
});
