/**
 * Dungeon World through the browser's API: no view the browser gets holds a
 * chest's number or anything of an area not yet revealed (checked against
 * the server's own replay of the game after every answer), and a campaign
 * goes from one game through the shop to the next scenario.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameView } from '../../src/server/api-types.ts';
import type { DwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import type { GameState } from '../../src/systems/dungeon-world/state.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-dw-'));
const { buildApp } = await import('../../src/server/app.ts');
const { run } = await import('../../src/core/engine.ts');
const { loadSystem } = await import('../../src/systems/registry.ts');
const { checkView } = await import('../support/dw-view-check.ts');
const { saveCampaign } = await import('../../src/store/campaigns.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});
after(() => app.close());

async function send(method: 'GET' | 'POST', url: string, body?: object): Promise<GameView & { text: string }> {
  const r = await app.inject({ method, url, payload: body });
  assert.equal(r.statusCode, 200, r.body);
  return JSON.parse(r.body) as GameView & { text: string };
}

/** A small seeded chooser: doors, chests and shots first, otherwise any option (so areas get opened). */
function chooser(seed: number): (v: GameView) => string {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return (v) => {
    const o = v.request!.options;
    const keen = o.filter((x) => /^(Open the door|Explore|Shoot at|Be the mover|Leave the shop)/.test(x.label));
    const from = keen.length && next() < 0.8 ? keen : o;
    return from[Math.floor(next() * from.length)]!.id;
  };
}

test('dungeon-world: no view sent to the browser holds a chest\'s number or what an unrevealed area holds', async () => {
  const system = await loadSystem('dungeon-world');
  let views = 0;
  let chestsSeen = 0;
  let hiddenSeen = 0;
  for (const [scenario, seed] of [['sunken-granary', 3], ['drakes-vault', 5], ['bone-mill', 8]] as const) {
    const options = { scenario };
    const pick = chooser(seed);
    let v = await send('POST', '/api/games', { system: 'dungeon-world', seed, options });
    const decisions: string[] = [];
    for (let k = 0; v.status === 'decision' && k < 1500; k++) {
      const st = run({ system, seed, options, decisions }).state as GameState;
      const c = checkView(v, st, `${scenario} after ${decisions.length} decisions`);
      chestsSeen += c.chests;
      hiddenSeen += c.hidden;
      views++;
      const choice = pick(v);
      decisions.push(choice);
      v = await send('POST', `/api/games/${v.id}/answer?since=${v.log.total}`, { step: v.step, choice });
      if (k % 25 === 0) v = await send('GET', `/api/games/${v.id}`);
    }
    assert.equal(v.status, 'over', `${scenario}: played to its end`);
  }
  assert.ok(chestsSeen > 0, 'unopened chests were in sight in some views');
  assert.ok(hiddenSeen > 0, 'some views were sent while areas were still hidden');
  assert.ok(views > 100, `${views} views checked`);
});

test('dungeon-world campaign in the browser: the game, the shop with the heroes\' gold, then the next scenario', async () => {
  saveCampaign('Crew', 'dungeon-world', { campaign: { name: 'Crew', heroes: { ranger: { gold: 300 }, dwarf: { gold: 50 } } } });
  const east = (v: GameView) => {
    const o = v.request!.options;
    const shot = o.find((x) => /^Shoot at/.test(x.label)) ?? o.find((x) => /Be the mover/.test(x.label));
    if (shot) return shot.id;
    if (v.request!.kind === 'shop-hero') return (o.find((x) => /Ranger/.test(x.label)) ?? o[o.length - 1]!).id;
    if (v.request!.kind === 'shop-buy') return (o.find((x) => /Healing Potion/.test(x.label)) ?? o[o.length - 1]!).id;
    let best = o[0]!;
    let bx = -1;
    for (const x of o) {
      const m = /Move (?:on )?to \((\d+), \d+\)/.exec(x.label);
      if (m && Number(m[1]) > bx) [best, bx] = [x, Number(m[1])];
    }
    return best.id;
  };
  let v = await send('POST', '/api/games', { system: 'dungeon-world', seed: 1, campaign: 'Crew' });
  assert.equal(v.campaign, 'Crew');
  let sawShop = false;
  for (let k = 0; v.status === 'decision' && k < 1500; k++) {
    const b = v.board as DwViewModel;
    if (b.shopOpen) {
      sawShop = true;
      assert.notEqual(b.outcome, 'playing', 'the shop opens once the game is decided');
      assert.match(v.request!.prompt, /Ye Olde Shoppe|buy/);
      assert.ok(b.heroes.find((h) => h.id === 'ranger' || h.name === 'Ranger')!.kit!.gold >= 0);
    }
    v = await send('POST', `/api/games/${v.id}/answer?since=${v.log.total}`, { step: v.step, choice: east(v) });
  }
  assert.equal(v.status, 'over');
  assert.equal(v.report!.outcome, 'heroes-won', 'this seed and these choices win the crypt');
  assert.ok(sawShop, 'the shop was open after the game, before it was over');
  const items = (v.board as DwViewModel).heroes.find((h) => h.name === 'Ranger')!.kit!.items;
  assert.ok(items.includes('Health potion'), 'the Ranger bought a potion with its carried gold');
  // The campaign moves on: the next scenario, with what the heroes carry.
  let campaigns: { name: string; system: string; next: string | null; band: string[] }[] = [];
  for (let i = 0; i < 50 && !campaigns.find((c) => c.name === 'Crew' && c.next === 'sunken-granary'); i++) {
    await new Promise((r) => setTimeout(r, 20));
    campaigns = JSON.parse((await app.inject({ method: 'GET', url: '/api/campaigns' })).body);
  }
  const crew = campaigns.find((c) => c.name === 'Crew')!;
  assert.equal(crew.system, 'dungeon-world');
  assert.equal(crew.next, 'sunken-granary');
  assert.ok(crew.band.some((h) => /^ranger \(\d+ gold\)$/.test(h)), crew.band.join(', '));
  const second = await send('POST', '/api/games', { system: 'dungeon-world', seed: 5, campaign: 'Crew' });
  assert.equal((second.board as DwViewModel).title, 'The Sunken Granary');
  assert.ok((second.board as DwViewModel).heroes.find((h) => h.name === 'Ranger')!.kit!.items.includes('Health potion'), 'the potion came along');
});

test('a new dungeon-world campaign starts in the browser (its own campaign options, not 2hdc\'s)', async () => {
  const v = await send('POST', '/api/games', { system: 'dungeon-world', seed: 1, campaign: 'Fresh Start' });
  assert.equal(v.campaign, 'Fresh Start');
  assert.equal((v.board as DwViewModel).title, 'The Crypt of Bones');
});

test('dungeon-world hot seat (master=player): the Draken Master\'s decisions are asked at the same screen, with the board\'s hints, to the end', async () => {
  const pick = chooser(11);
  let v = await send('POST', '/api/games', { system: 'dungeon-world', seed: 2, options: { master: 'player' } });
  const seats = new Set<string>();
  let masterHints = 0;
  for (let k = 0; v.status === 'decision' && k < 3000; k++) {
    seats.add(v.request!.who);
    assert.ok(v.request!.yours, 'the local players answer both sides');
    if (v.request!.who === 'player:Draken Master' && (v.board as DwViewModel).hints.length) masterHints++;
    v = await send('POST', `/api/games/${v.id}/answer?since=${v.log.total}`, { step: v.step, choice: pick(v) });
  }
  assert.equal(v.status, 'over');
  assert.deepEqual([...seats].sort(), ['player:Draken Master', 'player:Player']);
  assert.ok(masterHints > 0, 'the Draken Master\'s options are shown on the board too');
});
