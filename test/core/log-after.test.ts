/**
 * `logAfter` (engine.ts): a run that keeps its log off until the decision an
 * earlier run paused at, then carries on from that run's log, writes the very
 * log a whole run writes, event for event, in every built system; the game's
 * state and request are the same. The rooms' server answers this way.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run, type GameSystem } from '../../src/core/engine.ts';
import { loadSystem } from '../../src/systems/registry.ts';

function check(system: GameSystem, seed: number, options: Record<string, unknown>, every: number): number {
  const decisions = autoplay(system, seed, options, false).decisions;
  // The whole run of the first `m` decisions, each replayed once from move 0: the run after decision k + n is the run before decision k + n of a later
  // step (a run is a function of its inputs), so it is not replayed again; those no later step can ask for are let go.
  const wholeRuns = new Map<number, ReturnType<typeof run>>();
  const wholeRun = (m: number) => {
    let r = wholeRuns.get(m);
    if (!r) wholeRuns.set(m, (r = run({ system, seed, options, decisions: decisions.slice(0, m) })));
    return r;
  };
  let checked = 0;
  for (let k = 0; k < decisions.length; k += every) {
    for (const m of wholeRuns.keys()) if (m < k) wholeRuns.delete(m);
    const before = wholeRun(k);
    for (const n of [1, 3]) {
      if (k + n > decisions.length) continue;
      const whole = wholeRun(k + n);
      const after = run({ system, seed, options, decisions: decisions.slice(0, k + n), logAfter: { decisions: k, events: before.events, request: before.request! } });
      assert.deepEqual(JSON.parse(JSON.stringify(after.events)), JSON.parse(JSON.stringify(whole.events)), `${system.id} seed ${seed}: the log after decision ${k} + ${n}`);
      assert.equal(JSON.stringify(after.state), JSON.stringify(whole.state));
      assert.deepEqual(after.request?.options.map((o) => [o.id, o.label, o.odds]), whole.request?.options.map((o) => [o.id, o.label, o.odds]));
      assert.equal(after.undoable, whole.undoable);
      checked++;
    }
  }
  return checked;
}

test('a log carried on from an earlier run is the whole run\'s log, in every built system', async () => {
  let n = 0;
  const cases: [string, number[], Record<string, unknown>, number][] = [
    ['cards', [1, 2, 3], {}, 1],
    ['2hdc', [3141592658, 5], {}, 2],
    ['2hdc', [105], { players: ['Ann', 'Bob', 'Cid'] }, 1],
    ['3d6', [1, 2], {}, 3],
    ['dungeon-world', [1], {}, 5],
    ['exploration', [1, 2], {}, 2],
  ];
  for (const [id, seeds, options, every] of cases) {
    const system = await loadSystem(id);
    for (const seed of seeds) n += check(system, seed, options, every);
  }
  assert.ok(n > 300, `${n} runs compared`);
});

test('a run that stops before the decision its carried log starts at is refused (a caller\'s mistake)', async () => {
  const system = await loadSystem('cards');
  const d = autoplay(system, 1, {}, false).decisions;
  const before = run({ system, seed: 1, decisions: d.slice(0, 5) });
  assert.throws(() => run({ system, seed: 1, decisions: d.slice(0, 2), logAfter: { decisions: 5, events: before.events, request: before.request! } }), /logAfter/);
});
