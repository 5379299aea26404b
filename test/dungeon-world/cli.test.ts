/** `play dungeon-world --auto`, `simulate dungeon-world --json` and `replay` through the built command (run `npm run build` first). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { newHome, refusedIn, runIn } from '../cli/dc.ts';

const home = newHome();

test('play dungeon-world --auto plays to the end and saves; the save replays', () => {
  const save = join(home, 'dw.json');
  const r = runIn(home, ['play', 'dungeon-world', '--auto', '--quiet', '--seed', '5', '--save', save]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /=== End of game: (the heroes won|the Draken Master won|time ran out) ===/i);
  const again = runIn(home, ['replay', save]);
  assert.equal(again.code, 0, again.err);
  assert.match(again.out, /The Crypt of Bones: move \d+ of 13/, 'the replayed state is shown');
});

test('simulate dungeon-world --json counts outcomes and the spawning table', () => {
  const r = runIn(home, ['simulate', 'dungeon-world', '--json', '--games', '40', '--seed', '9']);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.system, 'dungeon-world');
  assert.equal(Object.values(j.outcomes as Record<string, number>).reduce((a, b) => a + b, 0), 40);
  assert.ok(j.tables['random-spawning-table'], 'the spawning table was counted');
});

test('a bad rule option is refused in one line', () => {
  const r = runIn(home, ['play', 'dungeon-world', '--auto', '--option', 'heroes=["gandalf"]']);
  assert.notEqual(r.code, 0);
  assert.match(r.err.trim(), /heroes\.0: a premade hero/);
});

test('play --data plays the folder\'s heroes and keeps them in the save; a bad file is refused in one line naming it', async () => {
  const { mkdirSync, readFileSync, writeFileSync } = await import('node:fs');
  const { RAW_DEFAULTS } = await import('../../src/systems/dungeon-world/data/index.ts');
  const dir = join(home, 'dw-data');
  mkdirSync(dir, { recursive: true });
  const heroes = JSON.parse(JSON.stringify(RAW_DEFAULTS.heroes)) as typeof RAW_DEFAULTS.heroes;
  heroes.heroes = heroes.heroes.filter((h) => h.id === 'ranger').map((h) => ({ ...h, id: 'u-ranger', name: 'Sylvan Ranger' }));
  writeFileSync(join(dir, 'heroes.json'), JSON.stringify(heroes));
  const save = join(home, 'dw-data.json');
  const r = runIn(home, ['play', 'dungeon-world', '--auto', '--quiet', '--seed', '4', '--data', dir, '--save', save]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Sylvan Ranger/);
  const saved = JSON.parse(readFileSync(save, 'utf8'));
  assert.deepEqual(saved.options.heroes, ['u-ranger']);
  assert.equal(runIn(home, ['replay', save]).code, 0);
  writeFileSync(join(dir, 'heroes.json'), JSON.stringify({ heroes: [{ id: 'x' }] }));
  const bad = runIn(home, ['play', 'dungeon-world', '--auto', '--data', dir]);
  assert.notEqual(bad.code, 0);
  assert.match(bad.err.trim(), /heroes\.json"?: heroes\.0\./);
  assert.equal(bad.err.trim().split('\n').length, 1);
});

test('play dungeon-world --campaign: the first game starts the campaign in SQLite, the next one carries it (a win moves to the next scenario)', () => {
  const first = runIn(home, ['play', 'dungeon-world', '--campaign', 'Crawl', '--auto', '--quiet', '--seed', '1', '--save', join(home, 'c1.json')]);
  assert.equal(first.code, 0, first.err);
  assert.match(first.out, /Campaign "Crawl" updated/);
  const won = /the heroes won/i.test(first.out);
  const second = runIn(home, ['play', 'dungeon-world', '--campaign', 'Crawl', '--auto', '--quiet', '--seed', '2', '--save', join(home, 'c2.json')]);
  assert.equal(second.code, 0, second.err);
  assert.match(second.out, won ? /The Sunken Granary/ : /The Crypt of Bones/);
  const list = runIn(home, ['campaigns']);
  assert.match(list.out, /Crawl \[dungeon-world\]: 2 adventures/);
});

test('play dungeon-world --campaign --games 2: the campaign chains into its next game after the first one\'s shop and report', () => {
  const save = join(home, 'chain.json');
  const r = runIn(home, ['play', 'dungeon-world', '--campaign', 'Chain', '--auto', '--quiet', '--seed', '1', '--games', '2', '--save', save]);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out.match(/=== End of game/g)?.length, 2, 'two games were played');
  assert.equal(r.out.match(/Campaign "Chain" updated/g)?.length, 2);
  const won = /the heroes won/i.test(r.out.slice(0, r.out.indexOf('Campaign "Chain" updated')));
  const second = r.out.slice(r.out.indexOf('Campaign "Chain" updated'));
  assert.match(second, won ? /The Sunken Granary/ : /The Crypt of Bones/, 'the second game is the campaign\'s next scenario');
  assert.ok(existsSync(save) && existsSync(join(home, 'chain-2.json')), 'each game has its own save');
  assert.match(runIn(home, ['campaigns']).out, /Chain \[dungeon-world\]: 2 adventures/);
});

test('--games without --campaign is refused in one line', () => {
  refusedIn(home, ['play', 'dungeon-world', '--auto', '--games', '2'], /--games plays the games of a campaign/);
});
