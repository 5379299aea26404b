/**
 * The home folder ($DUNGEON_CRAWL_HOME, or ~/.dungeon-crawl) and its saves
 * folder made when missing, one level at a time: Node's recursive mkdir
 * never returns on some paths (/proc/x), and its errors say nothing a player
 * can act on. Every problem is one line naming the path and what is wrong.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export class HomeProblem extends Error {}

const ready = new Set<string>();

function why(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'on a read-only file system';
  if (code === 'ENOTDIR') return 'a part of the path is not a folder';
  if (code === 'ENOENT') return 'no folder can be made there';
  if (code === 'ENOSPC') return 'the disk is full';
  return code ?? (e as Error).message;
}

/** Makes `dir` (and the folders above it that are missing) unless it exists; refuses what cannot be a folder of games. */
function ensureFolder(dir: string, name: string): void {
  const missing: string[] = [];
  let at = dir;
  for (;;) {
    let st;
    try {
      st = statSync(at);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') throw new HomeProblem(`${name} ${dir}: cannot be used (${why(e)})`);
      const up = dirname(at);
      if (up === at) throw new HomeProblem(`${name} ${dir}: cannot be used (no such folder)`);
      missing.unshift(at);
      at = up;
      continue;
    }
    if (!st.isDirectory()) throw new HomeProblem(`${name} ${dir}: cannot be used (${at === dir ? 'it is not a folder' : `${at} is not a folder`})`);
    break;
  }
  for (const m of missing) {
    try {
      mkdirSync(m);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new HomeProblem(`${name} ${dir}: cannot be made (${why(e)})`);
    }
  }
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (e) {
    throw new HomeProblem(`${name} ${dir}: cannot be written (${why(e)})`);
  }
}

/** The home folder with its saves folder, checked once per process. */
export function readyHome(dir: string): string {
  const full = resolve(dir);
  if (ready.has(full)) return dir;
  const name = process.env.DUNGEON_CRAWL_HOME ? 'DUNGEON_CRAWL_HOME' : 'the home folder';
  ensureFolder(full, name);
  ensureFolder(join(full, 'saves'), `${name}'s saves folder`);
  ready.add(full);
  return dir;
}
