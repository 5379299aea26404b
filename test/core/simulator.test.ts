/**
 * The Simulator plays the same games as autoplay (same final states, same
 * dice and cards), reusing one context, and with recycled states too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, parseOptions, Simulator, type GameSystem } from '../../src/core/engine.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';

for (const system of [cardsSystem, twoHourSystem] as GameSystem[]) {
  test(`${system.id}: Simulator games equal autoplay's, recycled states included`, () => {
    const options = (system.setups ?? [{ name: '', options: {} }]).map((s) => parseOptions(system, s.options));
    const sim = new Simulator(system);
    const games = system === cardsSystem ? 400 : 12;
    let spare: unknown;
    for (let g = 0; g < games; g++) {
      const o = options[g % options.length];
      const a = autoplay(system, g, o, false, null, true);
      const state = sim.play(g, o, spare);
      assert.equal(JSON.stringify(state), JSON.stringify(a.state), `game ${g}`);
      assert.equal(sim.chance.revealed, a.chance.revealed, `game ${g}: dice and cards`);
      assert.deepEqual(system.report(state).numbers, system.report(a.state).numbers);
      spare = state;
    }
  });
}

test('cards: a recycled report says exactly what a new one says, its story and numbers included', () => {
  const options = (cardsSystem.setups ?? []).map((s) => parseOptions(cardsSystem, s.options));
  let spare: ReturnType<typeof cardsSystem.report> | undefined;
  for (let g = 0; g < 40; g++) {
    const state = autoplay(cardsSystem, g, options[g % options.length], false, null, true).state;
    const fresh = cardsSystem.report(state);
    // Read everything of the last report first, so any text or numbers it cached would show if kept.
    if (spare) JSON.stringify(spare);
    const recycled = cardsSystem.report(state, spare);
    if (spare) assert.equal(recycled, spare, 'the report given is refilled, not replaced');
    assert.equal(JSON.stringify(recycled), JSON.stringify(fresh), `game ${g}`);
    assert.deepEqual(recycled.numberValues, fresh.numberValues);
    spare = recycled;
  }
});
