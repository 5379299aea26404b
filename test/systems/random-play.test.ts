/**
 * Every built system, played by a chooser that picks uniformly among the legal
 * options (not the bot): paths a sensible bot never takes must not crash
 * either, and every game must end and replay to the same state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { sample } from '../support/sample.ts';

const GAMES: Record<string, number> = { cards: sample(1000, 2000), '2hdc': sample(100, 300), '3d6': sample(100, 300), 'dungeon-world': sample(40, 150), exploration: sample(100, 300) };

for (const [id, games] of Object.entries(GAMES)) {
  test(`${id}: ${games} games with random legal choices end without an error and replay exactly`, async () => {
    const system = await loadSystem(id);
    for (let seed = 1; seed <= games; seed++) {
      const rng = xoroshiro128plus(seed * 7919);
      const chooser = (req: Request) => req.options[uniformInt(rng, 0, req.options.length - 1)]!.id;
      let r;
      try {
        r = run({ system, seed, log: false, chooser });
      } catch (e) {
        assert.fail(`${id} seed ${seed}: ${(e as Error).stack}`);
      }
      assert.equal(r.status, 'over', `${id} seed ${seed} did not end`);
      if (seed % 50 === 0) {
        const again = run({ system, seed, log: true, decisions: r.decisions });
        assert.equal(JSON.stringify(again.state), JSON.stringify(r.state), `${id} seed ${seed} replays differently`);
      }
    }
  });
}
