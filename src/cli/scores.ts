/** Prints the playing-card game's high-score sheet from SQLite. */
import { dbFile } from '../store/db.ts';
import { openScores } from '../store/scores.ts';

export function printScores(difficulty: 'normal' | 'hardcore' | undefined, limit: number, print: (l: string) => void): void {
  const book = openScores(dbFile());
  try {
    for (const d of difficulty ? [difficulty] : (['normal', 'hardcore'] as const)) {
      const rows = book.top({ difficulty: d, limit });
      print(`High scores, ${d === 'hardcore' ? 'hard-core' : 'normal'} difficulty:`);
      if (rows.length === 0) print('  (none yet)');
      rows.forEach((r, i) => print(`  ${String(i + 1).padStart(2)}. ${String(r.score).padStart(5)}  ${r.name.padEnd(24)} ${r.character}`));
    }
  } finally {
    book.close();
  }
}
