/** defineSystem (core/system.ts): what every system would write the same way, derived once. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { defineSystem } from '../../src/core/system.ts';
import type { SystemDefinition } from '../../src/core/contract.ts';
import { PLAYERS } from '../../src/core/view-model.ts';

const base: SystemDefinition<{ n: number }, { n: number }> = {
  id: 'one',
  name: 'One',
  rulesVersion: 1,
  options: z.object({ n: z.number().default(2).describe('how many') }),
  setup: (o) => ({ n: o.n }),
  play: () => {},
  mechanics: (req) => req.options[0]!.id,
  bot: (req) => req.options[0]!.id,
  report: () => ({ system: 'one', outcome: 'over', players: [], numbers: {}, story: [] }),
};

test('view is the view model drawn, for the viewer given (the players at the screen by default)', () => {
  const s = defineSystem({ ...base, viewModel: (st, v) => ({ system: 'one', n: st.n, seat: v.seat ?? '-' }), viewText: (m) => JSON.stringify(m) });
  assert.equal(s.view({ n: 3 }), '{"system":"one","n":3,"seat":"-"}');
  assert.equal(s.view({ n: 3 }, { seat: 'Ann' }), '{"system":"one","n":3,"seat":"Ann"}');
  assert.equal(s.view({ n: 3 }, PLAYERS), s.view({ n: 3 }));
});

test("optionHelp is read from the schema's descriptions; a system's own list wins; an undescribed option is refused", () => {
  assert.deepEqual(defineSystem({ ...base, view: () => '' }).optionHelp, { n: 'how many' });
  assert.deepEqual(defineSystem({ ...base, view: () => '', optionHelp: { n: 'its own' } }).optionHelp, { n: 'its own' });
  assert.throws(() => defineSystem({ ...base, view: () => '', options: z.object({ n: z.number().default(2) }) }), /option n has no description/);
});

test('a system with neither view nor viewModel and viewText is refused', () => {
  assert.throws(() => defineSystem(base), /gives view, or viewModel and viewText/);
});
