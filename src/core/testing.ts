/**
 * A context for unit-testing one procedure without a whole game: scripted
 * (or seeded) chance, answers from a list or a policy, events kept.
 */
import { ScriptedChance, SeededChance } from './chance.ts';
import type { Ctx } from './engine.ts';
import { newTally, type GameEvent, type Tally } from './events.ts';
import { MECHANICS, valueOf, type Request } from './request.ts';

export interface TestCtx extends Ctx {
  readonly log: GameEvent[];
  readonly tally: Tally;
  /** Requests asked so far, in order. */
  readonly asked: Request[];
  /** `ctx.reveal` marks so far, in order. */
  readonly reveals: { rule: string; what: string }[];
}

export function testCtx(opts: {
  script?: readonly (number | string)[];
  seed?: number;
  /** Answers in order (option ids), or a function answering each request. */
  answers?: readonly string[] | ((req: Request) => string);
}): TestCtx {
  const chance = opts.script ? new ScriptedChance(opts.script) : new SeededChance(opts.seed ?? 1);
  const log: GameEvent[] = [];
  const asked: Request[] = [];
  const reveals: { rule: string; what: string }[] = [];
  let i = 0;
  return {
    chance,
    log,
    tally: newTally(),
    asked,
    reveals,
    reveal(rule: string, what: string): void {
      reveals.push({ rule, what });
    },
    ask<T>(req: Request<T>): T {
      asked.push(req);
      const a = opts.answers;
      let choice: string | undefined;
      if (typeof a === 'function') choice = a(req);
      else if (a && i < a.length) choice = a[i++];
      else if (req.who === MECHANICS || !a) choice = req.options[0]!.id;
      if (choice === undefined) throw new Error(`test ran out of answers at ${req.rule} ${req.prompt}`);
      if (!req.options.some((o) => o.id === choice)) throw new Error(`test answer "${choice}" is not an option of ${req.rule} ${req.prompt}: ${req.options.map((o) => o.id).join(', ')}`);
      return valueOf(req, choice);
    },
  };
}
