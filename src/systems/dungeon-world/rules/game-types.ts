/**
 * What every procedure of a game is handed: the engine's context, the state
 * and the options (game.ts re-exports it with the helpers around it). Types
 * only, so the modules game.ts needs (the dungeon's moves, its features) can
 * name it without an import circle.
 */
import type { Ctx } from '../../../core/engine.ts';
import type { DwOptions } from '../options.ts';
import type { GameState } from '../state.ts';

export interface G {
  readonly ctx: Ctx;
  readonly st: GameState;
  readonly o: DwOptions;
}
