/** Prints the playing-card game's high-score sheet from SQLite. */
import { dbFile } from '../store/db.ts';
import { openScores } from '../store/scores.ts';
import { scoreRow } from './score-sheet.ts';

export function printScores(difficulty: 'normal' | 'hardcore' | undefined, limit: number, print: (l: string) => void): void {
  const book = openScores(dbFile());
  try {
    for (const d of difficulty ? [difficulty] : (['normal', 'hardcore'] as const)) {
      const rows = book.top({ difficulty: d, limit });
      print(`High scores, ${d === 'hardcore' ? 'hard-core' : 'normal'} difficulty:`);
      if (rows.length === 0) print('  (none yet)');
      rows.forEach((r, i) => print(`  ${scoreRow(i + 1, r)}`));
    }
  } finally {
    book.close();
  }
}
