/** `--scenario FILE` (3d6): a scenario file replaces the generated dungeon; the save carries it whole; a bad file is refused in one line naming its path. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newHome, refusedIn, runIn } from './dc.ts';

const home = newHome();
const SCENARIO = {
  name: 'The Cellar',
  rooms: [
    { name: 'Stairs down', treasure: 15 },
    { name: 'The wine vault', door: 'stuck', foes: ['giant-rat', 'giant-rat'], treasure: 'roll' },
  ],
};

function file(name: string, content: unknown): string {
  mkdirSync(home, { recursive: true });
  const f = join(home, name);
  writeFileSync(f, typeof content === 'string' ? content : JSON.stringify(content));
  return f;
}

test('play --scenario plays its rooms, keeps the scenario in the save, and replay uses it', () => {
  const save = join(home, 'cellar-game.json');
  const r = runIn(home, ['play', '3d6', '--auto', '--quiet', '--seed', '4', '--scenario', file('cellar.json', SCENARIO), '--save', save, '--option', 'party=["fighter","cleric"]']);
  assert.equal(r.code, 0, r.err);
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  assert.equal(saved.options.scenario.name, 'The Cellar');
  assert.deepEqual(saved.options.scenario.rooms.map((x: { name: string }) => x.name), ['Stairs down', 'The wine vault']);
  assert.match(readFileSync(join(home, 'cellar-game.report.txt'), 'utf8'), /rooms in the dungeon: 2/);
  const rep = runIn(home, ['replay', save]);
  assert.equal(rep.code, 0, rep.err);
  assert.match(rep.out, /state matches the save/);
  saved.options.scenario.rooms[0].treasure = 900;
  writeFileSync(save, JSON.stringify(saved));
  refusedIn(home, ['replay', save], /history|hash|changed|state/i);
});

test('a shipped scenario by name, and simulate --scenario', () => {
  const r = runIn(home, ['play', '3d6', '--auto', '--quiet', '--seed', '2', '--scenario', 'drowned-chapel', '--save', join(home, 'chapel.json')]);
  assert.equal(r.code, 0, r.err);
  assert.equal(JSON.parse(readFileSync(join(home, 'chapel.json'), 'utf8')).options.dungeon, 'drowned-chapel');
  const s = runIn(home, ['simulate', '3d6', '--games', '4', '--workers', '1', '--json', '--scenario', file('cellar2.json', SCENARIO)]);
  assert.equal(s.code, 0, s.err);
  assert.equal(JSON.parse(s.out).games, 4);
});

test('a bad scenario file is refused in one line naming the file and the path inside it', () => {
  const bad = file('bad.json', { ...SCENARIO, rooms: [{ name: 'x', door: 'ajar' }] });
  refusedIn(home, ['play', '3d6', '--auto', '--scenario', bad], new RegExp(`^dungeon-crawl: "${bad.replace(/[/.]/g, '\\$&')}": rooms\\.0\\.door`));
  refusedIn(home, ['play', '3d6', '--scenario', file('dragon.json', { ...SCENARIO, rooms: [{ name: 'x', foes: ['dragon'] }] })], /dragon\.json": rooms\.0\.foes\.0: no monster "dragon"/);
  refusedIn(home, ['play', '3d6', '--scenario', file('junk.json', '{ nope')], /junk\.json": not JSON/);
  refusedIn(home, ['play', '3d6', '--scenario', join(home, 'missing.json')], /--scenario: cannot read .*missing\.json.*no such file/);
  refusedIn(home, ['simulate', '3d6', '--games', '1', '--scenario', bad], /bad\.json": rooms\.0\.door/);
  refusedIn(home, ['play', '2hdc', '--scenario', bad], /no scenario files/);
});
