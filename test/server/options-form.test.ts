import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOptions } from '../../src/core/engine.ts';
import { optionFields } from '../../src/server/options-form.ts';
import type { OptionField } from '../../src/server/api-types.ts';
import { loadSystem } from '../../src/systems/registry.ts';

const SYSTEMS = ['cards', '2hdc', '3d6', 'exploration', 'dungeon-world'];

test('new-game form: a whole number that may be left empty is a number field marked nullable (DW mapSeed), a plain number is not', async () => {
  const dw = optionFields(await loadSystem('dungeon-world'));
  const mapSeed = dw.find((f) => f.key === 'mapSeed')!;
  assert.equal(mapSeed.kind, 'integer');
  assert.equal(mapSeed.nullable, true);
  assert.equal(mapSeed.default, null);
  const spawnDice = dw.find((f) => f.key === 'spawnDice')!;
  assert.equal(spawnDice.kind, 'integer');
  assert.equal(spawnDice.nullable, undefined);
  assert.deepEqual([spawnDice.min, spawnDice.max], [0, 6]);
});

test('new-game form: every option of the five systems has a real control named in words; none is a JSON box', async () => {
  const walk = (fs: OptionField[], where: string): void => {
    for (const f of fs) {
      assert.ok(['enum', 'boolean', 'integer', 'text', 'list', 'records'].includes(f.kind), `${where} ${f.key}: ${f.kind}`);
      assert.doesNotMatch(f.label, /\b[a-z]+[A-Z]|\b[a-z0-9]+-[a-z0-9]/, `${where} ${f.key}: its label "${f.label}" is in words`);
      if (f.kind === 'enum') assert.ok(f.choices?.length && f.choices.every((c) => c.label !== ''), `${where} ${f.key}: a select with its choices`);
      if (f.kind === 'records') walk(f.fields ?? [], `${where} ${f.key}.`);
    }
  };
  for (const id of SYSTEMS) walk(optionFields(await loadSystem(id)), id);
});

test('new-game form: lists are builders; their item choices are what the server accepts', async () => {
  const six = await loadSystem('3d6');
  const party = optionFields(six).find((f) => f.key === 'party')!;
  assert.equal(party.kind, 'list');
  assert.deepEqual([party.min, party.max], [1, 4]);
  // Every choice the form offers is a party the server takes.
  for (const c of party.choices!) assert.deepEqual((parseOptions(six, { party: [c.value] }) as { party: string[] }).party, [c.value]);
  assert.match(party.choices!.find((c) => c.value === 'wizard')!.about!, /Fire Dart/);

  const ex = await loadSystem('exploration');
  const xp = optionFields(ex).find((f) => f.key === 'party')!;
  assert.equal(xp.kind, 'list');
  assert.equal(xp.nullable, true);
  assert.equal(xp.choicesBy!.key, 'adventure');
  for (const [adventure, choices] of Object.entries(xp.choicesBy!.choices)) for (const c of choices) parseOptions(ex, { adventure, party: [c.value] });

  const two = await loadSystem('2hdc');
  const fields = optionFields(two);
  assert.equal(fields.find((f) => f.key === 'players')!.kind, 'list');
  const stars = fields.find((f) => f.key === 'stars')!;
  assert.equal(stars.kind, 'records');
  const race = stars.fields!.find((f) => f.key === 'race')!;
  assert.equal(race.kind, 'enum');
  assert.match(race.choices!.find((c) => c.value === 'Dwarf')!.about!, /Out of the Fight/);
  for (const c of race.choices!) parseOptions(two, { stars: [{ race: c.value }] });
  assert.deepEqual(stars.fields!.find((f) => f.key === 'rep')!.min, 3);

  const dw = await loadSystem('dungeon-world');
  const dwf = optionFields(dw);
  const heroes = dwf.find((f) => f.key === 'heroes')!;
  assert.equal(heroes.choicesFrom, 'custom');
  for (const c of heroes.choices!) parseOptions(dw, { heroes: [c.value] });
  const custom = dwf.find((f) => f.key === 'custom')!;
  const abilities = custom.fields!.find((f) => f.key === 'abilities')!;
  for (const c of abilities.choices!) parseOptions(dw, { custom: [{ id: 'mine', name: 'Mine', abilities: [c.value] }], heroes: ['mine'] });
});
