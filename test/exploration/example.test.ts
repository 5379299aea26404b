/**
 * The rulebook's example of gameplay, step by step with scripted dice, on
 * the Lantern Cellars with our own names: Gorren the Cleaver leads, Silka
 * Velvet-Tongue and Ambrose of the Mirrors follow; a Fen witch and a Barrow
 * crone come out of the creature table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { at, play, readable } from './helpers.ts';

const OPTIONS = { adventure: 'lantern-cellars' };
/** Round 1: Gorren searches (an item), Silka picks the locked door (TRICKERY), Ambrose searches (nothing). */
const ROUND1 = ['explore', 'to:1,2', 'search:token-1.1', 'to:4,2', 'unlock:way-4.2-5.2', 'to:2,4', 'search:token-3.4'];
/** Round 2: the whole round in the Oil store; no door opened. */
const ROUND2 = ['explore', 'to:7,1', 'search:token-8.1', 'to:5,2', 'none', 'to:5,1', 'none'];
/** Round 3: Ambrose opens the unlocked door with his ACT. */
const ROUND3 = ['explore', 'to:7,4', 'open:way-7.4-7.5', 'stay', 'none', 'stay', 'none'];
/** Silka's TRICKERY Feat (middle die 3 against Reflex 5), then her AWARENESS Feat (middle die 2 against Will 2). */
const CHECKS = [2, 3, 6, 1, 2, 5];
/** Ambrose's d10 shows 1; the creature table's d6 shows 3: a witch and her crone. */
const DOOR = [1, 3];
/** The 3d6 fight that follows, on the map where everyone stands (rules 3): the witch falls in round 1, the crone leaves in round 2. */
const FIGHT = [5, 3, 4, 1, 1, 1, 6, 1, 1, 2, 3, 5, 3, 5, 4, 2, 2, 1, 1, 4, 5];
const C_TEXT = /A counting desk, an overturned stool/;
const B_TEXT = /Barrels of lamp oil line the walls/;

test('round 1: the search finds an item, TRICKERY opens the locked door, the room is revealed and read only at the end of the round', () => {
  // Just after Silka's check: the door is opening but still on the map; room B's text is nowhere yet.
  const mid = play(OPTIONS, ROUND1.slice(0, 5), CHECKS.slice(0, 3));
  assert.equal(mid.state.doors['a-b'], 'opening');
  assert.ok(!mid.state.revealed.includes('b'));
  assert.doesNotMatch(readable(mid), B_TEXT, 'room B\'s journal is hidden before its door goes');
  assert.ok(at(mid, /Gorren the Cleaver searches the token and finds a flask of lamp oil/) > 0);
  assert.ok(at(mid, /Silka Velvet-Tongue: Moderate Feat of Reflex to open the locked door in the east wall of the Stair cellar, keep the middle die: 3d6 \[2,3,6\]/) > 0);
  assert.ok(at(mid, /Silka Velvet-Tongue keeps 3 against 5: success/) > 0);

  const r = play(OPTIONS, [...ROUND1, 'explore'], CHECKS.slice(0, 3));
  assert.ok(at(r, /Ambrose of the Mirrors searches the token but finds nothing/) > 0);
  const removed = at(r, /The door in the east wall of the Stair cellar that Silka Velvet-Tongue opened is removed from the map/);
  const read = at(r, B_TEXT);
  assert.ok(removed > 0 && read > removed, 'removed, then read');
  assert.ok(at(r, /A door was opened this round: no skirmish roll/) > read);
  assert.ok(at(r, /Leadership passes from Gorren the Cleaver to Silka Velvet-Tongue/) > read);
  assert.equal(r.state.characters[r.state.leader]!.name, 'Silka Velvet-Tongue');
  assert.equal(r.state.doors['a-b'], 'open');
});

test('round 2: a whole round in room B, AWARENESS passed at its end, leadership to Ambrose', () => {
  const r = play(OPTIONS, [...ROUND1, ...ROUND2, 'explore'], CHECKS);
  const check = at(r, /Silka Velvet-Tongue: Moderate Feat of Will to keep the group out of a skirmish, keep the middle die: 3d6 \[1,2,5\]/);
  assert.ok(check > 0);
  assert.ok(at(r, /Silka Velvet-Tongue passes AWARENESS 4: no skirmish/, check) > check);
  assert.ok(at(r, /Leadership passes from Silka Velvet-Tongue to Ambrose of the Mirrors/, check) > check);
  assert.equal(r.state.counts.skirmishes, 0);
});

test('round 3: the unlocked door opened with an ACT, the d10 shows 1, the creature table, creatures 3 squares away, the room read only then, leadership after the encounter', () => {
  const before = play(OPTIONS, [...ROUND1, ...ROUND2, ...ROUND3.slice(0, 3)], CHECKS);
  assert.equal(before.state.doors['b-c'], 'opening');
  assert.doesNotMatch(readable(before), C_TEXT);

  const r = play(OPTIONS, [...ROUND1, ...ROUND2, ...ROUND3], [...CHECKS, ...DOOR, ...FIGHT]);
  const removed = at(r, /The door in the south wall of the Oil store that Ambrose of the Mirrors opened is removed/);
  const d10 = at(r, /Ambrose of the Mirrors rolls for creatures: 1d10 \[1\]/);
  const table = at(r, /creature table: 3 \(1d6 \[3\]\) → a witch and her crone \(Fen witch, Barrow crone\)/);
  const witch = at(r, /Fen witch is placed at 5,5, 3 spaces from Ambrose of the Mirrors/);
  const crone = at(r, /Barrow crone is placed at 9,5, 3 spaces from Ambrose of the Mirrors/);
  const read = at(r, C_TEXT);
  const fight = at(r, /An encounter with Fen witch, Barrow crone: leadership stays with Ambrose of the Mirrors until the combat is over/);
  const won = at(r, /The fight is won after 2 rounds/);
  const passes = at(r, /Leadership passes from Ambrose of the Mirrors to Gorren the Cleaver/);
  assert.ok(removed > 0, 'the door is removed');
  assert.deepEqual([removed, d10, table, witch, crone, read, fight, won, passes].map((x, i, all) => i === 0 || x > all[i - 1]!), Array(9).fill(true), 'in the book\'s order');
  assert.equal(at(r, /Leadership passes/, fight), passes, 'leadership does not change during the encounter');
  assert.equal(r.state.characters[r.state.leader]!.name, 'Gorren the Cleaver');
  assert.equal(r.status, 'decision');
  assert.equal(r.request!.kind, 'round-start');
  assert.equal(r.state.round, 4);
});
