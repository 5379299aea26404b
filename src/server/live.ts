/**
 * Live updates over WebSocket (@fastify/websocket): a page that shows a game
 * opens GET /api/games/:id/live and hears the game's step when it connects
 * and each time anyone answers it (another tab, another window, the
 * terminal's save read in), then fetches only what it lacks. Messages are
 * `LiveMessage` (api-types.ts). Each socket belongs to a viewer: network
 * play (issue 14) sends each one its own view over the same socket. The
 * page's own answers and undos come over it too (`GameLiveRequest`), one at
 * a time, and are answered on it with the new view: no HTTP request per
 * click (issue 21). Anything else a page sends closes its socket.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Viewer } from '../core/view-model.ts';
import type { GameLiveRequest, GameView, LiveMessage } from './api-types.ts';
import { checkGameLive } from './api-schemas.ts';
import { Refused } from './refused.ts';
import { sendBounded } from './socket-send.ts';

/** An answer or undo sent over the socket, done as its HTTP route does it: the view for `viewer` with the log lines from `since` on. */
export type LiveAnswer = (id: string, m: GameLiveRequest, viewer: Viewer) => Promise<GameView>;

/** A ping this often finds the sockets of pages that went away without closing. */
const PING_MS = 25_000;
/** The largest frame a page may send (a hello with its tokens is a few hundred bytes); larger closes the socket (1009). */
const MAX_FRAME = 4096;

interface Listener {
  socket: WebSocket;
  viewer: Viewer;
  /** Answered the last ping. */
  alive: boolean;
}

export class LiveGames {
  private readonly games = new Map<string, Set<Listener>>();

  /** Tells every page open on game `id` that it is now at `step`. */
  changed(id: string, step: number): void {
    const set = this.games.get(id);
    if (!set) return;
    const text = JSON.stringify({ type: 'step', step } satisfies LiveMessage);
    for (const l of set) sendBounded(l.socket, text);
  }

  /** How many pages listen to game `id` (tests). */
  listeners(id: string): number {
    return this.games.get(id)?.size ?? 0;
  }

  /**
   * The route. `exists` refuses an unknown game, or a viewer who may not see
   * it (before the upgrade: a plain 404 or 403) and gives its step; `viewerOf` says who the request comes from.
   */
  async register(app: FastifyInstance, exists: (id: string, req: FastifyRequest) => Promise<number>, viewerOf: (req: FastifyRequest) => Viewer, answer?: LiveAnswer): Promise<void> {
    // Open sockets are closed when the server closes (the plugin's preClose).
    await app.register(websocket, { options: { maxPayload: MAX_FRAME } });
    const steps = new WeakMap<object, number>();
    const timer = setInterval(() => this.ping(), PING_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.get<{ Params: { id: string } }>(
      '/api/games/:id/live',
      {
        websocket: true,
        preValidation: async (req) => {
          steps.set(req.raw, await exists(req.params.id, req));
        },
      },
      (socket, req) => {
        const id = req.params.id;
        const l: Listener = { socket, viewer: viewerOf(req), alive: true };
        let set = this.games.get(id);
        if (!set) this.games.set(id, (set = new Set()));
        set.add(l);
        socket.on('pong', () => (l.alive = true));
        // An answer or an undo, one at a time (a page waits for each view); anything else closes the socket.
        let busy = false;
        socket.on('message', (data) => {
          let m: GameLiveRequest;
          try {
            if (!answer) throw new Refused(400, 'this socket takes no messages');
            m = checkGameLive(String(data));
          } catch (e) {
            socket.close(1008, (e as Error).message.slice(0, 120));
            return;
          }
          if (busy) {
            sendBounded(socket, JSON.stringify({ type: 'refused', error: 'One answer at a time: the last one is still being played.', ref: m.ref, status: 429 } satisfies LiveMessage));
            return;
          }
          busy = true;
          const t0 = performance.now();
          answer(id, m, l.viewer).then(
            (view) => {
              // The server's own time, as Server-Timing gives it for the HTTP routes (the benchmark reads it).
              const text = JSON.stringify({ type: 'view', ref: m.ref, ms: 0, view } satisfies LiveMessage);
              sendBounded(socket, text.replace('"ms":0', `"ms":${(performance.now() - t0).toFixed(1)}`));
            },
            (e: unknown) => {
              const status = e instanceof Refused ? e.status : 500;
              const error = e instanceof Refused ? e.message : `internal error: ${(e as Error).message}`;
              if (!(e instanceof Refused)) app.log.error(e);
              sendBounded(socket, JSON.stringify({ type: 'refused', error, ref: m.ref, status } satisfies LiveMessage));
            },
          ).finally(() => (busy = false));
        });
        socket.on('close', () => {
          set.delete(l);
          if (set.size === 0 && this.games.get(id) === set) this.games.delete(id);
        });
        sendBounded(socket, JSON.stringify({ type: 'step', step: steps.get(req.raw) ?? 0 } satisfies LiveMessage));
      },
    );
  }

  private ping(): void {
    for (const set of this.games.values())
      for (const l of set) {
        if (!l.alive) {
          l.socket.terminate();
          continue;
        }
        l.alive = false;
        l.socket.ping();
      }
  }
}
