/**
 * What a finished game puts on the high score sheet (back page of the book):
 * normal keeps the score on leaving and on death; hard core records only a
 * character that left alive (the report's `recordable`).
 */
import type { GameReport, ScoreSheetEntry } from '../../core/contract.ts';

export function cardsScore(report: GameReport): ScoreSheetEntry {
  return {
    score: report.numbers.score ?? 0,
    difficulty: report.numbers.hardcore === 1 ? 'hardcore' : 'normal',
    recordable: report.numbers.recordable === 1,
    character: report.players[0]?.role ?? 'unknown',
  };
}
