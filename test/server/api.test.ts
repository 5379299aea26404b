/** The browser's HTTP API, through Fastify's inject: games as views, answers checked, saves shared with the terminal. */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameList, GameView } from '../../src/server/api-types.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-api-'));
const { buildApp } = await import('../../src/server/app.ts');
const { run } = await import('../../src/core/engine.ts');
const { makeSave, writeSave, loadSave } = await import('../../src/save/save.ts');
const { cardsSystem } = await import('../../src/systems/cards/index.ts');
const { savesDir } = await import('../../src/store/db.ts');
const { FULL_DECK } = await import('../../src/core/cards.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});

async function post<T>(url: string, body: unknown): Promise<{ status: number; json: T }> {
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'POST', url, payload: body as object });
  return { status: r.statusCode, json: r.json() as T };
}
async function get<T>(url: string): Promise<T> {
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'GET', url });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as T;
}

const WARRIOR = { character: 'warrior', difficulty: 'normal' };

test('a new game is a view: the request, the board as data, no raw state', async () => {
  const { status, json: v } = await post<GameView>('/api/games', { system: 'cards', seed: 21, options: { character: 'mage' } });
  assert.equal(status, 200);
  assert.equal(v.system, 'cards');
  assert.equal(v.status, 'decision');
  assert.equal(v.board?.system, 'cards');
  const raw = JSON.stringify(v);
  assert.doesNotMatch(raw, /"pool":\[/, 'no pile of cards');
  assert.doesNotMatch(raw, /"mana":\[/);
  assert.ok(v.log.lines.every((l) => Object.keys(l).sort().join() === 'kind,rule,text'), 'log lines carry kind, rule and text only (no table was read yet)');
});

test('answers: a legal choice moves on and is saved (file and SQLite); an illegal one or a stale step is refused', async () => {
  const { json: v0 } = await post<GameView>('/api/games', { system: 'cards', seed: 22 });
  const bad = await post<{ error: string }>(`/api/games/${v0.id}/answer`, { step: 0, choice: 'wizard' });
  assert.equal(bad.status, 400);
  assert.match(bad.json.error, /not one of the options/);
  const { status, json: v1 } = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 0, choice: 'warrior' });
  assert.equal(status, 200);
  assert.equal(v1.decisions, 1);
  const stale = await post<{ error: string }>(`/api/games/${v0.id}/answer`, { step: 0, choice: 'warrior' });
  assert.equal(stale.status, 409);
  const file = join(savesDir(), `${v0.id}.json`);
  // The file follows the answer (the SQLite row is written before it).
  await app.savesWritten();
  const { save } = await loadSave(file);
  assert.deepEqual(save.decisions, ['warrior'], 'the terminal can resume it from the saves folder');
});

test('undo: allowed right after a choice with nothing drawn since, refused with the reason otherwise', async () => {
  const { json: v0 } = await post<GameView>('/api/games', { system: 'cards', seed: 23, options: { difficulty: 'normal' } });
  assert.equal(v0.undo.allowed, false);
  assert.equal(v0.undo.reason, 'Nothing to undo yet.');
  const refused = await post<{ error: string }>(`/api/games/${v0.id}/undo`, { step: 0 });
  assert.equal(refused.status, 409);
  assert.equal(refused.json.error, 'Nothing to undo yet.');
  // Choosing the character draws the character card: no undo past it.
  const { json: v1 } = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 0, choice: 'warrior' });
  assert.equal(v1.undo.allowed, false);
  assert.equal(v1.undo.reason, 'Cannot undo: since your last choice, dice were rolled or cards drawn.');
});

test('undo of a choice nothing was drawn after takes it back', async () => {
  // A Mage who takes a hit without a shield spell draws nothing before the next decision: that one can be taken back.
  let found: GameView | null = null;
  for (let seed = 1; seed < 60 && !found; seed++) {
    const { json: v0 } = await post<GameView>('/api/games', { system: 'cards', seed, options: { character: 'mage', difficulty: 'normal' } });
    let v = v0;
    for (let k = 0; k < 30 && v.status === 'decision' && !v.undo.allowed; k++) {
      const ids = v.request!.options.map((o) => o.id);
      v = (await post<GameView>(`/api/games/${v.id}/answer`, { step: v.step, choice: ids.includes('none') ? 'none' : ids[0]! })).json;
    }
    if (v.undo.allowed) found = v;
  }
  assert.ok(found, 'some game allows an undo');
  const { status, json: back } = await post<GameView>(`/api/games/${found.id}/undo`, { step: found.step });
  assert.equal(status, 200);
  assert.equal(back.decisions, found.decisions - 1);
});

test('physical cards: a card already out of play is refused with a clear message; a good one is taken', async () => {
  const { json: v0 } = await post<GameView>('/api/games', { system: 'cards', seed: 1, dice: 'physical', options: { ...WARRIOR, counters: 'tokens' } });
  assert.equal(v0.status, 'chance');
  assert.equal(v0.chance?.kind, 'card');
  const { json: v1 } = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 0, entry: 'KH' });
  assert.equal(v1.status, 'chance');
  const again = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 1, entry: 'king of hearts' });
  assert.equal(again.status, 200, 'a refused entry is part of play: the same view, with why');
  assert.equal(again.json.refusal, 'Refused: KH is not in the deck any more (already drawn or out of play). Try again.');
  assert.equal(again.json.step, 1, 'the game did not move');
  const nonsense = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 1, entry: 'blue' });
  assert.match(nonsense.json.refusal ?? '', /is not a card/);
  const ok = await post<GameView>(`/api/games/${v0.id}/answer`, { step: 1, entry: '3d' });
  assert.equal(ok.status, 200);
  assert.equal(ok.json.step, 2);
  assert.equal(ok.json.refusal, null);
});

test('a save the terminal wrote appears in the list and opens at the same decision', async () => {
  const r = run({ system: cardsSystem, seed: 77, options: { difficulty: 'normal' }, decisions: ['mage'] });
  assert.equal(r.status, 'decision');
  writeSave(join(savesDir(), 'cards-77-terminal.json'), makeSave(cardsSystem, r, 77, 'seeded', []));
  const list = await get<GameList>('/api/games');
  const row = list.playing.find((g) => g.id === 'cards-77-terminal');
  assert.ok(row, 'listed');
  assert.equal(row.decisions, 1);
  const v = await get<GameView>('/api/games/cards-77-terminal');
  assert.equal(v.request?.prompt, r.request?.prompt);
  assert.equal(v.log.total, r.events.length);
});

test('an edited save file is listed as unreadable, not opened', async () => {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(savesDir(), 'broken.json'), '{"format":"dungeon-crawl-save"');
  const list = await get<GameList>('/api/games');
  assert.ok(list.unreadable.some((u) => u.file === 'broken.json' && /not a readable save/.test(u.error)));
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'GET', url: '/api/games/broken' });
  assert.equal(r.statusCode, 404);
});

test('a whole game played through the API ends with its report, recorded, and replays step by step', async () => {
  const { json: v0 } = await post<GameView>('/api/games', { system: 'cards', seed: 12, options: WARRIOR });
  let v = v0;
  for (let k = 0; k < 500 && v.status === 'decision'; k++) {
    const on = v.request!.options.find((o) => o.id === 'on') ?? v.request!.options[0]!;
    v = (await post<GameView>(`/api/games/${v.id}/answer?since=${v.log.total}`, { step: v.step, choice: on.id })).json;
  }
  assert.equal(v.status, 'over');
  assert.ok(v.report);
  // The report files follow the answer, as the save file does (written through the thread pool).
  await app.savesWritten();
  assert.ok(existsSync(join(savesDir(), `${v.id}.report.json`)));
  assert.deepEqual(JSON.parse(readFileSync(join(savesDir(), `${v.id}.report.json`), 'utf8')), v.report);
  const list = await get<GameList>('/api/games');
  assert.ok(list.finished.some((g) => g.id === v.id && g.outcome === v.report!.outcome));
  const save = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'GET', url: `/api/games/${v.id}/save` });
  assert.match(String(save.headers['content-disposition']), /attachment/);
  const decisions = JSON.parse(save.body).decisions as string[];
  assert.equal(decisions.length, v.decisions);
  const second = await get<GameView>(`/api/games/${v.id}/replay?at=1`);
  assert.deepEqual(second.replay, { at: 1, of: v.decisions, chosen: decisions[1] ?? null });
  assert.equal(second.decisions, 1);
  assert.ok(second.request?.options.some((o) => o.id === decisions[1]), 'the replay stops at the second decision');
  const end = await get<GameView>(`/api/games/${v.id}/replay?at=${v.decisions}`);
  assert.equal(end.status, 'over');
});

test('the replay of a physical game stops at each decision with the entries typed before it', async () => {
  const { json: v0 } = await post<GameView>('/api/games', { system: 'cards', seed: 2, dice: 'physical', options: { character: 'warrior', counters: 'tokens' } });
  // The player's cards: through the deck in a fixed order, skipping any the game refuses (already out of play).
  let card = 0;
  let v = v0;
  const choices: string[] = [];
  for (let k = 0; k < 400 && v.status !== 'over' && choices.length < 3; k++) {
    if (v.status === 'chance') {
      v = (await post<GameView>(`/api/games/${v.id}/answer`, { step: v.step, entry: FULL_DECK[(card += 7) % 52]! })).json;
    } else {
      const id = v.request!.options.find((o) => o.id === 'on' || o.id === 'normal')?.id ?? v.request!.options[0]!.id;
      choices.push(id);
      v = (await post<GameView>(`/api/games/${v.id}/answer`, { step: v.step, choice: id })).json;
    }
  }
  assert.ok(v.decisions >= 2, 'two decisions taken');
  for (let at = 0; at < v.decisions; at++) {
    const r = await get<GameView>(`/api/games/${v.id}/replay?at=${at}`);
    assert.equal(r.status, 'decision');
    assert.equal(r.decisions, at);
    assert.equal(r.replay?.chosen, choices[at]);
  }
});

test('options that lead to a test carry their odds in the view (a Mage\'s spell and melee)', async () => {
  let { json: v } = await post<GameView>('/api/games', { system: 'cards', seed: 31, options: { character: 'mage', difficulty: 'normal' } });
  for (let k = 0; k < 30 && v.request?.kind !== 'attack'; k++) {
    assert.ok(v.request, 'still playing');
    ({ json: v } = await post<GameView>(`/api/games/${v.id}/answer`, { step: v.step, choice: v.request.options.find((o) => o.id !== 'regen')!.id }));
  }
  const spell = v.request?.options.find((o) => o.id === 'spell');
  assert.ok(spell?.odds, JSON.stringify(v.request));
  assert.equal(spell.odds.of, 'hits');
  assert.ok(spell.odds.chance > 0 && spell.odds.chance < 1);
  assert.match(spell.odds.text, /^hits \d+% \(\d+\/\d+\)/);
});

test('log lines of table lookups name the table and row used; the rules route explains each section', async () => {
  let { json: v } = await post<GameView>('/api/games', { system: '2hdc', seed: 3 });
  const lines = v.log.lines.slice();
  for (let k = 0; k < 40 && !lines.some((l) => l.kind === 'table'); k++) {
    ({ json: v } = await post<GameView>(`/api/games/${v.id}/answer?since=${lines.length}`, { step: v.step, choice: v.request!.options[0]!.id }));
    lines.push(...v.log.lines);
  }
  const t = lines.find((l) => l.kind === 'table');
  assert.ok(t?.table, 'a table lookup has its table');
  assert.ok(t.table.name && t.table.section && Number.isInteger(t.table.roll) && t.table.row, JSON.stringify(t));
  assert.ok(t.text.includes(t.table.row), 'the row is the one the text names');
  assert.ok(lines.every((l) => l.kind === 'table' || !l.table));
  const rules = await get<Record<string, string>>('/api/systems/2hdc/rules');
  for (const l of lines) if (l.rule) assert.ok(rules[l.rule], `${l.rule} explained`);
  const bad = await app.inject({ headers: { cookie: app.owner.cookie() }, method: 'GET', url: '/api/systems/chess/rules' });
  assert.equal(bad.statusCode, 404);
});
