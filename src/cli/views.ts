/**
 * The terminal's board and sheets apart (`b` and `s` at a decision), and the
 * short note on what an option does (a race, a profession, a spell, a hero):
 * the system's text drawn from its view model in two parts (`GameSystem.terminal`).
 */
import type { GameSystem } from '../core/engine.ts';
import type { Option, Request } from '../core/request.ts';
import { PLAYERS } from '../core/view-model.ts';

/** The terminal's views of a system: its board, its sheets and its option notes; the whole view for a system without parts. */
export function terminalViews(system: GameSystem): { board(state: unknown): string; sheets(state: unknown): string; note(req: Request, o: Option): string | undefined } {
  const v = system.viewModel ? system.terminal : undefined;
  const parts = (state: unknown) => (v && system.viewModel ? v.parts(system.viewModel(state, PLAYERS)) : null);
  return {
    board: (state) => parts(state)?.board.join('\n') ?? system.view(state),
    sheets: (state) => parts(state)?.sheets.join('\n') || system.view(state),
    note: (req, o) => v?.note?.(req, o),
  };
}
