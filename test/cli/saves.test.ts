/** The command line's save and log paths, seeds and option keys (issue items 1, 6, 7, 8), run as a player runs them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSeed } from '../../src/cli/args.ts';

const home = mkdtempSync(join(tmpdir(), 'dc-cli-saves-'));
const cwd = join(home, 'cwd');
mkdirSync(cwd);
const BIN = join(import.meta.dirname, '../../bin/dungeon-crawl.js');

function dc(args: string[], input = ''): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, input, encoding: 'utf8', env: { ...process.env, DUNGEON_CRAWL_HOME: home }, timeout: 120_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

function refusedBeforePlay(args: string[], pattern: RegExp): void {
  const r = dc(args, 'Tester\n');
  assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
  const lines = r.err.trim().split('\n');
  assert.equal(lines.length, 1, r.err);
  assert.match(lines[0]!, pattern);
  assert.doesNotMatch(r.err, /internal error/);
  assert.doesNotMatch(r.out, /End of game|Room 1/, 'nothing was played');
}

test('--save and --log that cannot be written are refused before the game is played', () => {
  mkdirSync(join(home, 'folder'));
  const auto = ['play', 'cards', '--auto', '--quiet', '--seed', '3'];
  refusedBeforePlay([...auto, '--save', join(home, 'folder')], /^dungeon-crawl: --save ".*folder": is a folder; give a file name$/);
  refusedBeforePlay([...auto, '--save', join(home, 'nowhere', 'g.json')], /--save .*: cannot be written \(its folder does not exist\)$/);
  refusedBeforePlay([...auto, '--save', ''], /^dungeon-crawl: --save: give a file name, not an empty path$/);
  refusedBeforePlay([...auto, '--save', join(home, 'g.json'), '--log', '/proc/dc.jsonl'], /--log "\/proc\/dc.jsonl": cannot be written/);
  assert.deepEqual(readdirSync(cwd), [], 'no .tmp file is left in the current folder');
  assert.ok(!existsSync(join(home, 'g.json')), 'no save was written');
});

test('--option with a key the system does not know is refused, naming the known keys', () => {
  refusedBeforePlay(['play', 'cards', '--auto', '--option', 'dificulty=hardcore'], /unknown rule option "dificulty" for cards; its options are: player, character, difficulty, .*spellsCanMiss/);
});

test('--seed 4294967295 is accepted and shown as typed; the save and its replay keep it', () => {
  assert.equal(parseSeed('4294967295'), 4294967295);
  assert.equal(parseSeed(' 0 '), 0);
  for (const bad of ['4294967296', '-1', '1e3', '99999999999', '']) assert.throws(() => parseSeed(bad), /a seed is a whole number from 0 to 4294967295/);
  const save = join(home, 'big-seed.json');
  const r = dc(['play', 'cards', '--auto', '--quiet', '--seed', '4294967295', '--save', save, '--log', join(home, 'big-seed.jsonl')], 'Tester\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /seed 4294967295,/);
  assert.equal(JSON.parse(readFileSync(save, 'utf8')).seed, 4294967295);
  assert.match(readFileSync(join(home, 'big-seed.jsonl'), 'utf8').split('\n')[0]!, /"seed":4294967295/);
  const back = dc(['replay', save]);
  assert.equal(back.code, 0, back.err);
  assert.match(back.out, /seed 4294967295: .*state matches the save and its history is unchanged/);
});

test('a card typed with terminal escapes is refused without echoing them', () => {
  const r = dc(['play', 'cards', '--dice', 'physical', '--seed', '1', '--save', join(home, 'esc.json')], '1\n\u001b[2JQH\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Refused: "\\e\[2JQH" is not a card/);
  assert.doesNotMatch(r.out, /\u001b/);
});
