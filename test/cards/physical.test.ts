/** Physical play: the player's own cards are checked against what is still in the battle pool. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkEntry, parseEntry } from '../../src/core/chance.ts';
import { run } from '../../src/core/engine.ts';
import { IllegalReplay } from '../../src/core/request.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';

const O = { character: 'warrior', difficulty: 'normal', counters: 'tokens' } as const;

test('physical: the run pauses for each card, naming the rule and what is left in the pool', () => {
  const r = run({ system: cardsSystem, seed: 0, dice: 'physical', physical: ['KH'], options: O });
  assert.equal(r.status, 'chance');
  const req = r.chanceRequest!;
  assert.equal(req.kind, 'card');
  assert.equal(req.rule, '2 Stats');
  assert.equal(req.label, 'Shield card');
  if (req.kind !== 'card') return;
  assert.equal(req.remaining.length, 51);
  assert.ok(!req.remaining.includes('KH'));
});

test('physical: a card already out of play (the character card) is refused when typed again', () => {
  const r = run({ system: cardsSystem, seed: 0, dice: 'physical', physical: ['KH'], options: O });
  const req = r.chanceRequest!;
  assert.deepEqual(parseEntry(req, 'king of hearts'), { error: 'KH is not in the deck any more (already drawn or out of play)' });
  assert.deepEqual(parseEntry(req, 'qh'), { value: 'QH' });
  assert.match(checkEntry(req, 'KH') ?? '', /not in the deck/);
  assert.throws(() => run({ system: cardsSystem, seed: 0, dice: 'physical', physical: ['KH', 'KH'], options: O }), IllegalReplay);
});

test('physical: HP counter cards drawn out of the deck are out of play too', () => {
  const o = { ...O, counters: 'cards' } as const;
  const r = run({ system: cardsSystem, seed: 0, dice: 'physical', physical: ['2S', '3S', '4S', '5D'], options: o });
  assert.equal(r.status, 'chance');
  const req = r.chanceRequest!;
  assert.equal(req.rule, 'Battles 1', 'the next card is the first monster');
  for (const c of ['2S', '3S', '4S', '5D']) assert.ok(parseEntry(req, c).hasOwnProperty('error'), `${c} refused`);
  assert.throws(() => run({ system: cardsSystem, seed: 0, dice: 'physical', physical: ['2S', '3S', '4S', '5D', '3S'], options: o }), IllegalReplay);
});

test('physical: a discarded card comes back only after the pool is reshuffled', () => {
  // Warrior 2S (tokens), shield 5D; room 1 monster AS; initiative 3S / 4S (player first).
  const entries = ['2S', '5D', 'AS', '3S', '4S'];
  const r = run({ system: cardsSystem, seed: 0, dice: 'physical', physical: entries, options: O });
  const req = r.chanceRequest!;
  assert.equal(req.label, 'Your attack card');
  assert.ok('error' in parseEntry(req, '3S'), 'the discarded initiative card is not in the pool');
  assert.equal(req.kind === 'card' && req.remaining.length, 47);
});
