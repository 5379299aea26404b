/**
 * Live updates over WebSocket (@fastify/websocket): a page that shows a game
 * opens GET /api/games/:id/live and hears the game's step when it connects
 * and each time anyone answers it (another tab, another window, the
 * terminal's save read in), then fetches only what it lacks. Messages are
 * `LiveMessage` (api-types.ts). Each socket belongs to a viewer: network
 * play (issue 14) sends each one its own view over the same socket.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Viewer } from '../core/view-model.ts';
import type { LiveMessage } from './api-types.ts';
import { sendBounded } from './socket-send.ts';

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
  async register(app: FastifyInstance, exists: (id: string, req: FastifyRequest) => Promise<number>, viewerOf: (req: FastifyRequest) => Viewer): Promise<void> {
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
        // Nothing is asked of the page here: a page that sends anything is misbehaving.
        socket.on('message', () => socket.close(1008, 'this socket takes no messages'));
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
