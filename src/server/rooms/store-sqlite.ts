/**
 * Rooms in the server's SQLite database (better-sqlite3, beside the saves):
 * the default, for one server process. Changes are announced to that process
 * only; several processes share rooms through PostgreSQL (store-pg.ts).
 */
import type Database from 'better-sqlite3';
import { openDb } from '../../store/db.ts';
import { emptyCounts, fromRaw, type RawRoom, type RoomRow, type RoomStatus, type RoomStore } from './store.ts';

export class SqliteRoomStore implements RoomStore {
  readonly kind = 'sqlite' as const;
  private db: Database.Database | null = null;
  private listeners: ((code: string, version: number) => void)[] = [];
  constructor(private readonly file: string) {}

  private get conn(): Database.Database {
    if (!this.db) throw new Error('the room store is closed');
    return this.db;
  }

  async init(): Promise<void> {
    this.db = openDb(this.file);
    this.db.exec(`CREATE TABLE IF NOT EXISTS rooms (
      code TEXT PRIMARY KEY, system TEXT NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL,
      host_hash TEXT NOT NULL, seats TEXT NOT NULL, save TEXT NOT NULL, created INTEGER NOT NULL, seen INTEGER NOT NULL,
      rules INTEGER NOT NULL DEFAULT 1)`);
    // Rooms stored before rules versions were played under rules version 1.
    const cols = (this.db.prepare('PRAGMA table_info(rooms)').all() as { name: string }[]).map((c) => c.name);
    if (!cols.includes('rules')) this.db.exec('ALTER TABLE rooms ADD COLUMN rules INTEGER NOT NULL DEFAULT 1');
  }

  async insert(row: RoomRow): Promise<boolean> {
    const r = this.conn
      .prepare('INSERT INTO rooms (code, system, status, version, host_hash, seats, save, created, seen, rules) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(code) DO NOTHING')
      .run(row.code, row.system, row.status, row.version, row.hostHash, JSON.stringify(row.seats), JSON.stringify(row.save), row.created, row.seen, row.save.rules ?? 1);
    return r.changes === 1;
  }

  async get(code: string): Promise<RoomRow | null> {
    const r = this.conn.prepare('SELECT * FROM rooms WHERE code = ?').get(code) as RawRoom | undefined;
    return r ? fromRaw(r) : null;
  }

  /** The statement of every answer, prepared once per connection (preparing it each time cost more than running it). */
  private updating: Database.Statement | null = null;

  async update(row: RoomRow, from: number): Promise<boolean> {
    this.updating ??= this.conn.prepare('UPDATE rooms SET status = ?, version = ?, seats = ?, save = ?, seen = ?, rules = ? WHERE code = ? AND version = ?');
    const r = this.updating.run(row.status, row.version, JSON.stringify(row.seats), JSON.stringify(row.save), row.seen, row.save.rules ?? 1, row.code, from);
    if (r.changes !== 1) return false;
    for (const f of this.listeners) f(row.code, row.version);
    return true;
  }

  async touch(codes: string[], now: number): Promise<void> {
    const st = this.conn.prepare('UPDATE rooms SET seen = ? WHERE code = ? AND seen < ?');
    this.conn.transaction(() => {
      for (const c of codes) st.run(now, c, now);
    })();
  }

  async idle(before: number): Promise<string[]> {
    return (this.conn.prepare("SELECT code FROM rooms WHERE status <> 'closed' AND seen < ?").all(before) as { code: string }[]).map((r) => r.code);
  }

  async counts(): Promise<Record<RoomStatus, number>> {
    const out = emptyCounts();
    for (const r of this.conn.prepare('SELECT status, COUNT(*) AS n FROM rooms GROUP BY status').all() as { status: RoomStatus; n: number }[]) out[r.status] = r.n;
    return out;
  }

  async ping(): Promise<void> {
    this.conn.prepare('SELECT 1').get();
  }

  onChange(f: (code: string, version: number) => void): void {
    this.listeners.push(f);
  }

  async close(): Promise<void> {
    this.updating = null;
    this.db?.close();
    this.db = null;
  }
}
