/** The embedded SQLite database and the folder where a player's games live. */
import Database from 'better-sqlite3';
import { readyHome } from './home-dir.ts';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** $DUNGEON_CRAWL_HOME, or ~/.dungeon-crawl. */
export function homeDir(): string {
  return readyHome(process.env.DUNGEON_CRAWL_HOME || join(homedir(), '.dungeon-crawl'));
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

/**
 * Connections kept open by a long-running process (the browser server), by
 * file, with the stores whose tables are known to exist. A command that runs
 * once opens and closes the database around each call instead.
 */
let kept: Map<string, { db: Database.Database; ready: Set<(db: Database.Database) => void> }> | null = null;

/** From now on `withDb` keeps one connection per file open (until `closeKeptDbs`). */
export function keepDbsOpen(): void {
  kept ??= new Map();
}

export function closeKeptDbs(): void {
  if (!kept) return;
  for (const { db } of kept.values()) db.close();
  kept = null;
}

/** Opens the database, makes sure a store's tables exist, runs `f` and closes it (or keeps it, see keepDbsOpen). */
export function withDb<T>(file: string | undefined, init: (db: Database.Database) => void, f: (db: Database.Database) => T): T {
  if (kept) {
    const path = file ?? dbFile();
    let k = kept.get(path);
    if (!k) kept.set(path, (k = { db: openDb(path), ready: new Set() }));
    if (!k.ready.has(init)) {
      init(k.db);
      k.ready.add(init);
    }
    return f(k.db);
  }
  const db = openDb(file);
  try {
    init(db);
    return f(db);
  } finally {
    db.close();
  }
}
