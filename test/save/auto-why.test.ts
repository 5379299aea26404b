/**
 * Issue 25 item 11: a save knows which decisions a bot made (`auto`), so the
 * replay of an auto game logs the bot's reasons as the game did; a player's
 * own decisions get none, and a save without `auto` (every older one) loads.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { toJsonLines, type DecisionEvent } from '../../src/core/events.ts';
import { hashHistory, makeSave, parseSave, replaySave, type SaveFile } from '../../src/save/save.ts';
import { loadSystem, SYSTEM_IDS } from '../../src/systems/registry.ts';
import { refusal } from './helpers.ts';

/** The save as text and loaded back, with its log. */
async function replayed(save: SaveFile) {
  return replaySave(parseSave(JSON.stringify(save)), true);
}

for (const id of SYSTEM_IDS) {
  test(`${id}: an auto game's log equals its replay's, the bot's reasons included`, async () => {
    const system = await loadSystem(id);
    const game = autoplay(system, 3, {}, true);
    const save = makeSave(system, game, 3, 'seeded', []);
    assert.deepEqual(save.auto, game.decisions.length ? [[0, game.decisions.length]] : undefined, 'every decision is the bot\'s');
    const back = await replayed(save);
    assert.equal(toJsonLines(back.result.events), toJsonLines(game.events));
  });
}

test("dungeon-world: only the bot's decisions get its reasons; a save without `auto` loads as before", async () => {
  const system = await loadSystem('dungeon-world');
  const game = autoplay(system, 3, {}, true);
  const why = (events: readonly unknown[]) => (events as DecisionEvent[]).filter((e) => e.type === 'decision' && e.who !== 'mechanics' && e.why).length;
  assert.ok(why(game.events) > 0, "the heroes' bot gives reasons in this game");
  // The first ten decisions typed by a player, the rest by the bot (resume --auto): the player's carry no reason.
  const n = 10;
  const played = run({ system, seed: 3, decisions: game.decisions.slice(0, n) });
  const onward = run({ system, seed: 3, decisions: played.decisions, auto: played.auto, chooser: system.bot });
  assert.deepEqual(onward.auto, [[n, onward.decisions.length - n]]);
  const mixed = await replayed(makeSave(system, onward, 3, 'seeded', []));
  const player = (mixed.result.events as DecisionEvent[]).filter((e) => e.type === 'decision' && e.who !== 'mechanics');
  assert.ok(player.slice(0, n).every((e) => e.why === undefined), "a player's decision has no bot's reason");
  assert.equal(toJsonLines(mixed.result.events), toJsonLines(onward.events));
  // A save made before `auto` existed: the same history hash formula as then, and it replays (without the reasons).
  const old = makeSave(system, game, 3, 'seeded', []);
  delete old.auto;
  old.historyHash = hashHistory(old);
  const loaded = await replayed(old);
  assert.equal(why(loaded.result.events), 0);
  assert.equal(loaded.result.decisions.length, game.decisions.length);
});

test('a save whose `auto` runs overlap, go past its decisions or were edited is refused', async () => {
  const system = await loadSystem('cards');
  const game = autoplay(system, 5, {});
  const save = makeSave(system, game, 5, 'seeded', []);
  const len = save.decisions.length;
  assert.ok(len >= 3);
  assert.match(await refusal({ ...save, auto: [[0, len + 1]] }), /past the last decision/);
  assert.match(await refusal({ ...save, auto: [[0, 2], [1, 1]] }), /sorted and apart/);
  assert.match(await refusal({ ...save, auto: [[1, len - 1]] }), /history hash differs/);
});
