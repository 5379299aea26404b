/** The squares a click on the board answers by: each option's square (a move, a charge, a placement, the model a shot or a power is aimed at), gathered by square in reading order. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { option } from '../../src/core/request.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { dwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import { boardPicks } from '../../src/systems/dungeon-world/view/picks.ts';
import { drawn, gameOf } from './helpers.ts';

const ask = (kind: string, ids: string[]) => ({ who: 'player:Player', rule: 'r', kind, prompt: 'p', options: ids.map((id) => option(id, id)) });

test('each option aimed at a square or a model is picked on that square; a shot and a gaze at one model share it; options with no square are left to the buttons', () => {
  const d = drawn(`
    ........
    .12..A..
    ........
    ..B.....
  `, { '1': 'ranger' });
  const g = gameOf(d, []);
  g.st.acting = '1';
  const ids = ['stay', 'move:3,2', 'charge:2,2', 'shoot:A', 'gaze:A', 'touch:2', 'field:1+2', 'shoot:B'];
  const v = dwViewModel(g.st, LOCAL, ask('action', ids));
  const at = Object.fromEntries(v.hints.map((h) => [h.option, h.at ? `${h.at.x},${h.at.y}` : null]));
  assert.deepEqual(at, { 'move:3,2': '3,2', 'charge:2,2': '2,2', 'shoot:A': '5,1', 'gaze:A': '5,1', 'touch:2': '2,1', 'field:1+2': null, 'shoot:B': '2,3' });
  assert.deepEqual(boardPicks(v.hints, ids.map((id) => ({ id }))), [
    { at: { x: 2, y: 1 }, options: ['touch:2'] },
    { at: { x: 5, y: 1 }, options: ['shoot:A', 'gaze:A'] },
    { at: { x: 2, y: 2 }, options: ['charge:2,2'] },
    { at: { x: 3, y: 2 }, options: ['move:3,2'] },
    { at: { x: 2, y: 3 }, options: ['shoot:B'] },
  ]);
  // A charge beside B is drawn as the melee it starts.
  assert.equal(v.hints.find((h) => h.option === 'charge:2,2')!.kind, 'melee');
  // Only the options asked: a hint for an option not in the list picks nothing.
  assert.deepEqual(boardPicks(v.hints, [{ id: 'stay' }, { id: 'move:3,2' }]), [{ at: { x: 3, y: 2 }, options: ['move:3,2'] }]);
});

test("the Draken Master's placement of a spawned monster: one pick a free square, none on a square not revealed", () => {
  const d = drawn(`
    ....#...
    .1..#...
    ....#...
  `);
  const g = gameOf(d, []);
  g.st.board.area = g.st.board.area.map((_, i) => (i % 8 >= 5 ? 1 : 0));
  g.st.board.revealed = [true, false];
  const v = dwViewModel(g.st, LOCAL, { ...ask('spawn', ['3,0', '3,2', '6,1']), who: 'player:Draken Master' });
  assert.deepEqual(boardPicks(v.hints, [{ id: '3,0' }, { id: '3,2' }, { id: '6,1' }]).map((p) => p.options), [['3,0'], ['3,2']], 'the square of the area not yet revealed is not drawn, so not picked');
});

test('Control Enemy: the moves are drawn for the enemy controlled (its melee where it stops), not for the controller', () => {
  const d = drawn(`
    1......
    .......
    ...2.A.
  `);
  const g = gameOf(d, []);
  g.st.acting = '1';
  g.st.target = 'A';
  const v = dwViewModel(g.st, LOCAL, ask('control-move', ['stay', 'move:4,2', 'move:6,0']));
  const beside = v.hints.find((h) => h.option === 'move:4,2')!;
  assert.equal(beside.kind, 'melee');
  assert.deepEqual(beside.attackers, ['A']);
  assert.deepEqual(beside.targets, ['2']);
  assert.equal(v.hints.find((h) => h.option === 'move:6,0')!.kind, 'move');
});

test('the melee order: a click on a melee\'s enemy model picks it', () => {
  const d = drawn(`
    1A.....
    .......
    .....2B
  `);
  const g = gameOf(d, []);
  g.st.mover = 'heroes';
  const v = dwViewModel(g.st, LOCAL, ask('melee-order', ['0', '1']));
  assert.deepEqual(boardPicks(v.hints, [{ id: '0' }, { id: '1' }]), [
    { at: { x: 1, y: 0 }, options: ['0'] },
    { at: { x: 6, y: 2 }, options: ['1'] },
  ]);
});
