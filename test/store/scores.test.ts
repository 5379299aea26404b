/** The high score sheet: ranking, qualifying, and persistence across processes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openScores } from '../../src/store/scores.ts';

function tempFile(): { file: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'dc-scores-'));
  return { file: join(dir, 'scores.sqlite'), done: () => rmSync(dir, { recursive: true, force: true }) };
}

test('top lists the best scores of a difficulty first; equal scores in the order recorded', () => {
  const t = tempFile();
  const s = openScores(t.file);
  s.add({ name: 'Ann', character: 'warrior', difficulty: 'normal', score: 20 });
  s.add({ name: 'Bob', character: 'mage', difficulty: 'normal', score: 35 });
  s.add({ name: 'Cy', character: 'mage', difficulty: 'hardcore', score: 50 });
  s.add({ name: 'Dee', character: 'warrior', difficulty: 'normal', score: 20 });
  assert.deepEqual(s.top({ difficulty: 'normal' }).map((e) => `${e.name} ${e.score}`), ['Bob 35', 'Ann 20', 'Dee 20']);
  assert.deepEqual(s.top({ difficulty: 'hardcore' }).map((e) => e.name), ['Cy']);
  assert.deepEqual(s.top({ limit: 2 }).map((e) => e.name), ['Cy', 'Bob']);
  const e = s.top({ difficulty: 'normal', limit: 1 })[0]!;
  assert.equal(e.character, 'mage');
  assert.match(e.recordedAt, /^\d{4}-\d\d-\d\dT/);
  s.close();
  t.done();
});

test('qualifies: any score while the sheet has room, then only a score beating the last place', () => {
  const t = tempFile();
  const s = openScores(t.file);
  for (let i = 1; i <= 3; i++) s.add({ name: `P${i}`, character: 'warrior', difficulty: 'normal', score: i * 10 });
  assert.equal(s.qualifies(0, 'normal', 4), true, 'room left on a 4-line sheet');
  assert.equal(s.qualifies(10, 'normal', 3), false, 'ties the last place: not enough');
  assert.equal(s.qualifies(11, 'normal', 3), true);
  assert.equal(s.qualifies(1, 'hardcore', 3), true, 'the hard core sheet is separate and empty');
  assert.equal(s.qualifies(5, 'normal'), true, 'default sheet of ten has room');
  assert.throws(() => s.add({ name: 'X', character: 'mage', difficulty: 'normal', score: -1 }), RangeError);
  assert.throws(() => s.add({ name: '', character: 'mage', difficulty: 'normal', score: 1 }), /CHECK/);
  s.close();
  t.done();
});

test('the sheet survives restarts: two separate processes write, a third reads', () => {
  const t = tempFile();
  const mod = new URL('../../src/store/scores.ts', import.meta.url).href;
  const write = (name: string, score: number): void => {
    const code = `import(${JSON.stringify(mod)}).then(({ openScores }) => { const s = openScores(${JSON.stringify(t.file)}); s.add({ name: ${JSON.stringify(name)}, character: 'mage', difficulty: 'hardcore', score: ${score} }); s.close(); });`;
    execFileSync(process.execPath, ['--import', 'tsx', '-e', code], { stdio: 'pipe' });
  };
  write('First', 12);
  write('Second', 40);
  const s = openScores(t.file);
  assert.deepEqual(s.top({ difficulty: 'hardcore' }).map((e) => [e.name, e.score, e.created]), [['Second', 40, 2], ['First', 12, 1]]);
  s.close();
  t.done();
});
