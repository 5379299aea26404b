/** The high-score sheet from the command line: only a person's typed name is recorded; every listing has the same columns. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openScores } from '../../src/store/scores.ts';
import { newHome, runIn } from './dc.ts';

const CARDS = ['--option', 'character=warrior', '--option', 'difficulty=normal'];

function sheet(home: string): { name: string; score: number }[] {
  const s = openScores(join(home, 'dungeon-crawl.sqlite'));
  try {
    return s.top().map((e) => ({ name: e.name, score: e.score }));
  } finally {
    s.close();
  }
}

/** The bot's game of seed 5, saved, in a home of its own: started once, read by the two tests below (a start of the command is about 0.5 s of CPU). */
let auto: { home: string; save: string; r: ReturnType<typeof runIn> } | undefined;
function autoGame(): NonNullable<typeof auto> {
  if (auto) return auto;
  const home = newHome();
  const save = join(home, 'auto.json');
  return (auto = { home, save, r: runIn(home, ['play', 'cards', '--auto', '--quiet', '--seed', '5', '--save', save, ...CARDS]) });
}

test('--auto with no terminal records nothing: the bot played', () => {
  const { home, r } = autoGame();
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Died with 3 points/);
  assert.match(r.out, /The bot played this game: its score does not go on the high score sheet\./);
  assert.deepEqual(sheet(home), []);
});

test('end of input at the name prompt records nothing', () => {
  const home = newHome();
  const { save, r: bot } = autoGame();
  assert.equal(bot.code, 0);
  const moves = (JSON.parse(readFileSync(save, 'utf8')) as { decisions: string[] }).decisions;
  // The same game played by a person typing the bot's choices, then input ends at the name prompt.
  const r = runIn(home, ['play', 'cards', '--seed', '5', '--save', join(home, 'person.json'), ...CARDS], moves.join('\n') + '\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /A high score! Your name for the sheet/);
  assert.match(r.out, /No name given: the score is not recorded\./);
  assert.deepEqual(sheet(home), []);
  // Typed, it is recorded.
  const named = runIn(home, ['play', 'cards', '--seed', '5', '--save', join(home, 'named.json'), ...CARDS], moves.join('\n') + '\nAnn\n');
  assert.equal(named.code, 0, named.err);
  assert.deepEqual(sheet(home), [{ name: 'Ann', score: 3 }]);
});

test('`scores`, the menu and the sheet after a game list the same columns in the same order: name, character, score', () => {
  const home = newHome();
  const s = openScores(join(home, 'dungeon-crawl.sqlite'));
  s.add({ name: 'Ann', character: 'mage', difficulty: 'normal', score: 42 });
  s.close();
  const row = /^\s*1\. Ann\s+mage\s+42$/m;
  assert.match(runIn(home, ['scores']).out, row);
  assert.match(runIn(home, [], '3\nq\n').out, row);
});
