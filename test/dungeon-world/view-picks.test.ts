/** The board elements a click answers by (BoardPick): a move's, a charge's or a placement's square, the model a shot, a power or an order is aimed at. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { option } from '../../src/core/request.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { dwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';

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
  assert.deepEqual(Object.fromEntries(v.picks.map((p) => [p.option, p.at])), { 'move:3,2': 'sq:3,2', 'charge:2,2': 'sq:2,2', 'shoot:A': 'fig:A', 'gaze:A': 'fig:A', 'touch:2': 'fig:2', 'shoot:B': 'fig:B' }, 'a shot and a gaze at A share its figure; Field Healing of two models names no one element');
  // What a shot touches: the shooter and its target (and the squares between).
  const shot = v.picks.find((p) => p.option === 'shoot:B')!;
  assert.ok(shot.touches!.includes('fig:1'), 'the shooter is marked');
  // A charge beside B is drawn as the melee it starts.
  assert.equal(v.hints.find((h) => h.option === 'charge:2,2')!.kind, 'melee');
  // A spectator answers nothing: no picks.
  assert.deepEqual(dwViewModel(g.st, { spectator: true }, ask('action', ids)).picks, []);
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
  assert.deepEqual(v.picks.map((p) => [p.option, p.at]), [['3,0', 'sq:3,0'], ['3,2', 'sq:3,2']], 'the square of the area not yet revealed is not drawn, so not picked');
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
  assert.deepEqual(v.picks.map((p) => [p.option, p.at]), [['0', 'fig:A'], ['1', 'fig:B']]);
});
