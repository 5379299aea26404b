/**
 * Rooms on PostgreSQL shared by two servers: a room made through one is
 * played through both, a change through one reaching the viewers of the
 * other (LISTEN/NOTIFY); the same answer sent through both at once is
 * recorded once; a lost listening connection is opened again and the rooms
 * reloaded. PostgreSQL is started by the test (scripts/pg-dev.sh: the
 * system's PostgreSQL or the npm package's); never skipped.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { GameView, JoinAnswer, NewRoomAnswer } from '../../src/server/api-types.ts';
import { RoomClient, playRoom } from '../support/room-client.ts';
import { startPg, type Pg } from '../support/pg.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-rooms-pg-'));
const { buildApp } = await import('../../src/server/app.ts');

let db: Pg;
let a: FastifyInstance;
let b: FastifyInstance;
before(async () => {
  db = await startPg();
  a = await buildApp({ webRoot: null, db: db.url });
  b = await buildApp({ webRoot: null, db: db.url });
  await Promise.all([a.ready(), b.ready()]);
});
after(async () => {
  await a?.close();
  await b?.close();
  await db?.stop();
});


async function page(app: FastifyInstance, code: string, tokens: string[] = []): Promise<RoomClient> {
  const c = new RoomClient(await app.injectWS(`/api/rooms/${code}/live`));
  await c.hello(tokens);
  return c;
}

async function take(app: FastifyInstance, code: string, seat: string): Promise<string> {
  const r = await app.inject({ method: 'POST', url: `/api/rooms/${code}/join`, payload: { seat } });
  assert.equal(r.statusCode, 200, r.body);
  return (r.json() as JoinAnswer).token;
}

const pick = (v: GameView) => (v.request!.options.find((o) => /^(Human|Warrior)\b/.test(o.label)) ?? v.request!.options[0]!).id;

async function newRoom(app: FastifyInstance, seed: number, players: string[]): Promise<NewRoomAnswer> {
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'POST', url: '/api/rooms', payload: { system: '2hdc', seed, options: { players } } });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as NewRoomAnswer;
}

test('two servers on one PostgreSQL: a room made on one, its seats on both, played to the end; every page sees every move', async () => {
  assert.deepEqual((await b.inject({ method: 'GET', url: '/api/health' })).json(), { ok: true, store: 'postgres' });
  const made = await newRoom(a, 3141592658, ['Ann', 'Bob']);
  const host = await page(b, made.code, [made.hostToken]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  const ann = await page(a, made.code, [await take(b, made.code, 'Ann')]);
  const bob = await page(b, made.code, [await take(a, made.code, 'Bob')]);
  const watchA = await page(a, made.code);
  const watchB = await page(b, made.code);
  await ann.until(() => ann.room!.status === 'playing');
  const bySeat = await playRoom([ann, bob, watchA, watchB], pick);
  assert.ok((bySeat.get('Ann') ?? 0) > 0 && (bySeat.get('Bob') ?? 0) > 0);
  for (const w of [watchA, watchB]) await w.until(() => w.view!.status === 'over');
  assert.deepEqual(watchA.lines, watchB.lines, 'both servers told the same story');
  for (const p of [host, ann, bob, watchA, watchB]) p.close();
});

test('the same answer through both servers at once is recorded once; the other is refused as stale', async () => {
  const made = await newRoom(a, 77, ['Ann']);
  const host = await page(a, made.code, [made.hostToken]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  const token = await take(a, made.code, 'Ann');
  const onA = await page(a, made.code, [token]);
  const onB = await page(b, made.code, [token]);
  await onB.until(() => onB.room!.status === 'playing' && onB.view!.step === onA.view!.step);
  for (let k = 0; k < 5; k++) {
    const step = onA.view!.step;
    const choice = pick(onA.view!);
    const [ra, rb] = await Promise.all([onA.answer({ choice }, step), onB.answer({ choice }, step)]);
    assert.equal([ra, rb].filter((r) => r === null).length, 1, `one of the two was taken: ${ra} / ${rb}`);
    assert.match((ra ?? rb)!, /That answers step \d+, but the game is at step|changed meanwhile/);
    await onA.until(() => onA.view!.step > step);
    await onB.until(() => onB.view!.step === onA.view!.step);
    const stored = (await a.inject({ method: 'GET', url: `/api/rooms/${made.code}/view` })).json() as GameView;
    assert.equal(stored.decisions, step + 1, 'recorded once');
  }
  for (const p of [host, onA, onB]) p.close();
});

test('a server whose listening connection is cut opens it again and still hears the other\'s changes', async () => {
  const made = await newRoom(a, 91, ['Ann']);
  const host = await page(a, made.code, [made.hostToken]);
  const ann = await page(a, made.code, [await take(a, made.code, 'Ann')]);
  const watch = await page(b, made.code);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  await watch.until(() => watch.room!.status === 'playing');
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()");
  await admin.end();
  // A move made while b's listener is away is caught up when it returns (resync); the next ones are heard.
  assert.equal(await ann.answer({ choice: pick(ann.view!) }), null);
  await watch.until(() => watch.view!.step === ann.view!.step, 'b catches up after reconnecting');
  assert.equal(await ann.answer({ choice: pick(ann.view!) }), null);
  await watch.until(() => watch.view!.step === ann.view!.step, 'b hears the next move');
  for (const p of [host, ann, watch]) p.close();
});
