/** Running exploration games in tests: scripted dice, recorded decisions, fights played by the bot, a pause at the first decision beyond them. */
import { run, type RunResult } from '../../src/core/engine.ts';
import { NeedDecision, type Request } from '../../src/core/request.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import type { ExploreState } from '../../src/systems/exploration/state.ts';
import { PLAYERS } from '../../src/core/view-model.ts';

export const system = explorationSystem;

/** Plays the recorded decisions on scripted dice; the bot answers inside fights only; pauses at the next decision outside one. */
export function play(options: Record<string, unknown>, decisions: readonly string[], script: readonly number[]): RunResult<ExploreState> {
  return run({
    system,
    seed: 1,
    options,
    dice: 'scripted',
    script,
    decisions,
    chooser: (req: Request, st: ExploreState) => {
      if (st.six?.fight) return system.bot(req, st);
      throw new NeedDecision(req);
    },
  });
}

/** The index of the first event whose text matches, after `from`; -1 when none. */
export function at(r: RunResult, re: RegExp, from = 0): number {
  return r.events.findIndex((e, i) => i >= from && re.test(e.text));
}

/** Every piece of text the players can read: the log, the view model, the terminal view, the report. */
export function readable(r: RunResult<ExploreState>): string {
  return [JSON.stringify(r.events), JSON.stringify(system.viewModel!(r.state, PLAYERS)), system.view(r.state), JSON.stringify(system.report(r.state)), JSON.stringify(r.request ?? null)].join('\n');
}
