/** Issue item 5: a 2HDC campaign's carried band is validated completely, so the rules only meet well-formed characters. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions } from '../../src/core/engine.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { campaignOptions, load, refusal, seededSave } from './helpers.ts';

const options = campaignOptions();
const save = seededSave(twoHourSystem, 11, 3, options);
type Member = Record<string, unknown>;
const band = (options.campaign as { band: Member[] }).band;

function withMember(edit: (m: Member) => void, k = 0) {
  const b = JSON.parse(JSON.stringify(band)) as Member[];
  edit(b[k]!);
  return { ...save, options: { ...save.options, campaign: { ...(save.options.campaign as object), band: b } } };
}

test('the carried band of a real campaign passes the schema and loads', async () => {
  assert.deepEqual(parseOptions(twoHourSystem, options).campaign.band, band);
  await load(save);
});

test('junk in a carried character is refused by the schema, naming the field', async () => {
  const cases: [(m: Member) => void, RegExp][] = [
    [(m) => (m.rep = 'x'), /campaign\.band\.0\.rep: Invalid input: expected number/],
    [(m) => (m.rep = 1e9), /campaign\.band\.0\.rep: Too big/],
    [(m) => delete m.weapons, /campaign\.band\.0\.weapons/],
    [(m) => (m.weapons = 'S'), /campaign\.band\.0\.weapons/],
    [(m) => (m.weapons = ['laser']), /campaign\.band\.0\.weapons\.0/],
    [(m) => (m.race = 'Dragon'), /campaign\.band\.0\.race/],
    [(m) => (m.attributes = ['Flying']), /campaign\.band\.0\.attributes\.0/],
    [(m) => (m.professions = []), /campaign\.band\.0\.professions: Too small/],
    [(m) => (m.id = '__proto__'), /campaign\.band\.0\.id: not a usable id/],
    [(m) => (m.name = 'A\u001b[2JB'), /campaign\.band\.0\.name: control or invisible characters/],
    [(m) => (m.coins = { bronze: -1, silver: 0, gold: 0 }), /campaign\.band\.0\.coins\.bronze: Too small/],
    [(m) => (m.magic = [{ id: 'dancing-sword', table: 'potion', name: 'Dancing Sword', npcRep: 4 }]), /campaign\.band\.0\.magic\.0\.table: the item is not on that table/],
    [(m) => (m.items = Array(40).fill({ kind: 'other', name: 'rope' })), /campaign\.band\.0\.items: Too big/],
    [(m) => (m.extra = 1), /campaign\.band\.0: Unrecognized key: "extra"/],
    [(m) => (m.owner = 'Stranger'), /campaign\.band\.0\.owner: belongs to no player/],
    [(m) => (m.bigBad = true), /campaign\.band\.0\.bigBad/],
  ];
  for (const [edit, pattern] of cases) assert.match(await refusal(withMember(edit)), new RegExp(`^invalid save: option ${pattern.source}`));
  assert.match(await refusal(withMember((m) => (m.id = band[0]!.id), 1)), /campaign\.band\.1\.id: two band members share this id/);
  const deep = JSON.stringify(withMember((m) => (m.attributes = '@@'))).replace('"@@"', '['.repeat(50_000) + ']'.repeat(50_000));
  assert.match(await refusal(deep), /campaign\.band\.0\.attributes/);
});

test('the CLI path (parseOptions) refuses the same junk before a game starts', () => {
  assert.throws(() => parseOptions(twoHourSystem, { ...options, campaign: { band: [{ ...band[0], rep: 'NaN' }], adventures: 1 } }), /^Error: option campaign\.band\.0\.rep/);
});
