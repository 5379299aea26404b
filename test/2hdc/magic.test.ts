import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { rollMagicItem } from '../../src/systems/2hdc/rules/api.ts';
import { usable, npcMagicItems } from '../../src/systems/2hdc/rules/magic/items.ts';
import { meleeDice, meleeImpact } from '../../src/systems/2hdc/rules/combat/melee.ts';
import { shotImpact } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { drinkPotions } from '../../src/systems/2hdc/rules/magic/potions.ts';
import { cast } from '../../src/systems/2hdc/rules/magic/spells.ts';
import { at, ch, state } from './helpers.ts';

test('3.5 example: a potion found with a 3 on 1/2d6 can be used twice', () => {
  const ctx = testCtx({ script: [1, 1, 3] });
  const p = rollMagicItem(ctx, 'potion');
  assert.equal(p.id, 'potion-of-rage');
  assert.equal(p.uses, 2);
});

test('29.1.1 armour: first die the AC, the next two added the effect', () => {
  const ctx = testCtx({ script: [6, 2, 2] });
  const a = rollMagicItem(ctx, 'armor');
  assert.equal(a.ac, 6);
  assert.equal(a.id, 'armor-of-protection');
});

test('29.1.2 Talisman Rep 2 + 1/2d6; 29.1.4 True Arrows 3 + 1/2d6', () => {
  const t = rollMagicItem(testCtx({ script: [2, 2, 6] }), 'castingTool');
  assert.equal(t.id, 'talisman-of-restoration');
  assert.equal(t.rep, 5);
  const a = rollMagicItem(testCtx({ script: [3, 3, 1] }), 'weapon');
  assert.equal(a.id, 'true-arrows');
  assert.equal(a.uses, 4);
});

test('29.3 NPC magic items: Grunt on a 1; 1d6 + Rep 4 = 10 → Armor', () => {
  const g = ch('g', 'Orc', 'Warrior', 4, ['S'], 2);
  assert.equal(npcMagicItems(testCtx({ script: [2] }), g).length, 0);
  const items = npcMagicItems(testCtx({ script: [1, 6, 1, 3, 3] }), g);
  assert.deepEqual(items.map((i) => i.table), ['armor']);
  const bb = ch('b', 'Troll', 'Warrior', 6, ['2S'], 6);
  bb.bigBad = true;
  assert.equal(npcMagicItems(testCtx({ script: [3, 1, 2, 2] }), bb).length, 1, '1d6+6=7 → Clothes');
});

test('29.3.1 an NPC below the minimum Rep cannot use the item; Casting tools only for Casters', () => {
  const g = ch('g', 'Goblin', 'Warrior', 3, ['S'], 2);
  const sword = { id: 'sword-of-rage' as const, table: 'weapon' as const, name: 'Sword of Rage', npcRep: 4 };
  g.magic.push(sword);
  assert.equal(usable(g, sword), false);
  g.rep = 4;
  assert.equal(usable(g, sword), true);
  const wand = { id: 'caster-wand' as const, table: 'castingTool' as const, name: 'Caster Wand', npcRep: 3 };
  assert.equal(usable(g, wand), false);
});

test('Sword of Rage +1d6 in melee; Armor of Protection -1 Impact; Deflective Armor -1 shot Impact; only the one armour worn counts', () => {
  const a = at(ch('a', 'Human', 'Warrior', 4, ['S'], 4), 0, 0, 3);
  const b = at(ch('b', 'Human', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  const st = state([a, b], 1);
  const before = meleeDice(st, a, b, false);
  a.c.magic.push({ id: 'sword-of-rage', table: 'weapon', name: 'Sword of Rage', npcRep: 4 });
  assert.equal(meleeDice(st, a, b, false), before + 1);
  b.c.magic.push({ id: 'armor-of-protection', table: 'armor', name: 'Armor of Protection', npcRep: 3, ac: 4 });
  assert.equal(meleeImpact(a, b, 2), 1);
  const s = at(ch('s', 'Human', 'Shooter', 4, ['B'], 2), 0, 1, 1);
  b.c.magic = [{ id: 'deflective-armor', table: 'armor', name: 'Deflective Armor', npcRep: 3, ac: 4 }];
  assert.equal(shotImpact(s, b), 1);
  // One suit is worn: a second magic armour of the same AC is only carried, so the two never stack.
  b.c.magic.push({ id: 'armor-of-protection', table: 'armor', name: 'Armor of Protection', npcRep: 3, ac: 4 });
  assert.equal(shotImpact(s, b), 1);
});

test('29.2 an NPC hands a potion it cannot use to a friend it helps', () => {
  const orc = at(ch('orc', 'Orc', 'Warrior', 4, ['S'], 2), 1, 0, 4);
  const gob = at(ch('gob', 'Goblin', 'Warrior', 4, ['S'], 2), 1, 1, 4);
  orc.c.magic.push({ id: 'potion-of-rage', table: 'potion', name: 'Potion of Rage', npcRep: 3, uses: 1 });
  drinkPotions(testCtx({ script: [] }), state([orc, gob]), 1);
  assert.equal(gob.rage, true);
  assert.equal(orc.c.magic.length, 0);
});

test('28.2.2/28.6 (ruling): a Defend spell wards off a Damage spell, using one of its three shooting attacks', () => {
  // Rep 4 Caster passes 2d6 (1, 2): Rep targets; the Defended Orc is untouched, the other takes the hit (damage 1: Obviously Dead).
  const ctx = testCtx({ script: [1, 2, 1] });
  const caster = at(ch('fisher', 'Human', 'Caster', 4, ['S'], 2), 0, 1, 1);
  const warded = at(ch('orc1', 'Orc', 'Warrior', 4, ['S'], 2), 1, 0, 4);
  const bare = at(ch('orc2', 'Orc', 'Warrior', 4, ['S'], 2), 1, 1, 4);
  warded.defendShots = 3;
  const st = state([caster, warded, bare], 0, 4);
  cast(ctx, st, caster, 'damage', [warded, bare]);
  assert.equal(warded.c.status, 'carry-on');
  assert.equal(warded.defendShots, 2);
  assert.equal(bare.c.status, 'obviously-dead');
  assert.equal(ctx.chance.revealed, 3, 'one damage die only');
});

test('28.6 option defendVsDamage pass-2: like a shield against a shot, a Defend spell stops a Damage spell cast with pass 1 only', () => {
  const caster = at(ch('fisher', 'Human', 'Caster', 4, ['S'], 2), 0, 1, 1);
  const warded = at(ch('orc1', 'Orc', 'Warrior', 4, ['S'], 2), 1, 0, 4);
  warded.defendShots = 3;
  const st = state([caster, warded], 0, 4);
  st.opts.defendVsDamage = 'pass-2';
  cast(testCtx({ script: [1, 6] }), st, caster, 'damage', [warded]); // pass 1: half Rep (2) targets, warded off
  assert.equal(warded.c.status, 'carry-on');
  cast(testCtx({ script: [1, 2, 1] }), st, caster, 'damage', [warded]); // pass 2: it hits anyway
  assert.equal(warded.c.status, 'obviously-dead');
  assert.equal(warded.defendShots, 1);
});
