/** The hand-written benchmark loop plays exactly the engine's game: same seed, same result. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playLoop } from '../../bench/cards-loop.ts';
import { autoplay } from '../../src/core/engine.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';

test('bench/cards-loop.ts and the engine agree game by game (so the benchmark compares like with like)', () => {
  for (const [character, difficulty] of [['warrior', 'normal'], ['mage', 'normal'], ['warrior', 'hardcore'], ['mage', 'hardcore']] as const) {
    for (let seed = 0; seed < 500; seed++) {
      const rep = cardsSystem.report(autoplay(cardsSystem, seed, { character, difficulty }).state);
      const loop = playLoop(seed, character === 'mage', difficulty === 'hardcore');
      assert.deepEqual(
        { outcome: loop.outcome, score: loop.score, rooms: loop.rooms, drawn: loop.drawn },
        { outcome: rep.outcome, score: rep.numbers.score, rooms: rep.numbers.rooms, drawn: rep.numbers.cardsDrawn },
        `${character} ${difficulty} seed ${seed}`,
      );
    }
  }
});
