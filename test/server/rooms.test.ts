/**
 * Rooms (network play) in process: seats from each system's roles, a code
 * and tokens, the host's controls, and the server as the authority: every
 * wrong-seat, stale, illegal, forged or spectator's answer refused with a
 * clear message and nothing recorded.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameList, GameView, JoinAnswer, NewRoomAnswer, RoomView } from '../../src/server/api-types.ts';
import { RoomClient, playRoom } from '../support/room-client.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-rooms-'));
const { buildApp } = await import('../../src/server/app.ts');
const { getSave } = await import('../../src/store/saves.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null, idleMs: 60_000 });
  await app.ready();
});
after(() => app.close());

async function post<T>(url: string, body: unknown, token?: string): Promise<{ status: number; json: T }> {
  const r = await app.inject({ method: 'POST', url, payload: body as object, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(url === '/api/rooms' ? { cookie: app.owner.cookie() } : {}) } });
  return { status: r.statusCode, json: r.json() as T };
}

async function page(code: string, tokens: string[] = []): Promise<RoomClient> {
  const c = new RoomClient(await app.injectWS(`/api/rooms/${code}/live`));
  await c.hello(tokens);
  return c;
}

async function room(body: object): Promise<NewRoomAnswer> {
  const r = await post<NewRoomAnswer>('/api/rooms', body);
  assert.equal(r.status, 200, JSON.stringify(r.json));
  return r.json;
}

async function take(code: string, seat: string): Promise<string> {
  const r = await post<JoinAnswer>(`/api/rooms/${code}/join`, { seat });
  assert.equal(r.status, 200, JSON.stringify(r.json));
  return r.json.token;
}

/** 2HDC: the first option of each decision, a Human Warrior when creating. */
const pick2hdc = (v: GameView) => (v.request!.options.find((o) => /^(Human|Warrior)\b/.test(o.label)) ?? v.request!.options[0]!).id;

test('seats are the roles of each system: 2HDC Stars by player, Dungeon World heroes and a human Draken Master, a 3d6 player', async () => {
  const seats = async (system: string, options: object) => (await room({ system, seed: 1, options })).room.seats.map((s) => s.name);
  assert.deepEqual(await seats('2hdc', { players: ['Ann', 'Bob', 'Cid'] }), ['Ann', 'Bob', 'Cid']);
  assert.deepEqual(await seats('dungeon-world', { player: 'Heroes', master: 'player', masterName: 'Drak' }), ['Heroes', 'Drak']);
  assert.deepEqual(await seats('dungeon-world', { player: 'Heroes' }), ['Heroes'], 'the computer plays the Draken Master: no seat');
  assert.deepEqual(await seats('dungeon-world', { players: ['Ann', 'Bob'], master: 'player', masterName: 'Drak' }), ['Ann', 'Bob', 'Drak'], 'a seat per hero player, and the Draken Master');
  assert.deepEqual(await seats('dungeon-world', { players: ['Ann', 'Bob', 'Cid'] }), ['Ann', 'Bob', 'Cid']);
  assert.deepEqual(await seats('3d6', { player: 'Kim' }), ['Kim']);
  const r = await post<{ error: string }>('/api/rooms', { system: '2hdc', options: { players: ['A', 'A'] } });
  assert.equal(r.status, 400);
  assert.match(r.json.error, /same name/);
});

test('a room: a code to join by, a random seed nobody is told, seat tokens that are random and held by one person each', async () => {
  const made = await room({ system: '2hdc', options: { players: ['Ann', 'Bob'] } });
  assert.match(made.code, /^[A-HJ-KM-NP-Z2-9]{10}$/);
  assert.equal(made.room.status, 'waiting');
  assert.deepEqual(made.room.you, { seat: null, host: true });
  assert.ok(made.hostToken.length >= 43);
  // Joined by the code as typed by a person (lower case, with a dash).
  const typed = `${made.code.slice(0, 3).toLowerCase()}-${made.code.slice(3)}`;
  const ann = await post<JoinAnswer>(`/api/rooms/${typed}/join`, { seat: 'Ann' });
  assert.equal(ann.status, 200);
  const again = await post<{ error: string }>(`/api/rooms/${made.code}/join`, { seat: 'Ann' });
  assert.equal(again.status, 409);
  assert.match(again.json.error, /already holds "Ann"/);
  const twice = await post<{ error: string }>(`/api/rooms/${made.code}/join`, { seat: 'Bob' }, ann.json.token);
  assert.match(twice.json.error, /already hold the seat "Ann"/);
  const bob = await take(made.code, 'Bob');
  assert.notEqual(bob, ann.json.token);
  assert.equal(new Set([made.hostToken, ann.json.token, bob]).size, 3);
  const view = (await app.inject({ method: 'GET', url: `/api/rooms/${made.code}` })).json() as RoomView;
  assert.deepEqual(view.seats.map((s) => s.taken), [true, true]);
  assert.equal((await app.inject({ method: 'GET', url: '/api/rooms/ZZZZZZ' })).statusCode, 404);
  // A page holding Ann's token is Ann; a made-up token is a spectator.
  const a = await page(made.code, [ann.json.token]);
  assert.deepEqual(a.room!.you, { seat: 'Ann', host: false });
  const forged = await page(made.code, ['x'.repeat(43)]);
  assert.deepEqual(forged.room!.you, { seat: null, host: false });
  assert.equal(a.view!.seed, null);
  for (const t of a.texts) assert.ok(!t.includes(ann.json.token) && !t.includes(made.hostToken), 'no token travels back');
  a.close();
  forged.close();
});

test('the server refuses, with why and recording nothing: before the start, a spectator, the wrong seat, a stale step, an option that is not one, a forged message', async () => {
  const made = await room({ system: '2hdc', seed: 7, options: { players: ['Ann', 'Bob'] } });
  const host = await page(made.code, [made.hostToken]);
  const ann = await page(made.code, [await take(made.code, 'Ann')]);
  const bob = await page(made.code, [await take(made.code, 'Bob')]);
  const spectator = await page(made.code);
  const asked = ann.view!.request!.who.slice('player:'.length);
  const [mine, other] = asked === 'Ann' ? [ann, bob] : [bob, ann];
  const choice = mine.view!.request!.options[0]!.id;
  assert.match((await mine.answer({ choice }))!, /has not started/);
  assert.equal(await host.host('start', undefined, () => host.room!.status === 'playing'), null);
  await mine.until(() => mine.room!.status === 'playing');
  const stored = async () => (await app.inject({ method: 'GET', url: `/api/rooms/${made.code}/view` })).json() as GameView;
  const before = (await stored()).step;
  assert.match((await spectator.answer({ choice }))!, /spectator cannot answer/);
  assert.match((await host.answer({ choice }))!, /spectator cannot answer/, 'the host without a seat watches');
  assert.match((await other.answer({ choice }))!, /This decision is for "\w+", not for your seat/);
  assert.match((await mine.answer({ choice }, before + 1))!, /That answers step \d+, but the game is at step \d+/);
  assert.match((await mine.answer({ choice: 'no-such-option' }))!, /"no-such-option" is not one of the options/);
  assert.match((await mine.answer({ entry: '3' }))!, /No roll or draw is asked for now/);
  mine.send('{"type":"answer","step":"0","choice":1}');
  await mine.until(() => mine.refusals.some((r) => /^message\.step: expected number/.test(r.error)));
  assert.equal((await stored()).step, before, 'nothing was recorded');
  assert.equal(await mine.answer({ choice }), null);
  assert.equal((await stored()).step, before + 1);
  // The others saw it live.
  await spectator.until(() => spectator.view!.step === before + 1, 'the spectator sees the move');
  for (const p of [host, ann, bob, spectator]) p.close();
});

test('Dungeon World with two hero players and a person as Draken Master: a hero\'s decision is refused to the other hero player, taken from its own', async () => {
  const made = await room({ system: 'dungeon-world', seed: 4, options: { players: ['Ann', 'Bob'], master: 'player', masterName: 'Drak' } });
  const host = await page(made.code, [made.hostToken]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  const seats = { Ann: await page(made.code, [await take(made.code, 'Ann')]), Bob: await page(made.code, [await take(made.code, 'Bob')]), Drak: await page(made.code, [await take(made.code, 'Drak')]) };
  // Bob runs the 2nd and 4th heroes (dealt in turn): the Ranger and the Dwarf. Play on (first options) to the first decision about one of them.
  for (let k = 0; k < 300; k++) {
    const req = seats.Ann.view!.request!;
    if (req.kind === 'action' || req.kind === 'shoot') {
      const hero = /^(Ranger|Dwarf)\b/.test(req.prompt) ? 'Bob' : 'Ann';
      assert.equal(req.who, `player:${hero}`, req.prompt);
      if (hero === 'Bob') break;
    }
    const asked = Object.values(seats).find((p) => p.mine())!;
    const step = asked.view!.step;
    assert.equal(await asked.answer({ choice: req.options[0]!.id }), null);
    await Promise.all(Object.values(seats).map((p) => p.until(() => p.view!.step > step)));
  }
  const req = seats.Bob.view!.request!;
  assert.equal(req.who, 'player:Bob', 'a decision about one of Bob\'s heroes came');
  const stored = async () => ((await app.inject({ method: 'GET', url: `/api/rooms/${made.code}/view` })).json() as GameView).step;
  const before = await stored();
  const choice = req.options[0]!.id;
  assert.match((await seats.Ann.answer({ choice }))!, /This decision is for "Bob", not for your seat/);
  assert.match((await seats.Drak.answer({ choice }))!, /not for your seat/);
  assert.equal(await stored(), before, 'nothing recorded');
  assert.equal(await seats.Bob.answer({ choice }), null);
  assert.equal(await stored(), before + 1);
  for (const p of [host, ...Object.values(seats)]) p.close();
});

test('a 2HDC same-side adventure played to its end by two seats, each answering what is asked of its Star; a spectator sees every move', async () => {
  const made = await room({ system: '2hdc', seed: 5, options: { players: ['Ann', 'Bob'] } });
  const host = await page(made.code, [made.hostToken]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  const ann = await page(made.code, [await take(made.code, 'Ann')]);
  const bob = await page(made.code, [await take(made.code, 'Bob')]);
  const spectator = await page(made.code);
  const bySeat = await playRoom([ann, bob, spectator], pick2hdc);
  assert.ok((bySeat.get('Ann') ?? 0) > 0 && (bySeat.get('Bob') ?? 0) > 0, `both seats decided: ${JSON.stringify([...bySeat])}`);
  await spectator.until(() => spectator.view!.status === 'over');
  assert.ok(spectator.view!.report, 'the spectator sees the report');
  // Its log is the whole log, built from the lines sent since it said hello.
  const whole = (await app.inject({ method: 'GET', url: `/api/rooms/${made.code}/view` })).json() as GameView;
  assert.deepEqual(spectator.lines, whole.log.lines);
  for (const p of [host, ann, bob, spectator]) p.close();
});

test('a seat is resumed with its token on another page (device); handed over by the host, the old token holds nothing', async () => {
  const made = await room({ system: '2hdc', seed: 3, options: { players: ['Ann', 'Bob'] } });
  const host = await page(made.code, [made.hostToken]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  const annToken = await take(made.code, 'Ann');
  const first = await page(made.code, [annToken]);
  first.close();
  const again = await page(made.code, [annToken]);
  assert.deepEqual(again.room!.you, { seat: 'Ann', host: false });
  assert.equal(again.lines.length, again.view!.log.total, 'a new page gets the whole log');
  // The host hands Ann's seat over: a new link for the host only; the old page becomes a spectator at once.
  await host.host('hand-over', 'Ann', () => host.handed.length === 1);
  await again.until(() => again.room!.you.seat === null, 'the old holder is told');
  const newToken = host.handed[0]!.token;
  assert.notEqual(newToken, annToken);
  const other = await page(made.code, [annToken]);
  assert.equal(other.room!.you.seat, null);
  const taken = await page(made.code, [newToken]);
  assert.equal(taken.room!.you.seat, 'Ann');
  // Only the host hands over.
  assert.match((await taken.host('hand-over', 'Bob', () => false))!, /Only the host/);
  for (const p of [host, again, other, taken]) p.close();
});

test('the computer takes an empty seat when the host says so, and the game runs on to the seats of people', async () => {
  const made = await room({ system: '2hdc', seed: 11, options: { players: ['Ann', 'Bob'] } });
  const host = await page(made.code, [made.hostToken]);
  const ann = await page(made.code, [await take(made.code, 'Ann')]);
  await host.host('computer', 'Bob', () => host.room!.seats[1]!.computer);
  assert.match((await post<{ error: string }>(`/api/rooms/${made.code}/join`, { seat: 'Bob' })).json.error, /computer plays "Bob"/);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  await ann.until(() => ann.room!.status === 'playing');
  const bySeat = await playRoom([ann], pick2hdc);
  assert.equal(bySeat.get('Bob'), undefined);
  assert.ok(ann.lines.some((l) => l.kind === 'decision' && /^Bob chose/.test(l.text)), 'the computer decided for Bob');
  for (const p of [host, ann]) p.close();
});

test('paused by the host, answers are refused; started again, they are taken', async () => {
  const made = await room({ system: '2hdc', seed: 12, options: { players: ['Ann'] } });
  const host = await page(made.code, [made.hostToken]);
  const ann = await page(made.code, [await take(made.code, 'Ann')]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  await ann.until(() => ann.room!.status === 'playing');
  await host.host('pause', undefined, () => host.room!.status === 'paused');
  await ann.until(() => ann.room!.status === 'paused');
  assert.match((await ann.answer({ choice: pick2hdc(ann.view!) }))!, /paused/);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  await ann.until(() => ann.room!.status === 'playing');
  assert.equal(await ann.answer({ choice: pick2hdc(ann.view!) }), null);
  for (const p of [host, ann]) p.close();
});

test('physical dice in a room: an entry that does not answer the roll is refused with why, nothing recorded', async () => {
  const made = await room({ system: 'cards', seed: 1, dice: 'physical', options: { player: 'Ann' } });
  const host = await page(made.code, [made.hostToken]);
  const ann = await page(made.code, [await take(made.code, 'Ann')]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  await ann.until(() => ann.room!.status === 'playing');
  for (let k = 0; k < 50 && ann.view!.status === 'decision'; k++) assert.equal(await ann.answer({ choice: ann.view!.request!.options[0]!.id }), null);
  assert.equal(ann.view!.status, 'chance');
  const step = ann.view!.step;
  assert.match((await ann.answer({ entry: 'the moon' }))!, /^Refused: /);
  assert.equal(ann.view!.step, step);
  for (const p of [host, ann]) p.close();
});

test('rooms nobody visits are closed after the idle time and kept as saves; the host may reopen one', async () => {
  const quick = await buildApp({ webRoot: null, idleMs: 50, sweepMs: 60_000 });
  try {
    const made = (await quick.inject({ headers: { cookie: quick.owner.cookie() }, method: 'POST', url: '/api/rooms', payload: { system: 'cards', seed: 2 } })).json() as NewRoomAnswer;
    const watched = (await quick.inject({ headers: { cookie: quick.owner.cookie() }, method: 'POST', url: '/api/rooms', payload: { system: 'cards', seed: 3 } })).json() as NewRoomAnswer;
    const viewer = new RoomClient(await quick.injectWS(`/api/rooms/${watched.code}/live`));
    await viewer.hello([]);
    await new Promise((r) => setTimeout(r, 120));
    await quick.sweepRooms();
    const status = async (code: string) => ((await quick.inject({ headers: { cookie: quick.owner.cookie() }, method: 'GET', url: `/api/rooms/${code}` })).json() as RoomView).status;
    assert.equal((await quick.inject({ method: 'GET', url: `/api/rooms/${made.code}` })).statusCode, 404, 'a closed room is seen by its seats and the owner only');
    assert.equal(await status(made.code), 'closed');
    assert.equal(await status(watched.code), 'waiting', 'a room someone looks at is not idle');
    assert.equal(getSave(`room-${made.code}`)?.save.seed, 2, 'its game is kept as a save');
    const games = (await quick.inject({ headers: { cookie: quick.owner.cookie() }, method: 'GET', url: '/api/games' })).json() as GameList;
    assert.ok(games.playing.some((g) => g.id === `room-${made.code}`), 'listed among the games to continue');
    const host = new RoomClient(await quick.injectWS(`/api/rooms/${made.code}/live`, { headers: { cookie: quick.owner.cookie() } }));
    await host.hello([made.hostToken]);
    assert.equal(host.room!.savedAs, `room-${made.code}`);
    await host.host('reopen', undefined, () => host.room!.status === 'paused');
    viewer.close();
    host.close();
  } finally {
    await quick.close();
  }
});

test('health and metrics: the store answers; rooms by status, connected players, decisions and their latency', async () => {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(health.statusCode, 200);
  assert.deepEqual(health.json(), { ok: true, store: 'sqlite' });
  const made = await room({ system: '2hdc', seed: 21, options: { players: ['Ann'] } });
  const host = await page(made.code, [made.hostToken]);
  const ann = await page(made.code, [await take(made.code, 'Ann')]);
  await host.host('start', undefined, () => host.room!.status === 'playing');
  await ann.until(() => ann.room!.status === 'playing');
  const metric = async (name: string) => {
    const text = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const m = new RegExp(`^${name.replace(/[{}"=.]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text);
    assert.ok(m, `${name} in ${text}`);
    return Number(m[1]);
  };
  const decided = await metric('dungeon_crawl_decision_seconds_count');
  assert.equal(await ann.answer({ choice: pick2hdc(ann.view!) }), null);
  assert.equal(await metric('dungeon_crawl_decision_seconds_count'), decided + 1);
  assert.ok((await metric('dungeon_crawl_decision_seconds{quantile="0.99"}')) > 0);
  assert.ok((await metric('dungeon_crawl_connected{role="player"}')) >= 1);
  assert.ok((await metric('dungeon_crawl_connected{role="spectator"}')) >= 1, 'the host without a seat watches');
  assert.ok((await metric('dungeon_crawl_rooms{status="playing"}')) >= 1);
  for (const p of [host, ann]) p.close();
});
