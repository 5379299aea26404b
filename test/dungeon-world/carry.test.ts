/** Tables and chairs carried along a hero's path, with scripted dice on drawn maps: the piece goes down where the player says and gives cover there. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { checkShot, shoot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { terrainAt } from '../../src/systems/dungeon-world/rules/grid.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { dungeonGame } from './dungeon-helpers.ts';

const answer = (list: string[], asked: { kind: string; options: string[] }[] = []) => {
  const q = list.slice();
  return (r: { kind: string; options: readonly { id: string }[] }) => {
    asked.push({ kind: r.kind, options: r.options.map((o) => o.id) });
    const want = q[0];
    if (want && r.options.some((o) => o.id === want)) return q.shift()!;
    return r.options.some((o) => o.id === 'stay') ? 'stay' : r.options[0]!.id;
  };
};

test('a hero crossing a table picks it up and sets it down further along its path; there it is cover against a shot (a 5 misses, a 6 hits)', () => {
  // The wraith shoots 3 dice at the scout behind the table: 5, 5, 6 → one hit (6+ in cover); kill die 6 against Armour 4.
  const asked: { kind: string; options: string[] }[] = [];
  const { d, g } = dungeonGame(`
    ###########
    #.....1...#
    #.........#
    #........A#
    ###########`, { A: 'wraith' }, [{ kind: 'table', x: 5, y: 1 }], [5, 5, 6, 6], answer(['move:1,1', 'drop:2,1'], asked));
  const st = g.st;
  act(g, d.at('1'));
  const carry = asked.find((a) => a.kind === 'carry')!;
  assert.deepEqual(carry.options, ['leave', 'drop:4,1', 'drop:3,1', 'drop:2,1'], 'any later square of the path but the hero\'s own');
  assert.deepEqual([d.at('1').x, d.at('1').y], [1, 1]);
  assert.equal(terrainAt(st.board, 5, 1), '.', 'the table left its square');
  assert.equal(terrainAt(st.board, 2, 1), 't', 'and stands at (2, 1)');
  assert.deepEqual([st.dungeon!.features[0]!.x, st.dungeon!.features[0]!.y], [2, 1]);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.tables));
  const w = d.at('A');
  w.x = 5;
  w.y = 1;
  const c = checkShot(st.board, st.models, w, d.at('1'));
  assert.equal(c.ok, true, c.why);
  assert.equal(c.cover, true, 'the table beside the scout covers it');
  const before = d.at('1').wounds;
  shoot(g, w, d.at('1'));
  assert.equal(d.at('1').wounds, before - 1, 'the two 5s missed, the 6 hit and wounded');
});

test('leaving the table where it stood keeps it there; a path with no free square after the table asks nothing', () => {
  const asked: { kind: string; options: string[] }[] = [];
  const { d, g } = dungeonGame(`
    #######
    #..1..#
    #######`, {}, [{ kind: 'chair', x: 2, y: 1 }], [], answer(['move:1,1'], asked));
  act(g, d.at('1'));
  assert.deepEqual([d.at('1').x, d.at('1').y], [1, 1]);
  assert.ok(!asked.some((a) => a.kind === 'carry'), 'no square to set it down on: the chair stays');
  assert.equal(terrainAt(g.st.board, 2, 1), 't');
  const { d: d2, g: g2 } = dungeonGame(`
    #######
    #1.....#
    #######`, {}, [{ kind: 'chair', x: 2, y: 1 }], [], answer(['move:5,1', 'leave']));
  act(g2, d2.at('1'));
  assert.equal(terrainAt(g2.st.board, 2, 1), 't', 'left where it stood');
  assert.equal(terrainAt(g2.st.board, 3, 1), '.');
});
