/** Ours: wandering monsters while the party rests or sleeps, with scripted dice; the option that turns them off. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { between, wanderers } from '../../src/systems/3d6/rules/dungeon.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { D, pc, stateOf } from './helpers.ts';

const ON = sixOptions.parse({});
const OFF = sixOptions.parse({ wandering: 'off' });

test('the check: a 1 brings wanderers to an hour or a night, a 2 only to a night, 3-6 no one', () => {
  assert.equal(wanderers(testCtx({ script: [3] }), D, true, 1), null);
  assert.equal(wanderers(testCtx({ script: [2] }), D, false, 1), null);
  assert.deepEqual(wanderers(testCtx({ script: [2, 6] }), D, true, 1)?.map((f) => f.name), ['Wolf']);
  assert.deepEqual(wanderers(testCtx({ script: [1, 1] }), D, false, 1)?.map((f) => f.name), ['Giant rat 1', 'Giant rat 2']);
  const ctx = testCtx({ script: [2, 6] });
  wanderers(ctx, D, true, 1);
  assert.ok(ctx.log.some((e) => /^Odds: wanderers during a night's sleep 33% \(1\/3\)/.test(e.text)), ctx.log.map((e) => e.text).join('\n'));
});

test('with wandering off, a rest rolls nothing and heals the full hour', () => {
  const f = pc('fighter', { hp: 2 });
  const ctx = testCtx({ script: [], answers: ['rest', 'on'] });
  assert.equal(between(ctx, stateOf(f), D, OFF, 2), 'on');
  assert.equal(ctx.chance.diceRolled, 0);
  assert.equal(f.hp, 2 + f.abilities.vigor);
});

test('with wandering on, a quiet check lets the hour heal in full', () => {
  const f = pc('fighter', { hp: 2 });
  const ctx = testCtx({ script: [4], answers: ['rest', 'on'] });
  assert.equal(between(ctx, stateOf(f), D, ON, 2), 'on');
  assert.equal(f.hp, 2 + f.abilities.vigor);
});

test('wanderers over a night: half the night heals, a fight follows, and no Wound test that night', () => {
  let seen = 0;
  for (let seed = 1; seed <= 200 && seen < 3; seed++) {
    const f = pc('fighter', { hp: 1, wounds: 1 });
    const st = stateOf(f);
    const ctx = testCtx({ seed, answers: (req) => (req.kind === 'between' ? (st.dungeon.nights ? 'on' : 'sleep') : req.options[0]!.id) });
    const out = between(ctx, st, D, ON, 2);
    if (!ctx.log.some((e) => /interrupt the rest/.test(e.text))) continue;
    seen++;
    assert.ok(ctx.log.some((e) => /rests 4 hours/.test(e.text)), 'half the night heals');
    assert.ok(!ctx.log.some((e) => /to heal a Wound/.test(e.text)), 'no Wound test');
    assert.ok(st.story.some((s) => /the rest after room 1/i.test(s)), st.story.join('\n'));
    assert.equal(out === 'over', st.outcome !== 'playing');
    assert.equal(st.dungeon.nights, 1);
  }
  assert.equal(seen, 3);
});

test("a user's wandering.json (--data) replaces our tables: its check odds and its groups", async () => {
  const { useData } = await import('../../src/systems/3d6/data/sets.ts');
  const { RAW_DEFAULTS } = await import('../../src/systems/3d6/data/index.ts');
  const raw = JSON.parse(JSON.stringify(RAW_DEFAULTS));
  raw.wandering.check = [{ min: 1, max: 3, label: 'busy halls', comes: 'always' }, { min: 4, max: 6, label: 'quiet', comes: 'none' }];
  raw.wandering.groups = [{ min: 1, max: 6, label: 'an ogre', monsters: ['ogre'] }];
  const mine = useData(raw).data;
  const ctx = testCtx({ script: [3, 5] });
  assert.deepEqual(wanderers(ctx, mine, false, 1)?.map((f) => f.name), ['Ogre']);
  assert.ok(ctx.log.some((e) => /^Odds: wanderers during an hour's rest 50% \(1\/2\)/.test(e.text)), ctx.log.map((e) => e.text).join('\n'));
  assert.equal(wanderers(testCtx({ script: [3] }), D, false, 1), null, 'ours: a 3 is quiet');
  const st = stateOf(pc('fighter'));
  const asked = testCtx({ script: [], answers: ['on'] });
  between(asked, st, mine, ON, 2);
  assert.match(asked.asked[0]!.options.find((o) => o.id === 'rest')!.label, /wanderers come on 3 in 6/);
});

test('the sleep option counts the nights left in words that agree: 2 nights, then 1 night', () => {
  const f = pc('fighter', { hp: 2 });
  const st = stateOf(f);
  const labels: string[] = [];
  const ctx = testCtx({ script: [], answers: (req) => {
    if (req.kind === 'between') labels.push(req.options.find((o) => o.id === 'sleep')?.label ?? '');
    return 'on';
  } });
  st.dungeon.nights = 1;
  between(ctx, st, D, OFF, 2);
  st.dungeon.nights = 2;
  between(ctx, st, D, OFF, 2);
  assert.match(labels[0]!, /; 2 nights left\)$/);
  assert.match(labels[1]!, /; 1 night left\)$/);
});
