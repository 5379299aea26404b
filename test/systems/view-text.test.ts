/**
 * The terminal's text is drawn from the view model (issue 10): what a viewer
 * may see is decided in one place. At every few decisions of bot games, the
 * text of the state equals the text drawn from its view model after a trip
 * through JSON (what the browser receives): the text needs nothing else.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { PLAYERS, type SystemViewModel } from '../../src/core/view-model.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { cardsText } from '../../src/systems/cards/view/text.ts';
import type { CardsViewModel } from '../../src/systems/cards/view/view-model.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { adventureText } from '../../src/systems/2hdc/view/text.ts';
import type { TwoHourViewModel } from '../../src/systems/2hdc/view/view-model.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import { textOf } from '../../src/systems/exploration/view/text.ts';
import type { ExplorationViewModel } from '../../src/systems/exploration/view/view-model.ts';

function checkAlong<S>(system: GameSystem<S>, seeds: number, options: unknown[], draw: (v: SystemViewModel) => string): number {
  let checked = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    for (const o of options) {
      let k = 0;
      const check = (st: S) => {
        const sent = JSON.parse(JSON.stringify(system.viewModel!(st, PLAYERS))) as SystemViewModel;
        assert.equal(draw(sent), system.view(st), `seed ${seed} ${JSON.stringify(o)}`);
        checked++;
      };
      const chooser = (req: Request, st: S) => {
        if (k++ % 5 === 0) check(st);
        return system.bot(req, st);
      };
      check(run({ system, seed, options: o, chooser, log: false }).state as S);
    }
  }
  return checked;
}

test('cards: the terminal text is the view model drawn', () => {
  const n = checkAlong(cardsSystem, 20, [{}, { difficulty: 'hardcore', character: 'mage' }, { counters: 'tokens' }], (v) => cardsText(v as CardsViewModel));
  assert.ok(n > 100, `${n} states checked`);
});

test('2hdc: the terminal text is the view model drawn, Battle Board and map included', () => {
  let boards = 0;
  const n = checkAlong(twoHourSystem, 6, [{}, { players: ['Ann', 'Bo'], reasonWhy: 'rescue' }], (v) => {
    const text = adventureText(v as TwoHourViewModel);
    if ((v as TwoHourViewModel).board) boards++;
    return text;
  });
  assert.ok(n > 100 && boards > 5, `${n} states checked, ${boards} during a fight`);
});

test('3d6: the terminal text is the view model drawn, the grid during fights and followers included', async () => {
  const { sixSystem } = await import('../../src/systems/3d6/index.ts');
  const { sixText } = await import('../../src/systems/3d6/view/text.ts');
  type SixModel = import('../../src/systems/3d6/view/view-model.ts').SixViewModel;
  let grids = 0;
  const n = checkAlong(sixSystem, 6, [{}, { party: ['fighter'] }, { dungeon: 'drowned-chapel' }], (v) => {
    if ((v as SixModel).fight) grids++;
    return sixText(v as SixModel);
  });
  assert.ok(n > 100 && grids > 20, `${n} states checked, ${grids} during a fight`);
});

test('exploration: the terminal text is the view model drawn', () => {
  const n = checkAlong(explorationSystem, 6, [{}, { adventure: 'lantern-cellars', resolve: 'table' }], (v) => textOf(v as ExplorationViewModel));
  assert.ok(n > 100, `${n} states checked`);
});

test('every system draws its text from the view model the server builds (viewText): the text of view, whatever the viewer and request', async () => {
  const { loadSystem, SYSTEM_IDS } = await import('../../src/systems/registry.ts');
  const viewers = [PLAYERS, { seat: 'Ann' }, { spectator: true }];
  for (const id of SYSTEM_IDS) {
    const system = await loadSystem(id);
    assert.ok(system.viewModel && system.viewText, `${id} has viewText`);
    let checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      let k = 0;
      const check = (st: unknown, req?: Request) => {
        for (const viewer of viewers) {
          const model = system.viewModel!(st, viewer, req);
          const before = JSON.stringify(model);
          assert.equal(system.viewText!(model), system.view(st, viewer), `${id} seed ${seed}`);
          assert.equal(JSON.stringify(model), before, `${id}: drawing leaves the model as it was`);
          checked++;
        }
      };
      const chooser = (req: Request, st: unknown) => {
        if (k++ % 4 === 0) check(st, req);
        return system.bot(req, st);
      };
      check(run({ system, seed, chooser, log: false }).state);
    }
    assert.ok(checked > 30, `${id}: ${checked} views checked`);
  }
});
