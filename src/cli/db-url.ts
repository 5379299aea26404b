/** `serve --db URL`: the URL schemes the rooms' store takes, named when another is given. */
import { InvalidArgumentError } from 'commander';
import { excerpt } from '../core/excerpt.ts';

const DB_SCHEMES = ['postgres://', 'postgresql://'];

export function parseDbUrl(v: string): string {
  if (DB_SCHEMES.some((s) => v.startsWith(s)) && v.length <= 2000) return v;
  throw new InvalidArgumentError(`${excerpt(v, 40)} is not a URL this server takes: give a ${DB_SCHEMES.join(' or ')} URL (PostgreSQL), or leave --db out to keep rooms in this server's SQLite database.`);
}
