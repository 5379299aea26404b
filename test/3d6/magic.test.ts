/** Magic with scripted dice: the book's Burning Hands example (our Flame Fan has the same three bands), single targets, misses, SP, healing, conditions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { bandAt, bandTotals, castSpell, spellOdds } from '../../src/systems/3d6/rules/magic.ts';
import { newFight } from '../../src/systems/3d6/rules/combat/fight.ts';
import { D, monster, O, pc, stateOf } from './helpers.ts';

test("the book's example: a 5th-level caster rolling 5, 1, 4 reads 10 at the centre, 9 in the middle band, 6 at the fringe", () => {
  assert.deepEqual(bandTotals([5, 1, 4], 5), { strong: 10, moderate: 9, weak: 6 });
});

test('Flame Fan on five monsters: two at the centre, one in the middle band, two at the fringe, each against Reflex + level', () => {
  const wiz = pc('wizard', { level: 5, sp: 10 });
  // Giant spiders: Reflex 5, level 2 → 7; 9 HP each.
  const at = (x: number, y: number, i: number) => ({ ...monster('spider', { x, y }), id: `s${i}`, name: `Spider ${i}` });
  const foes = [at(6, 3, 1), at(6, 4, 2), at(7, 3, 3), at(8, 3, 4), at(8, 5, 5)];
  const st = stateOf(wiz, ...foes);
  st.fight = newFight(st, [wiz.id], foes);
  foes.forEach((f, i) => (f.pos = [{ x: 6, y: 3 }, { x: 6, y: 3 }, { x: 7, y: 3 }, { x: 8, y: 3 }, { x: 8, y: 5 }][i]!));
  foes[1]!.pos = { x: 6, y: 3 }; // two share the centre for the test's sake (distance 0)
  wiz.pos = { x: 1, y: 3 };
  const s = D.spells['flame-fan']!;
  assert.deepEqual([0, 1, 2, 3].map((d) => bandAt(s, d)), ['strong', 'moderate', 'weak', null]);
  castSpell(testCtx({ script: [5, 1, 4] }), st, wiz, s, [], { x: 6, y: 3 }, O);
  // Centre 10 ≥ 7: the high die 5 as damage; middle 9 ≥ 7: the middle die 4; fringe 6 < 7: half of the low die 1 = 0.
  assert.deepEqual(foes.map((f) => f.hp), [4, 4, 5, 9, 9]);
  assert.equal(wiz.sp, 10 - s.sp);
});

test('a single-target spell: kept die + level against ability + level; a "half" spell still deals half on a miss', () => {
  const wiz = pc('wizard');
  const orc = monster('orc', { x: 3, y: 0 }); // Reflex 3, level 2 → 5
  const st = stateOf(wiz, orc);
  castSpell(testCtx({ script: [1, 4, 6] }), st, wiz, D.spells['fire-dart']!, [orc], null, O); // middle 4 + 1 = 5: hit, 4 damage
  assert.equal(orc.hp, 6);
  castSpell(testCtx({ script: [1, 3, 3] }), st, wiz, D.spells['frost-lance']!, [orc], null, O); // high 3 + 1 = 4 < 5: half of 3 + 1 = 2
  assert.equal(orc.hp, 4);
  assert.deepEqual(spellOdds('moderate', 1, 5), { num: 1n, den: 2n });
});

test('conditions and healing: Slumber puts to sleep until damage wakes; Mend heals the kept die + 1 and wakes at 1 HP', () => {
  const wiz = pc('wizard');
  const g = monster('goblin', { x: 3, y: 0 });
  const st = stateOf(wiz, g);
  st.fight = newFight(st, [wiz.id], [g]);
  castSpell(testCtx({ script: [3, 3, 3] }), st, wiz, D.spells.slumber!, [], g.pos, O); // 3 + 1 ≥ 2 + 1
  assert.deepEqual([g.asleep, g.stunned], [true, 3]);
  const cl = pc('cleric');
  const f = pc('fighter', { hp: 0, condition: 'unconscious', wounds: 1 });
  castSpell(testCtx({ script: [2, 5, 6] }), stateOf(cl, f), cl, D.spells.mend!, [f], null, O); // middle 5 + 1
  assert.deepEqual([f.hp, f.condition, f.wounds, cl.sp], [6, 'up', 1, 4]);
});
