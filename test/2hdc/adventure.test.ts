import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { rowFor } from '../../src/core/tables.ts';
import { fastMoveTiles } from '../../src/systems/2hdc/rules/dungeon/pef.ts';
import { chooseReason, newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import { foundSecret } from '../../src/systems/2hdc/rules/adventure/hazards.ts';
import { settleRep } from '../../src/systems/2hdc/rules/adventure/afterwards.ts';
import { TREASURE_40_0 } from '../../src/systems/2hdc/tables/dungeon-treasure.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';

function hero(rep: number): Character {
  return { id: 'h', name: 'Hero', race: 'Human', star: true, professions: ['Warrior'], rep, originalRep: rep, attributes: [], weapons: ['S'], armor: 4, shield: false, items: [], magic: [], coins: { bronze: 0, silver: 0, gold: 0 }, status: 'carry-on', starPower: rep, usedThisAdventure: [], castingLoss: 0 };
}

test('18.2 example: 3 and 5 let Rep 5 move 2 tiles, Rep 4 and Rep 3 one', () => {
  assert.deepEqual([5, 4, 3].map((rep) => fastMoveTiles([3, 5], rep)), [2, 1, 1]);
});

test('18 stop box: a Rep 4 rolling 3 and 6 moves 1 tile', () => {
  assert.equal(fastMoveTiles([3, 6], 4), 1);
});

test('34.3 example (ruling: the Star Rep 4 the sum uses): 4 + 4 = 8 goes for Treasure', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  state.band = [hero(4)];
  chooseReason(testCtx({ script: [4] }), state, ADVENTURE_DEFAULTS);
  assert.equal(state.reason, 'treasure');
});

test('34.3 by the rule for a Rep 5 Star: 4 + 5 = 9 is a Rescue with 1/2d6 captives', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  state.band = [hero(5)];
  chooseReason(testCtx({ script: [4, 5] }), state, ADVENTURE_DEFAULTS);
  assert.equal(state.reason, 'rescue');
  assert.equal(state.captives, 3);
});

test('41.0 example (ruling: the table wins): 2 + Big Bad Rep 5 = 7 is 1/2d6 Bronze and Clothes, not Armor', () => {
  const r = rowFor(TREASURE_40_0, 2 + 5).result;
  assert.equal(r.coins?.metal, 'bronze');
  assert.deepEqual(r.items, { clothes: 1 });
});

test('37.0: doubles at or under the searcher\'s Rep find a Secret Room; Thieves roll 3d6', () => {
  assert.equal(foundSecret([3, 3], 4), true);
  assert.equal(foundSecret([5, 5], 4), false);
  assert.equal(foundSecret([1, 2, 2], 4), true);
  assert.equal(foundSecret([1, 2, 3], 6), false);
});

test('42.1.1: a 6 or more than the Rep improves it; once only', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  const c = hero(5);
  c.coins.bronze = 5; // 42.1.2: one extra roll
  settleRep(testCtx({ script: [6, 6] }), state, c, true);
  assert.equal(c.rep, 6);
  const d = hero(4);
  settleRep(testCtx({ script: [3] }), state, d, true);
  assert.equal(d.rep, 4);
});

test('42.1.2: 5 Bronze buy one extra roll; coins are spent', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  const c = hero(4);
  c.coins.bronze = 5;
  settleRep(testCtx({ script: [2, 5] }), state, c, true);
  assert.equal(c.rep, 5);
  assert.equal(c.coins.bronze, 0);
});

test('42.2.1: a failure rolls 1 to lose a point of Rep', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  const c = hero(5);
  settleRep(testCtx({ script: [1] }), state, c, false);
  assert.equal(c.rep, 4);
  assert.deepEqual(state.repChanges, [{ id: 'h', name: 'Hero', from: 5, to: 4 }]);
});
