/** Issue item 1: a save's rule options are part of the game; edited or unknown ones are refused. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions } from '../../src/core/engine.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { load, refusal, seededSave } from './helpers.ts';

test('an unfinished save with an option flipped is refused, though its state so far is the same', async () => {
  const save = seededSave(cardsSystem, 7, 1);
  assert.equal(save.status, 'decision');
  assert.equal(save.options.spellsCanMiss, true);
  await load(save); // the save as written loads
  assert.match(await refusal({ ...save, options: { ...save.options, spellsCanMiss: false } }), /history hash differs/);
  assert.match(await refusal({ ...save, options: { ...save.options, ties: 'monster' } }), /history hash differs/);
});

test('2hdc: maxTurns 400 changed to 10 in an unfinished save is refused', async () => {
  const save = seededSave(twoHourSystem, 5, 6);
  assert.equal(save.status, 'decision');
  assert.equal(save.options.maxTurns, 400);
  assert.match(await refusal({ ...save, options: { ...save.options, maxTurns: 10 } }), /history hash differs/);
});

test('an option key with one corrupted byte is refused by name, not dropped for its default', async () => {
  const save = seededSave(cardsSystem, 7, 1, { spellsCanMiss: false });
  const text = JSON.stringify(save).replace('"spellsCanMiss"', '"spellsCanMiss\\u0001"');
  const m = await refusal(text);
  assert.match(m, /unknown rule option "spellsCanMiss\\x01" for cards; its options are: player, character, difficulty/);
  const removed: Record<string, unknown> = { ...save.options };
  delete removed.spellsCanMiss;
  assert.match(await refusal({ ...save, options: removed }), /history hash differs/);
});

test('a key the options do not know is refused at every level, with the keys that exist', () => {
  assert.throws(() => parseOptions(cardsSystem, { dificulty: 'hardcore' }), /unknown rule option "dificulty" for cards; its options are: .*difficulty/);
  assert.throws(() => parseOptions(twoHourSystem, { campaign: { band: [], adventures: 0, bnad: [] } }), /option campaign: Unrecognized key: "bnad"/);
  assert.throws(() => parseOptions(twoHourSystem, { stars: [{ race: 'Elf', rpe: 5 }] }), /option stars\.0: Unrecognized key: "rpe"/);
  assert.deepEqual(parseOptions(cardsSystem, { difficulty: 'hardcore' }).difficulty, 'hardcore');
});

test('options with their keys reordered still load the same game', async () => {
  const save = seededSave(cardsSystem, 7, 1);
  const reordered = Object.fromEntries(Object.entries(save.options).reverse());
  const a = await load({ ...save, options: reordered });
  assert.equal(a.result.decisions.length, save.decisions.length);
});
