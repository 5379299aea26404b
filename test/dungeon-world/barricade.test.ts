/** The heroes' bot uses tables and chairs as movable cover (bots/barricade.ts), on drawn boards. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '../../src/core/request.ts';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { checkShot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { terrainAt } from '../../src/systems/dungeon-world/rules/grid.ts';
import { heroPlan } from '../../src/systems/dungeon-world/bots/heroes.ts';
import type { GameState } from '../../src/systems/dungeon-world/state.ts';
import { dungeonGame } from './dungeon-helpers.ts';

/** Answers every request with the heroes' bot, keeping each choice and its reason. */
function botAnswers(state: () => GameState, said: { kind: string; id: string; reason: string }[]) {
  return (r: Request) => {
    const p = heroPlan(r, state());
    said.push({ kind: r.kind, id: p.id, reason: p.reason });
    return p.id;
  };
}

test('in a corridor before a goblin archer, the hero carries the table past itself and shelters behind it', () => {
  const said: { kind: string; id: string; reason: string }[] = [];
  let st: GameState | null = null;
  const { d, g } = dungeonGame(`
    ###########
    #A..1.....#
    ###########`, { 1: 'front-line-warrior', A: 'goblin' }, [{ kind: 'table', x: 5, y: 1 }], [], botAnswers(() => st!, said));
  st = g.st;
  const hero = d.at('1');
  const goblin = d.at('A');
  assert.equal(checkShot(st.board, st.models, goblin, hero).cover, false, 'at first the goblin has a clear shot');
  act(g, hero);
  assert.deepEqual([hero.x, hero.y], [7, 1], 'it walks through the table to (7, 1)');
  assert.equal(terrainAt(st.board, 5, 1), '.', 'the table left its square');
  assert.equal(terrainAt(st.board, 6, 1), 't', 'and stands between the hero and the goblin');
  const shot = checkShot(st.board, st.models, goblin, hero);
  assert.equal(shot.ok, true, shot.why);
  assert.equal(shot.cover, true, 'the goblin now needs 6s');
  const move = said.find((s) => s.kind === 'action')!;
  assert.match(move.reason, /clear shot: carry the piece at \(5, 1\) to \(6, 1\)/);
  const carry = said.find((s) => s.kind === 'carry')!;
  assert.equal(carry.id, 'drop:6,1');
  assert.match(carry.reason, /cover against 1 of the 1 monster shooters/);
});

test('with no monster shooter about, the hero leaves the table alone and a table crossed stays where it stood', () => {
  const said: { kind: string; id: string; reason: string }[] = [];
  let st: GameState | null = null;
  const { d, g } = dungeonGame(`
    ###########
    #...1.....#
    ###########`, { 1: 'front-line-warrior' }, [{ kind: 'table', x: 5, y: 1 }, { kind: 'chest', x: 9, y: 1, number: 1 }], [6, 6, 6, 6, 6], botAnswers(() => st!, said));
  st = g.st;
  act(g, d.at('1'));
  const carry = said.find((s) => s.kind === 'carry');
  if (carry) assert.equal(carry.id, 'leave', carry.reason);
  assert.ok(!said.some((s) => /clear shot/.test(s.reason)), 'no barricade without shooters');
});

test('a carried piece goes across a corridor between the hero and the monsters when it shelters nobody from shots', () => {
  const said: { kind: string; id: string; reason: string }[] = [];
  let st: GameState | null = null;
  // The orc cannot shoot; the hero walks away from it through the chair, and the chair goes down in the corridor behind it.
  const { d, g } = dungeonGame(`
    #########
    #.......#
    #.####..#
    #...1..B#
    #########`, { 1: 'front-line-warrior', B: 'orc' }, [{ kind: 'chair', x: 3, y: 3 }], [], (r: Request) => {
    if (r.kind === 'action' && r.options.some((o) => o.id === 'move:1,3')) return 'move:1,3';
    const p = heroPlan(r, st!);
    said.push({ kind: r.kind, id: p.id, reason: p.reason });
    return r.options.some((o) => o.id === p.id) ? p.id : r.options[0]!.id;
  });
  st = g.st;
  act(g, d.at('1'));
  const carry = said.find((s) => s.kind === 'carry')!;
  assert.equal(carry.id, 'drop:2,3');
  assert.equal(terrainAt(st.board, 2, 3), 't');
  assert.match(carry.reason, /across the corridor/);
});
