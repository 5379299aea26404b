/** Dungeon World's simulation mixes every scenario (and a generated dungeon) with every party, summed by setup and by scenario. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, parseOptions } from '../../src/core/engine.ts';
import { chooseSetups } from '../../src/sim/games.ts';
import { renderSummary, simulate } from '../../src/cli/simulate.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import { CAMPAIGN_ORDER } from '../../src/systems/dungeon-world/data/scenarios.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';

test('dungeon-world: every scenario and generated with every party, grouped by scenario; an option pins them', () => {
  const all = chooseSetups(dwSystem, {});
  const scenarios = [...CAMPAIGN_ORDER, 'generated'];
  assert.deepEqual([...new Set(all.map((s) => s.group))], scenarios);
  assert.equal(all.length % scenarios.length, 0);
  const parties = all.filter((s) => s.group === 'bone-mill').map((s) => (s.options.heroes as string[]).length);
  assert.ok(parties.includes(2) && parties.includes(3) && parties.includes(4), `parties of 2, 3 and 4 heroes: ${parties}`);
  for (const s of all) assert.equal(s.options.scenario, s.group);
  const mill = chooseSetups(dwSystem, { scenario: 'bone-mill' });
  assert.equal(mill.length, parties.length);
  assert.ok(mill.every((s) => s.group === 'bone-mill' && s.name.startsWith('bone-mill, ')));
  // Generated setups carry no mapSeed: each game plays the dungeon of its own seed.
  assert.ok(all.filter((s) => s.group === 'generated').every((s) => !('mapSeed' in s.options)));
  assert.equal(dwSystem.simulateGames, 1000);
});

test('dungeon-world: the summary by scenario adds up its setups, and equals a plain loop', async () => {
  const setups = chooseSetups(dwSystem, {}).filter((s) => s.group === 'crypt-of-bones' || s.group === 'generated').slice(0, 7);
  const games = 21;
  const s = await simulate({ system: dwSystem, games, seed: 9, setups, workers: 2 });
  const byGroup: Record<string, Record<string, number>> = {};
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const setup = setups[g % setups.length]!;
    const rep = dwSystem.report(autoplay(dwSystem, 9 + g, parseOptions(dwSystem, setup.options)).state);
    const b = (byGroup[setup.group!] ??= {});
    b[rep.outcome] = (b[rep.outcome] ?? 0) + 1;
    if (setup.group === 'generated') moves += rep.numbers.moves!;
  }
  assert.deepEqual(Object.keys(s.byGroup!), ['crypt-of-bones', 'generated']);
  for (const [name, b] of Object.entries(byGroup)) assert.deepEqual(s.byGroup![name]!.outcomes, Object.fromEntries(Object.entries(b).sort()));
  assert.equal(s.byGroup!.generated!.games, 6);
  assert.equal(s.byGroup!.generated!.numbers.moves!.mean, moves / 6);
  assert.match(renderSummary(s), /By group:\n {2}crypt-of-bones \(15 games\)/);
});

test('a system whose setups have no groups gets no summary by group', async () => {
  const s = await simulate({ system: cardsSystem, games: 20, seed: 1, setups: chooseSetups(cardsSystem, {}), workers: 1 });
  assert.equal(s.byGroup, undefined);
  assert.doesNotMatch(renderSummary(s), /By group/);
});
