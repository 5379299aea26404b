/**
 * Issue 21: the characters' sheet (the terminal's `s`, the browser's board
 * text and the view model) during a fight says how each one stands in that
 * fight: a character knocked to 0 HP was shown "up" until the fight ended.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { PLAYERS } from '../../src/core/view-model.ts';
import { explorationSystem as system } from '../../src/systems/exploration/index.ts';
import type { ExploreState } from '../../src/systems/exploration/state.ts';
import type { ExplorationViewModel } from '../../src/systems/exploration/view/view-model.ts';
import { sample } from '../support/sample.ts';

const GAMES = sample(6, 200);

test(`${GAMES} auto-played adventures: during a fight, no character at 0 HP or out of it reads "up", on the board's data or in its text`, () => {
  let seen = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const options = system.setups![seed % system.setups!.length]!.options;
    const problems: string[] = [];
    const watch = (req: Request, st: ExploreState): string => {
      if (st.six?.fight) {
        const vm = system.viewModel!(st, PLAYERS, req) as ExplorationViewModel;
        const text = system.viewText!(vm);
        for (const c of vm.characters) {
          const f = st.six.fighters[c.id];
          if (!f || f.condition === 'up') continue;
          seen++;
          if (c.condition === 'up') problems.push(`${c.name} ${f.condition} at ${f.hp}/${f.maxHp} HP reads "up"`);
          if (new RegExp(`\\b${c.name}\\b[^\\n]*: up at`).test(text)) problems.push(`${c.name}'s text line says "up" (${f.condition}, HP ${f.hp})`);
        }
      }
      return system.bot(req, st);
    };
    run({ system, seed, options, log: false, chooser: watch });
    assert.deepEqual(problems.slice(0, 3), [], `seed ${seed}`);
  }
  assert.ok(seen > 0, 'some character was knocked out or fled during a fight in these games');
});
