/** The bestiary and the premade heroes as data: all of the book's entries, checked by the schema, and a user's replacement refused with the path of what is wrong. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BadData, DEFAULT_DATA, parseData, RAW_DEFAULTS, kindOf } from '../../src/systems/dungeon-world/data/index.ts';

test('all 16 bestiary entries and all 14 premade heroes are there', () => {
  assert.equal(RAW_DEFAULTS.bestiary.monsters.length, 16);
  assert.equal(RAW_DEFAULTS.heroes.heroes.length, 14);
});

test('stat lines read as the book prints them', () => {
  const troll = kindOf(DEFAULT_DATA, 'troll');
  assert.deepEqual([troll.movement, troll.attacks, troll.armour, troll.wounds], [3, 6, 6, 4]);
  assert.deepEqual(troll.abilities, ['regenerate', 'charge-attack']);
  const dragon = kindOf(DEFAULT_DATA, 'dragon');
  assert.deepEqual(dragon.shooting, { dice: 8, range: 19 });
  assert.ok(!dragon.abilities.includes('fly'), 'the dragon cannot fly in a dungeon');
  const patrol = kindOf(DEFAULT_DATA, 'skeleton-patrol');
  assert.deepEqual(patrol.shooting, { dice: 2, range: 7 });
  assert.equal(patrol.species, 'skeleton');
  assert.equal(kindOf(DEFAULT_DATA, 'skeleton-warrior').shooting, null);
  assert.deepEqual(kindOf(DEFAULT_DATA, 'wraith').oneOf, ['control-enemy', 'multi-shot']);
  assert.ok(kindOf(DEFAULT_DATA, 'slime').throughDoors);
  assert.deepEqual(kindOf(DEFAULT_DATA, 'mage').immune, ['fire']);
  assert.deepEqual(kindOf(DEFAULT_DATA, 'wood-elf').shootToHit, { open: 4, cover: 5 });
  assert.deepEqual(kindOf(DEFAULT_DATA, 'warmage').shooting, { dice: 5, range: 5 });
  assert.equal(kindOf(DEFAULT_DATA, 'front-line-warrior').attacks, 8);
});

test('every spawning table kind is in the bestiary', async () => {
  const { SPAWNING_TABLE } = await import('../../src/systems/dungeon-world/tables/spawning.ts');
  for (const r of SPAWNING_TABLE.rows) assert.ok(DEFAULT_DATA.monsters[r.result.kind], r.result.kind);
});

test('a bad replacement is refused in one line naming the path', () => {
  const bad = structuredClone(RAW_DEFAULTS) as any;
  bad.bestiary.monsters[2].armour = 9;
  assert.throws(() => parseData(bad), (e: Error) => e instanceof BadData && /bestiary\.monsters\.2\.armour/.test(e.message));
  const twice = structuredClone(RAW_DEFAULTS) as any;
  twice.heroes.heroes[1].id = twice.heroes.heroes[0].id;
  assert.throws(() => parseData(twice), /used twice/);
  const odd = structuredClone(RAW_DEFAULTS) as any;
  odd.heroes.heroes[0].abilities.push('laser-eyes');
  assert.throws(() => parseData(odd), /heroes\.heroes\.0\.abilities/);
});

test('a user may replace the data with their own models', () => {
  const mine = structuredClone(RAW_DEFAULTS) as any;
  mine.heroes.heroes = [{ id: 'conan', name: 'Barbarian', movement: 5, attacks: 9, shooting: null, armour: 5, wounds: 9, abilities: ['berserk-attack'], notes: ['A solo hero.'] }];
  const d = parseData(mine);
  assert.deepEqual(Object.keys(d.heroes), ['conan']);
});
