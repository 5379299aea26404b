/**
 * Where rooms live: one row per room, with its game as the save JSON (its
 * seed and decisions: src/save/save.ts), its seats (token hashes), its
 * status and a version counted up by every change. A change is written only
 * over the version it was made from (`update`), so two server processes
 * never both record an answer to the same step: the second is told the room
 * moved and reloads it. Every change is announced to every process sharing
 * the store (`onChange`): SQLite (one process, store-sqlite.ts) tells its
 * own; PostgreSQL (store-pg.ts) tells all of them with LISTEN/NOTIFY.
 */
import type { SaveFile } from '../../save/save.ts';
import { roomSave } from '../../save/continue.ts';
import type { SeatRow } from './seats.ts';

/** waiting: seats being taken, nobody answers yet; playing; paused by the host; closed (idle, kept as a save). */
export type RoomStatus = 'waiting' | 'playing' | 'paused' | 'closed';

export interface RoomRow {
  code: string;
  system: string;
  status: RoomStatus;
  /** Counted up by every change of the row. */
  version: number;
  /** SHA-256 of the host's token. */
  hostHash: string;
  seats: SeatRow[];
  save: SaveFile;
  /** Milliseconds since the epoch: made, and last changed or visited (idle rooms are closed by it). */
  created: number;
  seen: number;
}

export interface RoomStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Makes the tables (once; safe when several processes start together). */
  init(): Promise<void>;
  /** A new room; false when its code is taken. */
  insert(row: RoomRow): Promise<boolean>;
  get(code: string): Promise<RoomRow | null>;
  /** Writes `row` (version `from + 1`) if the stored version is still `from`, and announces it; false when another change came first. */
  update(row: RoomRow, from: number): Promise<boolean>;
  /** Marks rooms visited now (viewers connected to them). */
  touch(codes: string[], now: number): Promise<void>;
  /** Codes of rooms not closed and not seen since `before`. */
  idle(before: number): Promise<string[]>;
  /** How many rooms in each status. */
  counts(): Promise<Record<RoomStatus, number>>;
  /** Throws when the database cannot be reached (health). */
  ping(): Promise<void>;
  /** Hears every change, by any process sharing the store: the room and its new version. `resync` after a lost connection (changes may have been missed). */
  onChange(f: (code: string, version: number) => void, resync?: () => void): void;
  close(): Promise<void>;
}

/** The columns both stores keep, as text. */
export interface RawRoom {
  code: string;
  system: string;
  status: string;
  version: number | string;
  host_hash: string;
  seats: string;
  save: string;
  created: number | string;
  seen: number | string;
  /** The rules version the room's game was played under (also in its save); absent from a row read before the column was added. */
  rules?: number | string;
}

export function fromRaw(r: RawRoom): RoomRow {
  return { code: r.code, system: r.system, status: r.status as RoomStatus, version: Number(r.version), hostHash: r.host_hash, seats: JSON.parse(r.seats) as SeatRow[], save: roomSave(r.save, Number(r.rules ?? 1)), created: Number(r.created), seen: Number(r.seen) };
}

export function emptyCounts(): Record<RoomStatus, number> {
  return { waiting: 0, playing: 0, paused: 0, closed: 0 };
}
