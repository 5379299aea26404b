import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/core/engine.ts';
import { toJsonLines } from '../../src/core/events.ts';
import { BadSave, hashState, loadSave, makeSave, writeSave } from '../../src/save/save.ts';
import { coinSystem } from '../fixtures/coin.ts';

const resolve = async (id: string) => {
  if (id === 'coin') return coinSystem;
  throw new Error(`unknown system "${id}"`);
};
const dir = mkdtempSync(join(tmpdir(), 'dc-save-'));

function saved(decisions: string[], name: string, dice: 'seeded' | 'physical' = 'seeded', physical: (number[] | string)[] = []): string {
  const r = run({ system: coinSystem, seed: 99, dice, decisions, physical });
  const f = join(dir, name);
  writeSave(f, makeSave(coinSystem, r, 99, dice, physical));
  return f;
}

async function refusal(text: string): Promise<string> {
  const f = join(dir, `bad-${Math.abs(hashCode(text))}.json`);
  writeFileSync(f, text);
  try {
    await loadSave(f, true, resolve);
  } catch (e) {
    assert.ok(e instanceof BadSave, `expected BadSave, got ${e}`);
    assert.ok(!(e as Error).message.includes('\n'), 'one line');
    return (e as Error).message;
  }
  assert.fail('the save was accepted');
}

function hashCode(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

test('save → load replays to the identical state (same hash) and the same log', async () => {
  const decisions = ['B', 'tails', 'heads'];
  const live = run({ system: coinSystem, seed: 99, decisions });
  const f = saved(decisions, 'mid.json');
  const { result, save } = await loadSave(f, true, resolve);
  assert.equal(save.status, 'decision');
  assert.equal(hashState(result.state), hashState(live.state));
  assert.equal(toJsonLines(result.events), toJsonLines(live.events));
  const over = saved(['B', 'tails', 'heads', 'stop'], 'over.json');
  const l2 = await loadSave(over, true, resolve);
  assert.equal(l2.result.status, 'over');
});

test('a physical-dice save keeps its entries and replays them', async () => {
  const f = saved(['A', 'heads', 'heads', 'heads'], 'phys.json', 'physical', [[3], [4], [2], 'AH']);
  const { result } = await loadSave(f, true, resolve);
  assert.equal(result.status, 'over');
  assert.deepEqual(result.state.flips, [3, 4, 2]);
  assert.equal(result.state.score, 2 + 1);
});

test('corrupted, truncated and hand-edited saves are refused with one clear line', async () => {
  const good = readFileSync(saved(['B', 'tails', 'heads'], 'edit.json'), 'utf8');
  const obj = JSON.parse(good);
  assert.match(await refusal(good.slice(0, good.length / 2)), /truncated or not JSON/);
  assert.match(await refusal('{}'), /invalid save: format/);
  assert.match(await refusal(JSON.stringify({ ...obj, version: 4 })), /format 4, made by a newer version/);
  assert.match(await refusal(JSON.stringify({ ...obj, version: 0 })), /invalid save: version: format 0/);
  assert.match(await refusal(JSON.stringify({ ...obj, seed: 'x' })), /invalid save: seed/);
  assert.match(await refusal(JSON.stringify({ ...obj, extra: 1 })), /invalid save/);
  assert.match(await refusal(JSON.stringify({ ...obj, seed: 100 })), /state hash differs/);
  assert.match(await refusal(JSON.stringify({ ...obj, rules: 7 })), /rules version 7 of Coin Quest \(test fixture\), made by a newer version/);
  assert.match(await refusal(JSON.stringify({ ...obj, decisions: ['B', 'sideways', 'heads'] })), /decision 2 "sideways" is not a legal answer/);
  assert.match(await refusal(JSON.stringify({ ...obj, decisions: ['B', 'tails', 'heads', 'stop'] })), /replays to "over"/);
  assert.match(await refusal(JSON.stringify({ ...obj, system: 'chess' })), /unknown system "chess"/);
  assert.match(await refusal(JSON.stringify({ ...obj, stateHash: 'abc' })), /stateHash/);
  assert.match(await refusal(JSON.stringify({ ...obj, dice: 'physical', physical: [[8]] })), /a d6 shows 1 to 6, not 8/);
  await assert.rejects(loadSave(join(dir, 'missing.json'), true, resolve), /no such file/);
});
