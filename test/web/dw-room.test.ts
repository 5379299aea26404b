/**
 * Dungeon World in a room, played to its end: the heroes' player and a
 * person as the Draken Master, each in their own browser context, click the
 * requests of their seat on the room page, which draws the same board as the
 * game page (the grid, the models, the kill zones, a shot's line of sight
 * and odds while its button is hovered, the heroes' sheets, the victory
 * points); the Draken Master places spawned monsters by clicking squares
 * of the board. A spectator's page follows every move live, and every page
 * shows how the game ended. The same with two hero players (option `players`,
 * a seat each) beside the Draken Master: dw-room-three.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { peopleSuite, screenshot } from './browser.ts';
import { joinRoom } from './rooms.ts';
import { checkAccessibility } from './a11y.ts';
import { boardsDrawn, makeDwRoom, playToEnd, watchAndStart } from './dw-room-play.ts';

const suite = peopleSuite('dw-room');

test('Dungeon World in a room to its end: the heroes\' player and a person as the Draken Master click their requests on the board\'s page; a spectator sees every move live; all three see the ending', async () => {
  const heroes = await suite.people.person();
  const master = await suite.people.person();
  const spectator = await suite.people.person();
  const all = [heroes, master, spectator];
  const pages = all.map((b) => b.page);
  suite.shown = spectator;
  const started = Date.now();
  try {
    // Seed 58: one of the shortest games (71 clicks; seed 4 took 128) that still has all this test looks for: both sides over 10
    // clicks, a spawned monster placed on the board, a hero's shot. Every click re-draws three pages: the length is the test's cost.
    const code = await makeDwRoom(heroes.page, suite.server, 58, { player: 'Heroes' });
    await heroes.page.getByRole('button', { name: 'Take seat Heroes' }).click();
    await heroes.page.getByText('You play Heroes.').waitFor();
    await joinRoom(master.page, suite.server.url, code, 'Drak');
    await watchAndStart(heroes.page, spectator.page, suite.server, code, pages);
    await boardsDrawn(pages);
    await checkAccessibility(spectator.page, 'a dungeon-world room (spectator)', ['Room', 'Choices', 'Board', 'Log']);
    const { clicks, hovered, onBoard } = await playToEnd({ seats: { Heroes: heroes.page, Drak: master.page }, spectator: spectator.page });
    assert.ok(clicks.Heroes! > 10 && clicks.Drak! > 10, `both sides decided: ${JSON.stringify(clicks)}`);
    assert.ok((onBoard.Drak ?? 0) > 0, `the Draken Master placed a spawned monster by clicking its square on the board: ${JSON.stringify(onBoard)}`);
    assert.ok(hovered.has('Heroes'), 'a hero\'s shot was drawn on its player\'s board');
    await checkAccessibility(master.page, 'a finished dungeon-world room (the Draken Master)', ['Room', 'Choices', 'Board', 'Log', 'Report']);
    await screenshot(master.page, 'dw-room-master-at-the-end');
    for (const b of all) assert.deepEqual(b.errors, []);
    console.log(`# dungeon-world room, two browsers: ${JSON.stringify(clicks)} clicks in ${Date.now() - started} ms`);
  } finally {
    for (const b of all) if (b !== suite.shown) await b.close().catch(() => {});
  }
});
