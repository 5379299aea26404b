/**
 * The PostgreSQL room store's notices (store-pg.ts: the update commits, then
 * its NOTIFY goes out on its own). Two stores on one database, as two server
 * processes: every committed version is heard by both listeners, in order
 * per room, none lost, none twice; nothing is heard for an update refused
 * (stale version, or the loser of a race); and a notice is heard only once
 * its change can be read. PostgreSQL is started by the test
 * (scripts/pg-dev.sh: the system's PostgreSQL or the npm package's); never skipped.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PgRoomStore } from '../../src/server/rooms/store-pg.ts';
import type { RoomRow } from '../../src/server/rooms/store.ts';
import type { SaveFile } from '../../src/save/save.ts';
import { startPg, type Pg } from '../support/pg.ts';

let db: Pg;
let a: PgRoomStore;
let b: PgRoomStore;
before(async () => {
  db = await startPg();
  a = new PgRoomStore(db.url);
  b = new PgRoomStore(db.url);
  await a.init();
  await b.init();
});
after(async () => {
  await a?.close();
  await b?.close();
  await db?.stop();
});

/** A refused update writes this version (never a real one), so hearing it would be a notice for nothing. */
const STALE = 9000;

function row(code: string, version: number): RoomRow {
  const save = { format: 2, system: '2hdc', options: { players: ['Ann'] }, seed: 1, dice: 'seeded', decisions: Array.from({ length: version - 1 }, (_, k) => `c${k}`), physical: [], status: 'paused' } as unknown as SaveFile;
  return { code, system: '2hdc', status: 'playing', version, hostHash: 'h'.repeat(64), seats: [{ name: 'Ann', tokenHash: null, computer: false }], save, created: 1, seen: version };
}

/** What a store's listener heard, by room, and whether the row read back at that moment had the version yet. */
function listen(store: PgRoomStore, reader: PgRoomStore): { heard: Map<string, number[]>; readBack: Promise<boolean>[] } {
  const heard = new Map<string, number[]>();
  const readBack: Promise<boolean>[] = [];
  store.onChange((code, version) => {
    if (!code.startsWith('N')) return; // another test's rooms
    heard.set(code, [...(heard.get(code) ?? []), version]);
    readBack.push(reader.get(code).then((r) => r !== null && r.version >= version));
  });
  return { heard, readBack };
}

async function until(done: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('two stores on one database: every committed version heard by both, in order per room; nothing for a refused update', async () => {
  const heardA = listen(a, b);
  const heardB = listen(b, a);
  const rooms = Array.from({ length: 12 }, (_, k) => `N${String(k).padStart(5, '0')}`);
  const steps = 15;
  for (const code of rooms) assert.equal(await a.insert(row(code, 1)), true);

  // Every room at once, each a chain of changes: through a, through b, or both racing from the same version.
  const wins = await Promise.all(
    rooms.map(async (code) => {
      let v = 1;
      const won: number[] = [];
      while (v <= steps) {
        const kind = v % 3;
        if (kind === 0) {
          const [ra, rb] = await Promise.all([a.update(row(code, v + 1), v), b.update(row(code, v + 1), v)]);
          assert.equal(Number(ra) + Number(rb), 1, `${code}: one of the racing updates to ${v + 1} is written`);
        } else {
          assert.equal(await (kind === 1 ? a : b).update(row(code, v + 1), v), true, `${code}: ${v} to ${v + 1}`);
        }
        won.push(++v);
        // A change made from a version no longer stored: refused, and never announced.
        assert.equal(await (kind === 1 ? b : a).update(row(code, STALE + v), v - 1), false, `${code}: a stale update is refused`);
      }
      return won;
    }),
  );

  const expected = Array.from({ length: steps }, (_, k) => k + 2);
  for (const w of wins) assert.deepEqual(w, expected);
  for (const [name, h] of [['a', heardA], ['b', heardB]] as const) {
    await until(() => rooms.every((c) => (h.heard.get(c)?.length ?? 0) >= steps), `store ${name} to hear every change`);
  }
  // Late notices (a stale update's, a duplicate) would arrive after the last real one: give them time.
  await new Promise((r) => setTimeout(r, 300));
  for (const [name, h] of [['a', heardA], ['b', heardB]] as const) {
    for (const code of rooms) assert.deepEqual(h.heard.get(code), expected, `store ${name}, room ${code}: each version once, in order, none refused`);
    assert.ok((await Promise.all(h.readBack)).every(Boolean), `store ${name}: each notice came after its change was committed`);
  }
  assert.deepEqual(
    (await a.get(rooms[0]!))?.save.decisions.length,
    steps,
    'the last change is the one stored',
  );
});

test('an update refused for its version sends no notice and changes nothing', async () => {
  const heard: string[] = [];
  b.onChange((code, version) => {
    if (code === 'NSTALE') heard.push(`${code} ${version}`);
  });
  assert.equal(await a.insert(row('NSTALE', 1)), true);
  assert.equal(await a.update(row('NSTALE', 2), 1), true);
  assert.equal(await a.update(row('NSTALE', STALE), 1), false, 'written over version 1, which is gone');
  assert.equal(await b.update(row('NSTALE', STALE + 1), 5), false, 'a version that never was');
  assert.equal(await a.update(row('NOSUCH', 2), 1), false, 'a room that does not exist');
  await until(() => heard.length >= 1, 'the notice of version 2');
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(heard, ['NSTALE 2']);
  assert.equal((await b.get('NSTALE'))?.version, 2);
});
