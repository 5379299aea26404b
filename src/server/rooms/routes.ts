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
import type { JoinAnswer, NewRoomAnswer, NewRoomRequest, RoomView } from '../api-types.ts';
import { Refused } from '../games.ts';
import { RoomLive } from './live.ts';
import { Metrics } from './metrics.ts';
import { Rooms, type Room } from './rooms.ts';
import { CODE, hashToken, normalCode } from './seats.ts';
import type { RoomStore } from './store.ts';
import { roomGameView, roomView, savedId } from './view.ts';

export interface RoomsConfig {
  store: RoomStore;
  /** Rooms nobody visits for this long are closed (kept as saves). */
  idleMs: number;
  /** How often idle rooms are looked for (default: a quarter of idleMs, at most a minute). */
  sweepMs?: number;
}

/** A closed room's game, kept among this server's saves (a file the terminal can resume, and its row). */
export function keepAsSave(room: Room): void {
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

function codeOf(typed: string): string {
  const code = normalCode(typed);
  if (!CODE.test(code)) throw new Refused(404, 'No room has that code: a code is 6 letters and digits.');
  return code;
}

export async function registerRooms(app: FastifyInstance, cfg: RoomsConfig): Promise<{ rooms: Rooms; metrics: Metrics }> {
  await cfg.store.init();
  const rooms = new Rooms(cfg.store);
  const metrics = new Metrics();
  const live = new RoomLive(rooms, metrics, keepAsSave);
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
    const { room, hostToken } = await rooms.create((req.body ?? {}) as NewRoomRequest);
    return { code: room.row.code, hostToken, room: roomView(room, rooms.identify(room, [hashToken(hostToken)])) };
  });
  app.get<{ Params: { code: string } }>('/api/rooms/:code', async (req): Promise<RoomView> => {
    const room = await rooms.get(codeOf(req.params.code));
    return roomView(room, rooms.identify(room, hashesOf(req)));
  });
  app.post<{ Params: { code: string } }>('/api/rooms/:code/join', async (req): Promise<JoinAnswer> => {
    const seat = (req.body as { seat?: unknown } | null)?.seat;
    if (typeof seat !== 'string') throw new Refused(400, 'Name the seat to take.');
    const { token } = await rooms.join(codeOf(req.params.code), seat, hashesOf(req));
    return { seat, token };
  });
  app.get<{ Params: { code: string }; Querystring: { since?: string } }>('/api/rooms/:code/view', async (req) => {
    const room = await rooms.get(codeOf(req.params.code));
    return roomGameView(room, rooms.identify(room, hashesOf(req)), Number(req.query.since ?? 0) || 0);
  });
  app.get<{ Params: { code: string }; Querystring: { at?: string } }>('/api/rooms/:code/replay', async (req) => {
    const room = await rooms.get(codeOf(req.params.code));
    const save = room.row.save;
    const at = Math.max(0, Math.min(save.decisions.length, Math.floor(Number(req.query.at ?? 0) || 0)));
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
    return roomGameView(room, rooms.identify(room, hashesOf(req)), 0, { result, at });
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
