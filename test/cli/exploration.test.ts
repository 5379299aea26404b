/** The installed command with exploration: the shipped adventures listed, --adventure FILE played, saved sealed and replayed, a bad file refused in one line. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newHome, refusedIn, runIn } from './dc.ts';

const home = newHome();
const CELLARS = join(import.meta.dirname, '../../src/systems/exploration/data/adventures/lantern-cellars.json');

test('adventures lists the shipped ones', () => {
  const r = runIn(home, ['adventures']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^salt-marsh-chapel: The Salt-Marsh Chapel \(8 rooms/m);
  assert.match(r.out, /^lantern-cellars: The Lantern Cellars \(3 rooms/m);
});

test('play --adventure FILE --auto: the file is sealed in the save, which replays', () => {
  const save = join(home, 'cellars.json');
  const r = runIn(home, ['play', 'exploration', '--adventure', CELLARS, '--auto', '--quiet', '--seed', '11', '--save', save]);
  assert.equal(r.code, 0, r.err);
  const text = readFileSync(save, 'utf8');
  assert.doesNotMatch(text, /counting desk|Barrels of lamp oil/, 'no journal text readable in the save');
  const again = runIn(home, ['replay', save]);
  assert.equal(again.code, 0, again.err);
  assert.match(again.out, /state matches the save and its history is unchanged/);
});

test('a bad adventure file is refused in one line naming the file and the path inside it', () => {
  const bad = JSON.parse(readFileSync(CELLARS, 'utf8'));
  bad.connections[0].a = [2, 2];
  const file = join(home, 'bad.json');
  writeFileSync(file, JSON.stringify(bad));
  refusedIn(home, ['play', 'exploration', '--adventure', file, '--auto'], /bad\.json.*connections\.0\.b: a and b must be side by side/);
  refusedIn(home, ['play', 'cards', '--adventure', file], /plays no adventure files/);
});

test('simulate exploration --json counts every setup', () => {
  const r = runIn(home, ['simulate', 'exploration', '--games', '24', '--workers', '1', '--json']);
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out);
  assert.equal(s.games, 24);
  assert.equal(s.setups.length, 6);
});
