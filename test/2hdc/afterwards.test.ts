/** 42.0 after the dungeon: the treasure is divided once out, success or not (ruling); option failedCoins 'lost' (42.2.2). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { afterwards } from '../../src/systems/2hdc/rules/adventure/afterwards.ts';
import type { MagicItem } from '../../src/systems/2hdc/state.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';
import { ch } from './helpers.ts';

function home() {
  const ann = ch('ann', 'Human', 'Warrior', 5, ['S'], 4, false, true);
  ann.owner = 'ann';
  const bob = ch('bob', 'Human', 'Caster', 3, ['S'], 2);
  const { state } = oneGroupAdventure([ann, bob]);
  state.outside = ['ann', 'bob'];
  state.reason = 'kill';
  state.treasure.coins = { bronze: 7, silver: 0, gold: 0 };
  const potion: MagicItem = { id: 'potion-of-rage', table: 'potion', name: 'Potion of Rage', npcRep: 3, uses: 1 };
  const wand: MagicItem = { id: 'caster-wand', table: 'castingTool', name: 'Caster Wand', npcRep: 3 };
  state.treasure.magic = [potion, wand];
  return { state, ann, bob };
}

test('42.0 (ruling): after an adventure that failed (the Big Bad lives), the treasure found is still divided: coins evenly, items picked in turn', () => {
  const { state, ann, bob } = home();
  // Ann picks the potion (option 0); Bob, a Caster, takes the wand. Decreasing Rep rolls: 6, 6.
  afterwards(testCtx({ script: [6, 6], answers: ['0'] }), state);
  assert.equal(state.outcome, 'failure');
  assert.deepEqual(ann.magic.map((m) => m.id), ['potion-of-rage']);
  assert.deepEqual(bob.magic.map((m) => m.id), ['caster-wand']);
  assert.deepEqual(state.shares.ann, { bronze: 4, silver: 0, gold: 0 }, '3 each, the remainder to the Leader');
  assert.deepEqual(state.shares.bob, { bronze: 3, silver: 0, gold: 0 });
});

test('42.2.2 option failedCoins lost: a member without success (he went Out of the Fight) loses his share of the coins, keeps his item', () => {
  const { state, ann, bob } = home();
  state.bigBadDefeated = true;
  state.wentOut = ['bob'];
  // Ann succeeds: Improving Rep 1d6 = 1 (no change); Bob failed: Decreasing Rep 1d6 = 6.
  afterwards(testCtx({ script: [1, 6], answers: ['0'] }), state, { failedCoins: 'lost' });
  assert.equal(state.outcome, 'success');
  assert.deepEqual(state.shares.ann, { bronze: 4, silver: 0, gold: 0 });
  assert.deepEqual(state.shares.bob, { bronze: 0, silver: 0, gold: 0 });
  assert.deepEqual(bob.magic.map((m) => m.id), ['caster-wand']);
  assert.equal(ann.rep, 5);
});

test('41.0/34.3 (issue 25): magic armour taken at 42.0 is worn in place of the armour rolled: an AC 2 Star takes Deflective Armor (AC 4), wears AC 4 and the armour counts', async () => {
  const { uses, wornMagicArmor } = await import('../../src/systems/2hdc/rules/magic/items.ts');
  const { state, ann, bob } = home();
  ann.armor = 2;
  bob.owner = 'ann';
  const deflective: MagicItem = { id: 'deflective-armor', table: 'armor', name: 'Deflective Armor (AC 4)', npcRep: 4, ac: 4 };
  const plate: MagicItem = { id: 'armor-of-protection', table: 'armor', name: 'Armor of Protection (AC 6)', npcRep: 4, ac: 6 };
  state.treasure.magic = [deflective, plate];
  // Ann picks Deflective Armor (0); Bob takes the other (the only one left). Decreasing Rep rolls: 6, 6.
  const ctx = testCtx({ script: [6, 6], answers: ['0'] });
  afterwards(ctx, state);
  assert.equal(ann.armor, 4);
  assert.equal(wornMagicArmor(ann), deflective);
  assert.ok(uses(ann, 'deflective-armor'));
  // Bob (AC 2) wears the AC 6 armour he took.
  assert.equal(bob.armor, 6);
  assert.ok(uses(bob, 'armor-of-protection'));
  assert.ok(ctx.log.some((e) => e.rule === '41.0' && /ann wears Deflective Armor \(AC 4\) in place of his AC 2 armour/.test(e.text)));
});

test('41.0 (ruling): a member who already wears magic armour carries a second one found; he keeps the first on', async () => {
  const { wornMagicArmor } = await import('../../src/systems/2hdc/rules/magic/items.ts');
  const { state, ann } = home();
  const worn: MagicItem = { id: 'armor-of-protection', table: 'armor', name: 'Armor of Protection (AC 4)', npcRep: 4, ac: 4 };
  ann.magic = [worn];
  const plate: MagicItem = { id: 'deflective-armor', table: 'armor', name: 'Deflective Armor (AC 6)', npcRep: 4, ac: 6 };
  state.treasure.magic = [plate];
  afterwards(testCtx({ script: [6, 6], answers: ['0'] }), state);
  assert.equal(ann.armor, 4);
  assert.equal(wornMagicArmor(ann), worn);
  assert.ok(ann.magic.includes(plate));
});
