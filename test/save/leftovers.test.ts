/** Issue item 2: physical entries (and decisions) the game never asked for are refused, never kept for later. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { load, physicalSave, refusal } from './helpers.ts';

test('a card appended to a physical save waiting for a decision is refused', async () => {
  const save = physicalSave(cardsSystem, 4, 12, {}, true);
  assert.equal(save.status, 'decision');
  await load(save);
  const unused = ['QH', 'KS', 'AD', '2C'].find((c) => !save.physical.includes(c))!;
  assert.match(await refusal({ ...save, physical: [...save.physical, unused] }), /stopped for a decision with 1 physical entry left over/);
});

test('an entry of the wrong kind appended is refused by the replay itself, not later by resume', async () => {
  const save = physicalSave(cardsSystem, 4, 12, {}, true);
  assert.match(await refusal({ ...save, physical: [...save.physical, [3]] }), /stopped for a decision with 1 physical entry left over/);
  const dice = physicalSave(twoHourSystem, 6, 30, {}, true);
  assert.equal(dice.status, 'decision');
  assert.match(await refusal({ ...dice, physical: [...dice.physical, 'QH'] }), /stopped for a decision with 1 physical entry left over/);
});

test('a finished physical game with an entry appended, or a paused one with a decision appended, is refused', async () => {
  const done = physicalSave(cardsSystem, 2, 10_000);
  assert.equal(done.status, 'over');
  assert.match(await refusal({ ...done, physical: [...done.physical, [1]] }), /ended with 1 physical entry left over/);
  const paused = physicalSave(twoHourSystem, 6, 30);
  assert.equal(paused.status, 'chance');
  assert.match(await refusal({ ...paused, decisions: [...paused.decisions, paused.decisions.at(-1)!] }), /stopped for a roll or card with 1 recorded decision left over/);
});

test('run refuses leftovers itself: the terminal never replays an entry nobody asked for', () => {
  const save = physicalSave(cardsSystem, 4, 12, {}, true);
  const unused = ['QH', 'KS', 'AD', '2C'].find((c) => !save.physical.includes(c))!;
  assert.throws(() => run({ system: cardsSystem, options: save.options, seed: save.seed, dice: 'physical', decisions: save.decisions, physical: [...save.physical, unused] }), /stopped for a decision with 1 physical entry left over/);
});
