/** 32.3 Using Items: one item in use at a time; switching weapons takes a whole activation. Scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { sideActs } from '../../src/systems/2hdc/rules/combat/actions.ts';
import { isShooter } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import { meleeDice } from '../../src/systems/2hdc/rules/combat/melee.ts';
import type { Character, Profession, Weapon } from '../../src/systems/2hdc/state.ts';
import { at, ch, state } from './helpers.ts';

function person(id: string, profession: Profession, rep: number, weapons: Weapon[]): Character {
  const c = ch(id, 'Human', profession, rep, weapons, 4);
  c.attributes = [];
  return c;
}

test('32.3 example: Sir Billy spends his activation switching from crossbow to sword, is charged and wins the melee', () => {
  const billy = at(person('billy', 'Shooter', 5, ['CB', 'S']), 0, 0, 1);
  const orc = at(person('orc', 'Warrior', 4, ['S']), 1, 0, 2);
  const st = state([billy, orc], 1); // the Orc's side won the Charge into Melee Test: +1d6 in melee
  assert.equal(meleeDice(st, billy, orc, true), 4, 'crossbow in hand: unarmed in melee, Rep 5 -1d6; the sword is not used for free');
  const ctx = testCtx({ script: [] });
  sideActs(ctx, st, 0);
  assert.equal(ctx.asked[0]!.kind, 'switch');
  assert.equal(ctx.asked[0]!.rule, '32.3');
  assert.equal(ctx.asked[0]!.options[0]!.id, 'switch', 'switching is the first (sensible) option');
  assert.equal(billy.hand, 'S');
  assert.equal(billy.done, true, 'the switch took his whole activation');
  assert.equal(ctx.chance.revealed, 0, 'no melee this activation');
  assert.equal(meleeDice(st, billy, orc, true), 5, 'sword in hand: Rep 5d6');
  // The Orc charges: 4 +1 Charge = 5d6, no success; Billy 5d6 [1,1,6,6,6] = 2: Impact 2, Billy rolls 2: Out of the Fight.
  const script = [6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 2];
  const enemy = testCtx({ script });
  sideActs(enemy, st, 1);
  assert.equal(orc.c.status, 'out-of-the-fight');
  assert.equal(billy.c.status, 'carry-on');
  assert.equal(enemy.chance.revealed, script.length);
});

test('32.3 keeping the missile weapon in melee: he attacks unarmed (-1d6) at once', () => {
  const billy = at(person('billy', 'Shooter', 5, ['CB', 'S']), 0, 0, 1);
  const orc = at(person('orc', 'Warrior', 4, ['S']), 1, 0, 2);
  const st = state([billy, orc], 1);
  // Billy 4d6 [1,1,1,6] = 3 against the Orc 5d6 (Rep 4 +1 Charge) all 6; Impact 3, damage 3: Out of the Fight.
  const script = [1, 1, 1, 6, 6, 6, 6, 6, 6, 3];
  const ctx = testCtx({ script, answers: (r) => (r.kind === 'switch' ? 'keep' : r.options[0]!.id) });
  sideActs(ctx, st, 0);
  assert.equal(billy.hand, null);
  assert.equal(orc.c.status, 'obviously-dead', 'Out of the Fight, then dispatched where he lies (23.7)');
  assert.equal(ctx.chance.revealed, script.length, '4d6 for Billy: unarmed');
});

test('32.3 a Shooter with nothing to shoot at switches to a sword among his items; then he is no Shooter until he switches back', () => {
  const archer = at(person('archer', 'Shooter', 4, ['B']), 0, 1, 0);
  archer.c.items.push({ kind: 'weapon', name: 'Sword', weapon: 'S' });
  const friend = at(person('friend', 'Warrior', 4, ['S']), 0, 0, 3);
  friend.dazzled = true; // forfeits this activation (28.5) but keeps the Orc in melee
  const orc = at(person('orc', 'Warrior', 4, ['S']), 1, 0, 4);
  const st = state([archer, friend, orc], 0);
  // The Orc is in melee with the friend and nobody shoots into a melee: the archer has no target.
  const ctx = testCtx({ script: [] });
  sideActs(ctx, st, 0);
  assert.equal(ctx.asked.length, 1);
  assert.equal(ctx.asked[0]!.kind, 'switch');
  assert.equal(archer.hand, 'S');
  assert.equal(isShooter(archer), false, 'with the sword in use he charges like a Non-Shooter');
  // Next activation the friend has fled and the Orc stands in the open: he is offered to switch back, keeping the sword first.
  friend.c.status = 'fled';
  friend.x = -1;
  friend.y = -1;
  orc.x = 1;
  orc.y = 5;
  const back = testCtx({ script: [], answers: (r) => (r.kind === 'switch' ? 'switch' : r.options[0]!.id) });
  sideActs(back, st, 0);
  assert.equal(back.asked[0]!.kind, 'switch');
  assert.equal(back.asked[0]!.options[0]!.id, 'keep');
  assert.equal(archer.hand, null);
  assert.equal(isShooter(archer), true);
  assert.equal(back.chance.revealed, 0, 'switching back took the activation: no shot');
});

test('32.3 a Shooter with no melee weapon is not asked and fights unarmed', () => {
  const archer = at(person('archer', 'Shooter', 4, ['B']), 0, 0, 1);
  const orc = at(person('orc', 'Warrior', 4, ['S']), 1, 0, 2);
  const st = state([archer, orc], 1);
  // Archer 3d6 (unarmed) [1,1,6] = 2 against 5d6 all 6; damage 2.
  const ctx = testCtx({ script: [1, 1, 6, 6, 6, 6, 6, 6, 2] });
  sideActs(ctx, st, 0);
  assert.equal(ctx.asked.length, 0);
  assert.equal(orc.c.status, 'obviously-dead', 'Out of the Fight, then dispatched (23.7)');
});
