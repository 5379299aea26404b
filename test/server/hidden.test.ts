/**
 * Nothing hidden leaves the server (GUIDE 8): whole games played through the
 * API, every payload the browser gets (the views after each answer, the whole
 * log fetched again, replays, refusals) searched for what the viewer has not
 * seen, known here from the server's own replay of the game:
 *   cards: the battle pool (its cards, so its order too) and the face-down
 *     mana cards; a card's name may show in log lines only where the same
 *     lines show it drawn face up (it may have gone back into the pool since);
 *   2hdc: the tiles not yet laid and the PEF resolutions still to come.
 * A spectator (network play) is not told the seed either, and may not answer.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameView } from '../../src/server/api-types.ts';
import type { GameEvent } from '../../src/core/events.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-hidden-'));
const { buildApp } = await import('../../src/server/app.ts');
const { Games } = await import('../../src/server/games.ts');
const { run } = await import('../../src/core/engine.ts');
const { loadSystem } = await import('../../src/systems/registry.ts');
const { FULL_DECK, cardName } = await import('../../src/core/cards.ts');
const { playInRoom, checkSecrets } = await import('../support/room-play.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});
after(() => app.close());

/** A payload as the browser got it: its text, and the log window it carries (lines from..total of the server's log). */
interface Payload {
  what: string;
  text: string;
  /** Decisions the server had taken when it sent it (the replay's K for a replay). */
  at: number;
  /** The log lines it carries: [from, total) of the game's log at `at`. */
  window: [number, number];
}

async function send(method: 'GET' | 'POST', url: string, body?: object): Promise<{ status: number; text: string }> {
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method, url, payload: body });
  return { status: r.statusCode, text: r.body };
}

/**
 * Plays a whole game through the API choosing with `pick`, and returns every
 * payload: each answer's view, the whole view fetched again and a replay
 * every few decisions, a stale answer, an option that does not exist and a
 * refused undo along the way.
 */
async function playAll(system: string, seed: number, options: Record<string, unknown>, pick: (v: GameView) => string): Promise<{ payloads: Payload[]; decisions: string[]; id: string }> {
  const payloads: Payload[] = [];
  const keep = (what: string, text: string, at: number, window: [number, number]) => payloads.push({ what, text, at, window });
  const first = await send('POST', '/api/games', { system, seed, options });
  let v = JSON.parse(first.text) as GameView;
  keep('new game', first.text, 0, [0, v.log.total]);
  const decisions: string[] = [];
  for (let k = 0; v.status === 'decision' && k < 2000; k++) {
    const choice = pick(v);
    const r = await send('POST', `/api/games/${v.id}/answer?since=${v.log.total}`, { step: v.step, choice });
    assert.equal(r.status, 200, r.text);
    decisions.push(choice);
    const next = JSON.parse(r.text) as GameView;
    keep('answer', r.text, decisions.length, [next.log.from, next.log.total]);
    v = next;
    if (k % 7 === 3) {
      const all = await send('GET', `/api/games/${v.id}`);
      keep('view', all.text, decisions.length, [0, v.log.total]);
      const at = Math.floor(decisions.length / 2);
      const rep = await send('GET', `/api/games/${v.id}/replay?at=${at}`);
      keep('replay', rep.text, at, [0, (JSON.parse(rep.text) as GameView).log.total]);
      keep('stale answer', (await send('POST', `/api/games/${v.id}/answer`, { step: v.step - 1, choice })).text, decisions.length, [0, 0]);
      keep('no such option', (await send('POST', `/api/games/${v.id}/answer`, { step: v.step, choice: 'no-such-option' })).text, decisions.length, [0, 0]);
      if (!v.undo.allowed && v.status === 'decision') keep('undo refused', (await send('POST', `/api/games/${v.id}/undo`, { step: v.step })).text, decisions.length, [0, 0]);
    }
  }
  assert.equal(v.status, 'over', 'the game was played to its end');
  return { payloads, decisions, id: v.id };
}

/** The server's game after `k` decisions, with its log. */
async function truth(system: string, seed: number, options: Record<string, unknown>, decisions: string[], k: number) {
  return run({ system: await loadSystem(system), seed, options, decisions: decisions.slice(0, k) });
}

/** The payload without its log lines, and its log lines. */
function split(p: Payload): { rest: string; lines: string } {
  const o = JSON.parse(p.text) as { log?: { lines: unknown[] } };
  if (!o.log) return { rest: p.text, lines: '' };
  const lines = JSON.stringify(o.log.lines);
  o.log.lines = [];
  return { rest: JSON.stringify(o), lines };
}

const mentions = (text: string, code: string) => text.includes(`"${code}"`) || text.includes(cardName(code));

test('cards: no payload names a card of the battle pool or a face-down mana card, unless it shows that card turned face up', async () => {
  let checked = 0;
  for (const [seed, character] of [[4, 'mage'], [9, 'mage'], [12, 'warrior'], [15, 'mage'], [21, 'mage'], [33, 'warrior'], [40, 'mage'], [41, 'mage']] as const) {
    const options = { character, difficulty: 'normal' };
    const pick = (v: GameView) => (v.request!.options.find((o) => /^(Go on|Normal)/.test(o.label)) ?? v.request!.options[0]!).id;
    const { payloads, decisions } = await playAll('cards', seed, options, pick);
    const runs = await Promise.all(decisions.map((_, k) => truth('cards', seed, options, decisions, k)).concat(truth('cards', seed, options, decisions, decisions.length)));
    const piles = runs.map((r) => JSON.parse(JSON.stringify(r.state)) as { pool: number[]; mana: number[] });
    const manaAt = piles.map((p) => new Set(p.mana.map((i) => FULL_DECK[i]!)));
    for (const p of payloads) {
      const r = runs[p.at]!;
      const hidden = [...piles[p.at]!.pool, ...piles[p.at]!.mana].map((i) => FULL_DECK[i]!);
      assert.ok(hidden.length > 0);
      // What its log lines show face up: cards drawn face up, and mana cards turned over (they leave the face-down pool after a decision).
      const shown = new Set(r.events.slice(p.window[0], p.window[1]).flatMap((e: GameEvent) => (e.type === 'roll' && e.cards ? e.cards : [])));
      const first = p.what === 'answer' ? p.at - 1 : 0;
      if (p.window[1] > p.window[0]) for (let j = first; j < p.at; j++) for (const c of manaAt[j]!) if (!manaAt[j + 1]!.has(c)) shown.add(c);
      const { rest, lines } = split(p);
      for (const c of hidden) {
        assert.ok(!mentions(rest, c), `${p.what} after ${p.at} decisions (seed ${seed}) shows ${c}, which is hidden, outside its log`);
        assert.ok(shown.has(c) || !mentions(lines, c), `${p.what} after ${p.at} decisions (seed ${seed}) names ${c} in log lines that never show it face up`);
      }
      checked++;
    }
  }
  assert.ok(checked > 100, `${checked} payloads checked`);
});

test('2hdc: no payload tells a tile not yet laid or a PEF resolution still to come', async () => {
  let checked = 0;
  let future = 0;
  for (const seed of [2, 5]) {
    const pick = (v: GameView) => (v.request!.options.find((o) => /^(Human|Warrior)\b/.test(o.label)) ?? v.request!.options[0]!).id;
    const { payloads, decisions } = await playAll('2hdc', seed, {}, pick);
    const all = (await truth('2hdc', seed, {}, decisions, decisions.length)).events;
    const telling = (e: GameEvent) => (e.rule === '38.0' && /^Tile \d+ \(level/.test(e.text)) || (e.rule === '39.4' && e.type === 'table');
    for (const p of payloads) {
      const r = await truth('2hdc', seed, {}, decisions, p.at);
      const now = r.events.length;
      assert.deepEqual(r.events.map((e) => e.text), all.slice(0, now).map((e) => e.text), 'a paused game is the start of the whole game');
      const past = new Set(all.slice(0, now).map((e) => e.text));
      for (const e of all.slice(now)) {
        if (!telling(e) || past.has(e.text)) continue;
        future++;
        assert.ok(!p.text.includes(e.text), `${p.what} after ${p.at} decisions (seed ${seed}) tells what is still to come: ${e.text}`);
      }
      checked++;
    }
  }
  assert.ok(checked > 100 && future > 1000, `${checked} payloads checked against ${future} facts to come`);
});

test('a spectator is not told the seed (it would tell every card and die to come), and may neither answer, undo nor export the save', async () => {
  const seed = 90210417;
  const games = new Games();
  const created = JSON.parse((await send('POST', '/api/games', { system: 'cards', seed, options: { character: 'mage', difficulty: 'normal' } })).text) as GameView;
  assert.equal(created.seed, seed, 'the owner sees it');
  const spectator = { spectator: true };
  const s = await games.open(created.id);
  const view = games.view(s, 0, spectator);
  assert.equal(view.seed, null);
  assert.equal(view.request?.yours, false);
  assert.ok(!JSON.stringify(view).includes(String(seed)), 'not in the log\'s first line either');
  assert.ok(!JSON.stringify(await games.replay(created.id, 0, spectator)).includes(String(seed)));
  await assert.rejects(games.answer(created.id, { step: 0, choice: 'mage' }, spectator), /spectator cannot answer/);
  await assert.rejects(games.undo(created.id, 0, spectator), /spectator cannot undo/);
  await assert.rejects(games.saveFor(created.id, spectator), /owner/);
  // A seat answers only what is asked of its own player.
  await assert.rejects(games.answer(created.id, { step: 0, choice: 'mage' }, { seat: 'someone-else' }), /not yours/);
});

/**
 * Rooms (network play): each viewer's payloads (support/room-play.ts)
 * searched for the seed, anyone else's token and the facts still to come
 * (2HDC's tiles and PEFs, Exploration's journal entries before they are
 * read; Dungeon World's: dw-room-hidden.test.ts).
 */
test('a 2HDC room: no seat and no spectator is told the seed, another\'s token, a tile not yet laid or a PEF resolution to come', async () => {
  const seed = 3141592658;
  const options = { players: ['Ann', 'Bob'] };
  const pick = (v: GameView) => (v.request!.options.find((o) => /^(Human|Warrior)\b/.test(o.label)) ?? v.request!.options[0]!).id;
  const played = await playInRoom(app, '2hdc', seed, options, ['Ann', 'Bob'], pick);
  const n = checkSecrets(played);
  const all = (await truth('2hdc', seed, options, played.decisions, played.decisions.length)).events;
  const telling = (e: GameEvent) => (e.rule === '38.0' && /^Tile \d+ \(level/.test(e.text)) || (e.rule === '39.4' && e.type === 'table');
  let future = 0;
  const cache = new Map<number, number>();
  for (const [viewer, payloads] of played.heard) {
    for (const { text, at } of payloads) {
      let now = cache.get(at);
      if (now === undefined) cache.set(at, (now = (await truth('2hdc', seed, options, played.decisions, at)).events.length));
      const past = new Set(all.slice(0, now).map((e) => e.text));
      for (const e of all.slice(now)) {
        if (!telling(e) || past.has(e.text)) continue;
        future++;
        assert.ok(!text.includes(e.text), `${viewer} after ${at} decisions was told what is still to come: ${e.text}`);
      }
    }
  }
  assert.ok(played.heard.get('spectator')!.length > 50 && n > 150 && future > 300, `${n} payloads (${played.heard.get('spectator')!.length} of the spectator) checked against ${future} facts to come, ${played.decisions.length} decisions`);
});

test('an Exploration room: no seat and no spectator is told the seed, or a journal entry before it is read (a room\'s journal before its door opens)', async () => {
  const seed = 1618033988;
  const options = { player: 'Kim' };
  const played = await playInRoom(app, 'exploration', seed, options, ['Kim'], (v) => v.request!.options[0]!.id, 400);
  checkSecrets(played);
  const { SHIPPED } = await import('../../src/systems/exploration/data/index.ts');
  const system = await loadSystem('exploration');
  const entries = (SHIPPED['salt-marsh-chapel']!.a.journal as { id: string; text: string }[]).map((e) => ({ id: e.id, text: JSON.stringify(e.text).slice(1, 41) }));
  assert.ok(entries.length > 3);
  const readAt = new Map<number, Set<string>>();
  let hidden = 0;
  let shownLater = 0;
  for (const [viewer, payloads] of played.heard) {
    for (const { text, at } of payloads) {
      let read = readAt.get(at);
      if (!read) readAt.set(at, (read = new Set((run({ system, seed, options, decisions: played.decisions.slice(0, at) }).state as { journal: { id: string }[] }).journal.map((j) => j.id))));
      for (const e of entries) {
        if (read.has(e.id)) continue;
        hidden++;
        assert.ok(!text.includes(e.text), `${viewer} after ${at} decisions was shown the journal entry ${e.id} before it was read`);
      }
    }
  }
  const last = readAt.get(Math.max(...readAt.keys()))!;
  shownLater = entries.filter((e) => last.has(e.id)).length;
  assert.ok(hidden > 200 && shownLater > 1, `${hidden} unread entries checked; ${shownLater} read by the end`);
});
