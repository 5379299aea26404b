/**
 * The server's doors (issue 22): who may reach what (the owner's key and
 * cookie; a guest reaches rooms only), every input checked with a message
 * naming the field, requests from another site refused, limits per address,
 * and the save row and file made one by history, never by file time.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameList, GameView, NewRoomAnswer } from '../../src/server/api-types.ts';

const home = mkdtempSync(join(tmpdir(), 'dc-doors-'));
process.env.DUNGEON_CRAWL_HOME = home;
const { buildApp } = await import('../../src/server/app.ts');
const { ownerKey } = await import('../../src/server/owner.ts');
const { savesDir } = await import('../../src/store/db.ts');
const { getSave, putSave, PENDING } = await import('../../src/store/saves.ts');
const { saveText } = await import('../../src/save/save.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null, roomsPerMinute: 3, codeMissesPerMinute: 5 });
});
after(() => app.close());

const owner = () => ({ cookie: app.owner.cookie() });

async function newGame(seed: number): Promise<GameView> {
  const r = await app.inject({ method: 'POST', url: '/api/games', headers: owner(), payload: { system: 'cards', seed } });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as GameView;
}

test('the owner key: made once, kept 0600 in the home folder, the same after a restart', () => {
  const k = ownerKey(home);
  assert.match(k, /^[\w-]{43}$/);
  assert.equal(statSync(join(home, 'owner-key')).mode & 0o777, 0o600);
  assert.equal(ownerKey(home), k);
});

test('the address with the key sets an HttpOnly, SameSite=Strict cookie and drops the key; a wrong key sets none', async () => {
  const key = app.owner.key;
  const r = await app.inject({ method: 'GET', url: `/game/x?key=${key}&a=1` });
  assert.equal(r.statusCode, 303);
  assert.equal(r.headers.location, '/game/x?a=1');
  const cookie = String(r.headers['set-cookie']);
  assert.match(cookie, /^dc_owner=[\w-]+; /);
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Strict/);
  const wrong = await app.inject({ method: 'GET', url: '/?key=wrong' });
  assert.equal(wrong.statusCode, 303);
  assert.equal(wrong.headers['set-cookie'], undefined);
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/whoami', headers: { cookie: cookie.split(';')[0]! } })).json(), { owner: true });
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/whoami' })).json(), { owner: false });
});

test('a guest reaches no local game, score, campaign or save, and makes no room; the owner does', async () => {
  const g = await newGame(11);
  for (const [method, url] of [
    ['GET', '/api/games'],
    ['GET', `/api/games/${g.id}`],
    ['GET', `/api/games/${g.id}/save`],
    ['GET', `/api/games/${g.id}/replay?at=0`],
    ['GET', '/api/scores'],
    ['GET', '/api/campaigns'],
  ] as const)
    assert.equal((await app.inject({ method, url })).statusCode, 403, url);
  const answer = await app.inject({ method: 'POST', url: `/api/games/${g.id}/answer`, payload: { step: 0, choice: g.request!.options[0]!.id } });
  assert.equal(answer.statusCode, 403);
  assert.equal((await app.inject({ method: 'POST', url: '/api/rooms', payload: { system: 'cards' } })).statusCode, 403);
  assert.equal((await app.inject({ method: 'GET', url: `/api/games/${g.id}`, headers: owner() })).statusCode, 200);
  await assert.rejects(app.injectWS(`/api/games/${g.id}/live`), /403|Unexpected server response/);
});

test('bad bodies and queries: 400 naming the field, never a 500', async () => {
  const g = await newGame(12);
  const cases: [string, string, unknown, RegExp][] = [
    ['POST', `/api/games/${g.id}/answer`, undefined, /^body: expected object/],
    ['POST', `/api/games/${g.id}/answer`, null, /^body: expected object/],
    ['POST', `/api/games/${g.id}/answer`, { step: '0', choice: 'x' }, /^body\.step: expected number/],
    ['POST', `/api/games/${g.id}/answer`, { step: 0, choice: 'x', extra: 1 }, /^body: unknown field "extra"/],
    ['POST', `/api/games/${g.id}/undo`, {}, /^body\.step: expected number/],
    ['POST', '/api/games', { system: 'cards', seed: -1 }, /^body\.seed: /],
    ['POST', `/api/games/${g.id}/high-score`, { name: 5 }, /^body\.name: expected string/],
    ['GET', `/api/games/${g.id}?since=abc`, undefined, /^query\.since: a whole number/],
    ['GET', `/api/games/${g.id}/replay?at=-1`, undefined, /^query\.at: a whole number/],
  ];
  for (const [method, url, body, why] of cases) {
    const r = await app.inject({ method: method as 'POST', url, headers: owner(), ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { ...owner(), 'content-type': 'application/json' } }) });
    assert.equal(r.statusCode, 400, `${url} ${JSON.stringify(body)}: ${r.body}`);
    assert.match((r.json() as { error: string }).error, why);
  }
  const big = await app.inject({ method: 'POST', url: '/api/games', headers: { ...owner(), 'content-type': 'application/json' }, payload: JSON.stringify({ system: 'cards', options: { x: 'y'.repeat(100_000) } }) });
  assert.equal(big.statusCode, 413);
});

test('a state change from another site is refused, with the owner cookie too; the same site and no browser at all are not', async () => {
  const g = await newGame(13);
  const body = { step: 0, choice: g.request!.options[0]!.id };
  const evil = await app.inject({ method: 'POST', url: `/api/games/${g.id}/answer`, headers: { ...owner(), origin: 'http://evil.example' }, payload: body });
  assert.equal(evil.statusCode, 403);
  assert.match(evil.json().error, /evil\.example/);
  const site = await app.inject({ method: 'POST', url: `/api/games/${g.id}/answer`, headers: { ...owner(), 'sec-fetch-site': 'cross-site' }, payload: body });
  assert.equal(site.statusCode, 403);
  await assert.rejects(app.injectWS(`/api/games/${g.id}/live`, { headers: { ...owner(), origin: 'http://evil.example' } }), /403|Unexpected server response/, 'a socket opened by another site is refused');
  const same = await app.inject({ method: 'POST', url: `/api/games/${g.id}/answer`, headers: { ...owner(), origin: 'http://localhost:80', host: 'localhost:80' }, payload: body });
  assert.equal(same.statusCode, 200, same.body);
});

test('limits per address: rooms made, and codes that name no room (answered at once, then 429)', async () => {
  const addr = { remoteAddress: '10.9.8.7' };
  for (let k = 0; k < 3; k++) assert.equal((await app.inject({ method: 'POST', url: '/api/rooms', headers: owner(), payload: { system: 'cards' }, ...addr })).statusCode, 200);
  const fourth = await app.inject({ method: 'POST', url: '/api/rooms', headers: owner(), payload: { system: 'cards' }, ...addr });
  assert.equal(fourth.statusCode, 429);
  assert.match(fourth.json().error, /Too many new rooms/);
  const guess = { remoteAddress: '10.9.8.6' };
  for (let k = 0; k < 5; k++) assert.equal((await app.inject({ method: 'GET', url: `/api/rooms/ABCDEFGHJK`, ...guess })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: `/api/rooms/ABCDEFGHJK`, ...guess })).statusCode, 429);
  await assert.rejects(app.injectWS('/api/rooms/ABCDEFGHJK/live', {}), /429|Unexpected server response/);
});

test('a closed room: no room to a guest, its game a spectator\'s view to the owner, played on only in the room', async () => {
  const made = (await app.inject({ method: 'POST', url: '/api/rooms', headers: owner(), payload: { system: 'cards', seed: 31 } })).json() as NewRoomAnswer;
  const ws = await app.injectWS(`/api/rooms/${made.code}/live`, { headers: owner() });
  const closed = new Promise<void>((done) => ws.on('message', (d) => String(d).includes('"status":"closed"') && done()));
  ws.send(JSON.stringify({ type: 'hello', tokens: [made.hostToken] }));
  ws.send(JSON.stringify({ type: 'host', action: 'close' }));
  await closed;
  ws.terminate();
  assert.equal((await app.inject({ method: 'GET', url: `/api/rooms/${made.code}` })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: `/api/rooms/${made.code}`, headers: { authorization: `Bearer ${made.hostToken}` } })).statusCode, 200);
  const id = `room-${made.code}`;
  const v = (await app.inject({ method: 'GET', url: `/api/games/${id}`, headers: owner() })).json() as GameView;
  assert.equal(v.seed, null);
  assert.equal(v.request?.yours ?? false, false);
  const list = (await app.inject({ method: 'GET', url: '/api/games', headers: owner() })).json() as GameList;
  assert.equal(list.playing.find((g) => g.id === id)?.seed, null);
  const answer = await app.inject({ method: 'POST', url: `/api/games/${id}/answer`, headers: owner(), payload: { step: v.step, choice: 'warrior' } });
  assert.equal(answer.statusCode, 409);
  assert.match(answer.json().error, /reopens the room/);
  assert.equal((await app.inject({ method: 'GET', url: `/api/games/${id}/save`, headers: owner() })).statusCode, 409);
});

test('a FIFO named like a save is skipped with its reason, never opened: the list and health still answer', async () => {
  const fifo = join(savesDir(), 'cards-fifo.json');
  execFileSync('mkfifo', [fifo]);
  const list = (await app.inject({ method: 'GET', url: '/api/games', headers: owner() })).json() as GameList;
  assert.match(list.unreadable.find((u) => u.file === 'cards-fifo.json')?.error ?? '', /a FIFO, not a save file: skipped, never opened/);
  assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/api/games/cards-fifo', headers: owner() })).statusCode, 404);
});

test('restart: a row ahead of its file (killed before the file was written) wins, and the file is written from it; a file changed elsewhere after the server last wrote it is read in', async () => {
  const g = await newGame(14);
  let v = g;
  for (let k = 0; k < 2; k++) v = (await app.inject({ method: 'POST', url: `/api/games/${g.id}/answer`, headers: owner(), payload: { step: v.step, choice: v.request!.options[0]!.id } })).json() as GameView;
  await app.savesWritten();
  const file = join(savesDir(), `${g.id}.json`);
  const two = readFileSync(file, 'utf8');
  const row = getSave(g.id)!;
  // The server's state at a kill between the row and the file: the row holds 3 decisions, the file (newer in time) 2.
  v = (await app.inject({ method: 'POST', url: `/api/games/${g.id}/answer`, headers: owner(), payload: { step: v.step, choice: v.request!.options[0]!.id } })).json() as GameView;
  await app.savesWritten();
  const three = getSave(g.id)!;
  putSave({ ...three, mtime: PENDING });
  writeFileSync(file, two);
  const again = await buildApp({ webRoot: null });
  try {
    await again.savesWritten();
    assert.equal(JSON.parse(readFileSync(file, 'utf8')).decisions.length, 3, 'the file brought up to date from the row');
    assert.equal(((await again.inject({ method: 'GET', url: `/api/games/${g.id}`, headers: { cookie: again.owner.cookie() } })).json() as GameView).decisions, 3);
    // The file changed elsewhere after the server last wrote it (the terminal undid a decision and saved).
    writeFileSync(file, saveText(row.save));
    const list = (await again.inject({ method: 'GET', url: '/api/games', headers: { cookie: again.owner.cookie() } })).json() as GameList;
    assert.equal(list.playing.find((x) => x.id === g.id)?.decisions, 2, 'a file changed elsewhere, after the server last wrote it, is read in');
  } finally {
    await again.close();
  }
});
