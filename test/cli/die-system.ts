/** A one-die game for the simulation tests: each game rolls one d6; the test gives the report's numbers. */
import { z } from 'zod';
import type { GameReport, GameSystem } from '../../src/core/engine.ts';

export interface DieState {
  roll: number;
}

/** The die game whose report takes its numbers (and key arrays, if any) from `numbers`. */
export function dieSystem(numbers: (roll: number) => Pick<GameReport, 'numbers'> & Partial<GameReport>): GameSystem<DieState, Record<string, never>> {
  return {
    id: 'die',
    rulesVersion: 1,
    name: 'die',
    options: z.object({}),
    optionHelp: {},
    setup: () => ({ roll: 0 }),
    play: (ctx, st) => {
      st.roll = ctx.chance.dice(1, 6, 'r', 'l')[0]!;
    },
    mechanics: (req) => req.options[0]!.id,
    bot: (req) => req.options[0]!.id,
    view: (st) => String(st.roll),
    report: (st) => ({ system: 'die', outcome: st.roll > 3 ? 'high' : 'low', players: [], story: [], ...numbers(st.roll) }),
  };
}
