/**
 * Rooms in PostgreSQL (node-postgres), for several server processes or
 * machines: any process serves any room, because a room is its row. Every
 * change is committed, then announced with a NOTIFY of its own, and each
 * process LISTENs, so a viewer connected to one process sees a change made
 * through another. The notice is sent only after its change committed and
 * never for a change refused. It is its own transaction because a
 * transaction that notifies holds PostgreSQL's notify lock (one per
 * database) through its commit, so a NOTIFY in the update made every
 * commit, disk flush included, wait for the one before; a notice alone
 * writes nothing to flush. The listening connection is opened again after
 * a loss, and the process then reloads the rooms it shows (`resync`:
 * notices sent meanwhile are lost).
 */
import pg from 'pg';
import { emptyCounts, fromRaw, type RawRoom, type RoomRow, type RoomStatus, type RoomStore } from './store.ts';

const CHANNEL = 'dungeon_crawl_rooms';
/** Taken while making the tables, so processes starting together do not race. */
const INIT_LOCK = 0x64635f72;
const RETRY_MS = [100, 250, 500, 1000, 2000];
/** Connections per process: 16 measured better than 8 under load (bench/pg-commits.ts, README). */
export const POOL_SIZE = 16;
/** The statement of every answer, prepared once per connection (named: node-postgres prepares it on first use). */
const UPDATE = {
  name: 'dc-room-update',
  text: 'UPDATE rooms SET status = $1, version = $2, seats = $3, save = $4, seen = $5, rules = $8 WHERE code = $6 AND version = $7',
};
const NOTIFY = { name: 'dc-room-notify', text: 'SELECT pg_notify($1, $2)' };

export class PgRoomStore implements RoomStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private readonly heard: ((code: string, version: number) => void)[] = [];
  private readonly resyncs: (() => void)[] = [];
  private closed = false;
  private tries = 0;

  constructor(
    private readonly url: string,
    poolSize = POOL_SIZE,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: poolSize });
    // A connection the server dropped is replaced on the next query; the error is not fatal.
    this.pool.on('error', () => {});
  }

  async init(): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SELECT pg_advisory_xact_lock($1)', [INIT_LOCK]);
      await c.query(`CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY, system TEXT NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL,
        host_hash TEXT NOT NULL, seats TEXT NOT NULL, save TEXT NOT NULL, created BIGINT NOT NULL, seen BIGINT NOT NULL)`);
      // The rules version the room's game was played under: rooms stored before it existed were played under version 1.
      await c.query('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS rules INTEGER NOT NULL DEFAULT 1');
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
    await this.listen();
  }

  private async listen(): Promise<void> {
    const c = new pg.Client({ connectionString: this.url });
    c.on('notification', (n) => {
      const [code, version] = (n.payload ?? '').split(' ');
      if (code && version) for (const f of this.heard) f(code, Number(version));
    });
    c.on('error', () => this.relisten(c));
    c.on('end', () => this.relisten(c));
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    this.listener = c;
    this.tries = 0;
  }

  private relisten(c: pg.Client): void {
    if (this.closed || this.listener !== c) return;
    this.listener = null;
    c.end().catch(() => {});
    const again = () => {
      if (this.closed) return;
      this.listen().then(
        () => this.resyncs.forEach((f) => f()),
        () => setTimeout(again, RETRY_MS[Math.min(this.tries++, RETRY_MS.length - 1)]).unref(),
      );
    };
    setTimeout(again, RETRY_MS[0]).unref();
  }

  async insert(row: RoomRow): Promise<boolean> {
    const r = await this.pool.query(
      'INSERT INTO rooms (code, system, status, version, host_hash, seats, save, created, seen, rules) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING',
      [row.code, row.system, row.status, row.version, row.hostHash, JSON.stringify(row.seats), JSON.stringify(row.save), row.created, row.seen, row.save.rules ?? 1],
    );
    return r.rowCount === 1;
  }

  async get(code: string): Promise<RoomRow | null> {
    const r = await this.pool.query<RawRoom>('SELECT * FROM rooms WHERE code = $1', [code]);
    return r.rows[0] ? fromRaw(r.rows[0]) : null;
  }

  async update(row: RoomRow, from: number): Promise<boolean> {
    const r = await this.pool.query({ ...UPDATE, values: [row.status, row.version, JSON.stringify(row.seats), JSON.stringify(row.save), row.seen, row.code, from, row.save.rules ?? 1] });
    if (r.rowCount !== 1) return false;
    // Committed (autocommit): now the notice, awaited so one process's notices for a room go out in its order.
    await this.announce(row.code, row.version);
    return true;
  }

  /**
   * Sends the notice of a committed change. The change stands whatever
   * happens here, so a failure is not the caller's: the notice is tried again
   * on another connection a few times, then given up (the other processes
   * see the room at its next notice, or reload it at a resync).
   */
  private async announce(code: string, version: number, tries = 0): Promise<void> {
    try {
      await this.pool.query({ ...NOTIFY, values: [CHANNEL, `${code} ${version}`] });
    } catch {
      if (this.closed || tries >= RETRY_MS.length) return;
      setTimeout(() => void this.announce(code, version, tries + 1), RETRY_MS[tries]).unref();
    }
  }

  async touch(codes: string[], now: number): Promise<void> {
    if (codes.length) await this.pool.query('UPDATE rooms SET seen = $1 WHERE code = ANY($2) AND seen < $1', [now, codes]);
  }

  async idle(before: number): Promise<string[]> {
    return (await this.pool.query<{ code: string }>("SELECT code FROM rooms WHERE status <> 'closed' AND seen < $1", [before])).rows.map((r) => r.code);
  }

  async counts(): Promise<Record<RoomStatus, number>> {
    const out = emptyCounts();
    for (const r of (await this.pool.query<{ status: RoomStatus; n: string }>('SELECT status, COUNT(*) AS n FROM rooms GROUP BY status')).rows) out[r.status] = Number(r.n);
    return out;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  onChange(f: (code: string, version: number) => void, resync?: () => void): void {
    this.heard.push(f);
    if (resync) this.resyncs.push(resync);
  }

  async close(): Promise<void> {
    this.closed = true;
    const l = this.listener;
    this.listener = null;
    await l?.end().catch(() => {});
    await this.pool.end();
  }
}
