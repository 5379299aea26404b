/** Movement on drawn grids: the cost of terrain and diagonals, kill zones, disengaging, friends and foes, stealth, flyers, Swift Mover. `*` marks the squares a model may end its move on. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reachable, pathTo } from '../../src/systems/dungeon-world/rules/movement.ts';
import { drawn, pic, picture } from './helpers.ts';

function ends(p: string, kinds: Record<string, string>, who: string) {
  const d = drawn(p, kinds);
  const r = reachable(d.board, d.models, d.at(who));
  return { d, r, shown: picture(d.board, r.ends, d.models) };
}

test('clear squares cost 1 and diagonals 2: four points reach a diamond', () => {
  const { shown } = ends(`
    .........
    .........
    .........
    .........
    ....1....
    .........
    .........
    .........
    .........`, { 1: 'warmage' }, '1');
  assert.equal(shown, pic(`
    ....*....
    ...***...
    ..*****..
    .*******.
    ****1****
    .*******.
    ..*****..
    ...***...
    ....*....`));
});

test('water and walls are closed, a rock slide costs 2 to cross and nobody ends on it', () => {
  const { shown, r } = ends(`
    ..~~.....
    .1~r.....
    ..~r.....
    ...r.....`, { 1: 'warmage' }, '1');
  assert.equal(shown, pic(`
    **~~.....
    *1~r.....
    **~r.....
    ***r.....`));
  const row = ends(`
    1.r..
    #####`, { 1: 'warmage' }, '1');
  // 1 to the next square, 2 across the rock slide, 1 beyond: four points.
  assert.equal(row.shown, pic(`
    1*r*.
    #####`));
  assert.equal(r.disengages, false);
});

test('entering a kill zone stops the model: nothing beyond the squares around the orc', () => {
  const { shown } = ends(`
    #######
    .......
    1..A...
    .......
    #######`, { 1: 'warmage' }, '1');
  assert.equal(shown, pic(`
    #######
    ***....
    1**A...
    ***....
    #######`));
});

test('through a friend but never ending on it; never through an enemy', () => {
  const { shown, r } = ends(`
    #######
    12....A
    #######`, { 1: 'warmage', 2: 'warmage' }, '1');
  assert.equal(shown, pic(`
    #######
    12***.A
    #######`));
  assert.deepEqual(pathTo(r, 4, 1).map((p) => p.x), [1, 2, 3, 4], 'the path walks through the friend');
  // An enemy is never walked through: the square before it is in its kill zone, where the move ends.
  const blocked = ends(`
    ######
    1.A...
    ######`, { 1: 'warmage' }, '1');
  assert.equal(blocked.shown, pic(`
    ######
    1*A...
    ######`));
});

test('a model that starts in a kill zone disengages away from the enemy: no square adjoining it', () => {
  const { shown, r } = ends(`
    .......
    .1A....
    .......
    .......
    .......`, { 1: 'warmage' }, '1');
  assert.equal(shown, pic(`
    *......
    *1A....
    *......
    **.....
    *......`));
  assert.equal(r.disengages, true);
  assert.deepEqual(r.leaving.map((m) => m.id), ['A']);
});

test('disengaging into another kill zone stops there', () => {
  const { shown } = ends(`
    ........
    .1A.....
    ........
    ........
    B.......`, { 1: 'warmage' }, '1');
  // Away from A only along the left edge, and B's kill zone stops the way down.
  assert.equal(shown, pic(`
    *.......
    *1A.....
    *.......
    **......
    B.......`));
});

test('stealth walks through enemies and draws no free attacks', () => {
  const { shown, r } = ends(`
    .........
    ...1A....
    .........
    .........`, { 1: 'hobbit' }, '1');
  assert.equal(shown, pic(`
    .*****...
    ***1A**..
    .*****...
    ..***....`));
  assert.deepEqual(r.leaving, []);
});

test('Swift Mover doubles its move in the open, but only its normal move into a kill zone', () => {
  const { r } = ends(`
    ...........
    1..........
    ...........
    ..........A`, { 1: 'healer' }, '1');
  assert.ok(r.ends.some((e) => e.x === 8 && e.y === 1), 'eight squares along the open row');
  assert.ok(!r.ends.some((e) => e.x === 9 && e.y === 2), 'not into the kill zone with the doubled points');
  const near = ends(`
    1...A`, { 1: 'healer' }, '1');
  assert.ok(near.r.ends.some((e) => e.x === 3 && e.y === 0), 'into a kill zone within the normal four');
});

test('swift movers starting in a kill zone move only their normal allowance', () => {
  const { r } = ends(`
    A1.........`, { 1: 'healer' }, '1');
  assert.deepEqual(r.ends.map((e) => e.x), [2, 3, 4, 5]);
});

test('a flyer crosses water and models and lands only on a legal square', () => {
  const d = drawn(`
    1~~A.
    #####`, { 1: 'warmage' });
  d.at('1').abilities.push('fly');
  const r = reachable(d.board, d.models, d.at('1'));
  assert.equal(picture(d.board, r.ends, d.models), pic(`
    1~~A*
    #####`));
});
