/**
 * Campaigns kept in SQLite: what carries from one adventure to the next (the
 * band, items, Reps), with the schema of that data and the rules version
 * that wrote it. Rows are given back as stored: session/campaign.ts migrates
 * data of an older schema as it reads it (save/campaign.ts), and it is
 * written in the current one after the next adventure.
 */
import type Database from 'better-sqlite3';
import { withDb } from './db.ts';

export interface CampaignRow {
  name: string;
  system: string;
  /** The system's carried data, as given back by the system after each adventure. */
  data: unknown;
  adventures: number;
  updated: string;
  /** The schema of `data` as stored, and the rules version of the adventure that wrote it. */
  schema: number;
  rules: number;
}

function init(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS campaigns (
    name TEXT PRIMARY KEY,
    system TEXT NOT NULL,
    data TEXT NOT NULL,
    adventures INTEGER NOT NULL DEFAULT 0,
    updated TEXT NOT NULL DEFAULT (datetime('now')),
    schema INTEGER NOT NULL DEFAULT 1,
    rules INTEGER NOT NULL DEFAULT 1
  )`);
  // A table made before schemas and rules versions: every campaign in it is schema 1, written by rules version 1.
  const cols = new Set((db.prepare('PRAGMA table_info(campaigns)').all() as { name: string }[]).map((c) => c.name));
  if (!cols.has('schema')) db.exec('ALTER TABLE campaigns ADD COLUMN schema INTEGER NOT NULL DEFAULT 1');
  if (!cols.has('rules')) db.exec('ALTER TABLE campaigns ADD COLUMN rules INTEGER NOT NULL DEFAULT 1');
}

type Raw = Omit<CampaignRow, 'data'> & { data: string };
const COLUMNS = 'name, system, data, adventures, updated, schema, rules';

function parse(r: Raw): CampaignRow {
  return { ...r, data: JSON.parse(r.data) as unknown };
}


export function getCampaign(name: string, file?: string): CampaignRow | null {
  return withDb(file, init, (db) => {
    const r = db.prepare(`SELECT ${COLUMNS} FROM campaigns WHERE name = ?`).get(name) as Raw | undefined;
    return r ? parse(r) : null;
  });
}

/** Stores the campaign after an adventure (creating it on the first), with the schema of its data and the rules version that played it. */
export function saveCampaign(name: string, system: string, data: unknown, file?: string, rules = 1, schema = 1): void {
  withDb(file, init, (db) => {
    db.prepare(
      `INSERT INTO campaigns (name, system, data, adventures, schema, rules) VALUES (?, ?, ?, 1, ?, ?)
       ON CONFLICT(name) DO UPDATE SET data = excluded.data, adventures = adventures + 1, updated = datetime('now'), schema = excluded.schema, rules = excluded.rules`,
    ).run(name, system, JSON.stringify(data), schema, rules);
  });
}

export function listCampaigns(file?: string): CampaignRow[] {
  return withDb(file, init, (db) =>
    (db.prepare(`SELECT ${COLUMNS} FROM campaigns ORDER BY updated DESC`).all() as Raw[]).map(parse),
  );
}
