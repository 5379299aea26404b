/** Ours: making characters in play (`create=N`) by our creation procedure, answered by the player or the bot. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { run } from '../../src/core/engine.ts';
import { createInPlay } from '../../src/systems/3d6/rules/create-in-play.ts';
import { botPolicy } from '../../src/systems/3d6/bots/party.ts';
import { newGame, sixSystem } from '../../src/systems/3d6/index.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { D } from './helpers.ts';

test('create=1: the player picks a role, the 5, 4, 3, a name and the kit; the new character takes the last seat', () => {
  const o = sixOptions.parse({ create: 1, names: ['Odile'] });
  const st = newGame(o);
  const ctx = testCtx({ script: [], answers: ['cleric', 'will', 'vigor', 'fortitude', 'Odile', 'mace', 'none', 'mail', 'buckler', 'mend', 'smite', 'fire-dart', 'warding'] });
  createInPlay(ctx, st, D, o);
  assert.deepEqual(st.party, ['fighter', 'rogue', 'wizard', 'new-1']);
  assert.equal(st.fighters.cleric, undefined);
  const f = st.fighters['new-1']!;
  assert.equal(f.name, 'Odile');
  assert.deepEqual(f.abilities, { fortitude: 3, reflex: 2, will: 5, vigor: 4, luck: 2, charm: 2 });
  assert.equal(f.maxHp, 5 + 3);
  assert.equal(f.maxSp, 5);
  assert.deepEqual(f.weapons, ['mace']);
  assert.equal(f.baseAc, 10 + 3 + 1);
  assert.deepEqual(f.proficiency, { maces: 1 }, 'one group to spend the one level on: not asked');
  assert.deepEqual(f.spells, ['mend', 'smite', 'fire-dart', 'warding']);
  assert.deepEqual(f.items.map((i) => i.id), D.characters.cleric!.items);
  assert.equal(ctx.asked.length, 13);
  assert.deepEqual(ctx.asked[1]!.options.map((x) => x.id), ['fortitude', 'reflex', 'will', 'vigor', 'luck', 'charm']);
  assert.deepEqual(ctx.asked[3]!.options.map((x) => x.id), ['fortitude', 'reflex', 'luck', 'charm']);
  assert.deepEqual(ctx.asked[4]!.options.slice(0, 2).map((x) => x.id), ['Odile', 'Aldric']);
  assert.equal(ctx.asked[9]!.kind, 'create-spell');
  assert.ok(!ctx.asked[10]!.options.some((x) => x.id === 'mend'), 'a spell is chosen once');
});

test('the kit follows our rules: a wizard wears no armour, a large weapon takes no shield, proficiency within the role budget', () => {
  const o = sixOptions.parse({ party: ['fighter'], create: 2 });
  const st = newGame(o);
  const ctx = testCtx({ script: [], answers: ['wizard', 'will', 'reflex', 'vigor', 'Maren', 'staff', 'dagger', 'staves', 'fire-dart', 'slumber', 'mend', 'trip',
    'fighter', 'fortitude', 'reflex', 'vigor', 'Tobin', 'greatsword', 'shortbow', 'plate', 'blades', 'bows'] });
  createInPlay(ctx, st, D, o);
  const w = st.fighters['new-1']!;
  const g = st.fighters['new-2']!;
  assert.deepEqual([w.name, w.baseAc, w.weapons, w.proficiency], ['Maren', 10, ['staff', 'dagger'], { staves: 1 }]);
  assert.deepEqual([g.name, g.baseAc, g.speed, g.proficiency, g.spells], ['Tobin', 16, 3 + 4 - 2, { blades: 1, bows: 1 }, []]);
  assert.ok(!ctx.asked.some((r) => r.kind === 'create-shield' && /Tobin/.test(r.prompt)), 'no shield with a greatsword');
  assert.ok(!ctx.asked.slice(12).some((r) => r.kind === 'create-name' && r.options.some((x) => x.id === 'Maren')), 'a name is used once');
});

test('create=4 makes the whole party; create=5 is refused', () => {
  const o = sixOptions.parse({ create: 4 });
  const st = newGame(o);
  createInPlay(testCtx({ script: [] }), st, D, o);
  assert.deepEqual(st.party, ['new-1', 'new-2', 'new-3', 'new-4']);
  assert.equal(sixOptions.safeParse({ create: 5 }).success, false);
});

test('the bot makes characters for --auto: a role the party lacks, the scores as that role\'s ready-made character has them', () => {
  const o = sixOptions.parse({ party: ['fighter'], create: 1 });
  const st = newGame(o);
  createInPlay(testCtx({ script: [], answers: (req) => botPolicy(req, st) }), st, D, o);
  const f = st.fighters['new-1']!;
  assert.equal(f.role, 'rogue');
  assert.deepEqual(f.abilities, D.characters.rogue!.abilities);
  const kit = D.characters.rogue!;
  assert.deepEqual([f.weapons, f.proficiency, f.baseAc], [kit.weapons, kit.proficiency, 10 + 2]);
  assert.equal(st.creating, undefined);
});

test('a whole game with create=2 played by the bot ends with the made characters, and replays the same', () => {
  const r = run({ system: sixSystem, seed: 3, log: false, options: { create: 2 }, chooser: botPolicy });
  assert.equal(r.status, 'over');
  const st = r.state as ReturnType<typeof newGame>;
  assert.deepEqual(st.party.slice(2, 4), ['new-1', 'new-2']);
  const again = run({ system: sixSystem, seed: 3, log: true, options: { create: 2 }, decisions: r.decisions });
  assert.equal(JSON.stringify(again.state), JSON.stringify(r.state));
});
