/**
 * The map's steps made once per adventure (speed/map-steps.ts) and the doors
 * added as they open (map.ts walkableNow): for every square and every step
 * onto open floor, the bit is set exactly when the rules' own `canStep`
 * allows the step, whatever rooms are revealed and doors open.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHIPPED } from '../../src/systems/exploration/data/index.ts';
import { canStep, walkableNow } from '../../src/systems/exploration/rules/map.ts';
import { newExploration } from '../../src/systems/exploration/index.ts';
import { parseOptions } from '../../src/core/engine.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import { STEP_X, STEP_Y } from '../../src/core/grid-search.ts';
import { random } from '../support/random.ts';

test('walkable steps agree with canStep for every square, rooms revealed and doors opened at random', () => {
  const rand = random(26);
  for (const key of Object.keys(SHIPPED)) {
    const d = SHIPPED[key]!;
    let checked = 0;
    for (let round = 0; round < 6; round++) {
      const st = newExploration(parseOptions(explorationSystem, { adventure: key }) as Parameters<typeof newExploration>[0]);
      // Round 0: nothing revealed, every door shut; round 1: everything revealed and open; then at random.
      st.revealed = d.a.rooms.filter(() => round === 1 || (round > 1 && rand(3) > 0)).map((r) => r.id);
      for (const id in st.doors) st.doors[id] = round === 1 || (round > 1 && rand(2) === 0) ? 'open' : rand(2) ? 'closed' : 'opening';
      const walk = walkableNow(d, st);
      for (let c = 0; c < d.W * d.H; c++) {
        const x = c % d.W;
        const y = (c - x) / d.W;
        for (let k = 0; k < 8; k++) {
          const nx = x + STEP_X[k]!;
          const ny = y + STEP_Y[k]!;
          if (nx < 0 || ny < 0 || nx >= d.W || ny >= d.H) continue;
          const n = ny * d.W + nx;
          if (walk.closed[n]) continue;
          assert.equal((walk.steps[c]! & (1 << k)) !== 0, canStep(d, st, c, n), `${key}: step ${k} from ${x},${y}`);
          checked++;
        }
      }
    }
    assert.ok(checked > 100, `${key}: ${checked} steps checked`);
  }
});
