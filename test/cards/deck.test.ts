/** Battles: the battle pool running out (ruling R6): reshuffle the discards, or end the game. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colourOf, faceValue, FULL_DECK } from '../../src/core/cards.ts';
import { testCtx } from '../../src/core/testing.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { DECK_AT, DeckOut, draw } from '../../src/systems/cards/rules/deck.ts';
import { autoplay } from '../../src/core/engine.ts';
import { newState, type CardsState } from '../../src/systems/cards/state.ts';
import { Pile } from '../../src/systems/cards/rules/pile.ts';
import { invariantProblems } from '../../src/systems/cards/invariants.ts';
import { codes, opts, scripted, warriorVs } from './helpers.ts';

test('an empty battle pool takes the shuffled discard pile (deckOut = reshuffle)', () => {
  const st = warriorVs('KC');
  st.discard = Pile.of(st.pool.toArray().slice(0, 3));
  const [a, b, c] = codes(st.discard) as [string, string, string];
  st.pool = new Pile();
  const ctx = testCtx({ script: [b] });
  assert.equal(draw(ctx, st, opts(), 'Battles 2 Monster', 'Monster attack card'), b);
  assert.equal(st.reshuffles, 1);
  assert.deepEqual(codes(st.discard), []);
  assert.deepEqual(codes(st.pool).sort(), [a, c].sort());
  assert.ok(ctx.log.some((e) => e.rule === 'Battles' && e.text.includes('3 discarded cards are shuffled')));
});

test('an empty battle pool ends the game with deckOut = end, or with nothing to reshuffle', () => {
  const st = warriorVs('KC');
  st.discard = Pile.of(st.pool.toArray().slice(0, 3));
  st.pool = new Pile();
  assert.throws(() => draw(testCtx({ script: [] }), st, opts({ deckOut: 'end' }), 'Battles 2', 'x'), DeckOut);
  st.discard = new Pile();
  assert.throws(() => draw(testCtx({ script: [] }), st, opts(), 'Battles 2', 'x'), DeckOut);
});

/**
 * A whole game that empties the pool: warrior 2 HP with counters from the deck,
 * kills an ace (1 point), then meets a king whose 13 counters leave 28 cards:
 * an initiative pair, then 13 turns whose attack and evasion differ in colour,
 * so every attack misses and the 52 cards run out with the king alive.
 */
function exhaustingScript(): { script: string[]; monsterStarts: boolean; pairs: string[] } {
  const script = ['2S', 'AD', 'AH', '3D', 'AS', '4D', '5D', '6D', '7S', '8S', 'KS'];
  const rest = FULL_DECK.filter((c) => !script.includes(c));
  const black = rest.filter((c) => colourOf(c) === 'black');
  const red = rest.filter((c) => colourOf(c) === 'red');
  const counters: string[] = [];
  while (counters.length < 13) counters.push((black.length > red.length ? black : red).shift()!);
  assert.equal(black.length, 14);
  assert.equal(red.length, 14);
  const pairs: string[] = [];
  for (let i = 0; i < 14; i++) pairs.push(black[i]!, red[i]!);
  assert.notEqual(faceValue(black[0]!), faceValue(red[0]!), 'no initiative tie');
  return { script: [...script, ...counters, ...pairs], monsterStarts: faceValue(black[0]!) > faceValue(red[0]!), pairs };
}

test('a whole game: with deckOut = end the empty pool ends the game and the score is kept (hard core too)', () => {
  const { script } = exhaustingScript();
  assert.equal(script.length, 52);
  const r = scripted(script, { character: 'warrior', deckOut: 'end' }, ['hardcore', 'on']);
  assert.equal(r.status, 'over');
  const rep = cardsSystem.report(r.state);
  assert.equal(rep.outcome, 'deck-out');
  assert.equal(rep.numbers.score, 1);
  assert.equal(rep.numbers.recordable, 1);
  assert.equal(rep.numbers.cardsDrawn, 52);
  assert.equal(r.state.monsterHp, 13);
  assert.equal(r.state.pool.length, 0);
  assert.deepEqual(invariantProblems(r.state), []);
});

test('a whole game: with deckOut = reshuffle the discards become the new pool and play goes on', () => {
  const { script, monsterStarts, pairs } = exhaustingScript();
  // 13 turns were played, so the 14th belongs to the side that did not start.
  // The 7 and 8 of spades (discarded in room 1) come back: a hit for 7.
  const blackBig = pairs.filter((c, i) => i >= 2 && colourOf(c) === 'black' && faceValue(c) >= 3).slice(0, 2);
  const more = monsterStarts ? ['7S', '8S', ...blackBig] : ['7S', '8S'];
  const r = scripted([...script, ...more], { character: 'warrior' }, ['hardcore', 'on']);
  assert.equal(r.status, 'over');
  assert.equal(r.state.reshuffles, 1);
  assert.equal(r.state.outcome, 'died');
  if (monsterStarts) assert.equal(r.state.monsterHp, 6, 'the warrior\'s 7 of spades hit the king after the reshuffle');
  assert.equal(r.state.finalScore, 0, 'hard core death');
  assert.ok(r.events.some((e) => e.rule === 'Battles' && e.text.includes('shuffled into a new battle pool')));
  assert.deepEqual(invariantProblems(r.state), []);
});

test('a new game\'s battle pool holds every card index in deck order, in a pile of its own', () => {
  const a = newState();
  const b = newState();
  assert.deepEqual(a.pool.toArray(), [...DECK_AT]);
  assert.notEqual(a.pool, b.pool);
  assert.equal(JSON.stringify(a.pool), JSON.stringify(DECK_AT), 'written to JSON as a plain array');
});

test('a recycled state is reset in place to exactly a new game\'s state', () => {
  const played = autoplay(cardsSystem, 12, opts({ character: 'mage', difficulty: 'normal' })).state as CardsState;
  assert.notEqual(JSON.stringify(played), JSON.stringify(newState('Ann')));
  const piles = [played.pool, played.discard, played.table, played.hpCounters, played.mana, played.monsterCounters];
  const again = newState('Ann', played);
  assert.equal(again, played, 'the same object');
  [again.pool, again.discard, again.table, again.hpCounters, again.mana, again.monsterCounters].forEach((p, i) => assert.equal(p, piles[i], 'the same piles'));
  assert.equal(JSON.stringify(again), JSON.stringify(newState('Ann')));
});

test('sameColour: two cards are the same colour exactly when both are red or both black', async () => {
  const { sameColour, RED_OF } = await import('../../src/systems/cards/rules/deck.ts');
  for (let a = 0; a < 52; a++) for (let b = 0; b < 52; b++) assert.equal(sameColour(a, b), RED_OF[a] === RED_OF[b], `${a} ${b}`);
});
