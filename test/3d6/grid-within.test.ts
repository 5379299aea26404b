/**
 * The fight's walk towards a target (grid.ts `pathWithin`, `stepsWithin`)
 * looks only at the squares round the target; it must give what the search
 * over the whole grid gives (`pathInField` with the goal "within reach"),
 * ties included, on open grids and walled maps alike.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { distance, fieldFrom, pathInField, pathWithin, stepsWithin } from '../../src/systems/3d6/rules/combat/grid.ts';
import type { Fight } from '../../src/systems/3d6/state.ts';

/** A small seeded generator (the test's own: no game dice). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

test('pathWithin and stepsWithin agree with the whole-grid search on random grids', () => {
  const rnd = lcg(26);
  let compared = 0;
  let found = 0;
  for (let g = 0; g < 200; g++) {
    const width = 4 + Math.floor(rnd() * 12);
    const height = 3 + Math.floor(rnd() * 8);
    const fight = { width, height } as Fight;
    // Some grids are maps: a random mask of the steps allowed from each square.
    if (g % 2) fight.map = { floor: [], steps: Array.from({ length: width * height }, () => Math.floor(rnd() * 256)), exits: { party: [], foes: [] } } as unknown as Fight['map'];
    const blocked = Uint8Array.from({ length: width * height }, () => (rnd() < 0.25 ? 1 : 0));
    const from = { x: Math.floor(rnd() * width), y: Math.floor(rnd() * height) };
    blocked[from.y * width + from.x] = 0;
    const field = fieldFrom(fight, blocked, from);
    for (let k = 0; k < 5; k++) {
      const t = { x: Math.floor(rnd() * width), y: Math.floor(rnd() * height) };
      const reach = 1 + Math.floor(rnd() * 3);
      const want = pathInField(fight, field, (p) => distance(p, t) <= reach);
      assert.deepEqual(pathWithin(fight, field, t, reach), want);
      assert.equal(stepsWithin(fight, field, t, reach), want ? want.length : -1);
      compared++;
      if (want && want.length > 0) found++;
    }
  }
  assert.equal(compared, 1000);
  // Not a comparison of nulls only: most targets are reached by some walk.
  assert.ok(found > 300, `only ${found} walks found`);
});
