/** What a player sees: character, HP, shield or mana pool size, monster, score, deck left; never face-down cards. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { mageVs, warriorVs } from './helpers.ts';

test('the view of a Warrior fighting shows HP, shield, monster, cap, score and the pool', () => {
  const st = warriorVs('7C', { hp: 6, heroCard: '10S', shieldCard: '3D', absorb: 1, score: 12, rooms: 3, kills: 2, monsterHp: 4 });
  const v = cardsSystem.view(st);
  assert.match(v, /^Warrior: HP 6 of 10 \(character card: 10 of spades\)$/m);
  assert.match(v, /^Shield: 3 of diamonds, absorbs 1 from every hit$/m);
  assert.match(v, /^Monster: 7 of clubs, HP 4 of 7, deals at most 7$/m);
  assert.match(v, /^Score: 12 \(normal\) · rooms entered: 3 · monsters slain: 2$/m);
  assert.match(v, new RegExp(`^Battle pool: ${st.pool.length} cards left, 0 discarded$`, 'm'));
});

test('the view of a Mage shows the mana pool size, not the face-down cards', () => {
  const st = mageVs('KH', ['QS', '2D'], { maxMana: 9, manaCard: '9C', hardcore: true, pendingHit: 5 });
  const v = cardsSystem.view(st);
  assert.match(v, /^Mana pool: 2 of 9 cards face down \(MP card: 9 of clubs\)$/m);
  assert.match(v, /no damage cap/);
  assert.match(v, /^Incoming hit: 5 damage$/m);
  assert.doesNotMatch(v, /queen of spades|2 of diamonds/);
});
