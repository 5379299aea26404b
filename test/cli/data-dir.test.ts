/** `--data DIR` (3d6): a folder of JSON files replaces our data; the save keeps it; each bad file is refused in one line naming it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newHome, refusedIn, runIn } from './dc.ts';
import { RAW_DEFAULTS } from '../../src/systems/3d6/data/index.ts';

const home = newHome();
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A folder holding the given files (name without .json → content). */
function folder(name: string, files: Record<string, unknown>): string {
  const dir = join(home, name);
  mkdirSync(dir, { recursive: true });
  for (const [n, v] of Object.entries(files)) writeFileSync(join(dir, `${n}.json`), typeof v === 'string' ? v : JSON.stringify(v));
  return dir;
}

/** Our characters renamed ("Test Brannoc", id "t-fighter"): only the fighter and the cleric. */
function twoCharacters() {
  const c = clone(RAW_DEFAULTS.characters);
  c.characters = c.characters.filter((x) => x.id === 'fighter' || x.id === 'cleric').map((x) => ({ ...x, id: `t-${x.id}`, name: `Test ${x.name}` }));
  return c;
}

test('play --data plays with the folder\'s characters, keeps the data in the save, and replay uses it', () => {
  const dir = folder('two', { characters: twoCharacters() });
  const save = join(home, 'two-game.json');
  const r = runIn(home, ['play', '3d6', '--auto', '--quiet', '--seed', '5', '--data', dir, '--save', save]);
  assert.equal(r.code, 0, r.err);
  const report = readFileSync(join(home, 'two-game.report.txt'), 'utf8');
  assert.match(report, /Test \w+ \(fighter, level 1\)/);
  assert.match(report, /Test \w+ \(cleric, level 1\)/);
  assert.doesNotMatch(report, /\(wizard/);
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  assert.deepEqual(saved.options.party, ['t-fighter', 't-cleric']);
  assert.deepEqual(saved.options.data.characters, twoCharacters());
  const rep = runIn(home, ['replay', save]);
  assert.equal(rep.code, 0, rep.err);
  assert.match(rep.out, /state matches the save/);
  // a save whose data was changed afterwards is refused, not replayed with other data
  saved.options.data.characters.characters[0].name = 'Someone else';
  writeFileSync(save, JSON.stringify(saved));
  refusedIn(home, ['replay', save], /history|hash|changed/i);
});

test('simulate --data plays the folder\'s party when none of our setups fits it', () => {
  const dir = folder('two-sim', { characters: twoCharacters() });
  const r = runIn(home, ['simulate', '3d6', '--games', '4', '--workers', '1', '--json', '--data', dir]);
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out);
  assert.equal(s.games, 4);
  assert.match(JSON.stringify(s), /as given/);
});

test('a bad data file is refused in one line naming the file and the path inside it', () => {
  const w = clone(RAW_DEFAULTS.weapons) as { weapons: Record<string, unknown>[] };
  w.weapons[2]!.reach = 'far';
  const bad = folder('bad-weapon', { weapons: w });
  refusedIn(home, ['play', '3d6', '--auto', '--data', bad], new RegExp(`^dungeon-crawl: "${join(bad, 'weapons.json').replace(/[/.]/g, '\\$&')}": weapons\\.2\\.reach`));
  refusedIn(home, ['simulate', '3d6', '--games', '1', '--data', bad], /weapons\.json": weapons\.2\.reach/);
  refusedIn(home, ['play', '3d6', '--data', folder('not-json', { spells: '{ nope' })], /spells\.json": not JSON/);
  refusedIn(home, ['play', '3d6', '--data', folder('stray', { monsters: {} })], /monsters\.json": not a data file/);
  const c = clone(RAW_DEFAULTS.characters);
  c.characters[0]!.weapons = ['laser'];
  refusedIn(home, ['play', '3d6', '--data', folder('cross', { characters: c })], /characters\.json" with our defaults: character \w+: no weapon "laser"/);
  refusedIn(home, ['play', '3d6', '--data', join(home, 'no-such-folder')], /--data .*no-such-folder.*cannot read the folder/);
  refusedIn(home, ['play', '2hdc', '--data', bad], /no data files/);
  const wd = clone(RAW_DEFAULTS.wandering);
  wd.groups[0]!.max = 1;
  refusedIn(home, ['play', '3d6', '--data', folder('gap', { wandering: wd })], /wandering\.json" with our defaults: wandering groups: a roll of 2 is covered by 0 rows/);
  wd.groups[0]!.max = 2;
  wd.groups[1]!.monsters = ['dragon'];
  refusedIn(home, ['play', '3d6', '--data', folder('dragon', { wandering: wd })], /wandering groups 1: no monster "dragon"/);
});
