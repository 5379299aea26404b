/**
 * Playback steps sent compactly (server/step-changes.ts, issue 21): the
 * first step whole, each later one as its changes to the step before; the
 * page puts back exactly the boards the server drew, in fewer bytes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { stepRecorder } from '../../src/server/steps.ts';
import { changesOf, compactSteps, wholeSteps, withChanges } from '../../src/server/step-changes.ts';

test('changes of one JSON object to another: set, changed key by key, dropped; applied, they give the other back', () => {
  const a = { n: 1, same: [1, 2], fight: { round: 1, fighters: [{ id: 'a', hp: 3 }], walls: [] }, gone: true, nil: 1 };
  const b = { n: 2, same: [1, 2], fight: { round: 2, fighters: [{ id: 'a', hp: 2 }], walls: [] }, nil: null, added: { x: 1 } };
  const c = changesOf(a, b);
  assert.deepEqual(c, { set: { n: 2, nil: null, added: { x: 1 } }, sub: { fight: { set: { round: 2, fighters: [{ id: 'a', hp: 2 }] } } }, drop: ['gone'] });
  assert.deepEqual(withChanges(a, c), b);
  assert.deepEqual(a.fight.round, 1, 'the object changed from is left as it was');
  assert.deepEqual(changesOf(b, b), {}, 'nothing changed: no changes');
});

for (const [id, seed] of [['3d6', 3], ['2hdc', 3], ['dungeon-world', 3]] as const) {
  test(`${id}: every answer's steps, sent as changes, come back as the boards drawn, and smaller`, async () => {
    const system = await loadSystem(id);
    const all = run({ system, seed, chooser: system.bot, log: false }).decisions;
    let prev = run({ system, seed, decisions: [] });
    let whole = 0;
    let sent = 0;
    for (let k = 1; k <= Math.min(40, all.length); k++) {
      const rec = stepRecorder(system, LOCAL, prev.events.length);
      const r = run({ system, seed, decisions: all.slice(0, k), onStep: rec.onStep });
      const steps = rec.steps(r.state);
      const compact = compactSteps(steps);
      assert.deepEqual(wholeSteps(JSON.parse(JSON.stringify(compact))), steps, `answer ${k}`);
      whole += JSON.stringify(steps).length;
      sent += JSON.stringify(compact).length;
      prev = r;
    }
    assert.ok(whole > 0, 'some answers resolved several steps');
    assert.ok(sent < whole * 0.8, `sent ${sent} bytes for ${whole} of whole boards`);
  });
}
