/**
 * Issue 23: the golden saves of every system, every rules version since the
 * first (test/fixtures/golden/, scripts/make-golden.ts), resume, play on and
 * replay. A set made by the system's current rules version must replay to
 * exactly its recorded game: when it does not, the rules changed what a game
 * produces and `rulesVersion` was not raised, and this test says so.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSave } from '../../src/save/save.ts';
import { SYSTEM_IDS, isBuilt, loadSystem } from '../../src/systems/registry.ts';
import { goldenSaves, playOn, replayAt } from '../support/golden.ts';

for (const id of SYSTEM_IDS.filter(isBuilt)) {
  test(`${id}: every golden save resumes, plays on and replays; the current rules version's set replays unchanged`, async () => {
    const system = await loadSystem(id);
    const files = goldenSaves(id);
    assert.ok(files.some((f) => f.rules === 1) && files.length >= 5, `${id} has its golden saves (${files.length})`);
    assert.ok(files.some((f) => f.rules === system.rulesVersion), `${id} has a golden set for its rules version ${system.rulesVersion}: run scripts/make-golden.ts`);
    let playedOn = 0;
    for (const f of files) {
      const loaded = await loadSave(f.path, true);
      if (f.rules === system.rulesVersion) {
        assert.equal(loaded.continued, undefined, `${id} ${f.name} no longer replays to its recorded game under rules version ${system.rulesVersion}: raise ${id}'s rulesVersion (src/systems/${id}/index.ts) and run scripts/make-golden.ts`);
      }
      if (loaded.continued) {
        assert.equal(loaded.save.rules, system.rulesVersion, 'a continued game goes on under the current rules');
        assert.equal(loaded.save.earlier?.at(-1)?.rules, f.rules, 'and keeps its history under the old ones');
      }
      replayAt(loaded);
      if (loaded.result.status === 'over') {
        assert.ok(loaded.system.report(loaded.result.state).outcome, `${id} ${f.name}: a finished game has its report`);
        continue;
      }
      const { answered } = await playOn(loaded, 12);
      assert.ok(answered > 0, `${id} ${f.name} plays on`);
      playedOn++;
    }
    assert.ok(playedOn >= 2, `${id}: ${playedOn} golden games played on`);
  });
}
