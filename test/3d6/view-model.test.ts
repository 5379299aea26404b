/** The browser's data for 3d6: the sheets carry Luck and what ails a fighter; the fight says who is choosing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sixViewModel } from '../../src/systems/3d6/view/view-model.ts';
import { monster, pc, stateOf } from './helpers.ts';

test('sheets show Luck and states, and the fight names the fighter choosing', () => {
  const f = pc('fighter', { prone: true, bleeding: 2 });
  const g = monster('goblin', { x: 3, y: 1 }, { stunned: 1 });
  const st = stateOf(f, g);
  st.fight = { width: 8, height: 6, round: 2, turns: { party: 1, foes: 1 }, acting: 'party', actor: f.id, luckPick: null, fighterIds: [f.id, g.id], outcome: 'on' };
  const m = sixViewModel(st, { kind: 'player', name: 'Test' } as never);
  assert.equal(m.party[0]!.luck, f.abilities.luck);
  assert.deepEqual(m.party[0]!.states, ['prone', 'bleeding 2']);
  assert.equal(m.fight!.actor, f.id);
  assert.deepEqual(m.fight!.fighters[1]!.states, ['stunned 1']);
  assert.deepEqual(m.fight!.fighters[1]!.pos, { x: 3, y: 1 });
});
