/**
 * `dungeon-crawl serve` (and `npm start`): the local server for the browser.
 * Listens on 127.0.0.1 by default, prints its address with the owner's key
 * (owner.ts: the browser that opens it is the owner), opens the default
 * browser there when there is one, and stops cleanly on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { homeDir } from '../store/db.ts';
import { ownerKey } from './owner.ts';

export interface ServeOptions {
  port: number;
  host: string;
  open: boolean;
  /** Rooms' store: a postgres:// URL, or the SQLite database (default). */
  db?: string;
  /** Minutes without a visit before a room is closed. */
  idleMinutes?: number;
}

/** dist/web: beside dist/cli when running the build, two levels up from src/server when running the sources. */
function webRoot(): string | null {
  for (const rel of ['../web/', '../../dist/web/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}index.html`)) return dir;
  }
  return null;
}

/** The command that opens a URL in the default browser here, or null when there is no desktop to open it on. */
function opener(): string[] | null {
  if (process.platform === 'darwin') return ['open'];
  if (process.platform === 'win32') return ['cmd', '/c', 'start', '""'];
  if (process.env.DISPLAY || process.env.WAYLAND_DISPLAY) return ['xdg-open'];
  return null;
}

function openBrowser(url: string, print: (l: string) => void): void {
  const cmd = opener();
  if (!cmd) {
    print('No desktop browser found here: open the address above in a browser.');
    return;
  }
  try {
    const child = spawn(cmd[0]!, [...cmd.slice(1), url], { detached: true, stdio: 'ignore' });
    child.on('error', () => print('Could not open a browser: open the address above in one.'));
    child.unref();
  } catch {
    print('Could not open a browser: open the address above in one.');
  }
}

/** `url`: the server's address; `ownerUrl`: the same with the owner's key, for the owner's browser only. */
async function startServer(o: ServeOptions): Promise<{ app: FastifyInstance; url: string; ownerUrl: string }> {
  const root = webRoot();
  const key = ownerKey(homeDir());
  // Load tests make rooms faster than a person does: DUNGEON_CRAWL_ROOMS_PER_MINUTE raises the limit per address.
  const perMinute = Number(process.env.DUNGEON_CRAWL_ROOMS_PER_MINUTE);
  const app = await buildApp({ webRoot: root, db: o.db, idleMs: o.idleMinutes === undefined ? undefined : o.idleMinutes * 60_000, ownerKey: key, roomsPerMinute: Number.isInteger(perMinute) && perMinute > 0 ? perMinute : undefined });
  await app.listen({ port: o.port, host: o.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : o.port;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host === '0.0.0.0' ? '127.0.0.1' : o.host;
  const url = `http://${host}:${port}/`;
  return { app, url, ownerUrl: `${url}?key=${key}` };
}

/** Runs until Ctrl-C (SIGINT) or SIGTERM, then closes the server and returns. */
export async function serve(o: ServeOptions, print: (l: string) => void = (l) => console.log(l)): Promise<void> {
  const { app, url, ownerUrl } = await startServer(o);
  print(`dungeon-crawl: serving the game at ${ownerUrl} (Ctrl-C to stop)`);
  print(`That address holds your owner key: open it in your own browser only. Friends join rooms at ${url}room/<code>.`);
  if (!webRoot()) print('The browser client is not built yet: run `npm run build`.');
  if (o.open) openBrowser(ownerUrl, print);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      print('dungeon-crawl: stopping the server');
      void app.close().then(() => resolve());
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
