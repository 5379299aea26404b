import type { RunResult } from '../core/engine.ts';

/** Why undo is refused: what was revealed since the last choice, or nothing to undo (the browser says the same). */
export function cannotUndo(r: RunResult, made: number): string {
  return made && r.undoBlocked ? `Cannot undo: since your last choice, ${r.undoBlocked}.` : 'Nothing to undo yet.';
}
