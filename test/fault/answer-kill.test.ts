/**
 * A decision acknowledged is a decision kept: two quick answers to a local
 * game, the server killed with SIGKILL right after the second 200, started
 * again on the same home folder. Every acknowledged decision must be there,
 * in the game the server shows and in the save file (brought up to date from
 * the SQLite row at the restart: `dungeon-crawl resume` reads the file).
 * 10 kills in `npm test`, 150 with TEST_LONG=1 (`npm run test:long`; each
 * kill is a server started again, about a second of CPU). Runs the built command.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameView } from '../../src/server/api-types.ts';
import { startServer, type Server } from '../web/browser.ts';
import { freePort } from '../support/pg.ts';
import { sample } from '../support/sample.ts';

const KILLS = sample(10, 150);

const kill9 = (s: Server) =>
  new Promise<void>((done) => {
    s.proc.once('exit', () => done());
    s.proc.kill('SIGKILL');
  });

async function call(s: Server, method: string, path: string, body?: object): Promise<GameView> {
  const headers: Record<string, string> = { cookie: s.ownerCookie };
  if (body) headers['content-type'] = 'application/json';
  const r = await fetch(new URL(path, s.url), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = (await r.json()) as GameView;
  assert.equal(r.status, 200, JSON.stringify(json));
  return json;
}

const fileDecisions = (home: string, id: string): number => {
  try {
    return (JSON.parse(readFileSync(join(home, 'saves', `${id}.json`), 'utf8')) as { decisions: unknown[] }).decisions.length;
  } catch {
    return -1;
  }
};

test(`two quick answers, then SIGKILL after the second 200, ${KILLS} times: no acknowledged decision lost, in the game or its save file`, async () => {
  const home = mkdtempSync(join(tmpdir(), 'dc-fault-answers-'));
  const port = await freePort();
  let server = await startServer(home, port);
  let lost = 0;
  let fileBehind = 0;
  let id: string | null = null;
  try {
    for (let k = 0; k < KILLS; k++) {
      let v: GameView = id ? await call(server, 'GET', `/api/games/${id}`) : await call(server, 'POST', '/api/games', { system: 'cards', seed: 1000 + k });
      // Two answers, the second sent as soon as the first is acknowledged.
      for (let a = 0; a < 2 && v.status === 'decision'; a++) v = await call(server, 'POST', `/api/games/${v.id}/answer`, { step: v.step, choice: v.request!.options[0]!.id });
      const acknowledged = v.decisions;
      id = v.status === 'over' ? null : v.id;
      await kill9(server);
      server = await startServer(home, port);
      const after = await call(server, 'GET', `/api/games/${v.id}`);
      if (after.decisions !== acknowledged) lost++;
      // The file is written from the row as the server starts (off the request path): give it a moment.
      let inFile = fileDecisions(home, v.id);
      for (let t = 0; t < 50 && inFile !== acknowledged; t++) {
        await new Promise((r) => setTimeout(r, 50));
        inFile = fileDecisions(home, v.id);
      }
      if (inFile !== acknowledged) fileBehind++;
    }
  } finally {
    await server.stop();
  }
  console.log(`# answer-kill: ${KILLS} kills, ${lost} with an acknowledged decision lost, ${fileBehind} with the save file behind`);
  assert.equal(lost, 0, `acknowledged decisions lost in ${lost} of ${KILLS} kills`);
  assert.equal(fileBehind, 0, `the save file left behind the game in ${fileBehind} of ${KILLS} kills`);
});
