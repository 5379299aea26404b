import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { parseEntry, type PhysicalEntry } from '../../src/core/chance.ts';
import { toJsonLines } from '../../src/core/events.ts';
import { IllegalReplay, MECHANICS } from '../../src/core/request.ts';
import { coverageProblems } from '../../src/core/tables.ts';
import { coinSystem, FACE } from '../fixtures/coin.ts';

const base = { system: coinSystem, seed: 7 };

test('scripted dice give the exact game: two right guesses, a red 5', () => {
  const r = run({ ...base, dice: 'scripted', script: [2, 5, 1, '5H'], decisions: ['A', 'heads', 'heads', 'heads'] });
  assert.equal(r.status, 'over');
  assert.deepEqual(r.state.flips, [2, 5, 1]);
  assert.equal(r.state.score, 2 + 5);
  assert.equal(r.state.mood, 'frown', 'the mechanics policy answers NPC decisions');
  assert.equal(r.state.card, '5H');
  const table = r.events.filter((e) => e.type === 'table');
  assert.deepEqual(table.map((e) => e.type === 'table' && [e.table, e.roll, e.result]), [['C3', 2, 'heads'], ['C3', 5, 'tails'], ['C3', 1, 'heads']]);
  const rolls = r.events.filter((e) => e.type === 'roll');
  assert.deepEqual(rolls[0], { type: 'roll', rule: 'C2', sides: 6, dice: [2], text: 'Coin flip: 1d6 [2]' });
  assert.deepEqual(rolls[3], { type: 'roll', rule: 'C5', cards: ['5H'], text: 'Final card: 5H' });
});

test('the log starts with the system, seed and rule options', () => {
  const r = run({ ...base, options: { rounds: 2 }, decisions: ['A', 'stop'] });
  const head = r.events[0]!;
  assert.equal(head.type, 'start');
  assert.ok(head.type === 'start' && head.options.rounds === 2 && head.seed === 7);
  assert.match(head.text, /rounds=2/);
});

test('a run without the answer pauses with a request naming who decides and the legal options', () => {
  const r = run({ ...base, decisions: ['B'] });
  assert.equal(r.status, 'decision');
  assert.equal(r.request!.who, 'player:P');
  assert.equal(r.request!.rule, 'C2');
  assert.deepEqual(r.request!.options.map((o) => o.id), ['heads', 'tails', 'stop']);
  assert.ok(!r.events.some((e) => e.type === 'decision' && e.who === MECHANICS));
});

test('the same seed and decisions replay to the same state and the same log, byte for byte', () => {
  const a = run({ ...base, decisions: ['A', 'tails', 'heads', 'tails'] });
  const b = run({ ...base, decisions: ['A', 'tails', 'heads', 'tails'] });
  assert.equal(JSON.stringify(a.state), JSON.stringify(b.state));
  assert.equal(toJsonLines(a.events), toJsonLines(b.events));
  const c = run({ ...base, seed: 8, decisions: ['A', 'tails', 'heads', 'tails'] });
  assert.notEqual(JSON.stringify(a.state.flips) + a.state.card, JSON.stringify(c.state.flips) + c.state.card);
});

test('a recorded decision that is not a legal option is refused', () => {
  assert.throws(() => run({ ...base, decisions: ['A', 'sideways'] }), (e: unknown) => e instanceof IllegalReplay && /decision 2 "sideways"/.test((e as Error).message));
  assert.throws(() => run({ ...base, options: { rounds: 1 }, decisions: ['A', 'heads', 'heads'] }), IllegalReplay);
});

test('bad options are refused with the option named', () => {
  assert.throws(() => run({ ...base, options: { rounds: 99 } }), (e: unknown) => e instanceof IllegalReplay && /option rounds/.test((e as Error).message));
});

test('undo: a choice can be taken back until chance is revealed after it', () => {
  const r1 = run({ ...base, decisions: ['A'] });
  assert.equal(r1.status, 'decision');
  assert.equal(r1.undoable, 1, 'naming the hero revealed nothing: it can be taken back');
  const r2 = run({ ...base, decisions: ['A', 'heads'] });
  assert.equal(r2.undoable, 0, 'a coin was flipped after the guess: no re-rolling by undoing');
  const r0 = run({ ...base, decisions: [] });
  assert.equal(r0.undoable, 0);
});

test('auto-play finishes and the bot decisions are recorded so the game replays', () => {
  const a = autoplay(coinSystem, 42, {}, true);
  assert.equal(a.status, 'over');
  assert.deepEqual(a.decisions.slice(1), ['heads', 'heads', 'heads']);
  const b = run({ system: coinSystem, seed: 42, decisions: a.decisions });
  assert.equal(JSON.stringify(b.state), JSON.stringify(a.state));
});

test('physical dice: the run asks for each roll; entries are checked', () => {
  const r = run({ ...base, dice: 'physical', decisions: ['A', 'heads'], physical: [] });
  assert.equal(r.status, 'chance');
  const req = r.chanceRequest!;
  assert.deepEqual([req.kind, req.rule], ['dice', 'C2']);
  assert.deepEqual(parseEntry(req, '7'), { error: 'a d6 shows 1 to 6, not 7' });
  assert.ok('error' in parseEntry(req, 'three'));
  assert.deepEqual(parseEntry(req, ' 4 '), { value: [4] });
  const done = run({ ...base, dice: 'physical', decisions: ['A', 'heads', 'heads', 'heads'], physical: [[1], [2], [6], 'KD'] });
  assert.equal(done.status, 'over');
  assert.equal(done.state.score, 2 + 13);
});

test('physical cards: a card already out of the deck is refused, a typed card is read in any usual form', () => {
  const r = run({ ...base, dice: 'physical', decisions: ['A', 'stop'], physical: [] });
  assert.equal(r.chanceRequest!.kind, 'card');
  const req = { ...r.chanceRequest!, remaining: r.chanceRequest!.kind === 'card' ? r.chanceRequest!.remaining.filter((c) => c !== 'QH') : [] } as typeof r.chanceRequest & {};
  assert.match((parseEntry(req, 'qh') as { error: string }).error, /QH is not in the deck/);
  assert.deepEqual(parseEntry(req, '10s'), { value: '10S' });
  assert.deepEqual(parseEntry(req, 'queen of spades'), { value: 'QS' });
  assert.ok('error' in parseEntry(req, 'ZZ'));
  assert.throws(() => run({ ...base, dice: 'physical', decisions: ['A', 'stop'], physical: [[9]] }), IllegalReplay);
});

test('tables: coverage check finds gaps and overlaps', () => {
  assert.deepEqual(coverageProblems(FACE), []);
  const bad = { ...FACE, rows: [FACE.rows[0]!, { ...FACE.rows[1]!, min: 3 }] };
  assert.deepEqual(coverageProblems(bad), ['C3: 3 is covered 2 times']);
});

test('physical dice: rolling no dice asks the player nothing', async () => {
  const { PhysicalChance } = await import('../../src/core/chance.ts');
  const c = new PhysicalChance([]);
  assert.deepEqual(c.dice(0, 6, 'T', 'nothing'), []);
  assert.equal(c.revealed, 0);
});

test('entriesUsed: how many physical entries a run used; with entriesAhead the ones after its stop are left unused, not refused', () => {
  const all: PhysicalEntry[] = [[1], [2], [6], 'KD'];
  const done = run({ ...base, dice: 'physical', decisions: ['A', 'heads', 'heads', 'heads'], physical: all.slice() });
  assert.equal(done.entriesUsed, 4);
  // The game's first two decisions with every entry: it stops at the third guess, after one flip.
  assert.throws(() => run({ ...base, dice: 'physical', decisions: ['A', 'heads'], physical: all.slice() }), /3 physical entries left over/);
  const part = run({ ...base, dice: 'physical', decisions: ['A', 'heads'], physical: all.slice(), entriesAhead: true });
  assert.equal(part.status, 'decision');
  assert.equal(part.entriesUsed, 1);
  assert.deepEqual(part.state.flips, [1]);
  assert.equal(run({ ...base, decisions: ['A', 'heads'] }).entriesUsed, 0, 'seeded dice use no entries');
});
