/** The exact odds logged before the rolls that are not tests: trap damage, the piercing critical's extra d6, healing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import type { Ctx } from '../../src/core/engine.ts';
import { attack, piercingOdds } from '../../src/systems/3d6/rules/combat/attack.ts';
import { doAction } from '../../src/systems/3d6/rules/combat/actions.ts';
import { newFight } from '../../src/systems/3d6/rules/combat/fight.ts';
import { springTrap } from '../../src/systems/3d6/rules/dungeon.ts';
import { castSpell } from '../../src/systems/3d6/rules/magic.ts';
import { keptAmountOdds } from '../../src/systems/3d6/rules/odds.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { D, monster, O, pc, stateOf } from './helpers.ts';
import { action } from './action-id.ts';

/** The index of the first odds line matching `re`, checked to come before the log's roll labelled `label`. */
function oddsBefore(ctx: Ctx, re: RegExp, label: RegExp): string {
  const log = ctx.log!;
  const i = log.findIndex((e) => /^Odds:/.test(e.text) && re.test(e.text));
  const r = log.findIndex((e) => e.type === 'roll' && label.test(e.text));
  assert.ok(i >= 0 && r >= 0 && i < r, log.map((e) => e.text).join('\n'));
  return log[i]!.text;
}

test('kept-die amounts: the exact distribution of 3×6 keeping a die, plus a bonus', () => {
  const mid = keptAmountOdds('middle', 1);
  assert.deepEqual(mid.outcomes, [2, 3, 4, 5, 6, 7]);
  assert.deepEqual(mid.exact(2), { num: 2n, den: 27n }); // middle 1: 16/216
  assert.deepEqual(keptAmountOdds('highest').exact(6), { num: 91n, den: 216n });
  assert.deepEqual(keptAmountOdds('lowest').exact(1), { num: 91n, den: 216n });
});

test("the piercing critical's d6: the chance it reaches a vital spot is P(d6 ≥ HP)", () => {
  assert.deepEqual(piercingOdds(3), { num: 2n, den: 3n });
  assert.deepEqual(piercingOdds(6), { num: 1n, den: 6n });
  assert.deepEqual(piercingOdds(7), { num: 0n, den: 1n });
  assert.deepEqual(piercingOdds(0), { num: 1n, den: 1n });
  const a = pc('spearman');
  const t = monster('orc', { x: 1, y: 0 }, { hp: 9 });
  const ctx = testCtx({ script: [6, 6, 1, 3] }); // 6 damage → 3 HP; then the d6
  attack(ctx, stateOf(a, t), a, t, D.weapons.spear!, O);
  assert.match(oddsBefore(ctx, /piercing critical/, /Piercing critical/), /at 3 HP.* 67% \(2\/3\)/);
});

test('a trap: the chance its damage drops the victim, and each amount, before the damage roll', () => {
  const f = pc('fighter', { hp: 3 });
  const ctx = testCtx({ script: [1, 1, 6, 6, 6, 2, 3, 3] }); // a pit; Luck picks the only one; the Moderate Reflex Feat fails (middle 6); damage
  springTrap(ctx, stateOf(f), sixOptions.parse({}));
  // A pit keeps the middle die: 3 or more drops a character at 3 HP: 1 - P(middle ≤ 2) = 1 - 56/216 = 20/27.
  assert.match(oddsBefore(ctx, /the pit against/, /Damage from the pit/), /74% \(20\/27\).*damage 1: 7% \(2\/27\)/);
  assert.equal(f.hp, 0);
});

test('healing by a spell and by an item: the chance to wake or to reach full HP, and each amount, before the roll', () => {
  const cl = pc('cleric');
  const f = pc('fighter', { hp: 0, condition: 'unconscious' });
  const ctx = testCtx({ script: [2, 5, 6] });
  castSpell(ctx, stateOf(cl, f), cl, D.spells.mend!, [f], null, O);
  assert.match(oddsBefore(ctx, /Mend on .* at 0\/10/, /Mend/), /wakes them.* 100%/);
  const g = pc('fighter');
  g.hp = g.maxHp - 4;
  const st = stateOf(g, monster('goblin', { x: 6, y: 0 }));
  st.fight = newFight(st, [g.id], [st.fighters['goblin-1']!]);
  const idx = g.items.findIndex((it) => it.id === 'draught');
  g.items[idx]!.ready = true;
  const ctx2 = testCtx({ script: [3, 3, 3] });
  doAction(ctx2, st, D, g, action(`use:${idx}:self`), O);
  // The draught heals the middle die + 1: 4 or more needs the middle ≥ 3: 1 - 56/216 = 20/27.
  assert.match(oddsBefore(ctx2, /healing draught on/, /Healing draught/), /back to full HP 74% \(20\/27\); heals 2: 7% \(2\/27\)/);
});
