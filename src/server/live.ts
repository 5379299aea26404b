/**
 * Live updates (Server-Sent Events, plain HTTP: no package): a page that
 * shows a game listens on GET /api/games/:id/events and hears the game's new
 * step each time anyone answers it (another tab, another window), then
 * fetches only what it lacks. Each message is `{"step": N}`.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';

/** Keeps proxies and browsers from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;

export class LiveGames {
  private readonly streams = new Map<string, Set<ServerResponse>>();

  /** Tells every page open on game `id` that it is now at `step`. */
  changed(id: string, step: number): void {
    const set = this.streams.get(id);
    if (!set) return;
    const msg = `data: ${JSON.stringify({ step })}\n\n`;
    for (const res of set) res.write(msg);
  }

  /** How many pages listen to game `id` (tests). */
  listeners(id: string): number {
    return this.streams.get(id)?.size ?? 0;
  }

  register(app: FastifyInstance, exists: (id: string) => Promise<number>): void {
    app.get<{ Params: { id: string } }>('/api/games/:id/events', async (req, reply) => {
      const id = req.params.id;
      // Refused like any unknown game before the stream starts.
      const step = await exists(id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      res.write(`retry: 2000\ndata: ${JSON.stringify({ step })}\n\n`);
      let set = this.streams.get(id);
      if (!set) this.streams.set(id, (set = new Set()));
      set.add(res);
      const timer = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
      req.raw.on('close', () => {
        clearInterval(timer);
        set.delete(res);
        if (set.size === 0) this.streams.delete(id);
      });
    });
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      for (const set of this.streams.values()) for (const res of set) res.end();
      this.streams.clear();
    });
  }
}
