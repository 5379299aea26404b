/**
 * The browser's games go on from the last answer's checkpoint (games.ts
 * `goOn`: engine.ts `resumeFrom` and `logAfter`) instead of replaying the
 * whole game per answer. After every answer and undo of random players'
 * games in every system, the view the server sends (log lines, board, the
 * text, the request and its odds, undo, the playback steps) and the save it
 * keeps (its state and history hashes) are those a whole replay of the same
 * seed and decisions gives, as the server made them before.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameView } from '../../src/server/api-types.ts';
import type { SaveFile } from '../../src/save/save.ts';
import { random } from '../support/random.ts';
import { sample } from '../support/sample.ts';

process.env.DUNGEON_CRAWL_HOME = mkdtempSync(join(tmpdir(), 'dc-resume-'));
const { buildApp } = await import('../../src/server/app.ts');
const { run } = await import('../../src/core/engine.ts');
const { makeSave } = await import('../../src/save/save.ts');
const { loadSystem } = await import('../../src/systems/registry.ts');
const { LOCAL } = await import('../../src/core/view-model.ts');
const { stepRecorder } = await import('../../src/server/steps.ts');
const { gameView } = await import('../../src/server/view.ts');

let app: FastifyInstance;
before(async () => {
  app = await buildApp({ webRoot: null });
});
after(async () => {
  await app.close();
});

async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
  const r = await app.inject({ headers: { cookie: app.owner.cookie() }, method, url, ...(body ? { payload: body } : {}) });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as T;
}

const SETUPS: [string, Record<string, unknown>][] = [
  ['cards', {}],
  ['2hdc', {}],
  ['3d6', {}],
  ['exploration', { adventure: 'lantern-cellars' }],
  ['dungeon-world', { scenario: 'crypt-of-bones' }],
];

for (const [id, options] of SETUPS) {
  test(`${id}: each answer and undo, carried on from the last one, gives the view and save of a whole replay`, async () => {
    const system = await loadSystem(id);
    // Games started over from their setup while the server answered: only the first answer after an undo or a new game should.
    let setups = 0;
    const setup = system.setup;
    const counted: typeof setup = (...a) => (setups++, setup.apply(system, a));
    Object.defineProperty(system, 'setup', { value: counted, configurable: true, writable: true });
    let answers = 0;
    let replays = 0;
    /** Answers that started over although an earlier answer of the game (since its last undo) had gone on from a checkpoint. */
    let lost = 0;
    for (let g = 0; answers < sample(30, 300); g++) {
      let wentOn = false;
      const seed = 100 + g;
      const rnd = random(seed * 7919);
      let v = await call<GameView>('POST', '/api/games', { system: id, seed, options });
      const saved = await call<SaveFile>('GET', `/api/games/${v.id}/save`);
      let total = v.log.total;
      // The whole replay of the game as it stands before each answer.
      let was = run({ system, options: saved.options, seed, decisions: [] });
      for (let k = 0; k < sample(40, 150) && v.status === 'decision' && v.request?.yours; k++) {
        // An undo now and then (when allowed): the run after it is a replay from the start, and the one after that goes on again.
        const undo = v.undo.allowed && rnd(8) === 0;
        if (undo) {
          v = await call<GameView>('POST', `/api/games/${v.id}/undo?since=${total}`, { step: v.step });
          wentOn = false;
        } else {
          const opts = v.request.options;
          const choice = rnd(2) === 0 ? system.bot(was.request!, was.state) : opts[rnd(opts.length)]!.id;
          const s0 = setups;
          v = await call<GameView>('POST', `/api/games/${v.id}/answer?since=${total}`, { step: v.step, choice });
          answers++;
          if (setups > s0) {
            replays++;
            if (wentOn) lost++;
          } else wentOn = true;
        }
        const save = await call<SaveFile>('GET', `/api/games/${v.id}/save`);
        // The whole replay, as the server ran it before: the same decisions from the start, the steps recorded after the answer.
        const rec = undo ? null : stepRecorder(system, LOCAL, was.events.length);
        const whole = run({ system, options: saved.options, seed, decisions: save.decisions, onStep: rec?.onStep });
        const steps = rec?.steps(whole.state);
        const expected = gameView({ id: v.id, system, result: whole, seed, dice: 'seeded', campaign: null, physicalCount: 0, since: total, highScore: v.highScore, refusal: null, viewer: LOCAL, steps });
        // As text: the server's JSON of its view against the same of the replay's (key order included).
        assert.equal(JSON.stringify(v), JSON.stringify(expected), `${id} seed ${seed}, answer ${k + 1}${undo ? ' (an undo)' : ''}: the view`);
        const wholeSave = makeSave(system, whole, seed, 'seeded', []);
        assert.equal(save.stateHash, wholeSave.stateHash, `${id} seed ${seed}, answer ${k + 1}: the state`);
        assert.equal(save.historyHash, wholeSave.historyHash, `${id} seed ${seed}, answer ${k + 1}: the history`);
        total = v.log.total;
        was = whole;
      }
    }
    Object.defineProperty(system, 'setup', { value: setup, configurable: true, writable: true });
    // Until the rules pass their first checkpoint (a turn's, a room's...), or after an undo, an answer replays the game from its setup; once one went on from a checkpoint, every later one does.
    assert.equal(lost, 0, `${lost} answers replayed the game from its setup after an earlier one had gone on`);
    assert.ok(replays < answers / 2, `${replays} of ${answers} answers replayed the game from its setup`);
  });
}
