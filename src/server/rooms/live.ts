/**
 * A room's WebSocket (GET /api/rooms/:code/live): the page says hello with
 * the tokens it holds, then sends answers and the host's actions
 * (`LiveRequest`); the server sends the room and the page's own view of the
 * game when it says hello and after every change, committed first
 * (`LiveMessage`). Who a socket is is worked out again from its tokens at
 * every message and every change, so a seat handed over stops answering at
 * once. Viewers who see the same thing share one encoded message.
 */
import type { FastifyInstance } from 'fastify';
import { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { HostAction, LiveMessage, LiveRequest } from '../api-types.ts';
import { Refused } from '../games.ts';
import { roomGameView, roomView } from './view.ts';
import { CODE, hashToken } from './seats.ts';
import type { Room, Rooms } from './rooms.ts';
import type { Metrics } from './metrics.ts';

/** Tokens a page may present, and how long each may be. */
const MAX_TOKENS = 4;
const MAX_TEXT = 200;
const PING_MS = 25_000;
const HOST_ACTIONS: readonly HostAction[] = ['start', 'pause', 'computer', 'human', 'hand-over', 'free', 'close', 'reopen'];

interface Conn {
  socket: WebSocket;
  code: string;
  /** The tokens' hashes, once it said hello. */
  hashes: string[] | null;
  /** Log lines it has. */
  sent: number;
  /** The room as last sent to it (sent again only when it changes). */
  roomText: string;
  /** The seat it held when last sent its view (null: a spectator). */
  seat: string | null;
  alive: boolean;
}

/** The TCP socket under a WebSocket (ws keeps it as `_socket`), to cork; null if ws ever stops exposing it. */
function rawSocket(c: Conn): Socket | null {
  const raw = (c.socket as unknown as { _socket?: unknown })._socket;
  return raw instanceof Socket ? raw : null;
}

const send = (c: Conn, m: LiveMessage | string) => c.socket.send(typeof m === 'string' ? m : JSON.stringify(m));

/** A message from a page, checked field by field (it is untrusted); null when malformed. */
function parse(data: unknown): LiveRequest | null {
  let m: unknown;
  try {
    m = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object') return null;
  const o = m as Record<string, unknown>;
  const ref = o.ref === undefined || (Number.isInteger(o.ref) && (o.ref as number) >= 0) ? (o.ref as number | undefined) : null;
  if (ref === null) return null;
  const text = (v: unknown) => typeof v === 'string' && v.length <= MAX_TEXT;
  if (o.type === 'hello') {
    const tokens = o.tokens ?? [];
    if (!Array.isArray(tokens) || tokens.length > MAX_TOKENS || !tokens.every(text)) return null;
    const since = o.since ?? 0;
    if (!Number.isInteger(since) || (since as number) < 0) return null;
    return { type: 'hello', tokens: tokens as string[], since: since as number };
  }
  if (o.type === 'answer') {
    if (!Number.isInteger(o.step)) return null;
    if (text(o.choice)) return { type: 'answer', ref, step: o.step as number, choice: o.choice as string };
    if (text(o.entry)) return { type: 'answer', ref, step: o.step as number, entry: o.entry as string };
    return null;
  }
  if (o.type === 'host') {
    if (!HOST_ACTIONS.includes(o.action as HostAction) || (o.seat !== undefined && !text(o.seat))) return null;
    return { type: 'host', ref, action: o.action as HostAction, seat: o.seat as string | undefined };
  }
  return null;
}

export class RoomLive {
  private readonly conns = new Map<string, Set<Conn>>();

  constructor(
    private readonly rooms: Rooms,
    private readonly metrics: Metrics,
    /** A room the host closed: its game kept as a save. */
    private readonly onClosed: (room: Room) => void,
  ) {
    rooms.onChange((room) => this.push(room));
  }

  /** Rooms someone here looks at. */
  watched(): string[] {
    return [...this.conns.keys()];
  }

  /** Sockets here: those holding a seat, and the others. */
  connected(): { players: number; spectators: number } {
    let players = 0;
    let spectators = 0;
    for (const set of this.conns.values())
      for (const c of set) {
        if (!c.hashes) continue;
        if (c.seat === null) spectators++;
        else players++;
      }
    return { players, spectators };
  }

  /** Each viewer of the room gets its own view (one encoding per distinct view). */
  private push(room: Room): void {
    const set = this.conns.get(room.row.code);
    if (!set) return;
    const texts = new Map<string, string>();
    for (const c of set) if (c.hashes) this.sendViews(c, room, texts);
  }

  private sendViews(c: Conn, room: Room, texts: Map<string, string>): void {
    const who = this.rooms.identify(room, c.hashes!);
    c.seat = who.seat;
    const roomText = JSON.stringify({ type: 'room', room: roomView(room, who) } satisfies LiveMessage);
    if (roomText !== c.roomText) {
      c.roomText = roomText;
      send(c, roomText);
    }
    const key = `${who.seat === null ? '' : `seat:${who.seat}`}|${c.sent}`;
    let text = texts.get(key);
    let total: number;
    if (text === undefined) {
      const view = roomGameView(room, who, c.sent);
      text = JSON.stringify({ type: 'view', view } satisfies LiveMessage);
      texts.set(key, text);
      total = view.log.total;
    } else total = room.result.events.length;
    c.sent = total;
    send(c, text);
  }

  async register(app: FastifyInstance): Promise<void> {
    const timer = setInterval(() => this.ping(), PING_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.get<{ Params: { code: string } }>(
      '/api/rooms/:code/live',
      {
        websocket: true,
        preValidation: async (req) => {
          if (!CODE.test(req.params.code)) throw new Refused(404, 'no such room');
          await this.rooms.get(req.params.code);
        },
      },
      (socket, req) => {
        const c: Conn = { socket, code: req.params.code, hashes: null, sent: 0, roomText: '', seat: null, alive: true };
        let set = this.conns.get(c.code);
        if (!set) this.conns.set(c.code, (set = new Set()));
        set.add(c);
        socket.on('pong', () => (c.alive = true));
        socket.on('close', () => {
          set.delete(c);
          if (set.size === 0 && this.conns.get(c.code) === set) this.conns.delete(c.code);
        });
        socket.on('message', (data) => void this.heard(c, data));
      },
    );
  }

  private async heard(c: Conn, data: unknown): Promise<void> {
    const t0 = performance.now();
    const m = parse(data);
    const ref = m && m.type !== 'hello' ? m.ref : undefined;
    let corked: Socket | null = null;
    try {
      if (!m) throw new Refused(400, 'That message is not one this room understands.');
      if (m.type === 'hello') {
        c.hashes = (m.tokens ?? []).map(hashToken);
        c.sent = m.since ?? 0;
        c.roomText = '';
        this.sendViews(c, await this.rooms.get(c.code), new Map());
        return;
      }
      if (!c.hashes) throw new Refused(400, 'Say hello first (with your tokens).');
      // The sender's new view and its `done` leave in one write (a system call each cost more than building the view).
      corked = rawSocket(c);
      corked?.cork();
      if (m.type === 'answer') {
        await this.rooms.answer(c.code, c.hashes, m);
        this.metrics.decided(performance.now() - t0);
      } else {
        const { room, token } = await this.rooms.host(c.code, c.hashes, m.action, m.seat);
        if (token !== null) send(c, { type: 'handed', seat: m.seat ?? '', token, ref });
        if (m.action === 'close' && room.row.status === 'closed') this.onClosed(room);
      }
      if (ref !== undefined && c.socket.readyState === c.socket.OPEN) send(c, { type: 'done', ref });
    } catch (e) {
      const error = e instanceof Refused ? e.message : 'The server failed to handle that message; nothing was recorded.';
      if (!(e instanceof Refused)) console.error(e);
      if (c.socket.readyState === c.socket.OPEN) send(c, { type: 'refused', error, ref });
    } finally {
      corked?.uncork();
    }
  }

  private ping(): void {
    for (const set of this.conns.values())
      for (const c of set) {
        if (!c.alive) {
          c.socket.terminate();
          continue;
        }
        c.alive = false;
        c.socket.ping();
      }
  }
}
