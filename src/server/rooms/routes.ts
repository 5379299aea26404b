/**
 * Network play's routes: rooms (HTTP to make and join one, the room's
 * WebSocket to play: live.ts), health and metrics, and the closing of idle
 * rooms, whose games are kept as saves of this server (the saves folder and
 * its SQLite row, as the browser's other games: "Continue a game").
 *   POST /api/rooms                   {system, seed?, dice?, options?} → {code, hostToken, room}
 *   GET  /api/rooms/:code             the room as a spectator sees it (its seats and status)
 *   POST /api/rooms/:code/join        {seat} → {seat, token}: a free seat taken
 *   GET  /api/rooms/:code/view?since=N   the game for the token presented (Authorization: Bearer <token>)
 *   GET  /api/rooms/:code/replay?at=K    the game before decision K+1, for that token
 *   GET  /api/rooms/:code/live        WebSocket (live.ts)
 *   GET  /api/health                  200 when the store answers, 503 when not
 *   GET  /api/metrics                 rooms, connected players, decision latency (Prometheus text)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { run } from '../../core/engine.ts';
import { IllegalReplay } from '../../core/request.ts';
import { isSealed, saveText, sealSave } from '../../save/save.ts';
import { writeFileAtomic } from '../../save/files.ts';
import { savesDir } from '../../store/db.ts';
import { putSave } from '../../store/saves.ts';
import type { JoinAnswer, NewRoomAnswer, RoomView } from '../api-types.ts';
import { AtQuery, check, CodeParams, JoinBody, NewRoomBody, SinceQuery } from '../api-schemas.ts';
import { PerAddress } from '../limits.ts';
import type { Owner } from '../owner.ts';
import { Refused } from '../games.ts';
import { RoomLive, seesClosed } from './live.ts';
import { Metrics } from './metrics.ts';
import { Rooms, type Identity, type Room } from './rooms.ts';
import { CODE, CODE_LENGTH, hashToken, normalCode } from './seats.ts';
import type { RoomStore } from './store.ts';
import { roomGameView, roomView, savedId } from './view.ts';

export interface RoomsConfig {
  store: RoomStore;
  /** Rooms nobody visits for this long are closed (kept as saves). */
  idleMs: number;
  /** How often idle rooms are looked for (default: a quarter of idleMs, at most a minute). */
  sweepMs?: number;
  /** The server's owner: the only one who makes rooms, and who sees every closed room. */
  owner: Owner;
  /** Rooms one address may make in a minute (default 20). */
  roomsPerMinute?: number;
  /** Room codes naming no room that one address may send in a minute (default 30): with 10-character codes, guessing one takes millions of years. */
  codeMissesPerMinute?: number;
}

/** A closed room's game, kept among this server's saves (a file the terminal can resume, and its row). */
function keepAsSave(room: Room): void {
  const id = savedId(room.row.code);
  const file = join(savesDir(), `${id}.json`);
  const r = room.result;
  const save = isSealed(room.row.save) ? room.row.save : sealSave(room.row.save, r.state);
  writeFileAtomic(file, saveText(save), 'the save');
  putSave({ id, system: room.system.id, seed: save.seed, status: r.status, decisions: save.decisions.length, outcome: r.status === 'over' ? room.system.report(r.state).outcome : null, campaign: null, mtime: Date.now() + 1, save });
}

/** The tokens a request presents: `Authorization: Bearer <token> [<token>]`. */
function hashesOf(req: FastifyRequest): string[] {
  const h = req.headers.authorization;
  const m = h ? /^Bearer\s+(.+)$/i.exec(h) : null;
  return m ? m[1]!.split(/\s+/).slice(0, 4).filter((t) => t.length <= 200).map(hashToken) : [];
}


export async function registerRooms(app: FastifyInstance, cfg: RoomsConfig): Promise<{ rooms: Rooms; metrics: Metrics }> {
  await cfg.store.init();
  const rooms = new Rooms(cfg.store);
  const metrics = new Metrics();
  const made = new PerAddress(cfg.roomsPerMinute ?? 20, 60_000, 'new rooms');
  const misses = new PerAddress(cfg.codeMissesPerMinute ?? 30, 60_000, 'room codes that name no room');
  const live = new RoomLive(rooms, metrics, keepAsSave, cfg.owner, misses);
  /**
   * The room a request's code names, as `req` may see it: a code that names
   * none (or a closed room the request holds no seat of) is answered at once,
   * and counted against the address; past the limit, refused before the store is asked.
   */
  const roomFor = async (req: FastifyRequest): Promise<{ room: Room; who: Identity; owner: boolean }> => {
    const addr = req.ip;
    misses.check(addr);
    const code = normalCode(check(CodeParams, req.params, 'path').code);
    const miss = () => {
      misses.count(addr);
      return new Refused(404, `No room has that code: a code is ${CODE_LENGTH} letters and digits.`);
    };
    if (!CODE.test(code)) throw miss();
    let room: Room;
    try {
      room = await rooms.get(code);
    } catch (e) {
      if (e instanceof Refused && e.status === 404) throw miss();
      throw e;
    }
    const owner = cfg.owner.is(req);
    const who = rooms.identify(room, hashesOf(req));
    if (room.row.status === 'closed' && !seesClosed(who, owner)) throw miss();
    return { room, who, owner };
  };
  await live.register(app);

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const room of await rooms.closeIdle(cfg.idleMs, live.watched())) keepAsSave(room);
      const watched = new Set(live.watched());
      rooms.forget((code) => watched.has(code));
    } catch (e) {
      app.log.error(e);
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), cfg.sweepMs ?? Math.min(60_000, Math.max(50, cfg.idleMs / 4)));
  timer.unref();
  app.decorate('sweepRooms', sweep);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await cfg.store.close();
  });

  app.post('/api/rooms', async (req): Promise<NewRoomAnswer> => {
    if (!cfg.owner.is(req)) throw new Refused(403, "Rooms are made by this server's owner: ask them for a room's link or code.");
    const body = check(NewRoomBody, req.body, 'body');
    made.check(req.ip);
    made.count(req.ip);
    const { room, hostToken } = await rooms.create(body);
    return { code: room.row.code, hostToken, room: roomView(room, rooms.identify(room, [hashToken(hostToken)]), true) };
  });
  app.get('/api/rooms/:code', async (req): Promise<RoomView> => {
    const { room, who, owner } = await roomFor(req);
    return roomView(room, who, owner);
  });
  app.post('/api/rooms/:code/join', async (req): Promise<JoinAnswer> => {
    const { seat } = check(JoinBody, req.body, 'body');
    const { room } = await roomFor(req);
    const { token } = await rooms.join(room.row.code, seat, hashesOf(req));
    return { seat, token };
  });
  app.get('/api/rooms/:code/view', async (req) => {
    const since = check(SinceQuery, req.query, 'query').since ?? 0;
    const { room, who } = await roomFor(req);
    return roomGameView(room, who, since);
  });
  app.get('/api/rooms/:code/replay', async (req) => {
    const asked = check(AtQuery, req.query, 'query').at ?? 0;
    const { room, who } = await roomFor(req);
    const save = room.row.save;
    const at = Math.max(0, Math.min(save.decisions.length, asked));
    let result = room.result;
    if (at < save.decisions.length) {
      if (save.dice === 'physical') throw new Refused(409, 'A room played with physical dice is replayed only to its end.');
      try {
        result = run({ system: room.system, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions.slice(0, at) });
      } catch (e) {
        if (e instanceof IllegalReplay) throw new Refused(409, e.message);
        throw e;
      }
    }
    return roomGameView(room, who, 0, { result, at });
  });

  app.get('/api/health', async (_req, reply) => {
    try {
      await cfg.store.ping();
      return { ok: true, store: cfg.store.kind };
    } catch (e) {
      return reply.code(503).send({ ok: false, store: cfg.store.kind, error: (e as Error).message });
    }
  });
  app.get('/api/metrics', async (_req, reply) => {
    reply.type('text/plain; version=0.0.4');
    return metrics.text(await cfg.store.counts(), { held: rooms.held(), watched: live.watched().length, ...live.connected() });
  });
  return { rooms, metrics };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes the idle rooms now (tests; a timer does it every so often). */
    sweepRooms(): Promise<void>;
  }
}
