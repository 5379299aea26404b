/** Combat: Initiative with scripted dice: totals, ties broken by the high, middle and low die, a complete tie rolled again. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { compareInitiative, rollInitiative } from '../../src/systems/3d6/rules/combat/initiative.ts';

test('the higher total acts first', () => {
  assert.equal(rollInitiative(testCtx({ script: [6, 5, 4, 1, 2, 3] }), 'Ann'), 'party');
  assert.equal(rollInitiative(testCtx({ script: [1, 2, 3, 6, 5, 4] }), 'Ann'), 'foes');
});

test('a tie compares the high die, then the middle, then the low', () => {
  assert.ok(compareInitiative([6, 1, 3], [5, 4, 1]) > 0); // 10 vs 10, high 6 > 5
  assert.ok(compareInitiative([5, 4, 1], [5, 3, 2]) > 0); // high equal, middle 4 > 3
  assert.equal(compareInitiative([2, 4, 4], [4, 2, 4]), 0);
});

test('a complete tie is rolled again', () => {
  const ctx = testCtx({ script: [2, 4, 4, 4, 2, 4, 1, 1, 1, 6, 6, 6] });
  assert.equal(rollInitiative(ctx, 'Ann'), 'foes');
  assert.equal(ctx.chance.diceRolled, 12);
});
