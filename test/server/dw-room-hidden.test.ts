/**
 * Nothing hidden leaves the server in a Dungeon World room (issue 14): a game
 * with two hero players and a person as the Draken Master is played to its
 * end on a scenario with areas to reveal, monsters set up in them, chests
 * and a secret door, the heroes opening doors and chests as they go; every
 * message each hero player's page, the Draken Master's page, the host's and
 * a spectator's page heard, and their views and replays fetched along the way, are
 * searched, against the server's own replay at the moment each was sent, for
 * what no viewer may see yet: the terrain, models and features of an area
 * not revealed (support/dw-view-check.ts), a monster set up there (its id
 * anywhere in the payload), a chest's number before it is opened, a secret
 * door before it is found, and every log line still to come that tells one
 * of these (an area revealed and who stands in it, a chest opened, its trap
 * and contents, a secret door found). Our rules give the Draken Master no
 * hidden choices (its choices are made on the open board), so the Master
 * is searched like everyone else.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameView } from '../../src/server/api-types.ts';
import type { GameEvent } from '../../src/core/events.ts';
import type { RunResult } from '../../src/core/engine.ts';
import type { GameState } from '../../src/systems/dungeon-world/state.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-dw-room-'));
const { buildApp } = await import('../../src/server/app.ts');
const { run } = await import('../../src/core/engine.ts');
const { loadSystem } = await import('../../src/systems/registry.ts');
const { SEC } = await import('../../src/systems/dungeon-world/sections.ts');
const { playInRoom, checkSecrets } = await import('../support/room-play.ts');
const { checkView } = await import('../support/dw-view-check.ts');
const { dwExplorer } = await import('../support/dw-explorer.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});
after(() => app.close());

/** Log lines that tell a hidden fact when they are written: an area revealed (and who stands in it), a chest opened, its trap and contents, a secret door found. */
const TELLING = new Set<string>([SEC.revealed, SEC.chests, SEC.chestTrap, SEC.chestTable, SEC.trapTable, SEC.checking]);
const telling = (e: GameEvent) => TELLING.has(e.rule) && !/^Ours:|checks the tile|finds what is hidden|finds no hidden way/.test(e.text);

/** The view a payload carries: a live message's, or a view or replay fetched by HTTP; null for other messages. */
function viewOf(text: string): GameView | null {
  const o = JSON.parse(text) as { type?: string; view?: GameView; board?: unknown };
  return o.type === 'view' ? o.view! : o.type === undefined && o.board !== undefined ? (o as GameView) : null;
}

test('a Dungeon World room with two hero players and a person as the Draken Master, played to its end: no seat, host or spectator is told the seed, another\'s token, anything of an area not yet revealed, a chest\'s number before it is opened or a secret door before it is found', async () => {
  const system = await loadSystem('dungeon-world');
  const [scenario, seed] = ['bone-mill', 2718281828] as const;
  const options = { scenario, players: ['Ann', 'Bob'], master: 'player', masterName: 'Drak' };
  const played = await playInRoom(app, 'dungeon-world', seed, options, ['Ann', 'Bob', 'Drak'], dwExplorer(2));
  const payloads = checkSecrets(played);
  const runs = new Map<number, RunResult>();
  const at = (k: number) => runs.get(k) ?? runs.set(k, run({ system, seed, options, decisions: played.decisions.slice(0, k) })).get(k)!;
  const end = at(played.decisions.length);
  assert.equal(end.status, 'over', 'the game was played to its end');
  const all = end.events;
  const seen = { views: 0, hiddenSquares: 0, chests: 0, secrets: 0, hiddenModels: 0, future: 0 };
  for (const [viewer, heard] of played.heard) {
    for (const { text, at: k } of heard) {
      const r = at(k);
      const st = r.state as GameState;
      const where = `${viewer}'s payload after ${k} decisions`;
      const v = viewOf(text);
      if (v) {
        const c = checkView(v, st, where);
        seen.views++;
        seen.hiddenSquares += c.hidden;
        seen.chests += c.chests;
        seen.secrets += c.secrets;
      }
      for (const m of st.models.filter((x) => x.status === 'hidden')) {
        seen.hiddenModels++;
        assert.ok(!text.includes(`"id":"${m.id}"`), `${where} names ${m.id}, set up in an area not revealed`);
      }
      for (const q of st.dungeon?.secrets ?? []) assert.ok(!text.includes(`secret door at (${q.x}, ${q.y})`), `${where} tells the secret door at (${q.x}, ${q.y})`);
      const past = new Set(all.slice(0, r.events.length).map((e) => e.text));
      for (const e of all.slice(r.events.length)) {
        if (!telling(e) || past.has(e.text)) continue;
        seen.future++;
        assert.ok(!text.includes(e.text), `${where} tells what is still to come: ${e.text}`);
      }
    }
  }
  const decisions = played.decisions.length;
  console.log(`# dungeon-world room: ${decisions} decisions, ${payloads} payloads; searched: ${JSON.stringify(seen)}`);
  assert.ok(payloads > 500 && seen.views > 300, `${payloads} payloads, ${seen.views} views checked (${decisions} decisions)`);
  assert.ok(played.heard.get('spectator')!.length > 200, 'the spectator heard every move');
  assert.ok(seen.hiddenSquares > 1000 && seen.hiddenModels > 1000 && seen.chests > 50 && seen.secrets > 100 && seen.future > 1000, `hidden facts searched for: ${JSON.stringify(seen)}`);
  assert.ok(all.some((e) => e.rule === SEC.chestTable) && all.filter((e) => e.rule === SEC.revealed).length > 3, 'a chest was opened and areas revealed during the game');
});
