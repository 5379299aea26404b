/** Our data (schema-checked, cross-checked), the derived numbers, creation, and the abilities' other uses. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { BadData, parseData, RAW_DEFAULTS } from '../../src/systems/3d6/data/index.ts';
import { canBurnLuck, burnLuck, hirelingObeys, maxHenchmen, randomTarget, restHours } from '../../src/systems/3d6/rules/abilities.ts';
import { createCharacter } from '../../src/systems/3d6/rules/characters.ts';
import { D, monster, pc } from './helpers.ts';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

test('data: the defaults parse; at least four ready-made characters, twelve spells and twelve monsters', () => {
  assert.ok(Object.keys(D.characters).length >= 4);
  assert.ok(Object.keys(D.spells).length >= 12);
  assert.ok(Object.keys(D.monsters).length >= 12);
  for (const role of ['fighter', 'rogue', 'wizard', 'cleric']) assert.ok(Object.values(D.characters).some((c) => c.role === role), role);
});

test('data: a wrong shape, an unknown key, a missing weapon or too much proficiency is refused in one line', () => {
  const bad = (edit: (r: any) => void, msg: RegExp) => {
    const r = clone(RAW_DEFAULTS) as any;
    edit(r);
    assert.throws(() => parseData(r), (e: Error) => e instanceof BadData && msg.test(e.message) && !e.message.includes('\n'));
  };
  bad((r) => (r.weapons.weapons[0].size = 'huge'), /size/);
  bad((r) => (r.armour.armour[0].colour = 'red'), /colour|key/i);
  bad((r) => (r.characters.characters[0].weapons = ['laser']), /no weapon "laser"/);
  bad((r) => (r.characters.characters[0].proficiency = { blades: 3 }), /3 proficiency levels, a level 1 fighter has 2/);
  bad((r) => (r.bestiary.monsters[0].spells = ['wish']), /no spell "wish"/);
  bad((r) => (r.spells.spells[2].bands = [2, 1]), /bands widen/);
  bad((r) => r.weapons.weapons.push(clone(r.weapons.weapons[0])), /used twice/);
});

test('derived numbers: HP 5 + Fortitude per level, SP Will per level for casters, Speed 3 + Reflex less armour, AC 10 + armour + shield', () => {
  const f = pc('fighter'); // Fortitude 5, Reflex 3, chain (+4, -1 Speed), shield (+2)
  assert.deepEqual([f.maxHp, f.maxSp, f.speed, f.baseAc], [10, 0, 5, 16]);
  const w = pc('wizard'); // Fortitude 2, Will 5, Reflex 4, no armour
  assert.deepEqual([w.maxHp, w.maxSp, w.speed, w.baseAc], [7, 5, 7, 10]);
  const c = pc('cleric'); // mail +3 -1, shield +2
  assert.deepEqual([c.maxHp, c.maxSp, c.speed, c.baseAc], [9, 5, 4, 15]);
});

test('creation: the standard array spread one score each, proficiency within the role budget', () => {
  const ok = createCharacter({ id: 'new', name: 'Nim', role: 'rogue', abilities: { fortitude: 2, reflex: 5, will: 3, vigor: 2, luck: 4, charm: 2 }, armour: 'leather', shield: null, weapons: ['dagger'], proficiency: { blades: 2 }, spells: [], items: [] });
  assert.equal(typeof ok, 'object');
  assert.match(createCharacter({ id: 'new', name: 'Nim', role: 'rogue', abilities: { fortitude: 6, reflex: 5, will: 3, vigor: 2, luck: 4, charm: 2 }, armour: null, shield: null, weapons: ['dagger'], proficiency: {}, spells: [], items: [] }) as string, /standard array|spread/);
  assert.match(createCharacter({ id: 'new', name: 'Nim', role: 'wizard', abilities: { fortitude: 2, reflex: 5, will: 3, vigor: 2, luck: 4, charm: 2 }, armour: null, shield: null, weapons: ['dagger'], proficiency: { blades: 2 }, spells: [], items: [] }) as string, /has 1 proficiency/);
  assert.match(createCharacter({ id: 'new', name: 'Nim', role: 'fighter', abilities: { fortitude: 2, reflex: 5, will: 3, vigor: 2, luck: 4, charm: 2 }, armour: null, shield: null, weapons: ['dagger'], proficiency: {}, spells: ['mend'], items: [] }) as string, /casts no spells/);
});

test('Vigor: HP and SP come back at Vigor an hour up to the maximum; healing to 1 HP wakes; below 0 nothing heals', () => {
  const w = pc('wizard', { hp: 0, sp: 1, condition: 'unconscious' }); // Vigor 3, max 7 HP, 5 SP
  restHours(testCtx({}), w, 1);
  assert.deepEqual([w.hp, w.sp, w.condition], [3, 4, 'up']);
  restHours(testCtx({}), w, 5);
  assert.deepEqual([w.hp, w.sp], [7, 5]);
  const d = pc('fighter', { hp: -2, condition: 'unconscious', wounds: 1 });
  restHours(testCtx({}), d, 3);
  assert.deepEqual([d.hp, d.condition, d.wounds], [-2, 'unconscious', 1]);
});

test('Luck: each candidate rolls 1d6 + Luck and the lowest is the target; a tie rolls again among the tied', () => {
  const a = pc('rogue'); // Luck 4
  const b = pc('fighter'); // Luck 2
  assert.equal(randomTarget(testCtx({ script: [1, 4] }), [a, b], 'for the trap').name, a.name); // 5 vs 6
  assert.equal(randomTarget(testCtx({ script: [1, 3, 6, 2] }), [a, b], 'for the trap').name, b.name); // 5 vs 5 tie, then 6+4=10 vs 2+2=4
});

test('Luck: a level can be burnt down to 1, never below', () => {
  const f = pc('fighter'); // Luck 2
  assert.equal(canBurnLuck(f), true);
  burnLuck(testCtx({}), f, 'death');
  assert.equal(f.abilities.luck, 1);
  assert.equal(canBurnLuck(f), false);
  assert.equal(canBurnLuck(monster('orc')), false);
});

test('Charm: henchmen at most Charm; a hireling obeys a dangerous order on a Charm Feat', () => {
  const c = pc('cleric'); // Charm 2
  assert.equal(maxHenchmen(c), 2);
  assert.equal(hirelingObeys(testCtx({ script: [1, 2, 3] }), c, 'moderate', 'open the door'), true);
  assert.equal(hirelingObeys(testCtx({ script: [1, 2, 3] }), c, 'high', 'open the door'), false);
});
