/** What a player learns in a 2HDC adventure is marked as revealed (ctx.reveal), so undo never goes back past it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import { resolvePef } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { searchSecretRoom } from '../../src/systems/2hdc/rules/adventure/hazards.ts';
import { springTrap } from '../../src/systems/2hdc/rules/adventure/traps.ts';
import { rollTreasure } from '../../src/systems/2hdc/rules/adventure/treasure.ts';
import { generateTile } from '../../src/systems/2hdc/rules/dungeon/generate.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';

function ch(id: string, rep: number, star = false): Character {
  return {
    id, name: id, race: 'Human', star, professions: ['Warrior'], rep, originalRep: rep, attributes: [], weapons: ['S'], armor: 4, shield: false,
    items: [], magic: [], coins: { bronze: 0, silver: 0, gold: 0 }, status: 'carry-on', starPower: star ? rep : 0, usedThisAdventure: [], castingLoss: 0,
    ...(star ? { owner: 'Ann' } : {}),
  };
}

const rules = (ctx: ReturnType<typeof testCtx>) => ctx.reveals.map((r) => r.rule);

test('38.0: a tile laid through an unexplored exit is revealed', () => {
  const { state, t0 } = oneGroupAdventure([ch('ann', 5, true)]);
  const ctx = testCtx({ script: [3, 4] });
  generateTile(ctx, state.map, t0, t0.exits[0]!);
  assert.deepEqual(rules(ctx), ['38.0']);
});

test('39.4: resolving a PEF reveals it, even when it is nothing but nerves', () => {
  const { state, g } = adventure();
  const ctx = testCtx({ script: [5, 6] });
  assert.equal(resolvePef(ctx, state, g, 'band', ADVENTURE_DEFAULTS), 'clear');
  assert.deepEqual(rules(ctx), ['39.4']);
});

test('37.0: a Secret Room search reveals what is (or is not) there', () => {
  const { state, g } = adventure();
  const miss = testCtx({ script: [6, 5], answers: ['ann'] });
  searchSecretRoom(miss, state, g, ADVENTURE_DEFAULTS);
  assert.deepEqual(rules(miss), ['37.0']);
  state.map.tiles[0]!.searched = false;
  // Doubles 2,2 at Rep 5 find one; 3+4 = 7 on 37.0: the dungeon continues on.
  const found = testCtx({ script: [2, 2, 3, 4], answers: ['ann', 'left'] });
  searchSecretRoom(found, state, g, ADVENTURE_DEFAULTS);
  assert.equal(state.map.tiles[0]!.secret, 'continues');
  assert.deepEqual(rules(found), ['37.0', '37.0'], 'the search, then the room opened');
});

test('37.1.4: a trap found is revealed', () => {
  const { state, g } = adventure();
  // Ann (first of two, d6 1) sets it off; 1,1 pass 2; no treasure (6).
  const ctx = testCtx({ script: [1, 1, 1, 6] });
  springTrap(ctx, state, g, ADVENTURE_DEFAULTS);
  assert.equal(ctx.chance.diceRolled, 4);
  assert.deepEqual(rules(ctx), ['37.1.4']);
});

test('40.0: treasure found is revealed', () => {
  const { state } = adventure();
  const ctx = testCtx({ script: [5, 6, 6, 4] });
  rollTreasure(ctx, state, '40.1', 0);
  assert.deepEqual(rules(ctx), ['40.1']);
});

function adventure() {
  return oneGroupAdventure([ch('ann', 5, true), ch('bob', 4)]);
}
