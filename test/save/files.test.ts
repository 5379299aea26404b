/** Issue item 7: paths are checked before a game is played; files are written atomically in their own folder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkWritable, FileProblem, writeFileAtomic } from '../../src/save/files.ts';

const dir = mkdtempSync(join(tmpdir(), 'dc-files-'));

function problem(f: () => void): string {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof FileProblem, String(e));
    assert.doesNotMatch((e as Error).message, /\n/);
    return (e as Error).message;
  }
  assert.fail('no problem reported');
}

test('unwritable --save and --log paths are refused with one line', () => {
  mkdirSync(join(dir, 'sub'));
  assert.match(problem(() => checkWritable('', '--save')), /^--save: give a file name, not an empty path$/);
  assert.match(problem(() => checkWritable('  ', '--log')), /^--log: give a file name/);
  assert.match(problem(() => checkWritable(join(dir, 'sub'), '--save')), /sub": is a folder; give a file name$/);
  assert.match(problem(() => checkWritable(join(dir, 'missing', 'x.json'), '--save')), /cannot be written \(its folder does not exist\)$/);
  assert.match(problem(() => checkWritable('/proc', '--log')), /is a folder/);
  assert.match(problem(() => checkWritable('/proc/dc-test.json', '--log')), /cannot be written \(no file can be created in that folder\)$/);
  assert.match(problem(() => checkWritable('/dev/null', '--log')), /is not a regular file/);
  writeFileSync(join(dir, 'plain'), 'x');
  assert.match(problem(() => checkWritable(join(dir, 'plain', 'x.json'), '--save')), /a part of the path is not a folder/);
  checkWritable(join(dir, 'ok.json'), '--save');
  assert.deepEqual(readdirSync(dir).sort(), ['plain', 'sub'], 'the probe leaves nothing behind');
});

test('writeFileAtomic replaces the file whole and leaves no temp file, also when it fails', () => {
  const f = join(dir, 'sub', 'save.json');
  writeFileAtomic(f, 'one');
  writeFileAtomic(f, 'two');
  assert.equal(readFileSync(f, 'utf8'), 'two');
  assert.deepEqual(readdirSync(join(dir, 'sub')), ['save.json']);
  assert.match(problem(() => writeFileAtomic(join(dir, 'sub'), 'x', 'the save')), /^cannot write the save ".*sub" \(it is a folder\)$/);
  assert.match(problem(() => writeFileAtomic('', 'x', 'the save')), /give a file name/);
  assert.deepEqual(readdirSync(join(dir, 'sub')), ['save.json']);
});
