/**
 * The files a game writes (save, log, reports) and reads (saves): paths are
 * checked before a game starts, every write is atomic in the target's own
 * folder (a temp file beside it, then a rename), and reads are bounded in
 * size before anything is parsed. Every failure is one line (FileProblem).
 */
import { closeSync, constants, fstatSync, fsyncSync, openSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { excerpt } from '../core/excerpt.ts';

/** A path that cannot be read or written, in one line. */
export class FileProblem extends Error {}

/** A path for a message: escaped, and shortened when long. */
export function shownPath(file: string): string {
  return excerpt(file, 80);
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'its folder does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'ENOSPC':
      return 'the disk is full';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'EEXIST':
      return 'a temporary file is in the way';
    default:
      return code ? `error ${code}` : 'it cannot be written';
  }
}

let counter = 0;

/** A temporary name beside `file`, in the same folder, so the final rename stays on one file system. */
function tempBeside(file: string): string {
  return resolve(dirname(file), `.${basename(file)}.${process.pid}-${++counter}.tmp`);
}

/**
 * Refuses, before a game is played, a path `what` (e.g. "--save") cannot be
 * written to: empty, a folder, not a regular file, a missing folder, a folder
 * without write permission or a read-only file system. Probes by creating and
 * removing a temporary file beside it.
 */
export function checkWritable(file: string, what: string): void {
  if (file.trim() === '') throw new FileProblem(`${what}: give a file name, not an empty path`);
  const full = resolve(file);
  let st;
  try {
    st = statSync(full);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new FileProblem(`${what} ${shownPath(file)}: cannot be written (${reason(e)})`);
  }
  if (st?.isDirectory()) throw new FileProblem(`${what} ${shownPath(file)}: is a folder; give a file name`);
  if (st && !st.isFile()) throw new FileProblem(`${what} ${shownPath(file)}: is not a regular file`);
  const dir = dirname(full);
  let ds;
  try {
    ds = statSync(dir);
  } catch (e) {
    throw new FileProblem(`${what} ${shownPath(file)}: cannot be written (${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'its folder does not exist' : reason(e)})`);
  }
  if (!ds.isDirectory()) throw new FileProblem(`${what} ${shownPath(file)}: cannot be written (a part of the path is not a folder)`);
  const probe = tempBeside(full);
  try {
    closeSync(openSync(probe, 'wx', 0o600));
  } catch (e) {
    // The folder exists (checked above): ENOENT here means no file can be made in it (/proc, /sys).
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no file can be created in that folder' : reason(e);
    throw new FileProblem(`${what} ${shownPath(file)}: cannot be written (${why})`);
  }
  try {
    unlinkSync(probe);
  } catch {
    /* the probe is empty; nothing more to do */
  }
}

/** Writes `text` to `file` atomically: a crash or a full disk never leaves half a file, and no temp file is left behind. */
export function writeFileAtomic(file: string, text: string, what = 'file'): void {
  if (file.trim() === '') throw new FileProblem(`${what}: give a file name, not an empty path`);
  const tmp = tempBeside(file);
  let fd: number | null = null;
  try {
    fd = openSync(tmp, 'wx', 0o644);
    const buf = Buffer.from(text, 'utf8');
    for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(tmp, file);
  } catch (e) {
    if (fd !== null) {
      try {
        closeSync(fd);
      } catch {
        /* already failing */
      }
    }
    try {
      unlinkSync(tmp);
    } catch {
      /* never created, or already renamed */
    }
    throw new FileProblem(`cannot write ${what} ${shownPath(file)} (${reason(e)})`);
  }
}

/**
 * `writeFileAtomic` without blocking: the same temp file, fsync and rename,
 * done by the thread pool (the browser's server answers while its save file
 * is written). Resolves to the file's modification time.
 */
export async function writeFileAtomicAsync(file: string, text: string, what = 'file'): Promise<number> {
  const tmp = tempBeside(file);
  let fh: Awaited<ReturnType<typeof open>> | null = null;
  try {
    fh = await open(tmp, 'wx', 0o644);
    await fh.writeFile(text, 'utf8');
    await fh.sync();
    await fh.close();
    fh = null;
    await rename(tmp, file);
    return statSync(file).mtimeMs;
  } catch (e) {
    await fh?.close().catch(() => {});
    await unlink(tmp).catch(() => {});
    throw new FileProblem(`cannot write ${what} ${shownPath(file)} (${reason(e)})`);
  }
}

/**
 * Reads a text file of at most `maxBytes`, refusing before reading anything
 * more than its size: a folder, a device, a huge file, text that is not UTF-8.
 */
/** What a path that is not a regular file is, in words. */
export function kindOf(st: { isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean; isSymbolicLink(): boolean; isDirectory(): boolean }): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  if (st.isSymbolicLink()) return 'a link';
  if (st.isDirectory()) return 'a folder';
  return 'not a regular file';
}

export function readBounded(file: string, maxBytes: number, what = 'file'): string {
  let fd: number;
  try {
    // A FIFO or a device is refused before it is opened (opening a FIFO waits for a writer).
    const st = statSync(file);
    if (st.isDirectory()) throw new FileProblem(`cannot read ${shownPath(file)}: it is a folder, not a ${what}`);
    if (!st.isFile()) throw new FileProblem(`cannot read ${shownPath(file)}: not a regular file (${kindOf(st)})`);
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    if (e instanceof FileProblem) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileProblem(`cannot read ${shownPath(file)}: ${code === 'ENOENT' ? 'no such file' : reason(e)}`);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new FileProblem(`cannot read ${shownPath(file)}: it is a folder, not a ${what}`);
    if (!st.isFile()) throw new FileProblem(`cannot read ${shownPath(file)}: not a regular file`);
    if (st.size > maxBytes) throw new FileProblem(`${shownPath(file)} is too large for a ${what} (${st.size} bytes; at most ${maxBytes})`);
    const buf = Buffer.alloc(maxBytes + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
      if (n > maxBytes) throw new FileProblem(`${shownPath(file)} is too large for a ${what} (at most ${maxBytes} bytes)`);
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
    } catch {
      throw new FileProblem(`${shownPath(file)} is not a ${what}: not UTF-8 text`);
    }
  } catch (e) {
    if (e instanceof FileProblem) throw e;
    throw new FileProblem(`cannot read ${shownPath(file)}: ${reason(e)}`);
  } finally {
    closeSync(fd);
  }
}
