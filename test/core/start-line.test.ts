/** The first log line names every rule option, but a long one (a scenario file with its rooms and chests) only by its size: its contents are not for the players' eyes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import crypt from '../../src/systems/dungeon-world/data/scenarios/crypt-of-bones.json' with { type: 'json' };

test('a scenario file in the options reaches the start line only by its size; short options are shown whole', async () => {
  const system = await loadSystem('dungeon-world');
  const mine = { ...structuredClone(crypt), id: 'my-crypt', intro: 'Behind the second door waits the secret of the crypt.' };
  const r = run({ system, options: { scenarioFile: mine, spawnDice: 2 }, seed: 3 });
  const start = r.events[0]!;
  assert.equal(start.type, 'start');
  assert.doesNotMatch(start.text, /secret of the crypt/);
  assert.match(start.text, /scenarioFile=\(given: \d+ characters\)/);
  assert.match(start.text, /spawnDice=2/);
  assert.match(start.text, /master="computer"/);
  // The event itself keeps the options whole (it stays in the game's files).
  assert.equal((start as unknown as { options: { scenarioFile: { intro: string } } }).options.scenarioFile.intro, mine.intro);
});
