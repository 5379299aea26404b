/** Issue item 4: a save's size, lists and strings are bounded; every failure is the one-line refusal. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, ftruncateSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BadSave, loadSave, parseSave } from '../../src/save/save.ts';

// The bounds of src/save/schema.ts, written out so this test also runs against code without them.
const MAX_SAVE_BYTES = 1024 * 1024;
const MAX_DECISIONS = 50_000;
const MAX_PHYSICAL = 100_000;
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { physicalSave, refusal, seededSave } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'dc-bounds-'));

async function fileRefusal(f: string): Promise<string> {
  try {
    await loadSave(f, false);
  } catch (e) {
    assert.ok(e instanceof BadSave, String(e));
    return (e as Error).message;
  }
  assert.fail('accepted');
}

test('a 50 MB save is refused from its size alone, before it is read', async () => {
  const f = join(dir, 'huge.json');
  const fd = openSync(f, 'w');
  ftruncateSync(fd, 50 * 1024 * 1024); // a sparse file: 50 MB long, cheap to make
  closeSync(fd);
  assert.match(await fileRefusal(f), /huge\.json" is too large for a save \(52428800 bytes; at most 1048576\)/);
  assert.throws(() => parseSave(' '.repeat(MAX_SAVE_BYTES + 1)), /too large/);
});

test('a folder or a file that is not UTF-8 is refused in one line', async () => {
  const sub = join(dir, 'a-folder.json');
  mkdirSync(sub);
  assert.match(await fileRefusal(sub), /it is a folder, not a save/);
  const bin = join(dir, 'bin.json');
  writeFileSync(bin, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
  assert.match(await fileRefusal(bin), /not UTF-8 text/);
});

test('a huge player name is refused by the schema, not by a crash while hashing', async () => {
  const save = seededSave(twoHourSystem, 3, 2);
  assert.match(await refusal({ ...save, options: { ...save.options, players: ['x'.repeat(500_000)] } }), /option players\.0: Too big/);
  const cards = seededSave(cardsSystem, 3, 1);
  assert.match(await refusal({ ...cards, options: { ...cards.options, player: 'x'.repeat(500_000) } }), /option player: Too big/);
});

test('every list and string of the save itself is bounded', async () => {
  const save = seededSave(cardsSystem, 3, 1);
  assert.match(await refusal({ ...save, decisions: Array(MAX_DECISIONS + 1).fill('1') }), /invalid save: decisions: Too big/);
  assert.match(await refusal({ ...save, decisions: ['x'.repeat(10_000)] }), /invalid save: decisions\.0: Too big/);
  const phys = physicalSave(cardsSystem, 3, 3);
  assert.match(await refusal({ ...phys, physical: Array(MAX_PHYSICAL + 1).fill('QH') }), /invalid save: physical: Too big/);
  assert.match(await refusal({ ...phys, physical: [...phys.physical, Array(1000).fill(1)] }), /invalid save: physical\.\d+/);
  assert.match(await refusal({ ...phys, physical: [...phys.physical, 'queen of hearts'] }), /invalid save: physical\.\d+/);
  assert.match(await refusal({ ...save, system: 'x'.repeat(5000) }), /invalid save: system/);
  const manyKeys = Object.fromEntries(Array.from({ length: 100 }, (_, k) => [`k${k}`, k]));
  assert.match(await refusal({ ...save, options: manyKeys }), /invalid save: options: at most 64 rule options/);
});

test('deeply nested junk in the options is refused in one line', async () => {
  const save = seededSave(cardsSystem, 3, 1);
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  const text = JSON.stringify({ ...save, options: { ...save.options, player: '@@' } }).replace('"@@"', deep);
  assert.match(await refusal(text), /option player: Invalid input: expected string/);
});
