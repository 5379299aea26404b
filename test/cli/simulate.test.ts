/**
 * `simulate` over worker threads: the same seed gives the same summary
 * whatever the number of workers, and its counts equal a plain loop's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, parseOptions } from '../../src/core/engine.ts';
import { newTally, tallyTables } from '../../src/core/events.ts';
import { chooseSetups } from '../../src/sim/games.ts';
import { simulate, type SimulationSummary } from '../../src/cli/simulate.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';

/** The summary without what depends on the run (time, workers). */
function counted(s: SimulationSummary): unknown {
  const { seconds: _s, cpuSeconds: _c, workers: _w, ...rest } = s;
  return rest;
}

for (const system of [cardsSystem, twoHourSystem]) {
  const games = system === cardsSystem ? 2000 : 80;
  test(`${system.id}: the summary is the same on 1, 2 and 3 workers`, async () => {
    const setups = chooseSetups(system, {});
    const one = await simulate({ system, games, seed: 77, setups, workers: 1 });
    const two = await simulate({ system, games, seed: 77, setups, workers: 2 });
    const three = await simulate({ system, games, seed: 77, setups, workers: 3 });
    assert.equal(two.workers, 2);
    assert.deepEqual(JSON.stringify(counted(two)), JSON.stringify(counted(one)));
    assert.deepEqual(JSON.stringify(counted(three)), JSON.stringify(counted(one)));
    const other = await simulate({ system, games, seed: 78, setups, workers: 2 });
    assert.notDeepEqual(counted(other), counted(one), 'another seed plays other games');
  });

  test(`${system.id}: the counts equal a plain loop over the same games`, async () => {
    const setups = chooseSetups(system, {});
    const s = await simulate({ system, games, seed: 5, setups, workers: 2 });
    const tally = newTally();
    const outcomes: Record<string, number> = {};
    const bySetup: Record<string, Record<string, number>> = {};
    let dice = 0;
    const sums: Record<string, number> = {};
    for (let g = 0; g < games; g++) {
      const setup = setups[g % setups.length]!;
      const r = autoplay(system, 5 + g, parseOptions(system, setup.options), false, tally);
      const rep = system.report(r.state);
      dice += r.chance.revealed;
      outcomes[rep.outcome] = (outcomes[rep.outcome] ?? 0) + 1;
      const b = (bySetup[setup.name] ??= {});
      b[rep.outcome] = (b[rep.outcome] ?? 0) + 1;
      for (const [k, v] of Object.entries(rep.numbers)) sums[k] = (sums[k] ?? 0) + v;
    }
    assert.deepEqual(s.outcomes, outcomes);
    assert.equal(s.dice, dice);
    assert.deepEqual(s.tables, tallyTables(tally));
    for (const [name, b] of Object.entries(bySetup)) assert.deepEqual(s.bySetup[name]!.outcomes, b);
    for (const [k, sum] of Object.entries(sums)) assert.equal(s.numbers[k]!.mean, sum / games);
  });
}

test('an option given pins the setups it names; a bad option is refused before any game', () => {
  const fake = { ...cardsSystem, setups: [
    { name: 'warrior, normal', options: { character: 'warrior', difficulty: 'normal' } },
    { name: 'mage, normal', options: { character: 'mage', difficulty: 'normal' } },
  ] };
  assert.deepEqual(chooseSetups(fake, { character: 'mage' }).map((s) => s.name), ['mage, normal']);
  assert.deepEqual(chooseSetups(fake, {}).map((s) => s.name), ['warrior, normal', 'mage, normal']);
  assert.deepEqual(chooseSetups(fake, { character: 'mage', difficulty: 'hardcore' }).map((s) => s.name), ['as given']);
  assert.throws(() => chooseSetups(fake, { difficulty: 'impossible' }), /difficulty/);
});
