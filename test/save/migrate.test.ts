/** Older saves: format 1 is read through a numbered migration (src/save/migrate.ts); newer or unknown formats are refused clearly. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { toJsonLines } from '../../src/core/events.ts';
import { hashState, makeSave, parseSave, SAVE_FORMAT } from '../../src/save/save.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { load, refusal } from './helpers.ts';

/** A save as format 1 wrote it: signed seed, the final state's hash, no history hash. */
function formatOne(seed: number) {
  const r = autoplay(cardsSystem, seed, { player: 'Old' });
  return { format: SAVE_FORMAT, version: 1, system: 'cards', options: r.options, seed, dice: 'seeded', decisions: r.decisions, physical: [], status: r.status, stateHash: hashState(r.state) };
}

test('a format-1 save loads through migration 1 and replays to the same game; its negative seed becomes the same seed unsigned', async () => {
  const old = formatOne(-5);
  const { save, result } = await load(JSON.stringify(old));
  assert.equal(save.version, 2);
  assert.equal(save.seed, 4294967291);
  assert.equal(save.historyHash, null);
  const direct = run({ system: cardsSystem, options: old.options, seed: -5, decisions: old.decisions, log: false });
  assert.equal(hashState(result.state), hashState(direct.state));
  // Saved again, it is written in the current format with a history hash.
  const again = makeSave(cardsSystem, result, save.seed, 'seeded', []);
  assert.equal(again.version, 2);
  assert.match(again.historyHash ?? '', /^[0-9a-f]{64}$/);
  await load(again);
});

test('a format-1 save is still checked by its state hash and strict keys', async () => {
  const old = formatOne(9);
  assert.match(await refusal({ ...old, stateHash: '0'.repeat(64) }), /state hash differs/);
  assert.match(await refusal({ ...old, historyHash: '0'.repeat(64) }), /invalid save: Unrecognized key: "historyHash"/);
  assert.match(await refusal({ ...old, seed: 2 ** 33 }), /invalid save: seed/);
});

test('formats this program does not read are refused by name', async () => {
  const s = formatOne(1);
  assert.match(await refusal({ ...s, version: 7 }), /format 7, made by a newer version of dungeon-crawl/);
  assert.match(await refusal({ ...s, version: 0 }), /format 0 is not one this program reads/);
  assert.match(await refusal({ ...s, version: '1' }), /version: "1" is not a format version/);
  assert.throws(() => parseSave('[]'), /holds no JSON object/);
});

test('the same seed as format 2 writes it: replays are identical for s and s + 2^32 wrapping', () => {
  const a = run({ system: cardsSystem, seed: 4294967291, decisions: [], chooser: cardsSystem.bot, log: true });
  const b = run({ system: cardsSystem, seed: -5, decisions: [], chooser: cardsSystem.bot, log: true });
  assert.equal(toJsonLines(a.events.slice(1)), toJsonLines(b.events.slice(1)));
});
