/**
 * Games in progress and finished, kept in SQLite as the same save JSON the
 * terminal writes (src/save/save.ts), one row per save file name. The browser
 * server writes a row and the save file in the saves folder after every
 * decision; save files the terminal wrote are read in by `importSaveFile`
 * (when new or changed since), so both interfaces open each other's games.
 */
import type Database from 'better-sqlite3';
import type { SaveFile } from '../save/save.ts';
import { withDb } from './db.ts';

export interface SaveRow {
  /** The save file's name without `.json`: the game's id in the browser. */
  id: string;
  system: string;
  seed: number;
  status: SaveFile['status'];
  decisions: number;
  /** The report's outcome once the game is over. */
  outcome: string | null;
  /** The campaign the game belongs to (2hdc), or null. */
  campaign: string | null;
  /** 1 once the game's score went on the high-score sheet (or was declined). */
  scored: number;
  /** The save file's modification time (ms) when it last held the row's history; PENDING while the server still owes the file a write. */
  mtime: number;
  updated: string;
  save: SaveFile;
}

function init(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS saves (
    id TEXT PRIMARY KEY,
    system TEXT NOT NULL,
    seed INTEGER NOT NULL,
    status TEXT NOT NULL,
    decisions INTEGER NOT NULL,
    outcome TEXT,
    campaign TEXT,
    scored INTEGER NOT NULL DEFAULT 0,
    mtime REAL NOT NULL,
    updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    save TEXT NOT NULL
  )`);
}

/** `mtime` of a row whose save file is not yet written (the answer is acknowledged, the file follows). */
export const PENDING = -1;

type Raw = Omit<SaveRow, 'save'> & { save: string };
const parse = (r: Raw): SaveRow => ({ ...r, save: JSON.parse(r.save) as SaveFile });

export function putSave(row: Omit<SaveRow, 'updated' | 'scored'>, file?: string): void {
  withDb(file, init, (db) => {
    db.prepare(
      `INSERT INTO saves (id, system, seed, status, decisions, outcome, campaign, mtime, save) VALUES (@id, @system, @seed, @status, @decisions, @outcome, @campaign, @mtime, @save)
       ON CONFLICT(id) DO UPDATE SET system = excluded.system, seed = excluded.seed, status = excluded.status, decisions = excluded.decisions,
         outcome = excluded.outcome, campaign = COALESCE(excluded.campaign, saves.campaign), mtime = excluded.mtime,
         updated = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), save = excluded.save`,
    ).run({ ...row, save: JSON.stringify(row.save) });
  });
}

export function getSave(id: string, file?: string): SaveRow | null {
  return withDb(file, init, (db) => {
    const r = db.prepare('SELECT * FROM saves WHERE id = ?').get(id) as Raw | undefined;
    return r ? parse(r) : null;
  });
}

/** Every save, the most recently changed first. */
export function listSaves(file?: string): SaveRow[] {
  return withDb(file, init, (db) => (db.prepare('SELECT * FROM saves ORDER BY updated DESC, id').all() as Raw[]).map(parse));
}

/** The modification time recorded for each save id, to find the files changed since. */
export function saveTimes(file?: string): Map<string, number> {
  return withDb(file, init, (db) => new Map((db.prepare('SELECT id, mtime FROM saves').all() as { id: string; mtime: number }[]).map((r) => [r.id, r.mtime])));
}

/** Records the modification time of a save file written after its row (server/save-files.ts). */
export function setSaveMtime(id: string, mtime: number, file?: string): void {
  withDb(file, init, (db) => db.prepare('UPDATE saves SET mtime = ? WHERE id = ?').run(mtime, id));
}

/** Marks a finished game's score as dealt with (recorded on the sheet): once only. Returns false when it already was. */
export function markScored(id: string, file?: string): boolean {
  return withDb(file, init, (db) => db.prepare('UPDATE saves SET scored = 1 WHERE id = ? AND scored = 0').run(id).changes === 1);
}
