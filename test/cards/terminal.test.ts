/** The high score sheet after a game: who may record, the name prompt, the top ten shown. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameReport } from '../../src/core/engine.ts';
import { openScores } from '../../src/store/scores.ts';
import { afterGame } from '../../src/cli/score-sheet.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { scripted } from './helpers.ts';

function fakeIo(answers: string[]): { io: { ask(q: string): Promise<string>; print(l: string): void }; asked: string[]; printed: string[] } {
  const asked: string[] = [];
  const printed: string[] = [];
  return { asked, printed, io: { ask: async (q) => (asked.push(q), answers.shift() ?? ''), print: (l) => void printed.push(l) } };
}

function withDb(fn: (file: string) => Promise<void>): () => Promise<void> {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dc-after-'));
    try {
      await fn(join(dir, 'scores.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

// Warrior kills a 6 of spades and then either leaves or dies to a king of hearts (see scoring.test.ts).
const ROOM1 = ['2S', 'AC', '6S', '3S', '4S', 'KS', '5S'];
const ROOM2 = ['KH', 'QH', '2H', 'JH', '3H'];
const O = { character: 'warrior', counters: 'tokens' } as const;
const reportOf = (script: string[], decisions: string[]): GameReport => cardsSystem.report(scripted(script, O, decisions).state);

test('a qualifying score asks for a name (re-asked when empty, trimmed, cut to 24) and records it', withDb(async (file) => {
  const { io, asked, printed } = fakeIo(['   ', '  Sir Reginald the Unready of Bath  ']);
  await afterGame(cardsSystem, reportOf(ROOM1, ['hardcore', 'leave']), io, file);
  assert.equal(asked.length, 2);
  const s = openScores(file);
  assert.deepEqual(s.top({ difficulty: 'hardcore' }).map((e) => [e.name, e.character, e.score]), [['Sir Reginald the Unready', 'warrior', 6]]);
  s.close();
  assert.ok(printed.includes('High score sheet (hard core):'));
  assert.ok(printed.some((l) => l.startsWith(' 1. Sir Reginald the Unready') && l.trimEnd().endsWith('6')));
}));

test('normal: a character who died still records the score', withDb(async (file) => {
  const { io, asked } = fakeIo(['Ann']);
  await afterGame(cardsSystem, reportOf([...ROOM1, ...ROOM2], ['normal', 'on']), io, file);
  assert.equal(asked.length, 1);
  const s = openScores(file);
  assert.deepEqual(s.top({ difficulty: 'normal' }).map((e) => [e.name, e.score]), [['Ann', 6]]);
  s.close();
}));

test('hard core: a character who died records nothing and is not asked a name', withDb(async (file) => {
  const { io, asked, printed } = fakeIo(['Ann']);
  await afterGame(cardsSystem, reportOf([...ROOM1, ...ROOM2], ['hardcore', 'on']), io, file);
  assert.equal(asked.length, 0);
  assert.ok(printed.includes('Hard core: a character who dies records no score.'));
  const s = openScores(file);
  assert.equal(s.top().length, 0);
  s.close();
}));

test('a score below the top ten of its difficulty is not recorded; the sheet is still shown', withDb(async (file) => {
  const s = openScores(file);
  for (let i = 0; i < 10; i++) s.add({ name: `P${i}`, character: 'mage', difficulty: 'normal', score: 10 + i });
  s.close();
  const { io, asked, printed } = fakeIo(['Ann']);
  await afterGame(cardsSystem, reportOf(ROOM1, ['normal', 'leave']), io, file);
  assert.equal(asked.length, 0);
  assert.ok(printed.includes('6 points do not make the top ten.'));
  assert.equal(printed.filter((l) => /^\s?\d+\. /.test(l)).length, 10);
}));

test('end of input at the name prompt records nothing (no made-up name)', withDb(async (file) => {
  const printed: string[] = [];
  await afterGame(cardsSystem, reportOf(ROOM1, ['normal', 'leave']), { ask: async () => null, print: (l) => void printed.push(l) }, file);
  assert.ok(printed.includes('No name given: the score is not recorded.'));
  const s = openScores(file);
  assert.equal(s.top().length, 0);
  s.close();
}));

test('only empty answers record nothing', withDb(async (file) => {
  const { io, asked } = fakeIo([]);
  await afterGame(cardsSystem, reportOf(ROOM1, ['normal', 'leave']), io, file);
  assert.equal(asked.length, 5);
  const s = openScores(file);
  assert.equal(s.top().length, 0);
  s.close();
}));

test('a game the bot played (--auto) asks no name and records nothing', withDb(async (file) => {
  const { io, asked, printed } = fakeIo(['Ann']);
  await afterGame(cardsSystem, reportOf(ROOM1, ['normal', 'leave']), io, file, true);
  assert.equal(asked.length, 0);
  assert.ok(printed.includes('The bot played this game: its score does not go on the high score sheet.'));
  const s = openScores(file);
  assert.equal(s.top().length, 0);
  s.close();
}));
