/** The game master's side (ours): monster tactics with their reasons, the order its side acts in, and bleeding stopped by First Aid on oneself. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { option, MECHANICS } from '../../src/core/request.ts';
import { testCtx } from '../../src/core/testing.ts';
import { foesOrder, mechanicsPolicy, mechanicsWhy, plan } from '../../src/systems/3d6/bots/game-master.ts';
import { doAction } from '../../src/systems/3d6/rules/combat/actions.ts';
import { newFight } from '../../src/systems/3d6/rules/combat/fight.ts';
import { legalActions } from '../../src/systems/3d6/rules/combat/options.ts';
import type { Fighter } from '../../src/systems/3d6/state.ts';
import { D, monster, O, pc, stateOf } from './helpers.ts';
import { action } from './action-id.ts';

function fight(party: Fighter[], foes: Fighter[]) {
  const st = stateOf(...party, ...foes);
  st.fight = newFight(st, party.map((p) => p.id), foes);
  return st;
}

test('focus the wounded: a goblin attacks the most hurt foe in reach, and says why', () => {
  const a = pc('fighter');
  const b = pc('rogue', { hp: 2 });
  const g = monster('goblin');
  const st = fight([a, b], [g]);
  [a.pos, b.pos, g.pos] = [{ x: 4, y: 3 }, { x: 4, y: 4 }, { x: 5, y: 3 }];
  const p = plan(st, D, g, legalActions(st, D, g, false));
  assert.equal(p.id, `attack:${b.id}:shortsword`);
  assert.match(p.reason, /focus the wounded: Wren has 2 of 8 HP/);
});

test('flee when beaten: past its share of the side down, a monster runs for its edge', () => {
  const a = pc('fighter');
  const g1 = monster('goblin');
  const g2 = { ...monster('goblin'), id: 'goblin-2', name: 'Goblin 2', condition: 'dead' as const };
  const g3 = { ...monster('goblin'), id: 'goblin-3', name: 'Goblin 3', condition: 'dead' as const };
  const st = fight([a], [g1, g2, g3]);
  const p = plan(st, D, g1, legalActions(st, D, g1, false));
  assert.ok(p.id === 'leave' || p.id === 'move:exit', p.id);
  assert.match(p.reason, /flee when beaten: 2 of 3/);
});

test('protect the casters: a cult guard guards its adept when a foe can reach the adept', () => {
  const f = pc('fighter');
  const guard = monster('bodyguard');
  const adept = { ...monster('cultist'), id: 'cultist-1' };
  const st = fight([f], [guard, adept]);
  [f.pos, guard.pos, adept.pos] = [{ x: 5, y: 3 }, { x: 8, y: 3 }, { x: 8, y: 4 }];
  const p = plan(st, D, guard, legalActions(st, D, guard, false));
  assert.equal(p.id, `guard:${adept.id}`);
  assert.match(p.reason, /protect the casters/);
});

test('charging the braced: an orc (chargeBraced false) closes in rather than charge a braced foe; a wolf charges', () => {
  const f = pc('fighter');
  const orc = monster('orc');
  const st = fight([f], [orc]);
  [f.pos, orc.pos] = [{ x: 1, y: 3 }, { x: 7, y: 3 }]; // beyond its thrown spear's range
  doAction(testCtx({}), st, D, f, action('brace'), O);
  const opts = legalActions(st, D, orc, false);
  assert.ok(opts.some((o) => o.id.startsWith('charge:')));
  const p = plan(st, D, orc, opts);
  assert.equal(D.monsters.orc!.tactics.chargeBraced, false);
  assert.equal(p.id, `move:${f.id}`);
  assert.match(p.reason, /braced, so no charge/);
  const t = { ...orc.tactics!, chargeBraced: true };
  const q = plan(st, D, { ...orc, tactics: t }, opts);
  assert.match(q.id, /^charge:/);
  assert.match(q.reason, /charges although it is braced/);
});

test("the side's order: casters, then shooters, then the nearest; asked of the policy with its reason in the log", () => {
  const f = pc('fighter');
  const g = monster('goblin');
  const arch = { ...monster('goblin-archer'), id: 'archer-1' };
  const sham = { ...monster('orc-shaman'), id: 'shaman-1' };
  const st = fight([f], [g, arch, sham]);
  assert.deepEqual(foesOrder(st, [g.id, arch.id, sham.id]).ids, [sham.id, arch.id, g.id]);
  const req = { who: MECHANICS, rule: 'Combat', kind: 'foe-order', prompt: '', options: [g.id, arch.id].map((x) => option(x)) };
  assert.equal(mechanicsPolicy(req, st), arch.id);
  assert.match(mechanicsWhy(req, arch.id, st) ?? '', /Goblin archer acts next: casters first, then shooters/);
  st.fight!.actor = g.id;
  const act = { who: MECHANICS, rule: 'Combat: Actions', kind: 'action', prompt: '', options: legalActions(st, D, g, false) };
  assert.match(mechanicsWhy(act, mechanicsPolicy(act, st), st) ?? '', /^Goblin: /);
});

test('slashing bleeding is stopped only by First Aid on oneself, offered even when knocked down', () => {
  const f = pc('fighter', { bleeding: 3, prone: true });
  const st = fight([f], [monster('orc')]);
  assert.ok(legalActions(st, D, f, false).some((o) => o.id === 'aid:self'));
  doAction(testCtx({}), st, D, f, action('aid:self'), O);
  assert.equal(f.bleeding, 0);
});
