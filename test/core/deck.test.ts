import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discardCard, drawCard, newDeck, reshuffle } from '../../src/core/deck.ts';
import { FULL_DECK, colourOf, faceValue, parseCard, cardName } from '../../src/core/cards.ts';
import { testCtx } from '../../src/core/testing.ts';

test('a full deck has 52 distinct cards with face values 1..13 and two colours', () => {
  assert.equal(new Set(FULL_DECK).size, 52);
  assert.deepEqual([...new Set(FULL_DECK.map(faceValue))].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  assert.equal(FULL_DECK.filter((c) => colourOf(c) === 'red').length, 26);
  assert.equal(cardName('QH'), 'queen of hearts');
  assert.equal(parseCard('1d'), 'AD');
  assert.equal(parseCard('X9'), null);
});

test('draw, discard and reshuffle keep every card in exactly one place', () => {
  const ctx = testCtx({ script: ['QH', '3S', 'QH'] });
  const deck = newDeck();
  assert.equal(drawCard(ctx, deck, 'T1', 'first'), 'QH');
  assert.equal(drawCard(ctx, deck, 'T1', 'second'), '3S');
  assert.equal(deck.draw.length, 50);
  assert.ok(!deck.draw.includes('QH'));
  discardCard(deck, 'QH');
  reshuffle(deck);
  assert.equal(deck.draw.length, 51);
  assert.deepEqual(deck.discard, []);
  assert.equal(drawCard(ctx, deck, 'T1', 'again'), 'QH');
  assert.deepEqual(ctx.log.map((e) => e.type === 'roll' && e.cards), [['QH'], ['3S'], ['QH']]);
});

test('a scripted card that is already out of the deck is an error, an empty pile draws nothing', () => {
  const ctx = testCtx({ script: ['QH', 'QH'] });
  const deck = newDeck();
  drawCard(ctx, deck, 'T1', 'one');
  assert.throws(() => drawCard(ctx, deck, 'T1', 'two'), /expected a card still in the deck/);
  assert.equal(drawCard(ctx, newDeck([]), 'T1', 'none'), null);
});
