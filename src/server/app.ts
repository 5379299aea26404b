/**
 * The HTTP API (Fastify) and the built client (dist/web). Every game answer
 * is a game's view for the viewer asking (`viewerOf`: today always the local
 * players, LOCAL; network play names seats and spectators), never its state.
 * Only the owner (owner.ts: the browser that opened the address `serve`
 * printed with its key) reaches the local games, campaigns and scores;
 * anyone else reaches rooms only (rooms/routes.ts). Every body, query and
 * parameter is checked by its schema (api-schemas.ts) before it is read.
 * Routes:
 *   GET  /api/whoami                     {owner}: whether this browser is the server's owner
 *   GET  /api/systems                    systems, built or coming, with their option fields
 *   GET  /api/systems/:id/rules          what each section the system cites is about (its glossary)
 *   GET  /api/games                      saved games in play and finished (the saves folder read in)
 *   POST /api/games                      a new game {system, seed?, dice?, options?, campaign?}
 *   GET  /api/games/:id?since=N          the game's view (log lines from N)
 *   GET  /api/games/:id/live             WebSocket: {type:'step', step} on connecting and each time the game changes; the page's answers and undos (live.ts)
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
import { openScores } from '../store/scores.ts';
import { loadSystem, loadSystems, systemTitle } from '../systems/registry.ts';
import { campaignBand, campaignNext, carryHook, readCampaigns } from '../session/campaign.ts';
import type { CampaignSummary, ScoreSheets, SystemInfo, WhoAmI } from './api-types.ts';
import { AnswerBody, check, HighScoreBody, IdParams, NewGameBody, SinceQuery, AtQuery, UndoBody } from './api-schemas.ts';
import { crossSite, newOwnerKey, Owner } from './owner.ts';
import { Games, Refused } from './games.ts';
import { LiveGames, type LiveAnswer } from './live.ts';
import { optionFields } from './options-form.ts';
import { LOCAL, type Viewer } from '../core/view-model.ts';
import { registerRooms } from './rooms/routes.ts';
import { roomStore } from './rooms/stores.ts';
import { registerWorkbench } from './workbench.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every save file the answers so far wrote is on disk (tests; the close waits for them too). */
    savesWritten(): Promise<void>;
    /** The server's owner: who holds the key (tests act as the owner with `owner.cookie()`). */
    owner: Owner;
  }
}

/** Bodies larger than this are refused (413) before they are parsed: the largest real one, a new game's options, is a few KB. */
const BODY_LIMIT = 64 * 1024;

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
  /** The owner's key (serve.ts keeps it in the home folder); a fresh one when not given. */
  ownerKey?: string;
  /** Limits per client address (rooms/routes.ts): rooms made and room codes that named no room, each per minute. */
  roomsPerMinute?: number;
  codeMissesPerMinute?: number;
}

const DEFAULT_IDLE_MS = 60 * 60_000;

async function systems(): Promise<SystemInfo[]> {
  return (await loadSystems()).map((system) => ({ id: system.id, title: systemTitle(system), built: true, campaigns: carryHook(system) !== null, fields: optionFields(system) }));
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

async function campaigns(): Promise<CampaignSummary[]> {
  return (await readCampaigns()).map(({ row: c, system }) => ({
    name: c.name,
    system: c.system,
    adventures: c.adventures,
    updated: c.updated,
    band: system ? campaignBand(system, c.data) : [],
    next: system ? campaignNext(system, c.data) : null,
  }));
}

export async function buildApp(cfg: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: cfg.logger ?? false, bodyLimit: BODY_LIMIT });
  const owner = new Owner(cfg.ownerKey ?? newOwnerKey());
  app.decorate('owner', owner);
  /** The owner sees every local game as its players; anyone else is refused them. */
  const viewerOf = (req: FastifyRequest): Viewer => {
    if (!owner.is(req)) throw new Refused(403, "This server's own games are its owner's: open a room's link or code to play with them.");
    return LOCAL;
  };
  const ownerOnly = async (req: FastifyRequest) => void viewerOf(req);
  const live = new LiveGames();
  const games = new Games((id, step) => live.changed(id, step));
  // One SQLite connection for the server's life, not one per call.
  keepDbsOpen();
  app.decorate('savesWritten', () => games.flush());
  // A server killed between an answer's row and its file left the file behind: brought up to date before serving.
  await games.reconcileAll();
  app.addHook('onClose', async () => {
    // The save files still being written update their rows when done.
    await games.flush();
    games.close();
    closeKeptDbs();
  });
  // How long the server took, for the browser's timing (Server-Timing) and the benchmark.
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (req, reply) => {
    started.set(req.raw, performance.now());
    // A state change or a socket asked by another site's page is refused, whatever cookie came with it.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.upgrade) {
      const why = crossSite(req);
      if (why) return reply.code(403).send({ error: `Refused: ${why}.` });
    }
    if (owner.arrive(req, reply)) return reply;
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
  app.get('/api/whoami', async (req): Promise<WhoAmI> => ({ owner: owner.is(req) }));
  app.get('/api/systems/:id/rules', async (req, reply) => {
    const { id } = check(IdParams, req.params, 'path');
    let system;
    try {
      system = await loadSystem(id);
    } catch (e) {
      throw new Refused(404, (e as Error).message);
    }
    // The same for every game of a version: the browser may keep it.
    reply.header('cache-control', 'public, max-age=3600');
    return system.glossary ?? {};
  });
  app.get('/api/games', { preHandler: ownerOnly }, async () => games.list());
  // The page's own answers and undos over its socket (live.ts), done as the HTTP routes below do them.
  const answerLive: LiveAnswer = async (id, m, viewer) => {
    const s = m.type === 'undo' ? await games.undo(id, m.step, viewer) : await games.answer(id, 'choice' in m ? { step: m.step, choice: m.choice } : { step: m.step, entry: m.entry }, viewer);
    return games.view(s, m.since, viewer);
  };
  await live.register(app, async (id, req) => {
    viewerOf(req);
    return Games.step(await games.open(id));
  }, () => LOCAL, answerLive);
  const id = (req: FastifyRequest) => check(IdParams, req.params, 'path').id;
  const since = (req: FastifyRequest) => check(SinceQuery, req.query, 'query').since ?? 0;
  app.post('/api/games', async (req) => {
    const viewer = viewerOf(req);
    const s = await games.create(check(NewGameBody, req.body, 'body'));
    return games.view(s, 0, viewer);
  });
  app.get('/api/games/:id', async (req) => {
    const viewer = viewerOf(req);
    return games.view(await games.open(id(req)), since(req), viewer);
  });
  app.post('/api/games/:id/answer', async (req) => {
    const viewer = viewerOf(req);
    const at = since(req);
    return games.view(await games.answer(id(req), check(AnswerBody, req.body, 'body'), viewer), at, viewer);
  });
  app.post('/api/games/:id/undo', async (req) => {
    const viewer = viewerOf(req);
    const at = since(req);
    return games.view(await games.undo(id(req), check(UndoBody, req.body, 'body').step, viewer), at, viewer);
  });
  app.get('/api/games/:id/save', async (req, reply) => {
    const s = await games.saveFor(id(req), viewerOf(req));
    reply.header('content-disposition', `attachment; filename="${s.id}.json"`);
    reply.type('application/json');
    return JSON.stringify(s.save, null, 1) + '\n';
  });
  app.get('/api/games/:id/replay', async (req) => {
    const viewer = viewerOf(req);
    return games.replay(id(req), check(AtQuery, req.query, 'query').at ?? 0, viewer);
  });
  app.post('/api/games/:id/high-score', async (req) => {
    const viewer = viewerOf(req);
    const { name } = check(HighScoreBody, req.body, 'body');
    await games.recordHighScore(id(req), name, viewer);
    return games.view(await games.open(id(req)), 0, viewer);
  });
  await registerRooms(app, {
    store: roomStore(cfg.db),
    idleMs: cfg.idleMs ?? DEFAULT_IDLE_MS,
    sweepMs: cfg.sweepMs,
    owner,
    roomsPerMinute: cfg.roomsPerMinute,
    codeMissesPerMinute: cfg.codeMissesPerMinute,
  });
  await registerWorkbench(app, games, viewerOf);
  app.get('/api/scores', { preHandler: ownerOnly }, async () => scores());
  app.get('/api/campaigns', { preHandler: ownerOnly }, async () => campaigns());
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
