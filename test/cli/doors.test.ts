/**
 * The terminal's doors (issue 22): high-score names with control characters
 * refused and, stored before, escaped when printed; every problem with
 * DUNGEON_CRAWL_HOME one line naming the path, exit 1, no hang; `serve --db`
 * naming the URL schemes it takes; `--save` never overwriting a file that is
 * not a save of this program.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameReport } from '../../src/core/engine.ts';
import { openScores } from '../../src/store/scores.ts';
import { afterGame, scoreRow } from '../../src/cli/score-sheet.ts';
import { NAME_REFUSED } from '../../src/session/names.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { scripted } from '../cards/helpers.ts';
import { newHome, runIn } from './dc.ts';

const ROOM1 = ['2S', 'AC', '6S', '3S', '4S', 'KS', '5S'];
const reportOf = (): GameReport => cardsSystem.report(scripted(ROOM1, { character: 'warrior', counters: 'tokens' }, ['hardcore', 'leave']).state);

test('a high-score name with ESC or BEL is refused and asked again; a stored one is printed escaped', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dc-names-'));
  const file = join(dir, 'scores.sqlite');
  try {
    const answers = ['Ann\u001b[31m\u0007', 'Ann'];
    const printed: string[] = [];
    await afterGame(cardsSystem, reportOf(), { ask: async () => answers.shift() ?? null, print: (l) => void printed.push(l) }, file);
    assert.ok(printed.includes(NAME_REFUSED));
    const s = openScores(file);
    assert.deepEqual(s.top({ difficulty: 'hardcore' }).map((e) => e.name), ['Ann']);
    assert.throws(() => s.add({ name: 'Bob\u0007', character: 'warrior', difficulty: 'hardcore', score: 3 }), /control/);
    s.close();
    // A name put on the sheet before names were checked is printed escaped.
    const row = scoreRow(1, { name: 'Ann\u001b[2J\u0007', character: 'warrior', score: 6 } as never);
    assert.ok(!/[\u0000-\u001f]/.test(row), row);
    assert.ok(row.includes('Ann\\e[2J\\x07'), row);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('DUNGEON_CRAWL_HOME that cannot be a home: one line naming it, exit 1, no hang', () => {
  const plain = join(newHome(), 'plain-file');
  writeFileSync(plain, 'x');
  for (const [home, why] of [
    ['/proc/x', /DUNGEON_CRAWL_HOME \/proc\/x: cannot be made/],
    [plain, /: cannot be used \(it is not a folder\)/],
    [join(plain, 'below'), /: cannot be used \(a part of the path is not a folder\)/],
  ] as const) {
    const r = runIn(home, ['scores']);
    assert.equal(r.code, 1, `${home}: ${r.err}`);
    const lines = r.err.trim().split('\n');
    assert.equal(lines.length, 1, r.err);
    assert.match(lines[0]!, why);
    assert.ok(lines[0]!.includes(home));
    assert.doesNotMatch(r.err, /internal error/);
  }
});

test('serve --db with a URL it does not take names the schemes it does', () => {
  const r = runIn(newHome(), ['serve', '--no-open', '--db', 'mysql://x']);
  assert.notEqual(r.code, 0);
  assert.match(r.err, /postgres:\/\/ or postgresql:\/\//);
  assert.doesNotMatch(r.err, /internal error/);
});

test('--save refuses to overwrite a file that is not a save of this program, and overwrites an old save', () => {
  const home = newHome();
  const notes = join(home, 'notes.txt');
  writeFileSync(notes, 'my notes\n');
  const r = runIn(home, ['play', 'cards', '--seed', '3', '--save', notes]);
  assert.equal(r.code, 2);
  assert.match(r.err, /is not a save of dungeon-crawl; it is not overwritten/);
  assert.equal(readFileSync(notes, 'utf8'), 'my notes\n');
  const old = join(home, 'old.json');
  assert.equal(runIn(home, ['play', 'cards', '--seed', '3', '--auto', '--save', old]).code, 0);
  const again = runIn(home, ['play', 'cards', '--seed', '4', '--auto', '--save', old]);
  assert.equal(again.code, 0, again.err);
  assert.equal(JSON.parse(readFileSync(old, 'utf8')).seed, 4);
});
