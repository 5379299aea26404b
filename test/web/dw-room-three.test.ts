/**
 * Dungeon World in a room to its end with three people: two hero players
 * (option `players`, a seat each) and a person as the Draken Master, each in
 * a browser context of their own, click the requests of their seat; each
 * page marks its own heroes on the sheets; a spectator follows every move
 * live. (The game with one heroes' player: dw-room.test.ts.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { peopleSuite, screenshot } from './browser.ts';
import { joinRoom } from './rooms.ts';
import { board, boardsDrawn, makeDwRoom, playToEnd, watchAndStart } from './dw-room-play.ts';

const suite = peopleSuite('dw-room-three');

test('Dungeon World in a room to its end with three people: two hero players (one seat each, option players) and the Draken Master, each in their own browser; a spectator follows', async () => {
  const ann = await suite.people.person();
  const bob = await suite.people.person();
  const master = await suite.people.person();
  const spectator = await suite.people.person();
  const all = [ann, bob, master, spectator];
  const pages = all.map((b) => b.page);
  suite.shown = bob;
  const started = Date.now();
  try {
    // Seed 58: one of the shortest games (71 clicks; seed 8 took 100) in which each of the three still decides more than 5 times.
    // Every click re-draws four pages: the length is the test's cost.
    const code = await makeDwRoom(ann.page, suite.server, 58, { players: ['Ann', 'Bob'] });
    await ann.page.getByRole('button', { name: 'Take seat Ann' }).click();
    await ann.page.getByText('You play Ann.').waitFor();
    await joinRoom(bob.page, suite.server.url, code, 'Bob');
    await joinRoom(master.page, suite.server.url, code, 'Drak');
    await watchAndStart(ann.page, spectator.page, suite.server, code, pages);
    await boardsDrawn(pages);
    // Each seat's heroes marked on the sheets: "yours" on its own page, the player's name on the others'.
    const names = (p: Page) => board(p).getByRole('table', { name: 'The heroes' }).locator('tbody tr td:first-child').allTextContents();
    const [a, b, w] = [await names(ann.page), await names(bob.page), await names(spectator.page)];
    assert.ok(a.some((x) => x.endsWith(' · yours')) && a.some((x) => x.endsWith(" · Bob's")), a.join(' | '));
    assert.equal(a.filter((x) => x.endsWith(' · yours')).length, b.filter((x) => x.endsWith(" · Ann's")).length, `${a.join(' | ')} / ${b.join(' | ')}`);
    assert.ok(w.every((x) => !x.includes('yours')) && w.some((x) => x.endsWith(" · Ann's")), `the spectator sees each hero's player: ${w.join(' | ')}`);
    await screenshot(bob.page, 'dw-room-yours');
    const { clicks } = await playToEnd({ seats: { Ann: ann.page, Bob: bob.page, Drak: master.page }, spectator: spectator.page });
    assert.ok(clicks.Ann! > 5 && clicks.Bob! > 5 && clicks.Drak! > 5, `each of the three decided: ${JSON.stringify(clicks)}`);
    for (const b of all) assert.deepEqual(b.errors, []);
    console.log(`# dungeon-world room, three browsers: ${JSON.stringify(clicks)} clicks in ${Date.now() - started} ms`);
  } finally {
    for (const b of all) if (b !== suite.shown) await b.close().catch(() => {});
  }
});
