import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { passed } from '../../src/core/dice.ts';
import { rowFor } from '../../src/core/tables.ts';
import { PEF_RESOLUTION_39_4 } from '../../src/systems/2hdc/tables/dungeon-pef.ts';
import { fastMoveTiles, PEF_REP } from '../../src/systems/2hdc/rules/dungeon/pef.ts';
import { howMany } from '../../src/systems/2hdc/rules/adventure/foes.ts';
import { resolvePef } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';

test('39.3 example: a Rep 4 PEF passing 1d6 or 0d6 moves 1 tile, passing 2d6 moves 2', () => {
  assert.equal(fastMoveTiles([2, 5], PEF_REP), 1);
  assert.equal(fastMoveTiles([5, 6], PEF_REP), 1);
  assert.equal(fastMoveTiles([1, 4], PEF_REP), 2);
});

test('39.4 example (ruling: its Target Number 3): 2 and 4 pass 1d6, so the next PEF is resolved with 3d6', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  const g = { id: 1, members: [], tile: 0, facing: 0 as const };
  const ctx = testCtx({ script: [2, 4, 6, 5, 6] });
  const r = resolvePef(ctx, state, g, 'enemies', { ...ADVENTURE_DEFAULTS, pefTarget: 3 });
  assert.equal(r, 'clear');
  assert.equal(state.pefThreeDice, true);
  // The next PEF rolls three dice: 6, 5, 6 pass none against 4: nothing but nerves.
  assert.equal(resolvePef(ctx, state, g, 'enemies', ADVENTURE_DEFAULTS), 'clear');
  assert.equal(state.pefThreeDice, false);
  assert.equal(ctx.chance.diceRolled, 5);
});

test('39.4 by the rule (Target 4): 2 and 4 pass 2d6: contact', () => {
  assert.equal(rowFor(PEF_RESOLUTION_39_4, passed([2, 4], 4)).result, 'contact');
  assert.equal(rowFor(PEF_RESOLUTION_39_4, passed([2, 4], 3)).result, 'something');
});

test('39.6 stop box: three in the band and a 6 on How Many: never fewer than 1', () => {
  assert.equal(howMany(testCtx({ script: [6] }), 3), 1);
  assert.equal(howMany(testCtx({ script: [1] }), 3), 4);
  assert.equal(howMany(testCtx({ script: [4] }), 3), 1);
});
