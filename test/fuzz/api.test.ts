/**
 * Every route of the server, fed random and mutated requests (fast-check):
 * bodies, queries, paths and headers, as the owner and as a guest; and a
 * room's socket fed random and mutated frames. Only 2xx and 4xx answers, and
 * on a socket only JSON messages of the kinds it sends and clean closes: no
 * input reaches a 500. A few seconds in `npm test`; FUZZ_RUNS=N for more.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { GameView, JoinAnswer, LiveMessage, NewRoomAnswer } from '../../src/server/api-types.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-fuzz-api-'));
const { buildApp } = await import('../../src/server/app.ts');

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
let app: FastifyInstance;
let game: GameView;
let room: NewRoomAnswer;
let seat: string;

before(async () => {
  // Limits high enough that the fuzzer meets the schemas, not the per-address limits (those have their own tests).
  app = await buildApp({ webRoot: null, roomsPerMinute: 1e6, codeMissesPerMinute: 1e6 });
  const owner = { cookie: app.owner.cookie() };
  game = (await app.inject({ method: 'POST', url: '/api/games', headers: owner, payload: { system: 'cards', seed: 5 } })).json() as GameView;
  room = (await app.inject({ method: 'POST', url: '/api/rooms', headers: owner, payload: { system: '2hdc', seed: 5, options: { players: ['Ann'] } } })).json() as NewRoomAnswer;
  seat = ((await app.inject({ method: 'POST', url: `/api/rooms/${room.code}/join`, payload: { seat: 'Ann' } })).json() as JoinAnswer).token;
});
after(() => app.close());

/** The routes, with their methods; `:id` and `:code` filled from the arbitraries below. */
const ROUTES: [string, string][] = [
  ['GET', '/api/whoami'],
  ['GET', '/api/systems'],
  ['GET', '/api/systems/:sys/rules'],
  ['GET', '/api/games'],
  ['POST', '/api/games'],
  ['GET', '/api/games/:id'],
  ['POST', '/api/games/:id/answer'],
  ['POST', '/api/games/:id/undo'],
  ['GET', '/api/games/:id/save'],
  ['GET', '/api/games/:id/replay'],
  ['POST', '/api/games/:id/high-score'],
  ['GET', '/api/scores'],
  ['GET', '/api/campaigns'],
  ['POST', '/api/rooms'],
  ['GET', '/api/rooms/:code'],
  ['POST', '/api/rooms/:code/join'],
  ['GET', '/api/rooms/:code/view'],
  ['GET', '/api/rooms/:code/replay'],
  ['GET', '/api/health'],
  ['GET', '/api/metrics'],
  ['GET', '/'],
  ['GET', '/game/:id'],
];

/** Valid bodies to mutate (each route's shapes), and random JSON besides. */
const validBodies = () => [
  { system: 'cards', seed: 7 },
  { system: '2hdc', dice: 'physical', options: { players: ['Ann'] } },
  { step: game.step, choice: game.request?.options[0]?.id ?? 'x' },
  { step: 0, entry: '4' },
  { step: 0 },
  { name: 'Ann' },
  { seat: 'Ann' },
];

const weird = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.constant(-1),
  fc.string(),
  fc.constant('x'.repeat(5000)),
  fc.constant('\u0000\u001b[31m'),
  fc.constant('__proto__'),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 4 }),
);

/** A valid body with one field changed, added or removed. */
const mutated = fc.tuple(fc.nat(), fc.nat(), weird, fc.constantFrom('change', 'add', 'remove')).map(([k, f, value, how]) => {
  const body: Record<string, unknown> = { ...validBodies()[k % validBodies().length]! };
  const keys = Object.keys(body);
  const key = how === 'add' || keys.length === 0 ? ['system', 'seed', 'dice', 'options', 'campaign', 'step', 'choice', 'entry', 'name', 'seat', '__proto__', 'constructor'][f % 12]! : keys[f % keys.length]!;
  if (how === 'remove') delete body[key];
  else body[key] = value;
  return body;
});

const payload = fc.oneof(
  mutated.map((b) => JSON.stringify(b)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant(''),
  fc.constant('{"step":'),
  fc.constant('null'),
  fc.constant('{"__proto__":{"step":1}}'),
  fc.constant(JSON.stringify({ options: { a: 'x'.repeat(100_000) }, system: 'cards' })),
);

const idArb = fc.oneof(
  fc.constant(() => game.id),
  fc.constant(() => `room-${room.code}`),
  fc.string({ maxLength: 200 }).map((s) => () => encodeURIComponent(s)),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(300), 'cards-%ff', '%').map((s) => () => s),
);
const codeArb = fc.oneof(
  fc.constant(() => room.code),
  fc.constant(() => room.code.toLowerCase()),
  fc.string({ maxLength: 50 }).map((s) => () => encodeURIComponent(s)),
  fc.constantFrom('ZZZZZZ', 'ZZZZZZZZZZ', '%', '-').map((s) => () => s),
);
const queryArb = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?since=0', '?since=-1', '?since=1e9', '?since=abc', '?at=3', '?at=99999999999999999999', '?at=&at=1', '?since[a]=1', '?key=nope'),
  fc.string({ maxLength: 40 }).map((s) => `?${encodeURIComponent(s)}=${encodeURIComponent(s)}`),
);
const headersArb = fc.record({
  owner: fc.boolean(),
  type: fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', 'multipart/form-data', undefined),
  origin: fc.constantFrom(undefined, 'http://evil.example', 'null', 'http://localhost:80'),
  bearer: fc.constantFrom(undefined, 'seat', 'garbage', 'x'.repeat(500)),
});

test('random and mutated requests to every route: only 2xx and 4xx', async () => {
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), fc.boolean(), idArb, codeArb, queryArb, payload, headersArb, async ([m, path], otherMethod, useOther, id, code, query, body, h) => {
      const url = path.replace(':id', id()).replace(':code', code()).replace(':sys', id()) + query;
      const headers: Record<string, string> = {};
      if (h.owner) headers.cookie = app.owner.cookie();
      if (h.type) headers['content-type'] = h.type;
      if (h.origin) headers.origin = h.origin;
      if (h.bearer) headers.authorization = `Bearer ${h.bearer === 'seat' ? seat : h.bearer}`;
      const method = useOther ? otherMethod : m;
      const r = await app.inject({ method: method as 'GET', url, headers, payload: method === 'GET' ? undefined : body });
      seen.set(r.statusCode, (seen.get(r.statusCode) ?? 0) + 1);
      assert.ok(r.statusCode < 500, `${method} ${url} ${JSON.stringify(headers)} ${body.slice(0, 200)} → ${r.statusCode} ${r.body.slice(0, 300)}`);
      if (r.statusCode >= 400 && (r.headers['content-type'] ?? '').toString().includes('json')) assert.equal(typeof (r.json() as { error?: unknown }).error, 'string');
    }),
    { numRuns: RUNS },
  );
  console.log(`# statuses: ${JSON.stringify([...seen].sort((a, b) => a[0] - b[0]))}`);
});

/** The kinds of message the room's socket sends. */
const KINDS = new Set(['room', 'view', 'refused', 'done', 'handed']);
const CLEAN = new Set([1000, 1005, 1008, 1009, 4404]);

const frame = fc.oneof(
  fc.constantFrom('hello', 'answer', 'host').chain((type) =>
    fc.record({ type: fc.constant(type), step: fc.oneof(fc.nat(), weird), choice: fc.oneof(fc.string(), weird), entry: weird, tokens: fc.oneof(fc.constant([seat]), fc.array(fc.string()), weird), since: weird, ref: weird, action: fc.oneof(fc.constantFrom('start', 'pause', 'computer', 'human', 'hand-over', 'free', 'close', 'reopen'), weird), seat: weird }, { requiredKeys: ['type'] }).map((o) => JSON.stringify(o)),
  ),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant('x'.repeat(5000)),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
);

test("random and mutated frames on a room's socket: JSON messages of its kinds, and clean closes", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 8 }), fc.boolean(), async (frames, owner) => {
      const heard: string[] = [];
      let closed: number | null = null;
      const ws = await app.injectWS(`/api/rooms/${room.code}/live`, owner ? { headers: { cookie: app.owner.cookie() } } : {}, {
        onInit: (s) => {
          s.on('message', (d) => heard.push(String(d)));
          s.on('close', (c) => (closed = c));
        },
      });
      for (const f of frames) if (ws.readyState === ws.OPEN) ws.send(f);
      // One hello more, answered by the room and its view while the socket is open: the frames before it are all handled.
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: 'hello', tokens: [seat] }));
      for (let k = 0; k < 200 && closed === null && !heard.some((t) => t.includes('"type":"view"')); k++) await new Promise((r) => setTimeout(r, 5));
      ws.terminate();
      for (const t of heard) {
        const m = JSON.parse(t) as LiveMessage;
        assert.ok(KINDS.has(m.type), t.slice(0, 200));
        if (m.type === 'refused') assert.doesNotMatch(m.error, /server failed/, `a frame reached an error: ${JSON.stringify(frames).slice(0, 300)}`);
      }
      if (closed !== null && closed !== 1006) assert.ok(CLEAN.has(closed), `closed with ${closed}`);
    }),
    { numRuns: Math.max(20, Math.floor(RUNS / 6)) },
  );
});
