/** The browser's view model of a card game: what is on the table, never a face-down card or the pool. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { cardsViewModel } from '../../src/systems/cards/view/view-model.ts';
import { codes } from '../../src/systems/cards/rules/deck.ts';
import { mageVs, warriorVs } from './helpers.ts';

test('a Warrior fighting: character card, HP, shield, monster with its cap, score, pool count', () => {
  const st = warriorVs('7C', { hp: 6, heroCard: '10S', shieldCard: '3D', absorb: 1, score: 12, rooms: 3, kills: 2, monsterHp: 4 });
  const v = cardsViewModel(st, {});
  assert.equal(v.character, 'warrior');
  assert.deepEqual(v.hero?.card, { code: '10S', name: '10 of spades', value: 10, red: false });
  assert.equal(v.hero?.hp, 6);
  assert.deepEqual(v.shield, { card: { code: '3D', name: '3 of diamonds', value: 3, red: true }, absorb: 1 });
  assert.equal(v.monster?.card.code, '7C');
  assert.equal(v.monster?.hp, 4);
  assert.equal(v.monster?.cap, 7);
  assert.equal(v.pool.left, st.pool.length);
  assert.deepEqual([v.score, v.rooms, v.kills], [12, 3, 2]);
  assert.equal(v.finalScore, null);
});

test('a Mage: the mana pool is a count; the faces of its cards are nowhere in the view model', () => {
  const st = mageVs('KH', ['QS', '2D'], { maxMana: 9, manaCard: '9C', hardcore: true, pendingHit: 5 });
  const v = cardsViewModel(st, {});
  assert.deepEqual(v.mana, { card: { code: '9C', name: '9 of clubs', value: 9, red: false }, faceDown: 2, max: 9 });
  assert.equal(v.monster?.cap, null, 'hard core: no cap');
  assert.equal(v.monster?.pendingHit, 5);
  const json = JSON.stringify(v);
  assert.doesNotMatch(json, /"QS"|"2D"|queen of spades|2 of diamonds/);
});

test('over whole games, no view model ever holds a mana card or a card of the pool', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const r = autoplay(cardsSystem, seed, { character: 'mage' });
    const st = r.state;
    const json = JSON.stringify(cardsViewModel(st, {}));
    for (const c of codes(st.mana).concat(codes(st.pool))) assert.ok(!json.includes(`"${c}"`), `seed ${seed}: ${c} is hidden`);
  }
  // and at a decision mid-game
  const mid = run({ system: cardsSystem, seed: 3, options: { character: 'mage', difficulty: 'normal' }, decisions: [] });
  assert.equal(mid.status, 'decision');
  const json = JSON.stringify(cardsViewModel(mid.state, {}));
  for (const c of codes(mid.state.mana)) assert.ok(!json.includes(`"${c}"`));
});

test('the system offers its view model to the engine', () => {
  assert.equal(typeof cardsSystem.viewModel, 'function');
});
