/** Parts 1-3: choosing a character, drawing the stats, counters out of the deck. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { chooseCharacter, chooseDifficulty, drawStats, mageHp, shieldAbsorb } from '../../src/systems/cards/rules/stats.ts';
import { newState } from '../../src/systems/cards/state.ts';
import { codes, opts, rolls, scripted } from './helpers.ts';

const HEARTS = ['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH'];

test('1 Choose: the player is asked Warrior or Mage, as player:<name>', () => {
  const ctx = testCtx({ answers: ['mage'] });
  const st = newState();
  assert.equal(chooseCharacter(ctx, st, opts({ player: 'Ann' })), 'mage');
  assert.equal(ctx.asked.length, 1);
  assert.equal(ctx.asked[0]!.who, 'player:Ann');
  assert.equal(ctx.asked[0]!.rule, '1 Choose');
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['warrior', 'mage']);
  assert.equal(st.character, 'mage');
});

test('1 Choose: a fixed character option asks nothing', () => {
  const ctx = testCtx({ answers: [] });
  const st = newState();
  chooseCharacter(ctx, st, opts({ character: 'warrior' }));
  assert.equal(ctx.asked.length, 0);
  assert.equal(st.character, 'warrior');
});

test('2 Stats: a Warrior with the king of spades has 13 HP, 13 counters out of the deck, then the shield card', () => {
  const ctx = testCtx({ script: ['KS', ...HEARTS, '3D'] });
  const st = newState();
  st.character = 'warrior';
  drawStats(ctx, st, opts());
  assert.equal(st.maxHp, 13);
  assert.equal(st.hp, 13);
  assert.equal(st.heroCard, 'KS');
  assert.deepEqual(codes(st.hpCounters), HEARTS);
  assert.equal(st.shieldCard, '3D');
  assert.equal(st.absorb, 1, 'the three of diamonds takes 1 off every hit (the book example)');
  assert.equal(st.pool.length, 52 - 15);
  for (const c of ['KS', '3D', ...HEARTS]) assert.ok(!codes(st.pool).includes(c), `${c} left the pool`);
  assert.ok(rolls(ctx.log).every((r) => r.rule === '2 Stats'));
});

test('2 Stats: with counters = tokens no counter cards are drawn', () => {
  const ctx = testCtx({ script: ['KS', '3D'] });
  const st = newState();
  st.character = 'warrior';
  drawStats(ctx, st, opts({ counters: 'tokens' }));
  assert.equal(st.hp, 13);
  assert.deepEqual(st.hpCounters.toArray(), []);
  assert.equal(st.shieldCard, '3D');
  assert.equal(st.pool.length, 50);
});

test('1 Warrior: the shield absorbs half its face value, rounded down', () => {
  assert.deepEqual([1, 2, 3, 7, 10, 13].map(shieldAbsorb), [0, 1, 1, 3, 5, 6]);
});

test('1 Mage: the ten of spades gives a Mage 5 HP; odd cards round down, the ace still gives 1', () => {
  const down = opts();
  const up = opts({ mageHp: 'up' });
  assert.equal(mageHp(10, down), 5);
  assert.equal(mageHp(7, down), 3);
  assert.equal(mageHp(1, down), 1);
  assert.equal(mageHp(13, down), 6);
  assert.equal(mageHp(7, up), 4);
  assert.equal(mageHp(1, up), 1);
  assert.equal(mageHp(10, up), 5);
});

test('2 Stats: a Mage draws HP card, counters, the MP card, then a face-down card per mana point (king = 13)', () => {
  const mana = ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC'];
  const ctx = testCtx({ script: ['10S', 'AH', '2H', '3H', '4H', '5H', 'KD', ...mana] });
  const st = newState();
  st.character = 'mage';
  drawStats(ctx, st, opts());
  assert.equal(st.maxHp, 5);
  assert.deepEqual(codes(st.hpCounters), ['AH', '2H', '3H', '4H', '5H']);
  assert.equal(st.manaCard, 'KD');
  assert.equal(st.maxMana, 13);
  assert.deepEqual(codes(st.mana), mana);
  assert.equal(st.shieldCard, null);
  assert.equal(st.pool.length, 52 - 20);
  const manaEvents = ctx.log.filter((e) => e.type === 'roll' && e.text.startsWith('Mana card'));
  assert.equal(manaEvents.length, 13);
  assert.ok(manaEvents.every((e) => e.text.endsWith('drawn face down')), 'the log text does not reveal face-down mana cards');
  // The JSON log is the player's too: no event carries a face-down card's code.
  assert.ok(manaEvents.every((e) => !('cards' in e)), 'the events do not carry face-down mana cards');
  assert.ok(!JSON.stringify(ctx.log.filter((e) => e.type === 'roll' && e.text.startsWith('Mana card'))).match(/[AJQK2-9]C|10C/));
});

test('Battles: the difficulty is asked before the first room unless fixed', () => {
  const ctx = testCtx({ answers: ['hardcore'] });
  const st = newState();
  chooseDifficulty(ctx, st, opts());
  assert.equal(st.hardcore, true);
  assert.equal(ctx.asked[0]!.rule, 'Battles');
  const ctx2 = testCtx({ answers: [] });
  chooseDifficulty(ctx2, st, opts({ difficulty: 'normal' }));
  assert.equal(st.hardcore, false);
  assert.equal(ctx2.asked.length, 0);
});

test('a whole game pauses first for the character, then (after the stats) for the difficulty', () => {
  const r1 = scripted([], {});
  assert.equal(r1.status, 'decision');
  assert.equal(r1.request!.kind, 'character');
  const r2 = scripted(['9S', '8C'], { counters: 'tokens' }, ['warrior']);
  assert.equal(r2.status, 'decision');
  assert.equal(r2.request!.kind, 'difficulty');
  assert.equal(r2.state.hp, 9);
  assert.equal(r2.state.absorb, 4);
});

test('2 Stats: face values and colours of all 52 cards agree with core (jack 11, queen 12, king 13)', async () => {
  const { FULL_DECK, faceValue, colourOf } = await import('../../src/core/cards.ts');
  const { face, isRed, cardIndex, DECK, FACE_OF, RED_OF } = await import('../../src/systems/cards/rules/deck.ts');
  assert.deepEqual([...DECK], [...FULL_DECK]);
  for (const c of FULL_DECK) {
    assert.equal(face(c), faceValue(c), c);
    assert.equal(isRed(c), colourOf(c) === 'red', c);
    assert.equal(DECK[cardIndex(c)], c);
    assert.equal(FACE_OF[cardIndex(c)], faceValue(c), c);
    assert.equal(RED_OF[cardIndex(c)], colourOf(c) === 'red', c);
  }
  assert.deepEqual(['JS', 'QH', 'KD', 'AC', '10S'].map(face), [11, 12, 13, 1, 10]);
});
