/** Battles 3: score per monster, and what is kept on leaving and on death, per difficulty. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { scripted } from './helpers.ts';

// Warrior 2 HP (2 of spades), shield ace of clubs (absorbs 0), counters as tokens.
// Room 1: a 6 of spades (6 HP, worth 6); the player wins initiative (4S over 3S)
// and kills it with a king of spades against a 5 of spades evasion.
const ROOM1 = ['2S', 'AC', '6S', '3S', '4S', 'KS', '5S'];
// Room 2: king of hearts; it wins initiative (QH over 2H), hits with the jack of
// hearts (same colour as the 3 of hearts): 11 damage, the warrior dies.
const ROOM2 = ['KH', 'QH', '2H', 'JH', '3H'];
const O = { character: 'warrior', counters: 'tokens' } as const;

for (const difficulty of ['normal', 'hardcore'] as const) {
  test(`Battles 3 (${difficulty}): leaving keeps the score; a monster is worth its HP`, () => {
    const r = scripted(ROOM1, O, [difficulty, 'leave']);
    assert.equal(r.status, 'over');
    const rep = cardsSystem.report(r.state);
    assert.equal(rep.outcome, 'left');
    assert.equal(rep.numbers.score, 6);
    assert.equal(rep.numbers.rooms, 1);
    assert.equal(rep.numbers.recordable, 1);
    assert.equal(rep.numbers.hardcore, difficulty === 'hardcore' ? 1 : 0);
    assert.equal(rep.players[0]!.role, 'warrior');
    assert.equal(rep.players[0]!.fate, 'alive');
  });
}

test('Battles 3 (normal): the score is kept when the character dies', () => {
  const r = scripted([...ROOM1, ...ROOM2], O, ['normal', 'on']);
  const rep = cardsSystem.report(r.state);
  assert.equal(rep.outcome, 'died');
  assert.equal(rep.numbers.score, 6);
  assert.equal(rep.numbers.rooms, 2);
  assert.equal(rep.numbers.kills, 1);
  assert.equal(rep.numbers.recordable, 1);
  assert.equal(rep.players[0]!.fate, 'died');
});

test('Battles 3 (hard core): a death loses all the score and nothing may be recorded', () => {
  const r = scripted([...ROOM1, ...ROOM2], O, ['hardcore', 'on']);
  const rep = cardsSystem.report(r.state);
  assert.equal(rep.outcome, 'died');
  assert.equal(rep.numbers.score, 0);
  assert.equal(rep.numbers.earned, 6);
  assert.equal(rep.numbers.recordable, 0);
  assert.ok(r.events.some((e) => e.rule === 'Battles 3' && e.text.includes('loses all 6 points')));
});

test('the go-on decision is the player\'s, cites Battles 3 and offers going on or leaving', () => {
  const r = scripted(ROOM1, O, ['normal']);
  assert.equal(r.status, 'decision');
  assert.equal(r.request!.who, 'player:Player');
  assert.equal(r.request!.rule, 'Battles 3');
  assert.deepEqual(r.request!.options.map((o) => o.id), ['on', 'leave']);
  assert.equal(r.state.score, 6);
});

test('every event of a game cites a section of the book', () => {
  const r = scripted([...ROOM1, ...ROOM2], O, ['normal', 'on']);
  const sections = new Set(['1 Choose', '1 Warrior', '1 Mage', '2 Stats', '3 Layout', 'Battles', 'Battles 1', 'Battles 2', 'Battles 2 Monster', 'Battles 2 Player', 'Battles 3']);
  for (const e of r.events) if (e.type !== 'start') assert.ok(sections.has(e.rule), `${e.rule}: ${e.text}`);
  const cards = r.events.flatMap((e) => (e.type === 'roll' ? e.cards ?? [] : []));
  assert.deepEqual(cards, [...ROOM1, ...ROOM2], 'every draw is logged as a roll event, in order');
});
