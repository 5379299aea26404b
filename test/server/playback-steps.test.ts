/**
 * The steps an answer resolved, for the browser's playback (server/steps.ts,
 * RunInput.onStep): only what came after the answer, in log order, each
 * board as the viewer could see it then (hidden means hidden: no tile or
 * room the viewer has not seen by the end of the answer, no picks on a past
 * board); sent to the game's owner only; and the run is the same with or
 * without them (presentation only).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { stepRecorder } from '../../src/server/steps.ts';
import { gameView } from '../../src/server/view.ts';
import type { PlaybackStep } from '../../src/server/api-types.ts';
import type { BoardModel } from '../../web/src/boards/board-model.ts';

/** The names of what a board shows of the map: 2HDC's tiles, exploration's rooms. */
function placesOf(b: BoardModel): string[] {
  if (b.system === '2hdc') return b.tiles.map((t) => `tile ${t.id}`);
  if (b.system === 'exploration') return b.rooms.map((r) => `room ${r.id}`);
  return [];
}

/** Each answer of a bot's game, its steps and the run before and after it. */
function* answers(system: GameSystem, seed: number, max: number) {
  const all = run({ system, seed, chooser: system.bot, log: false }).decisions;
  let prev = run({ system, seed, decisions: [] });
  for (let k = 1; k <= Math.min(max, all.length); k++) {
    const rec = stepRecorder(system, LOCAL, prev.events.length);
    const r = run({ system, seed, decisions: all.slice(0, k), onStep: rec.onStep });
    yield { prev, r, steps: rec.steps(r.state) };
    prev = r;
  }
}

for (const [id, seed] of [['2hdc', 3], ['exploration', 3], ['dungeon-world', 3], ['3d6', 3]] as const) {
  test(`${id}: the steps of each answer are after it, in order, and show nothing not seen by its end`, async () => {
    const system = await loadSystem(id);
    let withSteps = 0;
    for (const { prev, r, steps } of answers(system, seed, 70)) {
      if (steps.length === 0) continue;
      withSteps++;
      let last = prev.events.length;
      const seenAtEnd = new Set(placesOf(system.viewModel!(r.state, LOCAL) as BoardModel));
      assert.notDeepEqual(steps[steps.length - 1]!.board, system.viewModel!(r.state, LOCAL), 'the last step is not the board as it stands after the answer');
      for (const s of steps) {
        assert.ok(s.log >= last && s.log <= r.events.length, `step at log line ${s.log}, after ${last}, within ${r.events.length}`);
        last = s.log;
        assert.equal(s.board.system, id);
        if ('picks' in s.board) assert.deepEqual(s.board.picks, [], 'a past board answers nothing');
        for (const p of placesOf(s.board as BoardModel)) assert.ok(seenAtEnd.has(p), `${p} shown in a step is seen at the end of the answer`);
      }
    }
    assert.ok(withSteps > 0, 'some answers resolved several steps');
  });
}

test('the run is the same with the steps recorded as without (presentation only)', async () => {
  const system = await loadSystem('2hdc');
  const all = run({ system, seed: 3, chooser: system.bot, log: false }).decisions;
  const rec = stepRecorder(system, LOCAL, 0);
  const a = run({ system, seed: 3, decisions: all, onStep: rec.onStep });
  const b = run({ system, seed: 3, decisions: all });
  assert.deepEqual(a.decisions, b.decisions);
  assert.deepEqual(a.events, b.events);
  assert.deepEqual(a.state, b.state);
});

test('the steps go to the game\'s owner only, never to a seat or a spectator', async () => {
  const system = await loadSystem('2hdc');
  const result = run({ system, seed: 3, decisions: [] });
  const steps: PlaybackStep[] = [{ board: system.viewModel!(result.state, LOCAL) as BoardModel, log: 1 }];
  const base = { id: 'g', system, result, seed: 3, dice: 'seeded' as const, campaign: null, physicalCount: 0, steps };
  assert.equal(gameView({ ...base, viewer: LOCAL }).steps?.length, 1);
  assert.equal(gameView({ ...base, viewer: { spectator: true } }).steps, undefined);
  assert.equal(gameView({ ...base, viewer: { seat: 'Player' } }).steps, undefined);
});
