/** `--scenario FILE` (dungeon-world): a player's scenario replaces ours, with its own spawning table; the save carries it; a bad file is refused in one line naming its path. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import crypt from '../../src/systems/dungeon-world/data/scenarios/crypt-of-bones.json' with { type: 'json' };
import { newHome, refusedIn, runIn } from './dc.ts';

const home = newHome();
// Our smallest scenario under another name, bringing a spawning table of its own (only zombies).
const MINE = { ...structuredClone(crypt), id: 'my-crypt', title: 'My own crypt', spawningTable: [{ roll: [2, 12], kind: 'zombie', count: 1, label: '1 Zombie' }] };

function file(name: string, content: unknown): string {
  mkdirSync(home, { recursive: true });
  const f = join(home, name);
  writeFileSync(f, typeof content === 'string' ? content : JSON.stringify(content));
  return f;
}

test('play dungeon-world --scenario FILE plays the file, spawns from its own table, and the save replays it', () => {
  const save = join(home, 'mine.json');
  const log = join(home, 'mine.jsonl');
  const r = runIn(home, ['play', 'dungeon-world', '--auto', '--quiet', '--seed', '7', '--scenario', file('my-crypt.json', MINE), '--save', save, '--log', log]);
  assert.equal(r.code, 0, r.err);
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  assert.equal(saved.options.scenarioFile.id, 'my-crypt');
  const events = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const spawns = events.filter((e) => typeof e.table === 'string' && e.table.startsWith('random-spawning-table'));
  assert.ok(spawns.length > 0, 'the spawning table was rolled on');
  for (const e of spawns) assert.equal(e.table, 'random-spawning-table:my-crypt');
  const rep = runIn(home, ['replay', save]);
  assert.equal(rep.code, 0, rep.err);
  assert.match(rep.out, /state matches the save/);
  saved.options.scenarioFile.maxMoves = saved.options.scenarioFile.maxMoves + 1;
  writeFileSync(save, JSON.stringify(saved));
  refusedIn(home, ['replay', save], /history|hash|changed|state/i);
});

test('a shipped dungeon-world scenario by name; simulate --scenario FILE', () => {
  const r = runIn(home, ['play', 'dungeon-world', '--auto', '--quiet', '--seed', '2', '--scenario', 'sunken-granary', '--save', join(home, 'granary.json')]);
  assert.equal(r.code, 0, r.err);
  assert.equal(JSON.parse(readFileSync(join(home, 'granary.json'), 'utf8')).options.scenario, 'sunken-granary');
  const s = runIn(home, ['simulate', 'dungeon-world', '--games', '3', '--workers', '1', '--json', '--scenario', file('mine2.json', MINE)]);
  assert.equal(s.code, 0, s.err);
  assert.equal(JSON.parse(s.out).games, 3);
});

test('a bad dungeon-world scenario file is refused in one line naming the file and the path inside it', () => {
  const rows = [...MINE.map];
  rows[1] = rows[1]!.slice(1);
  refusedIn(home, ['play', 'dungeon-world', '--auto', '--scenario', file('short-row.json', { ...MINE, map: rows })], /short-row\.json": map\.1: \d+ squares, the first row has \d+/);
  refusedIn(home, ['play', 'dungeon-world', '--scenario', file('dragonish.json', { ...MINE, monsters: [{ kind: 'balrog', at: MINE.monsters[0]!.at }] })], /dragonish\.json": monsters\.0\.kind: no monster kind "balrog"/);
  refusedIn(home, ['play', 'dungeon-world', '--scenario', file('junk.json', '{ nope')], /junk\.json": not JSON/);
});
