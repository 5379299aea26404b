/** The browser's view model: kill zones of the models shown, the heroes' sheets, and what each option does on the board (line of sight and odds). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { option } from '../../src/core/request.ts';
import { dwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';
import { attackOdds } from '../../src/systems/dungeon-world/view/attacks.ts';
import { shootOptions } from '../../src/systems/dungeon-world/rules/actions.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { drawn, gameOf } from './helpers.ts';
import { emptyDungeon } from '../../src/systems/dungeon-world/rules/dungeon/features.ts';

const ask = (kind: string, ids: string[]) => ({ who: 'player:Player', rule: 'r', kind, prompt: 'p', options: ids.map((id) => option(id, id)) });

test('a shot option carries its line of sight and the same odds as its button; a move into a kill zone its melee odds', () => {
  const d = drawn(`
    ........
    .1...A..
    ........
    ..B.....
  `, { '1': 'ranger' });
  const g = gameOf(d, []);
  const ranger = d.at('1');
  g.st.acting = ranger.id;
  const shots = shootOptions(g, ranger);
  assert.deepEqual(shots.map((o) => o.id), ['shoot:A', 'shoot:B']);
  const v = dwViewModel(g.st, LOCAL, ask('action', ['stay', 'move:2,2', ...shots.map((o) => o.id)]));
  const a = v.hints.find((h) => h.option === 'shoot:A')!;
  assert.equal(a.kind, 'shot');
  assert.deepEqual(a.line, { from: { x: 1, y: 1 }, to: { x: 5, y: 1 }, cover: false });
  assert.deepEqual(a.squares.map((q) => q.x), [2, 3, 4], 'the squares the line passes');
  assert.equal(a.odds!.toHit, 5);
  assert.equal(a.odds!.killOn, d.at('A').armour);
  assert.ok(Math.abs(a.odds!.wound - shots[0]!.odds!.chance) < 1e-9, 'the board shows the odds the button shows');
  // Moving beside B: the Ranger's melee against it, 4+ to hit.
  const m = v.hints.find((h) => h.option === 'move:2,2')!;
  assert.equal(m.kind, 'melee');
  assert.deepEqual(m.targets, ['B']);
  assert.equal(m.odds!.toHit, 4);
  assert.equal(m.odds!.dice, ranger.attacks);
});

test('attack odds: at least one hit, one kill die through, the target slain', () => {
  const o = attackOdds(2, 5, 4, 2);
  assert.ok(Math.abs(o.hit - (1 - (4 / 6) ** 2)) < 1e-12);
  assert.ok(Math.abs(o.wound - (1 - (1 - 1 / 6) ** 2)) < 1e-12);
  assert.ok(Math.abs(o.slay! - (1 / 6) ** 2) < 1e-12);
  assert.equal(attackOdds(3, 7, 4, 1).hit, 0);
});

test('kill zones are drawn only around the models shown; every hero has a sheet', () => {
  const d = drawn(`
    ....#...
    .1..#.A.
    ....#...
  `);
  const g = gameOf(d, []);
  // The right half is an area not yet revealed: its Orc and its zone stay out of the view.
  g.st.board.area = g.st.board.area.map((_, i) => (i % 8 >= 5 ? 1 : 0));
  g.st.board.revealed = [true, false];
  const v = dwViewModel(g.st, LOCAL);
  assert.deepEqual(v.models.map((m) => m.id), ['1']);
  assert.deepEqual(v.monsterZones, []);
  assert.equal(v.heroZones.length, 8);
  assert.deepEqual(v.heroes.map((h) => h.id), ['1']);
  assert.ok(v.heroes[0]!.kit);
  assert.ok(!JSON.stringify(v).includes('"A"'));
});

test('the objective names the gold to carry out when the scenario asks for it', () => {
  const g = gameOf(drawn('.1..'), []);
  g.st.dungeon = { ...emptyDungeon(), goldGoal: 300 };
  g.st.objective.reach.push({ x: 3, y: 0 });
  assert.deepEqual(dwViewModel(g.st, LOCAL).objective, { reach: [{ x: 3, y: 0 }], slay: [], gold: 300 });
});
