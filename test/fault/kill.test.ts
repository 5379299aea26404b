/**
 * Fault tests: server processes killed with SIGKILL mid-game (nothing
 * flushed, nothing closed). On SQLite, the server started again on the same
 * database: every decision a page was shown is still there, and every page
 * reconnects by itself and plays on to the end. On PostgreSQL, two servers
 * behind a load balancer (test/support/proxy.ts): one is killed, its pages
 * reconnect to the other and the game goes on. Runs the built command
 * (`npm run build`, as the browser tests do).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameView, JoinAnswer, NewRoomAnswer } from '../../src/server/api-types.ts';
import { startServer, type Server } from '../web/browser.ts';
import { dial, type RoomClient } from '../support/room-client.ts';
import { freePort, startPg } from '../support/pg.ts';
import { startProxy } from '../support/proxy.ts';

const pick = (v: GameView) => (v.request!.options.find((o) => /^(Human|Warrior)\b/.test(o.label)) ?? v.request!.options[0]!).id;

/** Both servers of the PostgreSQL test share one owner key, as servers behind one address do. */
const OWNER_KEY = 'fault-test-owner-key-0123456789abcdef';
process.env.DUNGEON_CRAWL_OWNER_KEY = OWNER_KEY;

async function call<T>(base: string, method: string, path: string, body?: object, token?: string): Promise<T> {
  const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
  headers.cookie = `dc_owner=${OWNER_KEY}`;
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(new URL(path, base), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = (await r.json()) as T;
  assert.ok(r.ok, JSON.stringify(json));
  return json;
}

const kill9 = (s: Server) =>
  new Promise<void>((done) => {
    s.proc.once('exit', () => done());
    s.proc.kill('SIGKILL');
  });

/** A room of `players` with the host started, and a page per seat plus a spectator's, all through `base`. */
async function seatedRoom(base: string, seed: number, players: string[]) {
  const made = await call<NewRoomAnswer>(base, 'POST', '/api/rooms', { system: '2hdc', seed, options: { players } });
  const ws = (b: string) => `${b.replace('http', 'ws')}api/rooms/${made.code}/live`;
  const host = await dial(ws(base), [made.hostToken]);
  await host.host('start', undefined, () => host.room?.status === 'playing');
  const pages: RoomClient[] = [];
  for (const p of players) pages.push(await dial(ws(base), [(await call<JoinAnswer>(base, 'POST', `/api/rooms/${made.code}/join`, { seat: p })).token]));
  const spectator = await dial(ws(base));
  return { made, host, pages, spectator, all: [host, ...pages, spectator] };
}

/** Answers whatever is asked, by whichever page may, `n` times (or to the end); waits for every page to show each step. */
async function answerSome(pages: RoomClient[], watchers: RoomClient[], n: number): Promise<void> {
  for (let k = 0; k < n; k++) {
    const p = pages.find((x) => x.mine());
    if (!p) {
      if (pages[0]!.view!.status === 'over') return;
      await pages[0]!.until(() => pages.some((x) => x.mine()) || pages[0]!.view!.status === 'over', 'someone asked');
      k--;
      continue;
    }
    const refusal = await p.answer({ choice: pick(p.view!) });
    assert.equal(refusal, null);
    const step = p.view!.step;
    for (const w of [...pages, ...watchers]) await w.until(() => w.view!.step >= step, `step ${step} everywhere`);
  }
}

test('SQLite: the server killed with SIGKILL mid-game and started again: no decision shown lost; every page reconnects and the game ends', async () => {
  const home = mkdtempSync(join(tmpdir(), 'dc-fault-'));
  const port = await freePort();
  let server = await startServer(home, port);
  const all: RoomClient[] = [];
  try {
    const { made, pages, spectator, all: opened } = await seatedRoom(server.url, 3141592658, ['Ann', 'Bob']);
    all.push(...opened);
    await answerSome(pages, [spectator], 12);
    // An answer in flight when the server dies: committed or not, never half.
    const asked = pages.find((p) => p.mine())!;
    const shown = spectator.view!.step;
    const shownLines = spectator.lines.slice();
    asked.send({ type: 'answer', step: asked.view!.step, choice: pick(asked.view!) });
    await kill9(server);
    server = await startServer(home, port);
    for (const p of all) await p.until(() => p.redials >= 1 && p.view!.step >= shown, 'the page back on the restarted server', 20_000);
    const now = spectator.view!.step;
    assert.ok(now === shown || now === shown + 1, `every decision shown is there (${shown} shown, ${now} after the restart)`);
    assert.deepEqual(spectator.lines.slice(0, shownLines.length), shownLines, 'the story shown is the story kept');
    await answerSome(pages, [spectator], 5000);
    assert.equal(spectator.view!.status, 'over');
    const whole = await call<GameView>(server.url, 'GET', `/api/rooms/${made.code}/view`);
    assert.deepEqual(spectator.lines, whole.log.lines, 'the reconnected page holds the whole log');
  } finally {
    for (const p of all) p.close();
    await server.stop();
  }
});

test('PostgreSQL: two servers behind a load balancer; one killed with SIGKILL, its pages move to the other and the game ends', async () => {
  const db = await startPg();
  const [pa, pb] = [await freePort(), await freePort()];
  const a = await startServer(mkdtempSync(join(tmpdir(), 'dc-fault-a-')), pa, ['--db', db.url]);
  const b = await startServer(mkdtempSync(join(tmpdir(), 'dc-fault-b-')), pb, ['--db', db.url]);
  const lb = await startProxy([pa, pb]);
  const all: RoomClient[] = [];
  try {
    const { made, pages, spectator, all: opened } = await seatedRoom(lb.url, 105, ['Ann', 'Bob', 'Cid']);
    all.push(...opened);
    await answerSome(pages, [spectator], 10);
    const shown = spectator.view!.step;
    await kill9(a);
    // The pages that were on a reconnect through the balancer, to b.
    await answerSome(pages, [spectator], 5000);
    assert.equal(spectator.view!.status, 'over');
    assert.ok(all.some((p) => p.redials > 0), 'some pages were on the killed server and moved');
    const whole = await call<GameView>(`http://127.0.0.1:${pb}/`, 'GET', `/api/rooms/${made.code}/view`);
    assert.ok(whole.step > shown);
    for (const p of all) assert.deepEqual(p.lines, whole.log.lines, 'every page holds the whole story');
  } finally {
    for (const p of all) p.close();
    await lb.close();
    await a.stop();
    await b.stop();
    await db.stop();
  }
});
