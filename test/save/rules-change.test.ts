/**
 * Issue 23, done when: a rule changed on purpose (one extra die rolled at the
 * top of every 2HDC turn) behind a test-only switch, and every golden 2HDC
 * save continues under it and plays on; its replay shows the old history, where
 * the rules changed and which version, then the new part; an edited save, or
 * one with its rules version set back, is still refused.
 * The switch is a test-only wrapper of the system (test/support/extra-die.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { run, type GameSystem } from '../../src/core/engine.ts';
import { extraDie2hdc } from '../support/extra-die.ts';
import { BadSave, checkSave, loadSave, parseSave, replaySave, saveText, type SaveFile } from '../../src/save/save.ts';
import { hashHistory } from '../../src/save/hash.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { goldenSaves, playOn, replayAt } from '../support/golden.ts';

const changed = extraDie2hdc;
const resolve = async (id: string): Promise<GameSystem> => {
  assert.equal(id, '2hdc');
  return changed;
};

const golden = goldenSaves('2hdc');
/** The version the real system is at, and the one the test-only change raises it to. */
const NOW = twoHourSystem.rulesVersion;
const NEXT = changed.rulesVersion;

test('the switch changes what a 2HDC game rolls: a golden game replays differently under it', () => {
  const f = golden.find((g) => g.name.endsWith('seeded-over.json'))!;
  const save = parseSave(readFileSync(f.path, 'utf8'));
  const before = run({ system: twoHourSystem, options: save.options, seed: save.seed, decisions: save.decisions });
  const after = run({ system: changed, options: save.options, seed: save.seed, decisions: save.decisions, lenient: true });
  assert.ok(after.events.some((e) => e.text.startsWith('An extra die')));
  assert.notEqual(JSON.stringify(after.state), JSON.stringify(before.state));
});

test('every golden 2HDC save continues under the changed rules, tells what changed, replays its old history and the new part, and plays on', async () => {
  assert.ok(golden.length >= 6);
  let continued = 0;
  let playedOn = 0;
  for (const f of golden) {
    const loaded = await loadSave(f.path, true, resolve);
    const what = `${f.name}`;
    if (!loaded.continued) continue;
    continued++;
    const c = loaded.continued;
    assert.equal(c.rules, f.rules, what);
    assert.equal(c.to, NEXT, what);
    assert.ok(c.changed.length > 10, `${what}: says what came out differently`);
    // The new save: rules version 2, the old history kept read-only, all of it in the history hash.
    assert.equal(loaded.save.rules, NEXT);
    assert.equal(loaded.save.earlier?.length, 1);
    const old = JSON.parse(readFileSync(f.path, 'utf8')) as SaveFile;
    assert.deepEqual(loaded.save.earlier![0]!.decisions, old.decisions, `${what}: the old decisions kept`);
    assert.deepEqual(loaded.save.earlier![0]!.physical, old.physical, `${what}: the old entries kept`);
    assert.deepEqual(loaded.save.decisions, old.decisions.slice(0, c.kept), `${what}: the decisions still legal go on`);
    assert.equal(loaded.save.historyHash, hashHistory(loaded.save));
    // Its log: start, where the rules changed and which versions, the old history read-only, then the game under the new rules.
    const ev = loaded.result.events;
    assert.equal(ev[0]!.type, 'start');
    assert.match(ev[1]!.text, new RegExp(`^Rules changed: this game was saved under 2 Hour Dungeon Crawl rules version ${f.rules} and goes on under version ${NEXT}\\.`), what);
    assert.match(ev[2]!.text, new RegExp(`^Under rules version ${f.rules} \\(kept in the save, read-only\\) the game had \\d+ decisions? and was (over|in progress)`), what);
    const extra = ev.slice(3).some((e) => e.text.startsWith('An extra die')) || loaded.result.chanceRequest?.label.startsWith('An extra die');
    assert.ok(extra, `${what}: the new part is played under the new rules`);
    // Saved and loaded again: the same game, not continued twice; the replay views show the same lines.
    const again = await replaySave(parseSave(saveText(loaded.save)), true, resolve);
    assert.equal(again.continued, undefined);
    assert.equal(JSON.stringify(again.result.events), JSON.stringify(ev));
    for (const r of replayAt(again)) assert.match(r.events[1]!.text, /^Rules changed/);
    if (loaded.result.status !== 'over') {
      const { answered, save } = await playOn(loaded, 15, resolve);
      assert.ok(answered > 0, `${what} plays on`);
      assert.equal(save.earlier?.length, 1, `${what}: the old history stays in every later save`);
      playedOn++;
    }
  }
  const sets = new Set(golden.map((f) => f.rules)).size;
  assert.ok(continued >= golden.length - sets, `${continued} of ${golden.length} golden saves continued (a game with no turn yet, one a set, may replay the same)`);
  assert.ok(playedOn >= 4, `${playedOn} played on`);
});

test('under the changed rules an edited golden save is still refused, and so is one with its rules version set back', async () => {
  const f = golden.find((g) => g.rules === NOW && g.name.endsWith('seeded-in-progress.json'))!;
  const text = readFileSync(f.path, 'utf8');
  const old = JSON.parse(text) as SaveFile;
  const refused = async (save: unknown): Promise<string> => {
    try {
      await replaySave(checkSave(JSON.parse(JSON.stringify(save))), false, resolve);
    } catch (e) {
      assert.ok(e instanceof BadSave, String(e));
      return e.message;
    }
    assert.fail('accepted');
  };
  // A decision changed or dropped, an option changed: the format-2 history hash no longer matches.
  assert.match(await refused({ ...old, decisions: old.decisions.slice(0, -2) }), /history hash differs/);
  assert.match(await refused({ ...old, decisions: [...old.decisions.slice(0, -1), old.decisions[0]] }), /history hash differs/);
  assert.match(await refused({ ...old, options: { ...old.options, maxTurns: 7 } }), /history hash differs/);
  // The continued save, edited: its old history, its rules version set back, a kept decision changed.
  const { save } = await replaySave(parseSave(text), false, resolve);
  assert.equal(save.rules, NEXT);
  assert.match(await refused({ ...save, rules: NOW }), /history hash differs/);
  assert.match(await refused({ ...save, earlier: [{ ...save.earlier![0]!, rules: NOW - 1, kept: 0 }] }), /history hash differs|state hash differs/);
  assert.match(await refused({ ...save, earlier: [] }), /history hash differs|state hash differs/);
  // And the program before the change (the real system's version) refuses the continued save by name.
  await assert.rejects(replaySave(save, false), new RegExp(`played under rules version ${NEXT} of 2 Hour Dungeon Crawl, made by a newer version`));
});

test('the same change with the rules version not raised: the golden saves of the current version no longer load, so golden.test.ts fails', async () => {
  const unraised: GameSystem = { ...changed, rulesVersion: NOW };
  // Saves of older versions are continued, as always; those of the version not raised no longer replay.
  const current = golden.filter((f) => f.rules === NOW);
  assert.ok(current.length >= 6);
  let refused = 0;
  for (const f of current) {
    try {
      await loadSave(f.path, false, async () => unraised);
    } catch (e) {
      assert.ok(e instanceof BadSave);
      assert.match(e.message, /does not (replay|fit)/);
      refused++;
    }
  }
  assert.ok(refused >= current.length - 1, `${refused} of ${current.length} refused`);
});
