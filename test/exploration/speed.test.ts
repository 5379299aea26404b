/**
 * Speed tricks that Exploration's games lean on (fastexp4): the near-terrain
 * skip of a fighter's field (3d6 speed/near-terrain.ts) and the map cache's
 * recycled fields and kept move goals (speed/map-cache.ts) play the same
 * seeded games, event for event, as the plain code with them off.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import { nearTerrain } from '../../src/systems/3d6/speed/near-terrain.ts';
import { mapMemo } from '../../src/systems/exploration/speed/map-cache.ts';

test('speed: with the near-terrain skip and the map cache on, seeded games log as with them off (every setup)', () => {
  const setups = explorationSystem.setups ?? [];
  assert.ok(setups.length >= 2);
  const logs = (on: boolean) => {
    nearTerrain.on = on;
    mapMemo.on = on;
    try {
      const out: string[] = [];
      for (const s of setups) for (const seed of [3, 11]) out.push(JSON.stringify(run({ system: explorationSystem, options: s.options, seed, chooser: explorationSystem.bot, log: true }).events));
      return out;
    } finally {
      nearTerrain.on = true;
      mapMemo.on = true;
    }
  };
  const plain = logs(false);
  const fast = logs(true);
  assert.deepEqual(fast, plain);
  // The games compared have fights on the map (where the fields are read) and moves (where the goals are).
  assert.ok(plain.some((l) => l.includes('3d6 combat on the map')), 'some game has a fight on the map');
});
