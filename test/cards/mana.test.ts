/** Mana regeneration for score points: both readings, any time, never below zero. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { monsterTurn } from '../../src/systems/cards/rules/monster-turn.ts';
import { playerTurn } from '../../src/systems/cards/rules/player-turn.ts';
import { goOn } from '../../src/systems/cards/rules/score.ts';
import { codes, mageVs, opts } from './helpers.ts';

const SEVEN_CLUBS = ['AC', '2C', '3C', '4C', '5C', '6C', '7C'];

test('Battles 3 (default regen = whole-pool): 10 points refill the pool up to the MP card, even in combat', () => {
  const st = mageVs('KC', ['2D', '3D'], { maxMana: 9, score: 25 });
  const ctx = testCtx({ script: [...SEVEN_CLUBS, '8S'], answers: ['regen', 'spell'] });
  playerTurn(ctx, st, opts());
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['spell', 'melee', 'regen']);
  assert.equal(st.score, 15);
  assert.equal(ctx.asked.length, 2, 'asked again after regenerating');
  assert.deepEqual(ctx.asked[1]!.options.map((o) => o.id), ['spell', 'melee'], 'a full pool cannot regenerate');
  assert.equal(st.monsterHp, 6, 'the spell turned the last regenerated card, the 7 of clubs');
  assert.deepEqual(codes(st.mana), ['2D', '3D', 'AC', '2C', '3C', '4C', '5C', '6C']);
});

test('1 Mage (regen = per-card): 10 points buy one mana card', () => {
  const st = mageVs('KC', ['2D', '3D'], { maxMana: 9, score: 25 });
  const ctx = testCtx({ script: ['AC', '8S'], answers: ['regen', 'spell'] });
  playerTurn(ctx, st, opts({ regen: 'per-card' }));
  assert.equal(st.score, 15);
  assert.equal(st.monsterHp, 12);
  assert.deepEqual(codes(st.mana), ['2D', '3D']);
  assert.deepEqual(ctx.asked[1]!.options.map((o) => o.id), ['spell', 'melee', 'regen'], 'still room in the pool and 15 points');
});

test('regeneration is not offered below 10 points, so the score never goes negative', () => {
  const st = mageVs('KC', ['2D'], { maxMana: 9, score: 9 });
  const ctx = testCtx({ script: ['8S', 'AC'], answers: ['melee'] });
  playerTurn(ctx, st, opts());
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['spell', 'melee']);
  assert.equal(st.score, 9);
});

test('a Mage with an empty pool can regenerate when hit, then cast the shield spell', () => {
  const st = mageVs('KC', [], { maxMana: 2, score: 10 });
  const ctx = testCtx({ script: ['9S', '5C', '4D', 'QD'], answers: ['regen', 'shield'] });
  monsterTurn(ctx, st, opts());
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['regen', 'none']);
  assert.equal(st.score, 0);
  assert.equal(st.hp, 5, 'the queen of diamonds absorbs the 9');
  assert.deepEqual(codes(st.mana), ['4D']);
});

test('Battles 3: after a room the Mage may regenerate, then go on or leave', () => {
  const st = mageVs('KC', ['2D'], { maxMana: 3, score: 12, monster: null, monsterHp: 0 });
  const ctx = testCtx({ script: ['5H', '6H'], answers: ['regen', 'leave'] });
  assert.equal(goOn(ctx, st, opts()), false);
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['on', 'leave', 'regen']);
  assert.equal(ctx.asked[0]!.rule, 'Battles 3');
  assert.deepEqual(codes(st.mana), ['2D', '5H', '6H']);
  assert.equal(st.score, 2);
});
