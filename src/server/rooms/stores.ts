/** The room store a server uses: PostgreSQL for a postgres:// URL, else the server's own SQLite database. */
import { dbFile } from '../../store/db.ts';
import { PgRoomStore } from './store-pg.ts';
import { SqliteRoomStore } from './store-sqlite.ts';
import type { RoomStore } from './store.ts';

export function roomStore(db?: string): RoomStore {
  if (db && /^postgres(ql)?:\/\//.test(db)) return new PgRoomStore(db);
  if (db) throw new Error(`--db: a postgres:// URL (rooms are in the server's SQLite database without it), not ${JSON.stringify(db.slice(0, 40))}`);
  return new SqliteRoomStore(dbFile());
}
