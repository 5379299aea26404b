/**
 * The high score sheet of the playing-card game (name, character, difficulty,
 * score) in an embedded SQLite database that survives restarts. `created` is
 * an insertion counter that orders equal scores (first recorded ranks first);
 * `recorded_at` is a wall-clock timestamp for people, never used by the rules.
 */
import { isPrintable } from '../core/excerpt.ts';
import Database from 'better-sqlite3';

export type Difficulty = 'normal' | 'hardcore';

export interface ScoreEntry {
  name: string;
  character: string;
  difficulty: Difficulty;
  score: number;
}

export interface RankedEntry extends ScoreEntry {
  created: number;
  recordedAt: string;
}

export interface ScoreSheet {
  add(entry: ScoreEntry): RankedEntry;
  top(query?: { difficulty?: Difficulty; limit?: number }): RankedEntry[];
  /** Whether a score would make the top `limit` of its difficulty. */
  qualifies(score: number, difficulty: Difficulty, limit?: number): boolean;
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS card_high_scores (
  created INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 24),
  character TEXT NOT NULL,
  difficulty TEXT NOT NULL CHECK (difficulty IN ('normal', 'hardcore')),
  score INTEGER NOT NULL CHECK (score >= 0),
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX IF NOT EXISTS card_high_scores_rank ON card_high_scores (difficulty, score DESC, created);
`;

interface Row {
  created: number;
  name: string;
  character: string;
  difficulty: Difficulty;
  score: number;
  recorded_at: string;
}

const toEntry = (r: Row): RankedEntry => ({ created: r.created, name: r.name, character: r.character, difficulty: r.difficulty, score: r.score, recordedAt: r.recorded_at });

export function openScores(file: string): ScoreSheet {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 2000');
  db.exec(SCHEMA);
  const insert = db.prepare<[string, string, string, number], Row>('INSERT INTO card_high_scores (name, character, difficulty, score) VALUES (?, ?, ?, ?) RETURNING *');
  const topOf = db.prepare<[string, number], Row>('SELECT * FROM card_high_scores WHERE difficulty = ? ORDER BY score DESC, created ASC LIMIT ?');
  const topAll = db.prepare<[number], Row>('SELECT * FROM card_high_scores ORDER BY score DESC, created ASC LIMIT ?');
  const countOf = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM card_high_scores WHERE difficulty = ?');
  const nth = db.prepare<[string, number], { score: number }>('SELECT score FROM card_high_scores WHERE difficulty = ? ORDER BY score DESC, created ASC LIMIT 1 OFFSET ?');

  return {
    add(e) {
      if (!Number.isInteger(e.score) || e.score < 0) throw new RangeError(`a score is a whole number from 0 up, not ${e.score}`);
      if (!isPrintable(e.name)) throw new RangeError('a name on the sheet holds no control or invisible characters');
      return toEntry(insert.get(e.name, e.character, e.difficulty, e.score)!);
    },
    top(q = {}) {
      const limit = q.limit ?? 10;
      return (q.difficulty ? topOf.all(q.difficulty, limit) : topAll.all(limit)).map(toEntry);
    },
    qualifies(score, difficulty, limit = 10) {
      if (countOf.get(difficulty)!.n < limit) return true;
      // A new score must beat the last place: an equal score ranks after it.
      return score > nth.get(difficulty, limit - 1)!.score;
    },
    close() {
      db.close();
    },
  };
}
