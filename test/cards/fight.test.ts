/** Battles 2: initiative and ties, whole fights alternating turns. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { fight, initiative } from '../../src/systems/cards/rules/fight.ts';
import { codes, opts, rolls, warriorVs } from './helpers.ts';

test('Battles 2: the monster draws first, then the player; the higher card goes first', () => {
  const ctx = testCtx({ script: ['9S', '4H'] });
  const st = warriorVs('5C');
  assert.equal(initiative(ctx, st, opts()), 'monster');
  assert.deepEqual(rolls(ctx.log).map((r) => r.card), ['9S', '4H']);
  assert.ok(ctx.log.some((e) => e.type === 'roll' && e.text.startsWith('Monster initiative')));
  assert.deepEqual(st.table.toArray(), []);
  assert.ok(codes(st.discard).includes('9S') && codes(st.discard).includes('4H'), 'initiative cards are discarded');

  const ctx2 = testCtx({ script: ['2S', 'QH'] });
  assert.equal(initiative(ctx2, warriorVs('5C'), opts()), 'player');
});

test('Battles 2: face values count jack 11, queen 12, king 13 and ace 1', () => {
  assert.equal(initiative(testCtx({ script: ['JS', '10H'] }), warriorVs('5C'), opts()), 'monster');
  assert.equal(initiative(testCtx({ script: ['QS', 'KH'] }), warriorVs('5C'), opts()), 'player');
  assert.equal(initiative(testCtx({ script: ['AS', '2H'] }), warriorVs('5C'), opts()), 'player');
});

test('ruling R4: an initiative tie is drawn again (ties = redraw), as many times as needed', () => {
  const ctx = testCtx({ script: ['7S', '7H', 'KS', 'KD', '3C', '8D'] });
  assert.equal(initiative(ctx, warriorVs('5C'), opts()), 'player');
  assert.equal(rolls(ctx.log).length, 6);
});

test('ruling R4: ties = player or monster settle a tie at once', () => {
  const p = testCtx({ script: ['7S', '7H'] });
  assert.equal(initiative(p, warriorVs('5C'), opts({ ties: 'player' })), 'player');
  assert.equal(rolls(p.log).length, 2);
  const m = testCtx({ script: ['7S', '7H'] });
  assert.equal(initiative(m, warriorVs('5C'), opts({ ties: 'monster' })), 'monster');
});

test('Battles 2: turns alternate from the initiative winner until the monster dies', () => {
  // Monster 4C (4 HP). Initiative KS vs 2H: monster first.
  // Monster: attack 9S, evasion 3H (different colour) misses.
  // Player: attack 2S, evasion 4S (same colour) hits for 2 -> 2 HP.
  // Monster: attack 5C, evasion 6S (same) hits, capped at 4, shield absorbs 1 -> 3 damage.
  // Player: attack 8H, evasion 9D (same) hits for 8 -> dead.
  const ctx = testCtx({ script: ['KS', '2H', '9S', '3H', '2S', '4S', '5C', '6S', '8H', '9D'] });
  const st = warriorVs('4C', { absorb: 1 });
  assert.equal(fight(ctx, st, opts()), true);
  assert.equal(st.monsterHp, 0);
  assert.equal(st.hp, 7);
  assert.equal((ctx.chance as { left?: number }).left, 0, 'every scripted card was used');
});

test('Battles 2: the fight ends when the player dies', () => {
  // Player first (2S < KH), misses (AH vs 3S); monster hits 12 (queen, hard core), 10 HP gone.
  const ctx = testCtx({ script: ['2S', 'KH', 'AH', '3S', 'QD', 'JH'] });
  const st = warriorVs('3C', { hardcore: true });
  assert.equal(fight(ctx, st, opts()), false);
  assert.equal(st.hp, 0);
  assert.equal(st.monsterHp, 3);
});
