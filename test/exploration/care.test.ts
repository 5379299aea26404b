/** Issue 25 item 12: with 3d6, a character's ACT may heal someone hurt in the same room (a healing spell, a draught); the bot does so for the fallen and the badly hurt. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { adventureOf } from '../../src/systems/exploration/data/index.ts';
import { chooseAct } from '../../src/systems/exploration/bots/party.ts';
import { actOptions, type Act } from '../../src/systems/exploration/rules/turn.ts';
import { giveCare } from '../../src/systems/exploration/rules/care.ts';
import type { Option } from '../../src/core/request.ts';
import { play } from './helpers.ts';

test('the cleric heals Gorren, down in the same room, as an ACT; healed to 1 HP or more he is up again', () => {
  const r = play({}, ['explore'], []);
  const st = r.state;
  const d = adventureOf(st);
  const gorren = st.characters.find((c) => c.id === 'gorren')!;
  const hale = st.characters.find((c) => c.id === 'hale')!;
  const before = actOptions(d, st, hale, true).map((o) => o.id);
  assert.ok(!before.some((id) => id.startsWith('mend:')), 'no one hurt: no healing offered');
  const g6 = st.six!.fighters.gorren!;
  g6.hp = 0;
  g6.condition = 'unconscious';
  gorren.condition = 'down';
  const opts = actOptions(d, st, hale, true) as Option<Act>[];
  const mend = opts.find((o) => o.id.startsWith('mend:hale:') && o.id.endsWith(':gorren'));
  assert.ok(mend, opts.map((o) => o.id).join(' '));
  assert.equal(chooseAct(opts), mend.id, 'the bot heals the fallen first');
  const ctx = testCtx({ script: [4, 4, 4] });
  giveCare(ctx, st, (mend.value as Extract<Act, { kind: 'care' }>).care);
  assert.ok(g6.hp >= 1);
  assert.equal(gorren.condition, 'up');
});
