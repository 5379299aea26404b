/** The command line, run as a player runs it: every command's happy path and bad-input path. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newHome, refusedIn, runIn } from './dc.ts';

const home = newHome();
const dc = (args: string[], input = '') => runIn(home, args, input);
const refused = (args: string[], pattern: RegExp, input = '') => refusedIn(home, args, pattern, input);

test('--help teaches every command', () => {
  const r = dc(['--help']);
  assert.equal(r.code, 0);
  for (const c of ['play', 'replay', 'resume', 'simulate', 'odds', 'roll', 'scores', 'rules']) assert.match(r.out, new RegExp(`\\b${c}\\b`));
  const p = dc(['play', '--help']);
  assert.equal(p.code, 0);
  assert.match(p.out, /--dice <source>/);
  const o = dc(['odds', '--help']);
  assert.match(o.out, /vs/);
});

test('bad input to each command is refused with one line', () => {
  refused(['play', 'chess'], /unknown system "chess"/);
  refused(['play', 'cards', '--seed', 'abc'], /seed is a whole number/);
  refused(['play', 'cards', '--dice', 'loaded'], /Allowed choices are seeded, physical/);
  refused(['play', 'cards', '--option', 'nonsense'], /key=value/);
  refused(['play', 'cards', '--option', 'difficulty=impossible'], /option difficulty/);
  refused(['simulate', 'cards', '--workers', '0'], /worker threads from 1/);
  refused(['simulate', 'cards', '--games', '0'], /whole number of games/);
  refused(['roll', '3d6kz'], /cannot roll "3d6kz"/);
  refused(['odds', '4d6', 'pass'], /expected the target number after "pass"/);
  refused(['replay', join(home, 'nope.json')], /no such file/);
  refused(['resume', join(home, 'nope.json')], /no such file/);
  refused(['frobnicate'], /unknown command/);
  refused(['scores', '--difficulty', 'easy'], /Allowed choices are normal, hardcore/);
  const bad = join(home, 'bad.json');
  writeFileSync(bad, '{"format":"dungeon-crawl-save","vers');
  refused(['replay', bad], /truncated or not JSON/);
});

test('roll is reproducible with a seed; odds prints exact odds', () => {
  const a = dc(['roll', '3d6', '--seed', '11']);
  const b = dc(['roll', '3d6', '--seed', '11']);
  assert.equal(a.code, 0, a.err);
  assert.equal(a.out, b.out);
  const o = dc(['odds', '2d6']);
  assert.equal(o.code, 0, o.err);
  assert.match(o.out, /16\.67%/);
});

test('play --auto to the end, then replay --log writes a byte-identical log', () => {
  const save = join(home, 'auto.json');
  const log1 = join(home, 'auto1.jsonl');
  const log2 = join(home, 'auto2.jsonl');
  const r = dc(['play', 'cards', '--auto', '--seed', '5', '--save', save, '--log', log1, '--quiet', '--option', 'character=warrior', '--option', 'difficulty=normal'], 'Tester\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /End of game/);
  const rp = dc(['replay', save, '--log', log2]);
  assert.equal(rp.code, 0, rp.err);
  assert.match(rp.out, /state matches the save/);
  assert.equal(readFileSync(log2, 'utf8'), readFileSync(log1, 'utf8'));
  assert.ok(readFileSync(log1, 'utf8').split('\n')[0]!.includes('"type":"start"'));
});

test('an interactive game quits and resumes without losing progress', () => {
  const save = join(home, 'inter.json');
  const r = dc(['play', 'cards', '--seed', '9', '--save', save], 'h\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Game saved to/);
  const before = JSON.parse(readFileSync(save, 'utf8'));
  const r2 = dc(['resume', save], '1\n');
  assert.equal(r2.code, 0, r2.err);
  const after = JSON.parse(readFileSync(save, 'utf8'));
  assert.equal(after.decisions.length, before.decisions.length + 1);
  const junk = dc(['resume', save], 'zzz\n');
  assert.match(junk.out, /Type a number from 1 to/);
});

/** `simulate cards --games 400 --seed 9 --workers 1 --json`, started once and read by the two simulate tests (each start of the command is about 0.5 s of CPU). */
let oneWorker: ReturnType<typeof dc> | undefined;
const simulateOneWorker = () => (oneWorker ??= dc(['simulate', 'cards', '--games', '400', '--seed', '9', '--workers', '1', '--json']));

test('simulate --json follows the contract', () => {
  const r = simulateOneWorker();
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out);
  assert.equal(s.system, 'cards');
  assert.equal(s.games, 400);
  assert.equal(typeof s.seconds, 'number');
  assert.ok(s.cpuSeconds > 0, 'the CPU time of the games, beside the wall clock');
  assert.ok(s.dice > 400);
  const total = Object.values(s.outcomes as Record<string, number>).reduce((a, b) => a + b, 0);
  assert.equal(total, 400);
  assert.equal(typeof s.tables, 'object');
});

test('simulate on two workers of the installed command gives the one-worker counts, by setup', () => {
  const one = JSON.parse(simulateOneWorker().out);
  const two = JSON.parse(dc(['simulate', 'cards', '--games', '400', '--seed', '9', '--workers', '2', '--json']).out);
  assert.equal(two.workers, 2);
  for (const k of ['outcomes', 'numbers', 'bySetup', 'tables', 'dice']) assert.deepEqual(two[k], one[k], k);
  const text = dc(['simulate', 'cards', '--games', '40']);
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /40 games of cards in [\d.]+s on \d+ workers?/);
});

test('rules lists a system\'s options with defaults', () => {
  const r = dc(['rules', 'cards']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /difficulty/);
});

test('physical cards: a bad entry is refused and asked again, a good one is saved', () => {
  const save = join(home, 'phys.json');
  const r = dc(['play', 'cards', '--dice', 'physical', '--seed', '1', '--save', save], '1\n7x\nKH\nKH\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Refused: "7x" is not a card/);
  assert.match(r.out, /Refused: KH is not in the deck any more/);
  const s = JSON.parse(readFileSync(save, 'utf8'));
  assert.equal(s.dice, 'physical');
  assert.deepEqual(s.physical, ['KH']);
  const back = dc(['replay', save]);
  assert.equal(back.code, 0, back.err);
});

test('2hdc: an auto-played adventure replays to the same log; simulate counts its tables', () => {
  const save = join(home, '2hdc.json');
  const log1 = join(home, '2hdc-1.jsonl');
  const log2 = join(home, '2hdc-2.jsonl');
  const r = dc(['play', '2hdc', '--auto', '--quiet', '--seed', '21', '--save', save, '--log', log1]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /End of game: (success: |failure: |the Star did not come out)/);
  assert.equal(dc(['replay', save, '--log', log2]).code, 0);
  assert.equal(readFileSync(log2, 'utf8'), readFileSync(log1, 'utf8'));
  const sim = JSON.parse(dc(['simulate', '2hdc', '--games', '30', '--json']).out);
  assert.equal(sim.games, 30);
  assert.ok(sim.tables['38.0'], 'the dungeon generation table was consulted');
  assert.ok(Object.values(sim.tables['38.0'] as Record<string, number>).every((n) => n > 0));
});

test('the menu answers a wrong key with a hint, shows the high scores and quits on q', () => {
  const r = dc([], '9\n3\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Main menu/);
  assert.match(r.out, /Type a number from 1 to 4, or q\./);
  assert.match(r.out, /High scores, normal difficulty:/);
  const games = dc([], '1\n5\nq\nq\n');
  assert.match(games.out, /Who rolls the dice\?/, 'every system is playable now: the fifth (exploration) asks for its dice');
  assert.doesNotMatch(games.out, /not playable yet/);
});

test('replay --step walks through a saved game one decision at a time', () => {
  const save = join(home, 'step.json');
  assert.equal(dc(['play', 'cards', '--auto', '--quiet', '--seed', '12', '--save', save], 'Stepper\n').code, 0);
  const r = dc(['replay', save, '--step'], '\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /-- decision 1: Enter for the next, q to stop --/);
  assert.match(r.out, /-- decision 2:/);
  assert.doesNotMatch(r.out, /-- decision 3:/);
  assert.doesNotMatch(r.out, /end of the log/);
});
