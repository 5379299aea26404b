/**
 * `RunInput.lenient` (a save of older rules continued under new ones,
 * save/continue.ts): recorded decisions and entries are used while each is
 * legal where it is asked; the run stops at the first that is not, asking
 * anew, and leaves the rest unused; a plain run still refuses them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { coinSystem } from '../fixtures/coin.ts';

test('a lenient run stops at the first recorded decision that is no longer an option and asks it anew', () => {
  const decisions = ['A', 'heads', 'sideways', 'tails'];
  assert.throws(() => run({ system: coinSystem, seed: 1, decisions }), /decision 3 "sideways" is not a legal answer/);
  const r = run({ system: coinSystem, seed: 1, decisions, lenient: true });
  assert.equal(r.status, 'decision');
  assert.deepEqual(r.decisions, ['A', 'heads']);
  assert.equal(r.request!.rule, 'C2');
  // Decisions left over at the end are left unused too.
  const over = run({ system: coinSystem, seed: 1, options: { rounds: 1 }, decisions: ['A', 'heads', 'tails', 'heads'], dice: 'physical', physical: [[2], 'AH'], lenient: true });
  assert.equal(over.status, 'over');
  assert.deepEqual(over.decisions, ['A', 'heads']);
});

test('a lenient run uses physical entries while each answers its request, then asks for that roll or card again', () => {
  const physical = [[2], [7], [3]];
  assert.throws(() => run({ system: coinSystem, seed: 1, decisions: ['A', 'heads', 'heads', 'heads'], dice: 'physical', physical }), /a d6 shows 1 to 6, not 7/);
  const r = run({ system: coinSystem, seed: 1, decisions: ['A', 'heads', 'heads', 'heads'], dice: 'physical', physical, lenient: true });
  assert.equal(r.status, 'chance');
  assert.equal(r.entriesUsed, 1);
  assert.equal(r.chanceRequest!.label, 'Coin flip');
  assert.deepEqual(r.decisions, ['A', 'heads', 'heads']);
  const card = run({ system: coinSystem, seed: 1, options: { rounds: 1 }, decisions: ['A', 'heads'], dice: 'physical', physical: [[2], [5], 'AH'], lenient: true });
  assert.equal(card.status, 'chance');
  assert.equal(card.chanceRequest!.kind, 'card');
  assert.equal(card.entriesUsed, 1);
});
