/**
 * Rooms (network play) for the hidden-facts tests: a room's game played to
 * its end in process, every message each seat's page and a spectator's page
 * heard kept, with refused answers (the wrong seat, a stale step, an option
 * that is not one), each viewer's whole view and replays fetched along the
 * way; and the search every room's payloads get (no seed, no one else's
 * token, no raw game data). Each test then searches them for its system's
 * facts still to come.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { GameView } from '../../src/server/api-types.ts';
import { RoomClient, playRoom } from './room-client.ts';
import { SqliteRoomStore } from '../../src/server/rooms/store-sqlite.ts';
import { dbFile } from '../../src/store/db.ts';

export interface RoomPlay {
  code: string;
  seed: number;
  decisions: string[];
  /** Per viewer: each payload with the decisions taken when it was sent. */
  heard: Map<string, { text: string; at: number }[]>;
  tokens: Map<string, string>;
}

export async function playInRoom(app: FastifyInstance, system: string, seed: number, options: Record<string, unknown>, seats: string[], pick: (v: GameView) => string, limit = 5000): Promise<RoomPlay> {
  const made = JSON.parse((await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'POST', url: '/api/rooms', payload: { system, seed, options } })).body) as { code: string; hostToken: string };
  const tokens = new Map<string, string>([['host', made.hostToken]]);
  const pages = new Map<string, RoomClient>();
  const open = async (name: string, token?: string) => {
    const c = new RoomClient(await app.injectWS(`/api/rooms/${made.code}/live`));
    await c.hello(token ? [token] : []);
    pages.set(name, c);
    return c;
  };
  const host = await open('host', made.hostToken);
  for (const s of seats) {
    const j = JSON.parse((await app.inject({ method: 'POST', url: `/api/rooms/${made.code}/join`, payload: { seat: s } })).body) as { token: string };
    tokens.set(s, j.token);
    await open(s, j.token);
  }
  const spectator = await open('spectator');
  await host.host('start', undefined, () => host.room?.status === 'playing');
  for (const p of pages.values()) await p.until(() => p.room?.status === 'playing');
  const heard = new Map<string, { text: string; at: number }[]>([...pages.keys()].map((k) => [k, []]));
  // Along the way: refused answers, and each viewer's view and replays by HTTP.
  const players = seats.map((s) => pages.get(s)!);
  let turns = 0;
  const pickAndPoke = (v: GameView): string => {
    if (turns++ % 9 === 4) {
      void (async () => {
        const at = v.decisions;
        for (const [name, p] of pages) {
          const auth = { authorization: `Bearer ${tokens.get(name) ?? 'none'}` };
          for (const url of [`/api/rooms/${made.code}/view`, `/api/rooms/${made.code}/replay?at=${Math.floor(at / 2)}`]) {
            const r = await app.inject({ method: 'GET', url, headers: auth });
            heard.get(name)!.push({ text: r.body, at: url.includes('replay') ? Math.floor(at / 2) : (JSON.parse(r.body) as GameView).decisions });
          }
          if (p !== host) {
            p.send({ type: 'answer', step: v.step - 1, choice: v.request!.options[0]!.id });
            p.send({ type: 'answer', step: v.step, choice: 'no-such-option' });
            p.send({ type: 'answer', step: v.step, choice: v.request!.options[0]!.id + '-forged' });
          }
        }
      })();
    }
    return pick(v);
  };
  await playRoom([...players, spectator], pickAndPoke, limit);
  await new Promise((r) => setTimeout(r, 50));
  for (const [name, p] of pages) {
    let at = 0;
    for (const t of p.texts) {
      const m = JSON.parse(t) as { type: string; view?: GameView };
      if (m.view) at = m.view.decisions;
      heard.get(name)!.push({ text: t, at });
    }
    p.close();
  }
  const store = new SqliteRoomStore(dbFile());
  await store.init();
  const row = (await store.get(made.code))!;
  await store.close();
  return { code: made.code, seed, decisions: row.save.decisions, heard, tokens };
}

/** Every payload of every viewer: no seed, no token but the viewer's own, no raw state. */
export function checkSecrets(p: RoomPlay): number {
  let n = 0;
  for (const [viewer, payloads] of p.heard) {
    for (const { text } of payloads) {
      assert.ok(!text.includes(String(p.seed)), `${viewer} was told the seed: ${text.slice(0, 200)}`);
      for (const [holder, token] of p.tokens) if (holder !== viewer) assert.ok(!text.includes(token), `${viewer} was told ${holder}'s token`);
      assert.ok(!/"(stateHash|historyHash)":|"decisions":\[/.test(text), `${viewer} got raw game data: ${text.slice(0, 200)}`);
      n++;
    }
  }
  return n;
}
