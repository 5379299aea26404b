/**
 * Damage from traps (37.1.4), falls (37.1.6) and vermin (37.1.7) takes the
 * same path as a shot (23.5): the armour worn as a fight counts it (Hard
 * Shirt, Iron Cloak, the one magic armour worn), then the once-only
 * abilities and Resiliency items, then Star Power (6.3.1 ruling).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { hazardDamage } from '../../src/systems/2hdc/rules/adventure/damage.ts';
import { shotImpact } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import type { MagicItem, MagicItemId } from '../../src/systems/2hdc/state.ts';
import { at, ch } from './helpers.ts';

const armor = (id: MagicItemId, ac: 2 | 4 | 6): MagicItem => ({ id, table: 'armor', name: id, npcRep: 3, ac });
const clothes = (id: MagicItemId): MagicItem => ({ id, table: 'clothes', name: id, npcRep: 3 });
const hero = (ac: 2 | 4 | 6 = 4) => {
  const c = ch('ann', 'Human', 'Warrior', 4, ['S'], ac);
  c.owner = 'ann';
  return c;
};

test('37.1.4 with 29.1.3: an Iron Cloak over AC 4 counts as AC 6: a level 2 trap hits at Impact 1, and a 2 leaves him unhurt', () => {
  const c = hero(4);
  c.magic = [clothes('iron-cloak')];
  assert.equal(hazardDamage(testCtx({ script: [2] }), '37.1.4', c, 2), 'duck-back');
  assert.equal(c.status, 'carry-on');
});

test('37.1.6 with 29.1.3: a Hard Shirt makes an AC 2 wearer count AC 4: a fall stays Impact 4, so a 5 leaves him unhurt', () => {
  const c = hero(2);
  c.magic = [clothes('hard-shirt')];
  assert.equal(hazardDamage(testCtx({ script: [5] }), '37.1.6', c, 4), 'duck-back');
});

test('37.1.7 with 29.1.1: an Armor of Protection carried but not worn does not lower the vermin\'s Impact 1: a 1 is Out of the Fight', () => {
  const c = hero(4);
  c.magic = [armor('armor-of-protection', 6)];
  const ctx = testCtx({ script: [1] });
  assert.equal(hazardDamage(ctx, '37.1.7', c, 1, true), 'out-of-the-fight');
  assert.equal(ctx.chance.revealed, 1, 'the damage die is rolled: the Impact was not cut to 0');
});

test('29.1.1: of two magic armours of the AC worn only the first is worn: Protection and Deflective Armor do not stack (trap and shot alike)', () => {
  const c = hero(4);
  c.magic = [armor('armor-of-protection', 4), armor('deflective-armor', 4)];
  // Level 2 trap: Impact 2 - 1 (the worn Armor of Protection) = 1, so the die is rolled and a 1 kills (both: 0, no roll).
  assert.equal(hazardDamage(testCtx({ script: [1] }), '37.1.4', c, 2), 'obviously-dead');
  const target = at(hero(4), 1, 0, 4);
  target.c.magic = [armor('armor-of-protection', 4), armor('deflective-armor', 4)];
  const shooter = at(ch('elf', 'Elf', 'Shooter', 5, ['B'], 2), 0, 0, 1);
  assert.equal(shotImpact(shooter, target), 1, 'bow Impact 2, one worn armour: 1');
});

test('6.3.1 ruling on hazards: Stout turns the first Out of the Fight from a trap into unhurt (Duck Back), once an adventure', () => {
  const c = ch('dwarf', 'Dwarf', 'Warrior', 4, ['S'], 4);
  assert.ok(c.attributes.includes('Stout'));
  assert.equal(hazardDamage(testCtx({ script: [2] }), '37.1.4', c, 2), 'duck-back');
  assert.equal(c.status, 'carry-on');
  assert.equal(hazardDamage(testCtx({ script: [2] }), '37.1.4', c, 2), 'out-of-the-fight', 'used up');
});

test('6.3.1 ruling on hazards: Hard as Nails and Resilient turn a first Obviously Dead; an Armor of Resiliency worn turns an Out of the Fight', () => {
  const nails = ch('troll', 'Troll', 'Warrior', 4, ['S'], 4);
  nails.attributes = ['Hard as Nails'];
  assert.equal(hazardDamage(testCtx({ script: [1] }), '37.1.6', nails, 4), 'duck-back');
  const resilient = ch('ogre', 'Ogre', 'Warrior', 4, ['S'], 4);
  resilient.attributes = ['Resilient'];
  assert.equal(hazardDamage(testCtx({ script: [1] }), '37.1.6', resilient, 4), 'duck-back');
  const worn = hero(4);
  worn.magic = [armor('armor-of-resiliency', 4)];
  assert.equal(hazardDamage(testCtx({ script: [3] }), '37.1.6', worn, 4), 'duck-back');
  assert.equal(hazardDamage(testCtx({ script: [3] }), '37.1.6', worn, 4), 'duck-back', 'once in each fight: each fall is a new one');
});

test('6.3.1 on hazards: a Star\'s Star Power is rolled on the same path, with its odds shown first', () => {
  const s = ch('star', 'Human', 'Warrior', 4, ['S'], 4, false, true);
  // Fall: Impact 4, a 1 → Obviously Dead; Star Power 4d6: 2, 3 (two levels) → Duck Back (unhurt), 6 loses a die.
  const ctx = testCtx({ script: [1, 2, 3, 5, 6] });
  assert.equal(hazardDamage(ctx, '37.1.6', s, 4), 'duck-back');
  assert.equal(s.starPower, 3);
  assert.ok(ctx.log.some((e) => e.rule === '6.3.1' && e.text.startsWith('Odds (Star Power 4d6)')));
});

test('23.5 log on hazards: the damage roll names the Impact as parts (the level, the armour counted) and the lookup reads the die on that Impact\'s table', () => {
  const c = hero(4);
  c.magic = [clothes('iron-cloak')];
  const ctx = testCtx({ script: [2] });
  hazardDamage(ctx, '37.1.4', c, 2);
  const i = ctx.log.findIndex((e) => e.type === 'roll' && e.rule === '23.5');
  assert.ok(i >= 0);
  assert.match(ctx.log[i]!.text, /^Trap damage on ann \(Impact: dungeon level 2, -1 AC 6 \(AC 4, Iron Cloak\) = 1\): 1d6 \[2\]/);
  const t = ctx.log[i + 1]!;
  assert.ok(t.type === 'table');
  assert.equal(t.name, 'Shooting Damage (Impact 1)');
  assert.equal(t.roll, 2);
  assert.deepEqual(t.parts.map((p) => p.dice), [[2]]);
  assert.equal(t.result, 'Ducks Back');
});

test('23.5 log on hazards: an Impact cut to 0 says why, and nothing is rolled', () => {
  const c = hero(6);
  const ctx = testCtx({ script: [] });
  assert.equal(hazardDamage(ctx, '37.1.7', c, 1, true), 'duck-back');
  assert.equal(ctx.chance.revealed, 0);
  assert.ok(ctx.log.some((e) => e.rule === '23.5' && e.text.startsWith('Impact: vermin 1, -1 AC 6 = 0, too low to harm')));
});
