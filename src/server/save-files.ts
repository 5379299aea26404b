/**
 * The browser's save files, written off the answer's path. An answer is in
 * SQLite (store/saves.ts) before the server replies; its save file, the one
 * the terminal reads, follows through the thread pool (an fsync costs more
 * than everything else an answer does). One write at a time per file, and
 * only the newest text: answers that come faster than the disk skip the
 * writes in between. `done` gets the new file's modification time, which the
 * caller records so the file is not read back in as a change.
 */
import { writeFileAtomicAsync } from '../save/files.ts';

interface Slot {
  /** The text still to write after the running write, if any. */
  next: string | null;
  done: (mtime: number) => void;
  running: Promise<void>;
}

export class SaveFiles {
  private readonly slots = new Map<string, Slot>();
  /** The last write that failed (the server logs it; the SQLite row still holds the game). */
  failed: Error | null = null;

  /** Whether `file` has a write running or waiting (its row is newer than the file: do not read the file back in). */
  busy(file: string): boolean {
    return this.slots.has(file);
  }

  write(file: string, text: string, done: (mtime: number) => void): void {
    const slot = this.slots.get(file);
    if (slot) {
      slot.next = text;
      slot.done = done;
      return;
    }
    const s: Slot = { next: text, done, running: Promise.resolve() };
    this.slots.set(file, s);
    s.running = this.drain(file, s);
  }

  private async drain(file: string, s: Slot): Promise<void> {
    while (s.next !== null) {
      const text = s.next;
      const done = s.done;
      s.next = null;
      try {
        const mtime = await writeFileAtomicAsync(file, text, 'the save');
        // Recorded before the slot is freed, in the same tick: no moment where the new file looks changed elsewhere.
        if (s.next === null) done(mtime);
      } catch (e) {
        this.failed = e as Error;
      }
    }
    this.slots.delete(file);
  }

  /** Waits for every write (the server's close). */
  async flush(): Promise<void> {
    while (this.slots.size > 0) await Promise.all([...this.slots.values()].map((s) => s.running));
  }
}
