/** The loop benchmark plays the same mix of setups as `simulate cards`: game i, setup i mod 4. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playMix } from '../../bench/cards-loop.ts';
import { autoplay } from '../../src/core/engine.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';

test('bench/cards-loop.ts playMix plays setup i mod n of cardsSystem.setups, game for game', () => {
  const setups = cardsSystem.setups!;
  for (let i = 0; i < 400; i++) {
    const st = autoplay(cardsSystem, i, setups[i % setups.length]!.options).state;
    const loop = playMix(i);
    assert.deepEqual({ outcome: loop.outcome, rooms: loop.rooms, drawn: loop.drawn }, { outcome: st.outcome, rooms: st.rooms, drawn: st.drawn }, `game ${i}`);
  }
});
