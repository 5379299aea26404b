/**
 * Older saves: format 2 is read through a numbered migration (src/save/migrate.ts)
 * once its history hash is checked by format 2's own formula; format 1, which had
 * no history hash, is refused (issue 22: a save set back to format 1 loaded with a
 * changed option or decision); newer or unknown formats are refused clearly.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run, type GameSystem } from '../../src/core/engine.ts';
import { hashHistoryV2 } from '../../src/save/hash.ts';
import { hashState, makeSave, parseSave, SAVE_FORMAT } from '../../src/save/save.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { load, refusal } from './helpers.ts';

/** A save as format 2 wrote it (before rules versions): no `rules`, format 2's history hash. */
function formatTwo(seed: number, system: GameSystem = cardsSystem, options: Record<string, unknown> = { player: 'Old' }) {
  const r = autoplay(system, seed, options);
  const body = { format: SAVE_FORMAT, version: 2, system: system.id, options: r.options, seed, dice: 'seeded' as const, decisions: r.decisions, physical: [], status: r.status, stateHash: hashState(r.state) };
  return { ...body, historyHash: hashHistoryV2(body) };
}

test('a format-2 save loads through migration 2, as rules version 1, and replays to the same game', async () => {
  const old = formatTwo(5);
  const { save, result, continued } = await load(JSON.stringify(old));
  assert.equal(save.version, 3);
  assert.equal(save.rules, 1);
  assert.equal(continued, undefined);
  assert.match(save.historyHash ?? '', /^[0-9a-f]{64}$/);
  assert.notEqual(save.historyHash, old.historyHash, 'sealed again by format 3\'s formula');
  const direct = run({ system: cardsSystem, options: old.options, seed: 5, decisions: old.decisions, log: false });
  assert.equal(hashState(result.state), hashState(direct.state));
  const again = makeSave(cardsSystem, result, save.seed, 'seeded', []);
  assert.equal(again.version, 3);
  assert.equal(again.rules, cardsSystem.rulesVersion);
  await load(again);
});

test('a format-2 save edited by hand is refused by format 2\'s history hash before it is migrated', async () => {
  const old = formatTwo(9, twoHourSystem, {});
  assert.ok(old.decisions.length > 2);
  const other = { ...old, decisions: old.decisions.slice(0, -1) };
  assert.match(await refusal(other), /history hash differs/);
  assert.match(await refusal({ ...old, options: { ...old.options, style: 'campaign' } }), /history hash differs/);
  assert.match(await refusal({ ...old, rules: 1 }), /invalid save: Unrecognized key: "rules"/);
});

test('format 1 is refused, edited or not: a save set back to format 1 without its history hash does not load', async () => {
  const old = formatTwo(9, twoHourSystem, {});
  const { historyHash: _, ...noHash } = old;
  // The downgrades that issue 22 found accepted: a changed option or decision, with the state unchanged.
  for (const edit of [noHash, { ...noHash, options: { ...noHash.options, player: 'Someone' } }, { ...noHash, decisions: noHash.decisions.slice(0, -1) }]) {
    assert.match(await refusal({ ...edit, version: 1 }), /format 1, which carries no history hash/);
  }
  const three = makeSave(cardsSystem, autoplay(cardsSystem, 3, {}), 3, 'seeded', []);
  const { historyHash: __, rules: ___, ...bare } = three;
  assert.match(await refusal({ ...bare, version: 1 }), /format 1, which carries no history hash/);
});

test('formats this program does not read are refused by name', async () => {
  const s = formatTwo(1);
  assert.match(await refusal({ ...s, version: 7 }), /format 7, made by a newer version of dungeon-crawl \(this one reads formats 2 to 3\)/);
  assert.match(await refusal({ ...s, version: 0 }), /format 0 is not one this program reads/);
  assert.match(await refusal({ ...s, version: '1' }), /version: "1" is not a format version/);
  assert.throws(() => parseSave('[]'), /holds no JSON object/);
});

test('issue 22: golden saves set back to format 1 without their history hash, each with an option or decision changed, are all refused', async () => {
  const { goldenSaves } = await import('../support/golden.ts');
  const { readFileSync } = await import('node:fs');
  let tried = 0;
  for (const id of ['2hdc', 'dungeon-world', '3d6', 'cards', 'exploration']) {
    for (const f of goldenSaves(id)) {
      const s = JSON.parse(readFileSync(f.path, 'utf8')) as Record<string, unknown> & { options: Record<string, unknown>; decisions: string[] };
      const { historyHash: _, ...bare } = s;
      const key = Object.keys(s.options)[0]!;
      const edits: Record<string, unknown>[] = [
        { ...bare, options: { ...s.options, [key]: s.options[key] === 'x' ? 'y' : 'x' } },
        { ...bare, decisions: s.decisions.slice(0, -1) },
        { ...bare, decisions: [...s.decisions.slice(1)] },
      ];
      for (const e of edits) {
        assert.match(await refusal({ ...e, version: 1 }), /format 1, which carries no history hash/);
        tried++;
      }
    }
  }
  assert.ok(tried >= 60, `${tried} downgraded edits tried`);
});
