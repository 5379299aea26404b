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
import type { LiveMessage } from '../api-types.ts';
import { checkLive } from '../api-schemas.ts';
import { Bucket, type PerAddress } from '../limits.ts';
import type { Owner } from '../owner.ts';
import { closeFor, sendBounded } from '../socket-send.ts';
import { Refused } from '../games.ts';
import { roomGameView, roomView } from './view.ts';
import { CODE, hashToken } from './seats.ts';
import type { Identity, Room, Rooms } from './rooms.ts';
import type { Metrics } from './metrics.ts';

const PING_MS = 25_000;
/**
 * Messages a socket is heard at: a burst, then this many a second (a person
 * clicks far fewer; a bot waits for each answer's outcome). Faster messages
 * wait their turn with the socket's reading paused (back-pressure onto the
 * sender); a page with more than MAX_WAITING messages waiting is closed.
 */
const RATE = 50;
const BURST = 200;
const MAX_WAITING = 64;
/** Close codes: too many messages (policy), no such room. */
const CLOSE_RATE = 1008;
const CLOSE_NO_ROOM = 4404;

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
  /** The server's owner opened it (sees a closed room, and where its game was kept). */
  owner: boolean;
  alive: boolean;
  bucket: Bucket;
  /** Closed for breaking a rule: what it still sends is not heard. */
  cut: boolean;
  /** Messages heard, not yet handled (one at a time, at the socket's rate). */
  waiting: string[];
  busy: boolean;
  timer: NodeJS.Timeout | null;
}

/** The TCP socket under a WebSocket (ws keeps it as `_socket`), to cork; null if ws ever stops exposing it. */
function rawSocket(c: Conn): Socket | null {
  const raw = (c.socket as unknown as { _socket?: unknown })._socket;
  return raw instanceof Socket ? raw : null;
}

const send = (c: Conn, m: LiveMessage | string) => sendBounded(c.socket, typeof m === 'string' ? m : JSON.stringify(m));

/** Who may see a closed room: its seats, its host and the server's owner. */
export function seesClosed(who: Identity, owner: boolean): boolean {
  return owner || who.host || who.seat !== null;
}

export class RoomLive {
  private readonly conns = new Map<string, Set<Conn>>();

  constructor(
    private readonly rooms: Rooms,
    private readonly metrics: Metrics,
    /** A room the host closed: its game kept as a save. */
    private readonly onClosed: (room: Room) => void,
    private readonly owner: Owner,
    /** Room codes that named no room, per address. */
    private readonly misses: PerAddress,
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
    if (room.row.status === 'closed' && !seesClosed(who, c.owner)) {
      c.cut = true;
      closeFor(c.socket, CLOSE_NO_ROOM, 'no such room');
      return;
    }
    const roomText = JSON.stringify({ type: 'room', room: roomView(room, who, c.owner) } satisfies LiveMessage);
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
          const addr = req.ip;
          this.misses.check(addr);
          const code = req.params.code;
          try {
            if (!CODE.test(code)) throw new Refused(404, 'no such room');
            await this.rooms.get(code);
          } catch (e) {
            if (e instanceof Refused && e.status === 404) this.misses.count(addr);
            throw e;
          }
        },
      },
      (socket, req) => {
        const c: Conn = { socket, code: req.params.code, hashes: null, sent: 0, roomText: '', seat: null, owner: this.owner.is(req), alive: true, bucket: new Bucket(RATE, BURST), cut: false, waiting: [], busy: false, timer: null };
        let set = this.conns.get(c.code);
        if (!set) this.conns.set(c.code, (set = new Set()));
        set.add(c);
        socket.on('pong', () => (c.alive = true));
        socket.on('close', () => {
          c.cut = true;
          c.waiting.length = 0;
          if (c.timer) clearTimeout(c.timer);
          set.delete(c);
          if (set.size === 0 && this.conns.get(c.code) === set) this.conns.delete(c.code);
        });
        socket.on('message', (data) => {
          if (c.cut) return;
          if (c.waiting.length >= MAX_WAITING) {
            // A page that floods is closed, its messages dropped (it may reconnect and say hello).
            c.cut = true;
            c.waiting.length = 0;
            closeFor(socket, CLOSE_RATE, `more than ${RATE} messages a second`);
            return;
          }
          c.waiting.push(String(data));
          this.pump(c);
        });
      },
    );
  }

  /** Handles the socket's next message when its turn comes; reading is paused while messages wait. */
  private pump(c: Conn): void {
    if (c.busy || c.cut || c.timer) return;
    if (c.waiting.length === 0) {
      c.socket.resume();
      return;
    }
    const wait = c.bucket.wait();
    if (wait > 0) {
      c.socket.pause();
      c.timer = setTimeout(() => {
        c.timer = null;
        this.pump(c);
      }, wait);
      return;
    }
    c.bucket.take();
    const data = c.waiting.shift()!;
    c.busy = true;
    void this.heard(c, data).finally(() => {
      c.busy = false;
      this.pump(c);
    });
  }

  private async heard(c: Conn, data: string): Promise<void> {
    const t0 = performance.now();
    let ref: number | undefined;
    let corked: Socket | null = null;
    try {
      const m = checkLive(data);
      if (m.type !== 'hello') ref = m.ref;
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
