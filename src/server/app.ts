/**
 * The HTTP API (Fastify) and the built client (dist/web). Every game answer
 * is a game's view for the viewer asking (`viewerOf`: today always the local
 * players, LOCAL; network play names seats and spectators), never its state.
 * Routes:
 *   GET  /api/systems                    systems, built or coming, with their option fields
 *   GET  /api/systems/:id/rules          what each section the system cites is about (its glossary)
 *   GET  /api/games                      saved games in play and finished (the saves folder read in)
 *   POST /api/games                      a new game {system, seed?, dice?, options?, campaign?}
 *   GET  /api/games/:id?since=N          the game's view (log lines from N)
 *   GET  /api/games/:id/live             WebSocket: {type:'step', step} on connecting and each time the game changes (live.ts)
 *   POST /api/games/:id/answer           {step, choice} or {step, entry} (a physical die or card)
 *   POST /api/games/:id/undo             {step}
 *   GET  /api/games/:id/save             the save file, to download
 *   GET  /api/games/:id/replay?at=K      the game as it stood before decision K+1
 *   POST /api/games/:id/high-score       {name}: the cards game's score onto the sheet
 *   GET  /api/scores                     the cards game's high-score sheets
 *   GET  /api/campaigns                  2hdc campaigns
 * Network play's rooms, health and metrics: rooms/routes.ts.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { closeKeptDbs, dbFile, keepDbsOpen } from '../store/db.ts';
import { listCampaigns } from '../store/campaigns.ts';
import { openScores } from '../store/scores.ts';
import { isBuilt, loadSystem, SYSTEM_IDS, systemTitle } from '../systems/registry.ts';
import { campaignBand, campaignNext, carryHook } from '../session/campaign.ts';
import type { AnswerRequest, CampaignSummary, NewGameRequest, ScoreSheets, SystemInfo } from './api-types.ts';
import { Games, Refused } from './games.ts';
import { LiveGames } from './live.ts';
import { optionFields } from './options-form.ts';
import { LOCAL, type Viewer } from '../core/view-model.ts';
import { registerRooms } from './rooms/routes.ts';
import { roomStore } from './rooms/stores.ts';
import { registerWorkbench } from './workbench.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every save file the answers so far wrote is on disk (tests; the close waits for them too). */
    savesWritten(): Promise<void>;
  }
}

/** Who a request comes from: the local players, for a server on 127.0.0.1 (network play will tell seats apart). */
const viewerOf = (_req: FastifyRequest): Viewer => LOCAL;

export interface AppConfig {
  /** The built client; without it the API still works and / explains how to build. */
  webRoot: string | null;
  logger?: boolean;
  /** Where rooms live: a postgres:// URL (several processes may share it), or the server's SQLite database (default). */
  db?: string;
  /** Rooms nobody visits for this long are closed and kept as saves (default: an hour). */
  idleMs?: number;
  /** How often idle rooms are looked for (default: a quarter of idleMs, at most a minute). */
  sweepMs?: number;
}

export const DEFAULT_IDLE_MS = 60 * 60_000;

async function systems(): Promise<SystemInfo[]> {
  const out: SystemInfo[] = [];
  for (const id of SYSTEM_IDS) {
    if (!isBuilt(id)) {
      out.push({ id, title: systemTitle(id), built: false, campaigns: false, fields: [] });
      continue;
    }
    const system = await loadSystem(id);
    out.push({ id, title: systemTitle(id), built: true, campaigns: (await carryHook(id)) !== null, fields: optionFields(system) });
  }
  return out;
}

function scores(): ScoreSheets {
  const sheet = openScores(dbFile());
  try {
    const rows = (d: 'normal' | 'hardcore') => sheet.top({ difficulty: d, limit: 10 }).map((r) => ({ name: r.name, character: r.character, score: r.score }));
    return { normal: rows('normal'), hardcore: rows('hardcore') };
  } finally {
    sheet.close();
  }
}

function campaigns(): CampaignSummary[] {
  return listCampaigns().map((c) => ({
    name: c.name,
    system: c.system,
    adventures: c.adventures,
    updated: c.updated,
    band: campaignBand(c.system, c.data),
    next: campaignNext(c.system, c.data),
  }));
}

const step = (body: unknown): number => Number((body as { step?: unknown } | null)?.step);

export async function buildApp(cfg: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: cfg.logger ?? false });
  const live = new LiveGames();
  const games = new Games((id, step) => live.changed(id, step));
  // One SQLite connection for the server's life, not one per call.
  keepDbsOpen();
  app.decorate('savesWritten', () => games.flush());
  app.addHook('onClose', async () => {
    // The save files still being written update their rows when done.
    await games.flush();
    closeKeptDbs();
  });
  // How long the server took, for the browser's timing (Server-Timing) and the benchmark.
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (req) => {
    started.set(req.raw, performance.now());
  });
  app.addHook('onSend', async (req, reply) => {
    const t = started.get(req.raw);
    if (t !== undefined) reply.header('server-timing', `app;dur=${(performance.now() - t).toFixed(1)}`);
  });

  app.setErrorHandler((e, _req, reply: FastifyReply) => {
    if (e instanceof Refused) return reply.code(e.status).send({ error: e.message });
    const status = (e as { statusCode?: number }).statusCode;
    if (status && status < 500) return reply.code(status).send({ error: (e as Error).message });
    app.log.error(e);
    return reply.code(500).send({ error: `internal error: ${(e as Error).message}` });
  });

  app.get('/api/systems', async () => systems());
  app.get<{ Params: { id: string } }>('/api/systems/:id/rules', async (req, reply) => {
    let system;
    try {
      system = await loadSystem(req.params.id);
    } catch (e) {
      throw new Refused(404, (e as Error).message);
    }
    // The same for every game of a version: the browser may keep it.
    reply.header('cache-control', 'public, max-age=3600');
    return system.glossary ?? {};
  });
  app.get('/api/games', async () => games.list());
  await live.register(app, async (id) => Games.step(await games.open(id)), viewerOf);
  app.post('/api/games', async (req) => {
    const s = await games.create((req.body ?? {}) as NewGameRequest);
    return games.view(s, 0, viewerOf(req));
  });
  const since = (q: { since?: string }): number => Number(q.since ?? 0) || 0;
  app.get<{ Params: { id: string }; Querystring: { since?: string } }>('/api/games/:id', async (req) => games.view(await games.open(req.params.id), since(req.query), viewerOf(req)));
  app.post<{ Params: { id: string }; Querystring: { since?: string } }>('/api/games/:id/answer', async (req) => {
    const viewer = viewerOf(req);
    return games.view(await games.answer(req.params.id, req.body as AnswerRequest, viewer), since(req.query), viewer);
  });
  app.post<{ Params: { id: string }; Querystring: { since?: string } }>('/api/games/:id/undo', async (req) => {
    const viewer = viewerOf(req);
    return games.view(await games.undo(req.params.id, step(req.body), viewer), since(req.query), viewer);
  });
  app.get<{ Params: { id: string } }>('/api/games/:id/save', async (req, reply) => {
    const s = await games.saveFor(req.params.id, viewerOf(req));
    reply.header('content-disposition', `attachment; filename="${s.id}.json"`);
    reply.type('application/json');
    return JSON.stringify(s.save, null, 1) + '\n';
  });
  app.get<{ Params: { id: string }; Querystring: { at?: string } }>('/api/games/:id/replay', async (req) => games.replay(req.params.id, Number(req.query.at ?? 0) || 0, viewerOf(req)));
  app.post<{ Params: { id: string } }>('/api/games/:id/high-score', async (req) => {
    const viewer = viewerOf(req);
    await games.recordHighScore(req.params.id, String((req.body as { name?: unknown } | null)?.name ?? ''), viewer);
    return games.view(await games.open(req.params.id), 0, viewer);
  });
  await registerRooms(app, { store: roomStore(cfg.db), idleMs: cfg.idleMs ?? DEFAULT_IDLE_MS, sweepMs: cfg.sweepMs });
  await registerWorkbench(app, games, viewerOf);
  app.get('/api/scores', async () => scores());
  app.get('/api/campaigns', async () => campaigns());
  app.all('/api/*', async (_req, reply) => reply.code(404).send({ error: 'no such API route' }));

  const root = cfg.webRoot;
  if (root && existsSync(join(root, 'index.html'))) {
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });
    // The client routes (/game/<id>, /replay/<id>) are pages of the one-page app.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/assets/')) return reply.sendFile('index.html');
      return reply.code(404).send({ error: 'not found' });
    });
  } else {
    app.get('/', async (_req, reply) => reply.type('text/plain').send('The browser client is not built: run `npm install` (or `npm run build`) in the dungeon-crawl folder, then restart `dungeon-crawl serve`.\n'));
  }
  return app;
}
