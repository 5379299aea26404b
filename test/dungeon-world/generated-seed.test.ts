/** A generated dungeon comes from the game's own seed unless mapSeed names one; saves made when mapSeed defaulted to 1 still load. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { autoplay, parseOptions, run, Simulator } from '../../src/core/engine.ts';
import { parseSave, replaySave } from '../../src/save/save.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import { newGame } from '../../src/systems/dungeon-world/rules/setup.ts';
import { nextScenario } from '../../src/systems/dungeon-world/rules/campaign/carry.ts';
import { dwOptions } from '../../src/systems/dungeon-world/options.ts';

const pinned = (mapSeed: number) => newGame(dwOptions.parse({ scenario: 'generated', mapSeed })).board.terrain;
const mapOf = (seed: number, options: Record<string, unknown>) => run({ system: dwSystem, seed, options, log: false, decisions: [] }).state.board.terrain;

test('mapSeed is null by default: each game of scenario=generated plays the dungeon of its own seed', () => {
  assert.equal((parseOptions(dwSystem, {}) as { mapSeed: unknown }).mapSeed, null);
  const g = { scenario: 'generated' };
  assert.equal(mapOf(5, g), pinned(5));
  assert.equal(mapOf(6, g), pinned(6));
  assert.notEqual(mapOf(5, g), mapOf(6, g));
  // A mapSeed pins the dungeon whatever the game's seed.
  assert.equal(mapOf(5, { ...g, mapSeed: 9 }), mapOf(6, { ...g, mapSeed: 9 }));
});

test("a dungeon from the game's seed never names that seed (only the game's owner may see it)", () => {
  const r = run({ system: dwSystem, seed: 123457, options: { scenario: 'generated' }, decisions: [] });
  assert.equal(r.state.title, 'A generated dungeon');
  assert.ok(!JSON.stringify(dwSystem.viewModel!(r.state, { spectator: true })).includes('123457'));
  assert.equal(newGame(dwOptions.parse({ scenario: 'generated', mapSeed: 4 })).title, 'A generated dungeon (map seed 4)');
  assert.throws(() => newGame(dwOptions.parse({ scenario: 'generated' })), /needs the option mapSeed or the game's seed/);
});

test('simulation and autoplay set up the same dungeon from the seed', () => {
  const o = parseOptions(dwSystem, { scenario: 'generated', heroes: ['ranger', 'dwarf'] });
  const a = autoplay(dwSystem, 31, o, false, null, true);
  const sim = new Simulator(dwSystem).play(31, o);
  assert.deepEqual(sim, a.state);
  assert.notDeepEqual(new Simulator(dwSystem).play(32, o), a.state);
});

test('a save made when mapSeed defaulted to 1 (options saved in full) loads and replays to its recorded game', async () => {
  const save = parseSave(readFileSync(new URL('../fixtures/saves/dw-generated-mapseed1.json', import.meta.url), 'utf8'));
  assert.equal(save.options.mapSeed, 1);
  const { result } = await replaySave(save, false);
  assert.equal(result.status, 'decision');
  assert.equal(result.state.title, 'A generated dungeon (map seed 1)');
  assert.equal(result.state.board.terrain, pinned(1));
});

test('a campaign of generated dungeons without a mapSeed keeps none; with one it walks on', () => {
  const o = dwOptions.parse({ scenario: 'generated' });
  assert.deepEqual(nextScenario(o, true), { scenario: 'generated', mapSeed: null });
  assert.deepEqual(nextScenario({ ...o, mapSeed: 7 }, true), { scenario: 'generated', mapSeed: 8 });
  assert.deepEqual(nextScenario({ ...o, scenario: 'drakes-vault' }, true), { scenario: 'generated', mapSeed: null });
});
