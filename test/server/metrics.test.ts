/**
 * /api/metrics speaks for one process: it names it (pid and an id), counts
 * the rooms it holds and those looked at through it, its connected players,
 * and the latency of its recent decisions (a window: an old one drops out).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Metrics, WINDOW_MS } from '../../src/server/rooms/metrics.ts';
import type { JoinAnswer, NewRoomAnswer } from '../../src/server/api-types.ts';
import { RoomClient } from '../support/room-client.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-metrics-'));
const { buildApp } = await import('../../src/server/app.ts');

const value = (text: string, name: string) => {
  const m = new RegExp(`^${name.replace(/[{}"=.]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text);
  assert.ok(m, `${name} in ${text}`);
  return Number(m[1]);
};

test('the decision latency quantiles are over a recent window: older decisions drop out', () => {
  let now = 1_000_000;
  const m = new Metrics(() => now);
  for (let k = 0; k < 100; k++) m.decided(500);
  now += WINDOW_MS + 1;
  for (let k = 1; k <= 100; k++) m.decided(k);
  assert.equal(m.quantile(0.5), 51);
  assert.equal(m.quantile(0.99), 100);
  const text = m.text({ waiting: 0, playing: 0, paused: 0, closed: 0 }, { held: 0, watched: 0, players: 0, spectators: 0 });
  assert.equal(value(text, 'dungeon_crawl_decision_seconds{quantile="0.99"}'), 0.1);
  assert.equal(value(text, 'dungeon_crawl_decision_seconds_count'), 200, 'the count is of every decision');
  now += WINDOW_MS + 1;
  assert.equal(m.quantile(0.99), 0, 'none in the last minute');
});

const app = await buildApp({ webRoot: null, idleMs: 60_000 });
after(() => app.close());

test('/api/metrics names this process and counts its own rooms and players', async () => {
  await app.ready();
  const made = (await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'POST', url: '/api/rooms', payload: { system: '2hdc', seed: 3, options: { players: ['Ann'] } } })).json() as NewRoomAnswer;
  await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'POST', url: '/api/rooms', payload: { system: 'cards', seed: 4 } });
  const token = ((await app.inject({ method: 'POST', url: `/api/rooms/${made.code}/join`, payload: { seat: 'Ann' } })).json() as JoinAnswer).token;
  const ann = new RoomClient(await app.injectWS(`/api/rooms/${made.code}/live`));
  await ann.hello([token]);
  const text = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
  const proc = /^dungeon_crawl_process\{pid="(\d+)",id="([0-9a-f]+)"\} 1$/m.exec(text);
  assert.ok(proc, text);
  assert.equal(Number(proc[1]), process.pid);
  assert.equal(value(text, 'dungeon_crawl_rooms_here{kind="held"}'), 2);
  assert.equal(value(text, 'dungeon_crawl_rooms_here{kind="watched"}'), 1);
  assert.equal(value(text, 'dungeon_crawl_connected{role="player"}'), 1);
  assert.equal(value(text, 'dungeon_crawl_connected{role="spectator"}'), 0);
  const again = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
  assert.equal(/,id="([0-9a-f]+)"/.exec(again)![1], proc[2], 'the same id at every request');
  ann.close();
});
