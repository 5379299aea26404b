/**
 * A room's seats and the tokens that hold them. A seat is a role of the
 * game's system: the name a request asks (`player:<name>`, core/request.ts).
 * They are read from the rule options every system names its players by
 * (`players`: 2HDC's Stars, one per player on the same side, or Dungeon
 * World's hero players, each running their own heroes; else `player`: the
 * heroes' or the party's player; `masterName` when `master` is `player`: a
 * person plays Dungeon World's Draken Master), and a request asking a name
 * no option gave adds that seat when it comes.
 *
 * Tokens are 32 random bytes (crypto), base64url: unguessable. The room
 * keeps only their SHA-256, so its rows (SQLite, PostgreSQL) hold no token a
 * reader could use; a token is compared by its hash, in constant time.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface SeatRow {
  /** The seat's name: requests ask `player:<name>`. */
  name: string;
  /** The SHA-256 (hex) of the token that holds it, or null while it is free. */
  tokenHash: string | null;
  /** The computer plays it (its system's bot), the host's choice. */
  computer: boolean;
}

/** The seats a game's options name, in order, each once. */
export function seatNames(options: Record<string, unknown>): string[] {
  const names: string[] = [];
  const add = (n: unknown) => {
    if (typeof n === 'string' && n && !names.includes(n)) names.push(n);
  };
  // `players` names every player when it is given (Dungeon World's hero players); `player` is then not one more.
  if (Array.isArray(options.players) && options.players.length) for (const p of options.players) add(p);
  else add(options.player);
  if (options.master === 'player') add(options.masterName);
  return names;
}

/** The seat a decider names (`player:<name>`), or null for the game mechanics. */
export function seatOf(who: string): string | null {
  return who.startsWith('player:') ? who.slice('player:'.length) : null;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `hash` (of a token presented) is `held` (a stored hash), compared in constant time. */
export function sameHash(hash: string, held: string | null): boolean {
  if (held === null || hash.length !== held.length) return false;
  return timingSafeEqual(Buffer.from(hash), Buffer.from(held));
}

/** Letters and digits a person reads aloud without confusion (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * A new room's code: 10 characters of 31 (about 8 * 10^14 codes). At the 30
 * misses a minute an address may send (routes.ts), finding one room among a
 * thousand open ones takes about fifty years of guessing. Rooms made before
 * keep their 6-character codes (CODE accepts both lengths).
 */
export const CODE_LENGTH = 10;
const OLD_CODE_LENGTH = 6;
export const CODE = new RegExp(`^(?:[${CODE_ALPHABET}]{${CODE_LENGTH}}|[${CODE_ALPHABET}]{${OLD_CODE_LENGTH}})$`);

/** A room's code (a taken one is drawn again). */
export function newCode(): string {
  let s = '';
  for (let k = 0; k < CODE_LENGTH; k++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** A code as a person typed it: upper case, spaces and dashes dropped. */
export function normalCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}
