/**
 * The rulings audit (issue 25): where the chapter allows two readings, the
 * other is an option, its default today's reading. Each test shows the
 * option changes the outcome on the same dice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { restHours } from '../../src/systems/3d6/rules/abilities.ts';
import { attack } from '../../src/systems/3d6/rules/combat/attack.ts';
import { addEffect } from '../../src/systems/3d6/rules/combat/effects.ts';
import { D, fightOf, monster, O, pc } from './helpers.ts';

test('Brace: a set weapon\'s +2 damage on any hit next turn by default; with brace=charger only on a foe who charged', () => {
  const defaults = sixOptions.parse({});
  assert.equal(defaults.brace, 'any-hit');
  const dealt: number[] = [];
  for (const brace of ['any-hit', 'charger'] as const) {
    const s = pc('spearman');
    const g = monster('ogre', { x: 3, y: 3 }, { id: 'o1', name: 'Ogre' });
    const st = fightOf([s], [g]);
    s.pos = { x: 2, y: 3 };
    g.pos = { x: 3, y: 3 };
    addEffect(st.fight!, s, { kind: 'set', amount: 2 }, s.side, 1);
    const w = D.weapons[s.weapons.find((id) => D.weapons[id]!.set)!]!;
    const hp = g.hp;
    const r = attack(testCtx({ script: [5, 5, 4] }), st, s, g, w, { ...O, brace });
    assert.ok(r.hit);
    dealt.push(hp - g.hp);
  }
  assert.equal(dealt[0]! - dealt[1]!, 2, `any-hit ${dealt[0]}, charger ${dealt[1]}`);
});

test('natural healing starts at 0 HP by default; with healing=below-zero an hour of rest heals from below 0', () => {
  assert.equal(sixOptions.parse({}).healing, 'zero');
  const a = pc('fighter', { hp: -2, condition: 'unconscious' });
  const b = pc('fighter', { hp: -2, condition: 'unconscious' });
  restHours(testCtx({}), a, 1, 'zero');
  restHours(testCtx({}), b, 1, 'below-zero');
  assert.equal(a.hp, -2);
  assert.equal(b.hp, -2 + b.abilities.vigor);
});
