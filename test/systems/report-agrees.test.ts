/**
 * Numbers that agree (issue 21): the end report's counts say what the final
 * sheets (the view model the browser draws) and the fates in the same report
 * say, over bot games of every system with players' sheets. The issue saw
 * "survivors 4" with all four down, and "magic items found" read against
 * empty item columns.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameReport, type GameSystem } from '../../src/core/engine.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import type { CardsViewModel } from '../../src/systems/cards/view/view-model.ts';
import type { TwoHourViewModel } from '../../src/systems/2hdc/view/view-model.ts';
import type { DwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import type { ExplorationViewModel } from '../../src/systems/exploration/index.ts';

/** Whole bot games of `id`, each with its report and final view model. */
async function* games(id: string, n: number): AsyncGenerator<{ seed: number; rep: GameReport; vm: unknown }> {
  const system: GameSystem = await loadSystem(id);
  const setups = system.setups?.length ? system.setups : [{ name: 'defaults', options: {} }];
  for (let seed = 1; seed <= n; seed++) {
    const r = run({ system, seed, options: setups[seed % setups.length]!.options, log: false, chooser: system.bot });
    assert.equal(r.status, 'over');
    yield { seed, rep: system.report(r.state), vm: system.viewModel!(r.state, LOCAL) };
  }
}

test('2hdc: the magic items on the sheets are the report\'s; its dead are the sheets\' dead', async () => {
  for await (const { seed, rep, vm } of games('2hdc', 40)) {
    const m = vm as TwoHourViewModel;
    const held = m.band.reduce((a, c) => a + c.magic.length, 0);
    assert.equal(rep.numbers.magicHeld, held, `seed ${seed}: magic items on the sheets`);
    assert.ok(rep.numbers.magicItems! >= m.treasure.magic.length, `seed ${seed}: the pool left is among those found`);
    assert.equal(rep.players.filter((p) => p.fate === 'died').length, m.band.filter((c) => c.status === 'obviously-dead').length, `seed ${seed}: the dead`);
  }
});

test('3d6: survivors are those whose fate is to have got out', async () => {
  for await (const { seed, rep } of games('3d6', 40)) {
    assert.equal(rep.numbers.survivors, rep.players.filter((p) => p.fate.startsWith('got out')).length, `seed ${seed}: ${JSON.stringify(rep.players)}`);
  }
});

test('exploration: those standing at the end are the sheets\' characters on their feet, and the fates say so', async () => {
  for await (const { seed, rep, vm } of games('exploration', 40)) {
    const m = vm as ExplorationViewModel;
    assert.equal(rep.numbers.standing, m.characters.filter((c) => c.condition === 'up').length, `seed ${seed}: the sheets`);
    assert.equal(rep.numbers.standing, rep.players.filter((p) => p.fate.startsWith('standing')).length, `seed ${seed}: the fates`);
  }
});

test('dungeon-world: heroes down and killed are the sheets\'', async () => {
  for await (const { seed, rep, vm } of games('dungeon-world', 25)) {
    const m = vm as DwViewModel;
    assert.equal(rep.numbers.heroDeaths, m.heroes.reduce((a, h) => a + h.deaths, 0), `seed ${seed}: heroes killed`);
    assert.equal(rep.players.filter((p) => p.fate.startsWith('down')).length, m.heroes.filter((h) => h.status !== 'in-play').length, `seed ${seed}: heroes down`);
  }
});

test('cards: the report\'s HP, score and rooms are the sheet\'s', async () => {
  for await (const { seed, rep, vm } of games('cards', 200)) {
    const m = vm as CardsViewModel;
    assert.equal(rep.numbers.rooms, m.rooms, `seed ${seed}: rooms`);
    assert.equal(rep.numbers.kills, m.kills, `seed ${seed}: kills`);
    if (m.hero) assert.deepEqual([rep.numbers.hp, rep.numbers.maxHp], [m.hero.hp, m.hero.maxHp], `seed ${seed}: HP`);
  }
});
