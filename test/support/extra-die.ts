/**
 * A rule changed on purpose, for tests only (issue 23): one extra die rolled
 * at the top of every 2HDC turn, as rules version 2. A wrapper made here, so
 * the real `twoHourSystem` is untouched and no option a player could set
 * exists. It reaches the top of each turn through the one call 2HDC makes
 * there, `ctx.checkpoint()`, rolling just after it: a game carried on from
 * that checkpoint passes the same call again, so it rolls the die as a whole
 * replay does.
 */
import type { Ctx, GameSystem } from '../../src/core/engine.ts';
import { d6 } from '../../src/core/dice.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';

export const EXTRA_DIE = 'An extra die at the top of the turn (a test-only rule change)';

function withExtraDie(ctx: Ctx): Ctx {
  return {
    get chance() {
      return ctx.chance;
    },
    get log() {
      return ctx.log;
    },
    get tally() {
      return ctx.tally;
    },
    ask: (r) => ctx.ask(r),
    reveal: (rule, what) => ctx.reveal(rule, what),
    checkpoint: () => {
      ctx.checkpoint?.();
      d6(ctx, '18.4', EXTRA_DIE);
    },
  };
}

export const extraDie2hdc: GameSystem = {
  ...twoHourSystem,
  rulesVersion: twoHourSystem.rulesVersion + 1,
  play: (ctx, state, options) => twoHourSystem.play(withExtraDie(ctx), state, options),
  resume: (ctx, state, options) => twoHourSystem.resume!(withExtraDie(ctx), state, options),
};
