/**
 * Issue 24: adding a system touches its folder and the registry only. The
 * toy system (test/toy/, the parts of a src/systems/<id>/ folder) is added by
 * DUNGEON_CRAWL_SYSTEMS, with no line anywhere else, and plays in the
 * terminal, in the browser's server and in `simulate` (on a worker thread).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameView, SystemInfo } from '../../src/server/api-types.ts';

const ROOT = join(import.meta.dirname, '../..');
const TOY = join(ROOT, 'test/toy');
const ADD = `toy=${join(TOY, 'index.ts')}`;
process.env.DUNGEON_CRAWL_SYSTEMS = ADD;
process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-toy-'));
const { buildApp } = await import('../../src/server/app.ts');
const { loadSystem } = await import('../../src/systems/registry.ts');
const { runGames } = await import('../../src/sim/simulate.ts');
const { chooseSetups } = await import('../../src/sim/games.ts');

/** The command from the sources, with the toy added. */
function cli(home: string, args: string[], input = ''): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'test/support/dev-cli.ts'), ...args], { input, encoding: 'utf8', cwd: ROOT, env: { ...process.env, DUNGEON_CRAWL_SYSTEMS: ADD, DUNGEON_CRAWL_HOME: home }, timeout: 120_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

test('the toy needs nothing outside its folder but the core', () => {
  const outside = new Set<string>();
  for (const f of files(TOY)) {
    for (const [, spec] of readFileSync(f, 'utf8').matchAll(/from '([^']+)'/g)) {
      if (!spec!.startsWith('.')) continue;
      const to = relative(ROOT, resolve(dirname(f), spec!));
      if (!to.startsWith('test/toy/') && !to.startsWith('src/core/')) outside.add(`${relative(ROOT, f)} → ${to}`);
    }
  }
  assert.deepEqual([...outside], []);
});

test('terminal: the toy is played by a person, saved and replayed', () => {
  const home = mkdtempSync(join(tmpdir(), 'dc-toy-cli-'));
  const save = join(home, 'hand.json');
  // A person answers 1 (fight) to every monster.
  const hand = cli(home, ['play', 'toy', '--seed', '8', '--save', save], '1\n'.repeat(10));
  assert.equal(hand.code, 0, hand.err);
  assert.match(hand.out, /fight or sneak\?/);
  assert.match(hand.out, /Rooms: \[/, 'the board drawn from the view model');
  assert.match(hand.out, /End of game: (escaped|died)/);
  const replay = cli(home, ['replay', save]);
  assert.equal(replay.code, 0, replay.err);
  assert.match(replay.out, /state matches the save/);
});

test("the toy's option help is derived from its schema's descriptions", async () => {
  const system = await loadSystem('toy');
  assert.deepEqual(system.optionHelp, { player: 'your name in requests and the log', rooms: 'how many rooms the dungeon has (1 to 6)', hp: "the hero's HP at the start (1 to 6)" });
});

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});

test('server: the toy is offered with its form, started, answered over HTTP and seen', async () => {
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method, url, ...(body ? { payload: body as object } : {}) });
    assert.equal(r.statusCode, 200, r.body);
    return r.json() as T;
  };
  const systems = await call<SystemInfo[]>('GET', '/api/systems');
  const toy = systems.find((s) => s.id === 'toy');
  assert.ok(toy, 'listed after the shipped systems');
  assert.deepEqual(toy.fields.map((f) => [f.key, f.label, f.kind]), [['player', 'Your name', 'text'], ['rooms', 'Rooms', 'integer'], ['hp', 'Hit points', 'integer']]);
  assert.equal(toy.campaigns, false);
  let v = await call<GameView>('POST', '/api/games', { system: 'toy', seed: 8, options: { rooms: 5 } });
  assert.equal(v.system, 'toy');
  let answered = 0;
  while (v.status === 'decision') {
    assert.match(v.text, /^Rooms: /, 'the text view derived from the view model');
    assert.equal(v.board?.system, 'toy');
    v = await call<GameView>('POST', `/api/games/${v.id}/answer`, { step: v.step, choice: 'fight' });
    answered++;
  }
  assert.ok(answered > 0, 'seed 8 meets a monster');
  assert.equal(v.status, 'over');
  assert.match(v.report?.outcome ?? '', /^(escaped|died)$/);
  const again = await call<GameView>('GET', `/api/games/${v.id}`);
  assert.equal(again.decisions, answered);
});

test('simulate: a worker thread loads the toy through the registry and plays it', async () => {
  const system = await loadSystem('toy');
  const out = await runGames({ system, games: 40, seed: 1, setups: chooseSetups(system, {}), workers: 1, mainThread: false });
  assert.equal(out.summary.games, 40);
  assert.equal(Object.values(out.summary.outcomes).reduce((a, n) => a + n, 0), 40);
  assert.deepEqual(Object.keys(out.summary.bySetup).sort(), ['six rooms, 2 HP', 'three rooms']);
});
