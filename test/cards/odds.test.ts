/** Statistics with a fixed seed: evasion by colour matches the exact odds of the pool. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { monsterTurn } from '../../src/systems/cards/rules/monster-turn.ts';
import { opts, warriorVs } from './helpers.ts';

test('evasion: with the king of clubs out, a monster attack misses 26/51·25/50 + 25/51·26/50 of the time', () => {
  // Pool of 51: 26 red, 25 black. A red attack leaves 25 red and 25 black; a black one 26 red and 24 black.
  const p = (26 / 51) * (25 / 50) + (25 / 51) * (26 / 50);
  const N = 20000;
  const ctx = testCtx({ seed: 20261122 });
  const o = opts();
  let misses = 0;
  for (let i = 0; i < N; i++) {
    const st = warriorVs('KC', { hp: 13, maxHp: 13 });
    monsterTurn(ctx, st, o);
    if (st.hp === 13) misses++;
  }
  const sigma = Math.sqrt((p * (1 - p)) / N);
  assert.ok(Math.abs(misses / N - p) < 4 * sigma, `miss rate ${misses / N} vs exact ${p.toFixed(4)} ± ${(4 * sigma).toFixed(4)}`);
});
