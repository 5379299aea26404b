import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionFields } from '../../src/server/options-form.ts';
import { loadSystem } from '../../src/systems/registry.ts';

test('new-game form: a whole number that may be left empty is a number field marked nullable (DW mapSeed), a plain number is not', async () => {
  const dw = optionFields(await loadSystem('dungeon-world'));
  const mapSeed = dw.find((f) => f.key === 'mapSeed')!;
  assert.equal(mapSeed.kind, 'integer');
  assert.equal(mapSeed.nullable, true);
  assert.equal(mapSeed.default, null);
  const spawnDice = dw.find((f) => f.key === 'spawnDice')!;
  assert.equal(spawnDice.kind, 'integer');
  assert.equal(spawnDice.nullable, undefined);
  // An object that may be null stays a JSON field.
  const party = optionFields(await loadSystem('exploration')).find((f) => f.key === 'party')!;
  assert.equal(party.kind, 'json');
});
