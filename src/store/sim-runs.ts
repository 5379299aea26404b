/**
 * The workbench's runs, kept in SQLite: what was asked (system, options of A
 * and of B, seed, games), the program's version, the results as the page
 * showed them, and each game's outcome and numbers (so a kept run's games
 * can still be listed and opened after a restart).
 */
import type Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { withDb } from './db.ts';

export interface SimRunRow {
  id: number;
  created: string;
  system: string;
  seed: number;
  games: number;
  /** The program's version that ran it. */
  version: string;
  /** Options given for A, and for B when compared. */
  optionsA: Record<string, unknown>;
  optionsB: Record<string, unknown> | null;
  /** The results (server/workbench.ts: RunResults or a Comparison). */
  results: unknown;
  /** Each game of A (and B): its outcome and numbers. */
  records: unknown;
}

export type SimRunSummary = Omit<SimRunRow, 'results' | 'records'>;

function init(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS sim_runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created TEXT NOT NULL DEFAULT (datetime('now')),
    system TEXT NOT NULL,
    seed INTEGER NOT NULL,
    games INTEGER NOT NULL,
    version TEXT NOT NULL,
    options_a TEXT NOT NULL,
    options_b TEXT,
    results TEXT NOT NULL,
    records TEXT NOT NULL
  )`);
}

/** The version in package.json: two folders up from this file, from the sources (src/store) and from the build (dist/cli) alike. */
export function programVersion(): string {
  try {
    return String((JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

export function keepRun(r: Omit<SimRunRow, 'id' | 'created'>, file?: string): number {
  return withDb(file, init, (db) =>
    Number(
      db
        .prepare('INSERT INTO sim_runs (system, seed, games, version, options_a, options_b, results, records) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(r.system, r.seed, r.games, r.version, JSON.stringify(r.optionsA), r.optionsB === null ? null : JSON.stringify(r.optionsB), JSON.stringify(r.results), JSON.stringify(r.records)).lastInsertRowid,
    ),
  );
}

interface Raw {
  id: number;
  created: string;
  system: string;
  seed: number;
  games: number;
  version: string;
  options_a: string;
  options_b: string | null;
  results?: string;
  records?: string;
}

function summaryOf(r: Raw): SimRunSummary {
  return { id: r.id, created: r.created, system: r.system, seed: r.seed, games: r.games, version: r.version, optionsA: JSON.parse(r.options_a) as Record<string, unknown>, optionsB: r.options_b === null ? null : (JSON.parse(r.options_b) as Record<string, unknown>) };
}

/** The newest runs first, without their results. */
export function listRuns(limit = 50, file?: string): SimRunSummary[] {
  return withDb(file, init, (db) => (db.prepare('SELECT id, created, system, seed, games, version, options_a, options_b FROM sim_runs ORDER BY id DESC LIMIT ?').all(limit) as Raw[]).map(summaryOf));
}

/** A kept run; its games (`records`, the largest part) only when asked for. */
export function getRun(id: number, withRecords = true, file?: string): SimRunRow | null {
  return withDb(file, init, (db) => {
    const r = db.prepare(`SELECT id, created, system, seed, games, version, options_a, options_b, results${withRecords ? ', records' : ''} FROM sim_runs WHERE id = ?`).get(id) as Raw | undefined;
    return r ? { ...summaryOf(r), results: JSON.parse(r.results!) as unknown, records: withRecords ? (JSON.parse(r.records!) as unknown) : null } : null;
  });
}
