/**
 * The server's owner, as notebook servers do it: `serve` makes a key (kept in
 * the home folder, 0600, so a restart keeps the owner's cookie valid) and
 * prints the address with it (`/?key=...`). The browser that opens that
 * address gets an HttpOnly, SameSite=Strict cookie holding the key and is sent
 * on to the same address without it. Whoever presents the cookie is the owner
 * (every local game, campaign and score); anyone else reaches only rooms.
 *
 * State-changing requests (anything but GET and HEAD) and WebSocket upgrades
 * are refused when the browser says they come from another site (Origin or
 * Sec-Fetch-Site): the cookie is never spent on another site's behalf.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeFileAtomic } from '../save/files.ts';
import { HomeProblem } from '../store/home-dir.ts';

const OWNER_COOKIE = 'dc_owner';
const KEY = /^[A-Za-z0-9_-]{32,128}$/;

export function newOwnerKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The owner key: $DUNGEON_CRAWL_OWNER_KEY when set (several server processes
 * behind one address, sharing a PostgreSQL store, need the same key), else
 * the one kept in `home` (made on first use, readable by its user only).
 */
export function ownerKey(home: string): string {
  const given = process.env.DUNGEON_CRAWL_OWNER_KEY;
  if (given !== undefined && given !== '') {
    if (!KEY.test(given)) throw new HomeProblem('DUNGEON_CRAWL_OWNER_KEY: give 32 to 128 letters, digits, - or _ (or leave it unset: the key is then kept in the home folder)');
    return given;
  }
  const file = join(home, 'owner-key');
  try {
    const st = lstatSync(file);
    if (st.isFile() && st.size < 1024) {
      const k = readFileSync(file, 'utf8').trim();
      if (KEY.test(k)) {
        if ((st.mode & 0o077) !== 0) chmodSync(file, 0o600);
        return k;
      }
    }
  } catch {
    /* none yet */
  }
  const k = newOwnerKey();
  writeFileAtomic(file, `${k}\n`, 'the owner key');
  chmodSync(file, 0o600);
  return k;
}

/** The cookie header's value of `name`, or null. */
function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function sameKey(given: string | null | undefined, key: string): boolean {
  if (typeof given !== 'string' || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}

export class Owner {
  constructor(readonly key: string) {}

  /** Whether the request comes from the owner's browser (or a client holding the key). */
  is(req: FastifyRequest): boolean {
    return sameKey(cookieOf(req.headers.cookie, OWNER_COOKIE), this.key);
  }

  /** The `Cookie` header that makes a request the owner's (tests and scripts). */
  cookie(): string {
    return `${OWNER_COOKIE}=${this.key}`;
  }

  /**
   * A page opened with `?key=`: the right key sets the cookie; either way the
   * browser is sent on to the address without it, so the key leaves the address bar.
   * Returns true when it answered.
   */
  arrive(req: FastifyRequest, reply: FastifyReply): boolean {
    if (req.method !== 'GET' || req.url.startsWith('/api/')) return false;
    const u = new URL(req.url, 'http://x');
    if (!u.searchParams.has('key')) return false;
    const given = u.searchParams.get('key');
    u.searchParams.delete('key');
    if (sameKey(given, this.key)) {
      // No Max-Age beyond a year: the key stays the same across restarts (kept in the home folder).
      reply.header('set-cookie', `${OWNER_COOKIE}=${this.key}; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000`);
    }
    reply.header('cache-control', 'no-store').redirect(`${u.pathname}${u.search}`, 303);
    return true;
  }
}

/**
 * Why a request from a browser on another site is refused, or null. A request
 * with neither header (curl, a script) is no browser acting for another site.
 */
export function crossSite(req: FastifyRequest): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return 'a request from another site';
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let host: string;
  let ours: string;
  try {
    host = new URL(origin).host;
    // Parsed the same way, so a default port (":80") compares equal to none.
    ours = new URL(`http://${req.headers.host ?? ''}`).host;
  } catch {
    return 'an Origin that is not an address';
  }
  if (host !== ours) return `a request from ${origin.slice(0, 80)}, not from this server's pages`;
  return null;
}
