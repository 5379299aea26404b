/**
 * The terminal's board and sheets apart (`b` and `s` at a decision), and the
 * short note on what an option does (a race, a profession, a spell, a hero):
 * each system's text drawn from its view model in two parts, loaded with the
 * system the game plays.
 */
import type { GameSystem } from '../core/engine.ts';
import type { Option, Request } from '../core/request.ts';
import { PLAYERS, type SystemViewModel } from '../core/view-model.ts';
import type { Pointing } from '../systems/3d6/view/picks-text.ts';

export interface TerminalViews {
  /** The view in two parts: the board (map, grid, table) and the sheets (characters, models, goals); `at`: the decision asked, for the grids that mark where its options go. */
  parts(model: SystemViewModel, at?: Pointing): { board: string[]; sheets: string[] };
  /** What an option does, in a few words, where its label does not say (undefined: nothing to add); `model`: the view now, for an option naming a figure on it. */
  note?(req: Request, o: Option, model?: SystemViewModel): string | undefined;
}

async function load(id: string): Promise<TerminalViews | null> {
  switch (id) {
    case '2hdc': {
      const [{ adventureParts }, { twoHourNote }] = await Promise.all([import('../systems/2hdc/view/text.ts'), import('../systems/2hdc/view/notes.ts')]);
      return { parts: (m) => adventureParts(m as never), note: twoHourNote };
    }
    case '3d6': {
      const [{ sixParts }, { sixNote }] = await Promise.all([import('../systems/3d6/view/text.ts'), import('../systems/3d6/view/notes.ts')]);
      return { parts: (m, at) => sixParts(m as never, at), note: sixNote };
    }
    case 'cards': {
      const { cardsParts } = await import('../systems/cards/view/text.ts');
      return { parts: (m) => cardsParts(m as never) };
    }
    case 'dungeon-world': {
      const [{ dwParts }, { dwNote }] = await Promise.all([import('../systems/dungeon-world/view/text.ts'), import('../systems/dungeon-world/view/notes.ts')]);
      return { parts: (m) => dwParts(m as never), note: (req, o, m) => dwNote(req, o, m as never) };
    }
    case 'exploration': {
      const [{ explorationParts }, { explorationNote }] = await Promise.all([import('../systems/exploration/view/text.ts'), import('../systems/exploration/view/notes.ts')]);
      return { parts: (m, at) => explorationParts(m as never, at), note: explorationNote };
    }
    default:
      return null;
  }
}

/**
 * The terminal's views of a system: its board, its sheets and its option
 * notes; the whole view for a system without parts. The board at a decision
 * (`req`) marks where its options go on a grid, or, with `focus` (an option's
 * index: `b N`), that option's way and what it touches, as the browser does
 * on hover.
 */
export async function terminalViews(system: GameSystem): Promise<{ board(state: unknown, req?: Request, focus?: number): string; sheets(state: unknown): string; note(req: Request, o: Option, state?: unknown): string | undefined }> {
  const v = system.viewModel ? await load(system.id) : null;
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
