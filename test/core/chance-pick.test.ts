/** Chance.pickIndex: a draw from cards named on demand, in all three sources. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_DECK } from '../../src/core/cards.ts';
import { PhysicalChance, ScriptedChance, SeededChance, type Chance } from '../../src/core/chance.ts';
import { IllegalReplay, NeedChance } from '../../src/core/request.ts';

const HAND = ['QH', '2S', '10D', 'AC'];
const nameAt = (i: number): string => HAND[i]!;

test('seeded: pickIndex draws the same indexes as pick from a list of that length, without naming a card', () => {
  const a: Chance = new SeededChance(42);
  const b: Chance = new SeededChance(42);
  const never = (): string => assert.fail('the seeded source must not build card names');
  for (let n = 52; n >= 1; n--) assert.equal(a.pickIndex(n, never, 'r', 'l'), b.pick(FULL_DECK.slice(0, n), 'r', 'l'));
  assert.equal(a.cardsDrawn, 52);
  assert.equal(a.revealed, 52);
});

test('seeded: indexes are uniform over 0..count-1', () => {
  const c: Chance = new SeededChance(7);
  const seen = new Array<number>(4).fill(0);
  for (let k = 0; k < 4000; k++) seen[c.pickIndex(4, nameAt, 'r', 'l')]!++;
  for (const n of seen) assert.ok(n > 850 && n < 1150, `counts ${seen.join(', ')}`);
  assert.throws(() => c.pickIndex(0, nameAt, 'r', 'l'), /empty deck/);
});

test('scripted: pickIndex answers the index of the scripted card and refuses one not among the names', () => {
  const c = new ScriptedChance(['10D', 'QH', 'KS']);
  assert.equal(c.pickIndex(4, nameAt, 'r', 'l'), 2);
  assert.equal(c.pickIndex(4, nameAt, 'r', 'l'), 0);
  assert.equal(c.cardsDrawn, 2);
  assert.throws(() => c.pickIndex(4, nameAt, 'Battles 2', 'attack'), /expected a card still in the deck for Battles 2 attack, found "KS"/);
  assert.throws(() => new ScriptedChance([3]).pickIndex(4, nameAt, 'r', 'l'), /expected a card/);
});

test('physical: pickIndex replays entries as indexes, pauses with the names left, refuses a card out of the deck', () => {
  const c = new PhysicalChance(['AC', '2S']);
  assert.equal(c.pickIndex(4, nameAt, 'r', 'l'), 3);
  assert.equal(c.pickIndex(4, nameAt, 'r', 'l'), 1);
  assert.equal(c.cardsDrawn, 2);
  try {
    c.pickIndex(4, nameAt, '2 Stats', 'Shield card');
    assert.fail('expected NeedChance');
  } catch (e) {
    assert.ok(e instanceof NeedChance);
    assert.deepEqual(e.request, { kind: 'card', remaining: HAND, rule: '2 Stats', label: 'Shield card' });
  }
  assert.throws(() => new PhysicalChance(['KS']).pickIndex(4, nameAt, 'r', 'l'), IllegalReplay);
  assert.throws(() => new PhysicalChance([[3]]).pickIndex(4, nameAt, 'r', 'l'), IllegalReplay);
});
