/** Finished games and their end-of-game reports, kept in SQLite. */
import type Database from 'better-sqlite3';
import type { GameReport } from '../core/engine.ts';
import { withDb } from './db.ts';

export interface GameRow {
  id: number;
  system: string;
  seed: number;
  outcome: string;
  finished: string;
  report: GameReport;
}

function init(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    system TEXT NOT NULL,
    seed INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    finished TEXT NOT NULL DEFAULT (datetime('now')),
    report TEXT NOT NULL
  )`);
}

export function recordGame(report: GameReport, seed: number, file?: string): number {
  return withDb(file, init, (db) => Number(db.prepare('INSERT INTO games (system, seed, outcome, report) VALUES (?, ?, ?, ?)').run(report.system, seed, report.outcome, JSON.stringify(report)).lastInsertRowid));
}

export function recentGames(limit = 20, file?: string): GameRow[] {
  return withDb(file, init, (db) =>
    (db.prepare('SELECT id, system, seed, outcome, finished, report FROM games ORDER BY id DESC LIMIT ?').all(limit) as (Omit<GameRow, 'report'> & { report: string })[]).map((r) => ({ ...r, report: JSON.parse(r.report) as GameReport })),
  );
}
