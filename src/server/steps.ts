/**
 * The steps of one answer, for the browser's playback (web/src/Playback.tsx,
 * issue 21): where one answer resolves many steps (a 2HDC fight, a Draken
 * Master phase, 3d6 monsters' turns), the engine tells each step after the
 * answer (RunInput.onStep: each decision of the game mechanics, each event
 * that carries the board) and the board is drawn there, as the viewer may
 * see it then (the system's view model for that viewer: nothing hidden), with
 * the number of log lines written by then. Presentation only: the run and
 * its save are the same with or without it.
 */
import type { GameSystem } from '../core/engine.ts';
import type { Viewer } from '../core/view-model.ts';
import type { BoardModel, PlaybackStep } from './api-types.ts';

/** At most this many steps are sent for one answer (the last ones kept: they lead to the board shown next). */
const MAX_STEPS = 60;

export interface StepRecorder {
  onStep(state: unknown, logLength: number): void;
  /**
   * The steps seen, a board drawn again only when it changed; those before
   * `from` log lines (earlier answers) left out, and with `end` (the state
   * the answer led to) the last ones that show the board as it stands then
   * (nothing to play back there).
   */
  steps(end?: unknown): PlaybackStep[];
}

/** Records the boards `viewer` would have seen at each step, from log line `from` on. */
export function stepRecorder(system: GameSystem, viewer: Viewer, from: number): StepRecorder {
  const out: PlaybackStep[] = [];
  let last = '';
  return {
    onStep(state, logLength) {
      if (!system.viewModel || logLength < from) return;
      const board = system.viewModel(state, viewer) as BoardModel;
      const json = JSON.stringify(board);
      const prev = out[out.length - 1];
      // The same board again: one step, its log running on to here.
      if (prev && json === last) {
        prev.log = logLength;
        return;
      }
      last = json;
      // JSON, not the live objects: the state goes on changing after this call.
      out.push({ board: JSON.parse(json) as BoardModel, log: logLength });
      if (out.length > MAX_STEPS) out.shift();
    },
    steps(end) {
      if (end !== undefined && system.viewModel) {
        const now = JSON.stringify(system.viewModel(end, viewer));
        while (out.length > 0 && JSON.stringify(out[out.length - 1]!.board) === now) out.pop();
      }
      return out;
    },
  };
}
