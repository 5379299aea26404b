/** Campaigns kept in SQLite: what carries from one adventure to the next (the band, items, Reps). */
import type Database from 'better-sqlite3';
import { withDb } from './db.ts';

export interface CampaignRow {
  name: string;
  system: string;
  /** The system's carried data, as given back by the system after each adventure. */
  data: unknown;
  adventures: number;
  updated: string;
}

function init(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS campaigns (
    name TEXT PRIMARY KEY,
    system TEXT NOT NULL,
    data TEXT NOT NULL,
    adventures INTEGER NOT NULL DEFAULT 0,
    updated TEXT NOT NULL DEFAULT (datetime('now'))
  )`);
}


export function getCampaign(name: string, file?: string): CampaignRow | null {
  return withDb(file, init, (db) => {
    const r = db.prepare('SELECT name, system, data, adventures, updated FROM campaigns WHERE name = ?').get(name) as (Omit<CampaignRow, 'data'> & { data: string }) | undefined;
    return r ? { ...r, data: JSON.parse(r.data) } : null;
  });
}

/** Stores the campaign after an adventure (creating it on the first). */
export function saveCampaign(name: string, system: string, data: unknown, file?: string): void {
  withDb(file, init, (db) => {
    db.prepare(
      `INSERT INTO campaigns (name, system, data, adventures) VALUES (?, ?, ?, 1)
       ON CONFLICT(name) DO UPDATE SET data = excluded.data, adventures = adventures + 1, updated = datetime('now')`,
    ).run(name, system, JSON.stringify(data));
  });
}

export function listCampaigns(file?: string): CampaignRow[] {
  return withDb(file, init, (db) =>
    (db.prepare('SELECT name, system, data, adventures, updated FROM campaigns ORDER BY updated DESC').all() as (Omit<CampaignRow, 'data'> & { data: string })[]).map((r) => ({ ...r, data: JSON.parse(r.data) })),
  );
}
