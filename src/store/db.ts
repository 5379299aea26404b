/** The embedded SQLite database and the folder where a player's games live. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** $DUNGEON_CRAWL_HOME, or ~/.dungeon-crawl. */
export function homeDir(): string {
  const dir = process.env.DUNGEON_CRAWL_HOME || join(homedir(), '.dungeon-crawl');
  mkdirSync(join(dir, 'saves'), { recursive: true });
  return dir;
}

export function dbFile(): string {
  return join(homeDir(), 'dungeon-crawl.sqlite');
}

export function savesDir(): string {
  return join(homeDir(), 'saves');
}

export function openDb(file = dbFile()): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 2000');
  return db;
}

/** Opens the database, makes sure a store's tables exist, runs `f` and closes it. */
export function withDb<T>(file: string | undefined, init: (db: Database.Database) => void, f: (db: Database.Database) => T): T {
  const db = openDb(file);
  try {
    init(db);
    return f(db);
  } finally {
    db.close();
  }
}
