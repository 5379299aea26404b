/**
 * The terminal's board and sheets apart (`b` and `s` at a decision), and the
 * short note on what an option does (a race, a profession, a spell, a hero):
 * the system's text drawn from its view model in two parts (`GameSystem.terminal`).
 */
import type { GameSystem } from '../core/engine.ts';
import type { Option, Request } from '../core/request.ts';
import { PLAYERS, type SystemViewModel } from '../core/view-model.ts';

/**
 * The terminal's views of a system: its board, its sheets and its option
 * notes; the whole view for a system without parts. The board at a decision
 * (`req`) marks where its options go on a grid, or, with `focus` (an option's
 * index: `b N`), that option's way and what it touches, as the browser does
 * on hover.
 */
export function terminalViews(system: GameSystem): { board(state: unknown, req?: Request, focus?: number): string; sheets(state: unknown): string; note(req: Request, o: Option, state?: unknown): string | undefined } {
  const v = system.viewModel ? system.terminal : undefined;
  let noted: { state: unknown; model: SystemViewModel } | undefined;
  const parts = (state: unknown, req?: Request, focus?: number) => (v && system.viewModel ? v.parts(system.viewModel(state, PLAYERS, req), req ? { options: req.options, focus: focus ?? null } : undefined) : null);
  return {
    board: (state, req, focus) => parts(state, req, focus)?.board.join('\n') ?? system.view(state),
    sheets: (state) => parts(state)?.sheets.join('\n') || system.view(state),
    // The view model for notes is made once per state (one decision's options share it).
    note: (req, o, state) => {
      if (state !== undefined && system.viewModel && noted?.state !== state) noted = { state, model: system.viewModel(state, PLAYERS) };
      return v?.note?.(req, o, state === undefined ? undefined : noted?.model);
    },
  };
}
