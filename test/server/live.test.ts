/** The game's live channel (WebSocket): the step on connecting and after every answer or undo, to every page open on the game. */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { GameView, LiveMessage } from '../../src/server/api-types.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-live-'));
const { buildApp } = await import('../../src/server/app.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
  await app.ready();
});
after(() => app.close());

interface Page {
  ws: WebSocket;
  /** The next message not read yet (waits for it). */
  next: () => Promise<LiveMessage>;
}

/** A page's socket on game `id`, listening from before it opens (the server speaks first). */
async function connect(id: string): Promise<Page> {
  const heard: LiveMessage[] = [];
  let wake: (() => void) | null = null;
  const ws = await app.injectWS(`/api/games/${id}/live`, { headers: { cookie: app.owner.cookie() } }, {
    onInit: (s) =>
      s.on('message', (data) => {
        heard.push(JSON.parse(String(data)) as LiveMessage);
        wake?.();
      }),
  });
  let read = 0;
  const next = async (): Promise<LiveMessage> => {
    while (read >= heard.length) await new Promise<void>((r) => (wake = r));
    return heard[read++]!;
  };
  return { ws, next };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'POST', url, payload: body as object });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as T;
}

test('two pages on one game: each hears the step on connecting, then after every answer and undo by anyone', async () => {
  const v0 = await post<GameView>('/api/games', { system: 'cards', seed: 5, options: { difficulty: 'normal' } });
  const a = await connect(v0.id);
  const b = await connect(v0.id);
  assert.deepEqual(await a.next(), { type: 'step', step: 0 });
  assert.deepEqual(await b.next(), { type: 'step', step: 0 });
  const v1 = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 0, choice: 'mage' });
  assert.deepEqual(await a.next(), { type: 'step', step: 1 });
  assert.deepEqual(await b.next(), { type: 'step', step: 1 });
  // A page that connects later hears where the game stands.
  const c = await connect(v0.id);
  assert.deepEqual(await c.next(), { type: 'step', step: 1 });
  // Undo (a Mage who takes a hit without a shield spell draws nothing before the next decision) is heard too.
  let v = v1;
  for (let k = 0; k < 40 && v.status === 'decision' && !v.undo.allowed; k++) {
    const ids = v.request!.options.map((o) => o.id);
    v = await post<GameView>(`/api/games/${v.id}/answer`, { step: v.step, choice: ids.includes('none') ? 'none' : ids[0]! });
  }
  for (const p of [a, b, c]) while (((await p.next()) as { step?: number }).step !== v.step);
  assert.ok(v.undo.allowed, 'this game reaches a decision that can be undone');
  {
    await post<GameView>(`/api/games/${v.id}/undo`, { step: v.step });
    for (const p of [a, b, c]) assert.deepEqual(await p.next(), { type: 'step', step: v.step - 1 });
  }
  for (const p of [a, b, c]) p.ws.terminate();
});

test('a page whose game moved while it was away hears the new step when it connects again', async () => {
  const v0 = await post<GameView>('/api/games', { system: 'cards', seed: 6 });
  const a = await connect(v0.id);
  assert.deepEqual(await a.next(), { type: 'step', step: 0 });
  a.ws.terminate();
  await post<GameView>(`/api/games/${v0.id}/answer`, { step: 0, choice: v0.request!.options[0]!.id });
  const again = await connect(v0.id);
  assert.deepEqual(await again.next(), { type: 'step', step: 1 });
  again.ws.terminate();
});

test('an unknown game is refused before the socket opens', async () => {
  await assert.rejects(app.injectWS('/api/games/no-such-game/live'), /404|Unexpected server response/);
});

test("the page's own answers and undos over its socket: the same view as the HTTP route's, a stale step refused with its status, anything else closes the socket", async () => {
  const v0 = await post<GameView>('/api/games', { system: 'cards', seed: 7, options: { difficulty: 'normal' } });
  const twin = await post<GameView>('/api/games', { system: 'cards', seed: 7, options: { difficulty: 'normal' } });
  const a = await connect(v0.id);
  assert.deepEqual(await a.next(), { type: 'step', step: 0 });
  const choice = v0.request!.options[0]!.id;
  a.ws.send(JSON.stringify({ type: 'answer', ref: 1, since: v0.log.total, step: 0, choice }));
  // Every page on the game hears the step, this one too, then its own reply.
  assert.deepEqual(await a.next(), { type: 'step', step: 1 });
  const reply = await a.next();
  assert.equal(reply.type, 'view');
  if (reply.type !== 'view') return;
  assert.equal(reply.ref, 1);
  assert.ok(typeof reply.ms === 'number' && reply.ms >= 0, 'the server says its own time');
  const byHttp = await post<GameView>(`/api/games/${twin.id}/answer?since=${twin.log.total}`, { step: 0, choice });
  assert.deepEqual({ ...reply.view, id: '' }, { ...byHttp, id: '' }, 'the same view as the HTTP route gives the same game');
  // A stale step: refused with the route's status, nothing recorded.
  a.ws.send(JSON.stringify({ type: 'answer', ref: 2, since: 0, step: 0, choice }));
  const stale = await a.next();
  assert.equal(stale.type, 'refused');
  if (stale.type === 'refused') {
    assert.equal(stale.ref, 2);
    assert.equal(stale.status, 409);
    assert.match(stale.error, /step/);
  }
  // An undo when the game allows one; its refusal otherwise.
  a.ws.send(JSON.stringify({ type: 'undo', ref: 3, since: 0, step: 1 }));
  let undone = await a.next();
  if (undone.type === 'step') undone = await a.next();
  if (reply.view.undo.allowed) assert.equal(undone.type === 'view' && undone.view.step, 0);
  else assert.equal(undone.type === 'refused' && undone.ref, 3);
  // Anything else (a room's hello, junk) closes the socket as before.
  const closed = new Promise<number>((r) => a.ws.once('close', (code) => r(code)));
  a.ws.send(JSON.stringify({ type: 'hello', tokens: [] }));
  assert.equal(await closed, 1008);
});
