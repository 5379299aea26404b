/**
 * A system may give state fields that were added as a game went a fixed
 * place from the start (GameSystem.lateFields, for speed): saves made before
 * recorded their state hash with those fields in the order they came, and
 * still load (save/hash.ts stateMatches).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashState, stateMatches } from '../../src/save/hash.ts';
import { parseSave, replaySave } from '../../src/save/save.ts';

test('a state hash matches its fields moved to the end in another order only for the late fields named', () => {
  const before = { a: 1, b: { c: 2 }, late2: 'x', late1: 3 };
  const hash = hashState(before);
  const now = { a: 1, b: { c: 2 }, late1: 3, late2: 'x' };
  assert.notEqual(hashState(now), hash);
  assert.ok(stateMatches(now, hash, ['late1', 'late2']));
  assert.ok(!stateMatches(now, hash), 'with no late fields named, the key order counts');
  assert.ok(!stateMatches({ b: { c: 2 }, a: 1, late1: 3, late2: 'x' }, hash, ['late1', 'late2']), 'the other fields keep their order');
  assert.ok(!stateMatches({ ...now, late1: 4 }, hash, ['late1', 'late2']), 'a value changed is still refused');
  // Undefined fields are not in the JSON: a fixed place left empty changes nothing.
  assert.ok(stateMatches({ a: 1, b: { c: 2 }, late3: undefined, late2: 'x', late1: 3 }, hash, ['late1', 'late2', 'late3']));
});

test("a Dungeon World save made when a state's resurrections and target were added as they came still loads", async () => {
  // Seed 19, Drake's Vault with the wizards, 380 bot decisions: a hero was brought back before anyone's Control Enemy.
  const text = readFileSync(new URL('../fixtures/saves/dw-resurrection-then-target.json', import.meta.url), 'utf8');
  const save = parseSave(text);
  const { result } = await replaySave(save, false);
  const keys = Object.keys(result.state as object);
  assert.ok(keys.indexOf('target') < keys.indexOf('resurrections'), 'the state now holds target before resurrections');
  assert.notEqual(hashState(result.state), save.stateHash, 'so its JSON differs from the one recorded');
  assert.equal(result.status, save.status);
});
