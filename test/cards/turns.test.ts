/** Battles 2: monster turn (evasion, cap, shields) and player turn (warrior, mage spells and melee). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { monsterDamage, monsterTurn } from '../../src/systems/cards/rules/monster-turn.ts';
import { playerTurn } from '../../src/systems/cards/rules/player-turn.ts';
import { codes, mageVs, opts, warriorVs } from './helpers.ts';

test('monster turn: an evasion card of a different colour makes the attack miss (ace of spades vs 7 of hearts)', () => {
  const st = warriorVs('KC');
  monsterTurn(testCtx({ script: ['AS', '7H'] }), st, opts());
  assert.equal(st.hp, 10);
  assert.deepEqual(codes(st.discard).sort(), ['7H', 'AS'], 'both cards are discarded');
});

test('monster turn: the same colour hits for the face value (spades vs clubs, hearts vs diamonds)', () => {
  const a = warriorVs('KC');
  monsterTurn(testCtx({ script: ['7C', '2S'] }), a, opts());
  assert.equal(a.hp, 3);
  const b = warriorVs('KC');
  monsterTurn(testCtx({ script: ['4H', '9D'] }), b, opts());
  assert.equal(b.hp, 6);
});

test('normal mode: a monster deals at most its card value; hard core has no cap', () => {
  assert.equal(monsterDamage(13, 3, false), 3);
  assert.equal(monsterDamage(2, 3, false), 2);
  assert.equal(monsterDamage(13, 3, true), 13);
  const normal = warriorVs('3C', { hp: 13, maxHp: 13 });
  monsterTurn(testCtx({ script: ['KS', 'QC'] }), normal, opts());
  assert.equal(normal.hp, 10, 'a 3 monster attacking with a king deals 3');
  const hard = warriorVs('3C', { hp: 13, maxHp: 13, hardcore: true });
  monsterTurn(testCtx({ script: ['KS', 'QC'] }), hard, opts());
  assert.equal(hard.hp, 0, 'in hard core the same king deals 13');
});

test('1 Warrior: the shield absorbs from every hit after the cap (7 of clubs against a 3-of-diamonds shield deals 6)', () => {
  const st = warriorVs('KC', { absorb: 1, shieldCard: '3D' });
  monsterTurn(testCtx({ script: ['7C', '8S'] }), st, opts());
  assert.equal(st.hp, 4);
  const capped = warriorVs('2C', { absorb: 1, shieldCard: '3D' });
  monsterTurn(testCtx({ script: ['9C', '8S'] }), capped, opts());
  assert.equal(capped.hp, 9, 'capped at 2, minus 1 absorbed');
  const all = warriorVs('2C', { absorb: 6, shieldCard: 'KD' });
  monsterTurn(testCtx({ script: ['9C', '8S'] }), all, opts());
  assert.equal(all.hp, 10, 'a shield bigger than the hit absorbs all of it, never heals');
});

test('HP counters go to the discard pile as HP is lost', () => {
  const st = warriorVs('KC', { hp: 4, maxHp: 4, hpCounters: ['AH', '2H', '3H', '4H'] });
  monsterTurn(testCtx({ script: ['3C', '8S'] }), st, opts());
  assert.equal(st.hp, 1);
  assert.deepEqual(codes(st.hpCounters), ['AH']);
  for (const c of ['2H', '3H', '4H']) assert.ok(codes(st.discard).includes(c));
});

test('1 Mage: on a hit the Mage may turn over a mana card as a shield spell; it absorbs its face value', () => {
  const st = mageVs('KC', ['2D', '4D']);
  const ctx = testCtx({ script: ['9S', '5C'], answers: ['shield'] });
  monsterTurn(ctx, st, opts());
  assert.equal(ctx.asked[0]!.kind, 'shield');
  assert.equal(ctx.asked[0]!.who, 'player:Player');
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['shield', 'none']);
  assert.equal(st.hp, 0, 'the 4 of diamonds absorbs 4 of 9: 5 damage kills a 5 HP Mage');
  assert.deepEqual(codes(st.mana), ['2D']);
  assert.ok(codes(st.discard).includes('4D'));
  const big = mageVs('KC', ['2D', 'QD']);
  monsterTurn(testCtx({ script: ['9S', '5C'], answers: ['shield'] }), big, opts());
  assert.equal(big.hp, 5, 'a queen absorbs the whole 9');
});

test('1 Mage: the Mage may take the hit and keep the mana; a miss asks nothing', () => {
  const st = mageVs('KC', ['2D']);
  monsterTurn(testCtx({ script: ['3S', '5C'], answers: ['none'] }), st, opts());
  assert.equal(st.hp, 2);
  assert.deepEqual(codes(st.mana), ['2D']);
  const miss = testCtx({ script: ['3S', '5H'], answers: [] });
  monsterTurn(miss, mageVs('KC', ['2D']), opts());
  assert.equal(miss.asked.length, 0);
});

test('player turn, Warrior: the attack card deals its face value unless the monster evades by colour', () => {
  const hit = warriorVs('KC');
  playerTurn(testCtx({ script: ['QS', '2C'] }), hit, opts());
  assert.equal(hit.monsterHp, 1);
  const miss = warriorVs('KC');
  playerTurn(testCtx({ script: ['QS', '2D'] }), miss, opts());
  assert.equal(miss.monsterHp, 13);
});

test('player turn: damage beyond the monster HP is lost; monster counters are discarded', () => {
  const st = warriorVs('3C', { monsterCounters: ['AH', '2H', '3H'] });
  playerTurn(testCtx({ script: ['KS', '2C'] }), st, opts());
  assert.equal(st.monsterHp, 0);
  assert.deepEqual(st.monsterCounters.toArray(), []);
});

test('1 Mage: an attack spell turns over the top mana card for its face value, and can be evaded', () => {
  const st = mageVs('KC', ['2D', '9S']);
  const ctx = testCtx({ script: ['4C'], answers: ['spell'] });
  playerTurn(ctx, st, opts());
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['spell', 'melee']);
  assert.equal(st.monsterHp, 4);
  assert.deepEqual(codes(st.mana), ['2D']);
  const evaded = mageVs('KC', ['9S']);
  playerTurn(testCtx({ script: ['4H'], answers: ['spell'] }), evaded, opts());
  assert.equal(evaded.monsterHp, 13);
  assert.deepEqual(evaded.mana.toArray(), [], 'the evaded spell is spent all the same');
});

test('option spellsCanMiss = false: an attack spell draws no evasion card and always hits', () => {
  const st = mageVs('KC', ['9S']);
  const ctx = testCtx({ script: [], answers: ['spell'] });
  playerTurn(ctx, st, opts({ spellsCanMiss: false }));
  assert.equal(st.monsterHp, 4);
});

test('1 Mage: melee is worth 1 damage; the card drawn only gives the colour for the evasion', () => {
  const st = mageVs('KC', ['9S']);
  playerTurn(testCtx({ script: ['KS', 'AC'], answers: ['melee'] }), st, opts());
  assert.equal(st.monsterHp, 12, 'a king drawn for melee still deals 1');
  assert.deepEqual(codes(st.mana), ['9S']);
  const miss = mageVs('KC', []);
  const ctx = testCtx({ script: ['KS', 'AH'], answers: [] });
  playerTurn(ctx, miss, opts());
  assert.equal(ctx.asked.length, 0, 'no mana and no score: melee is the only action, nothing to ask');
  assert.equal(miss.monsterHp, 13);
});
