/** The dungeon with scripted dice on drawn maps: doors and keys, stairs, pits, teleporters, trap counters, conditions, retreat. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { reachable } from '../../src/systems/dungeon-world/rules/movement.ts';
import { moveRules } from '../../src/systems/dungeon-world/rules/game.ts';
import { seesTerrain } from '../../src/systems/dungeon-world/rules/sight.ts';
import { checkEnd } from '../../src/systems/dungeon-world/rules/end.ts';
import { spawnSquares } from '../../src/systems/dungeon-world/rules/spawning.ts';
import { setTerrain, terrainAt } from '../../src/systems/dungeon-world/rules/grid.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { dungeonGame } from './dungeon-helpers.ts';

const answer = (list: string[]) => {
  const q = list.slice();
  return (r: { options: readonly { id: string }[] }) => {
    const want = q[0];
    if (want && r.options.some((o) => o.id === want)) return q.shift()!;
    return r.options.some((o) => o.id === 'stay') ? 'stay' : r.options[0]!.id;
  };
};

test('a closed door blocks walking and sight; opening it costs 2 points, reveals the far side and its monsters, and the hero walks on with 2', () => {
  const { d, g } = dungeonGame(`
    #######
    #1.+..#
    #######`, {}, [], [], answer(['move:2,1', 'do:open:door3-1', 'move:4,1']), {}, { rows: ['0000111', '0000111', '0000111'], hidden: [1] });
  const st = g.st;
  st.models.push({ ...d.at('1'), id: 'm9', kind: 'orc', species: 'orc', name: 'Orc', side: 'monsters', x: 5, y: 1, status: 'hidden', kit: undefined });
  assert.equal(seesTerrain(st.board, { x: 1, y: 1 }, { x: 5, y: 1 }), false, 'the door blocks sight');
  assert.ok(!reachable(st.board, st.models, d.at('1'), moveRules(g.o, st)).ends.some((e) => e.x > 3), 'nobody walks through it');
  act(g, d.at('1'));
  assert.equal(terrainAt(st.board, 3, 1), '/');
  assert.equal(st.board.revealed[1], true);
  assert.equal(st.models.find((m) => m.id === 'm9')!.status, 'in-play', 'the orc behind the door is on the board now');
  assert.deepEqual([d.at('1').x, d.at('1').y], [4, 1], 'the scout (5 points) walks 1, opens for 2, walks on 2 through the doorway');
  assert.match(g.ctx.asked.at(-1)!.prompt, /has 0 points left/);
  assert.ok(g.ctx.reveals.length >= 1, 'revealing is marked for undo');
});

test('monsters open doors only inside the revealed dungeon, never key doors; a key door opens for the heroes with its key; closing is free', async () => {
  const { cannotOpen, closeDoor } = await import('../../src/systems/dungeon-world/rules/dungeon/doors.ts');
  const { d, g } = dungeonGame(`
    #######
    #1+A+.#
    #######`, {}, [{ kind: 'door', x: 2, y: 1, colour: 'red' }], [], undefined, {}, { rows: ['0001222', '0001222', '0001222'], hidden: [2] });
  const st = g.st;
  const red = st.dungeon!.features[0]!;
  const plain = st.dungeon!.features.find((f) => f.x === 4)!;
  assert.match(cannotOpen(st, d.at('A'), red)!, /key doors/);
  assert.match(cannotOpen(st, d.at('A'), plain)!, /revealed/);
  assert.match(cannotOpen(st, d.at('1'), red)!, /no red key/);
  d.at('1').kit!.keys.push('red');
  assert.equal(cannotOpen(st, d.at('1'), red), null);
  st.board.revealed[2] = true;
  assert.equal(cannotOpen(st, d.at('A'), plain), null);
  setTerrain(st.board, 2, 1, '/');
  assert.equal(closeDoor(g, { x: 2, y: 1 }, d.at('1')), true);
  assert.equal(terrainAt(st.board, 2, 1), '+');
});

test('the Slime slides through closed doors but never stops in one', () => {
  const { d, g } = dungeonGame(`
    #######
    #A+...#
    #######`, { A: 'slime' }, [], []);
  const ends = reachable(g.st.board, g.st.models, d.at('A'), moveRules(g.o, g.st)).ends.map((e) => `${e.x},${e.y}`);
  assert.deepEqual(ends, ['3,1']);
});

test('stairs: a hero goes to the other end of the same colour for 1 point and reveals its area; monsters never use them', () => {
  const { d, g } = dungeonGame(`
    ##########
    #1.#...A.#
    ##########`, { A: 'orc' }, [{ kind: 'stairs', x: 2, y: 1, colour: 'blue' }, { kind: 'stairs', x: 4, y: 1, colour: 'blue' }, { kind: 'stairs', x: 8, y: 1, colour: 'green' }], [], answer(['move:4,1']), {}, { rows: ['0001111111', '0001111111', '0001111111'], hidden: [1] });
  const r = reachable(g.st.board, g.st.models, d.at('1'), moveRules(g.o, g.st));
  assert.equal(r.cost[1 * 10 + 4], 2, 'one step onto the stairs, one to the far end');
  act(g, d.at('1'));
  assert.deepEqual([d.at('1').x, d.at('1').y], [4, 1]);
  assert.equal(g.st.board.revealed[1], true);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.stairs));
  const orc = reachable(g.st.board, g.st.models, d.at('A'), moveRules(g.o, g.st));
  assert.ok(!orc.ends.some((e) => e.x < 3));
});

test('pits: a jump straight across costs 3; a model of movement 3 waits a move beside the pit, then crosses with all its points', () => {
  const { d, g } = dungeonGame(`
    #######
    #1O...#
    #2O...#
    #######`, { 1: 'scout', 2: 'dwarf' }, [], [], answer(['do:pit:2,2']));
  const fast = reachable(g.st.board, g.st.models, d.at('1'), moveRules(g.o, g.st));
  assert.equal(fast.cost[1 * 7 + 3], 3);
  const slow = () => reachable(g.st.board, g.st.models, d.at('2'), moveRules(g.o, g.st));
  assert.equal(slow().cost[2 * 7 + 3], -1, 'the dwarf cannot jump yet');
  act(g, d.at('2'));
  assert.deepEqual(g.st.dungeon!.pitReady.h2 ?? g.st.dungeon!.pitReady['2'], { x: 2, y: 2 });
  const r = slow();
  assert.equal(r.cost[2 * 7 + 3], 3, 'now it crosses with its 3 points');
  assert.ok(r.ends.every((e) => e.x === 3 && e.y === 2 || e.x < 2), 'and nothing further');
});

test('teleporters: a hero entering one activates it (re-spawns come there), on an active one it teleports for 2; monsters cross but never stop on one', () => {
  const { d, g } = dungeonGame(`
    #########
    #1......#
    #.......#
    #A......#
    #########`, {}, [{ kind: 'teleporter', x: 2, y: 1, on: false }, { kind: 'teleporter', x: 7, y: 3, on: true }], [], answer(['move:2,1', 'move:7,3']));
  g.st.respawns = [{ x: 7, y: 3 }];
  act(g, d.at('1'));
  assert.equal(g.st.dungeon!.features[0]!.on, true);
  assert.deepEqual(g.st.respawns, [{ x: 7, y: 3 }, { x: 2, y: 1 }]);
  assert.deepEqual([d.at('1').x, d.at('1').y], [7, 3], '1 point to enter, 2 to teleport');
  const orc = reachable(g.st.board, g.st.models, d.at('A'), moveRules(g.o, g.st));
  assert.ok(!orc.ends.some((e) => e.x === 2 && e.y === 1));
});

test('escaping: heroes leave through an active teleporter (2 points); when all have gone it is a retreat', () => {
  const { d, g } = dungeonGame(`
    ######
    #12..#
    ######`, {}, [{ kind: 'teleporter', x: 1, y: 1, on: true }, { kind: 'teleporter', x: 2, y: 1, on: true }], [], (r) => (r.options.some((o) => o.id === 'do:escape') ? 'do:escape' : 'stay'));
  g.st.respawns = [{ x: 1, y: 1 }, { x: 2, y: 1 }];
  d.at('1').poison = 2;
  d.at('1').fire = 1;
  act(g, d.at('1'));
  assert.equal(d.at('1').status, 'escaped');
  assert.deepEqual([d.at('1').poison, d.at('1').fire], [0, 0], 'its poison and fire counters stay behind');
  assert.equal(checkEnd(g, false), false, 'one hero is still in');
  act(g, d.at('2'));
  assert.equal(checkEnd(g, false), true);
  assert.equal(g.st.outcome, 'retreated');
});

test('escaping (issue 25): when some heroes have left and the rest play on, time up or an objective reached is the Draken Master\'s victory (Surviving Games)', () => {
  const make = () => dungeonGame(`
    ######
    #12..#
    ######`, {}, [{ kind: 'teleporter', x: 1, y: 1, on: true }], [], (r) => (r.options.some((o) => o.id === 'do:escape') ? 'do:escape' : 'stay'));
  const { d, g } = make();
  act(g, d.at('1'));
  assert.equal(d.at('1').status, 'escaped');
  g.st.move = g.st.maxMoves;
  assert.equal(checkEnd(g, true), true);
  assert.equal(g.st.outcome, 'master-won');
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.escape && /not all the heroes escaped, so the Draken Master claims the victory/.test(e.text)));
  const won = make();
  act(won.g, won.d.at('1'));
  won.g.st.objective.reach = [{ x: won.d.at('2').x, y: won.d.at('2').y }];
  assert.equal(checkEnd(won.g, true), true);
  assert.equal(won.g.st.outcome, 'master-won');
});

test('a `?` counter stops the hero; a 6 is a roll on the trap table (trap-table), the Traps ability takes it away safely', () => {
  const { d, g } = dungeonGame(`
    #######
    #1.?..#
    #######`, { 1: 'warmage' }, [{ kind: 'trap', x: 3, y: 1 }], [6, 2], answer(['move:3,1']));
  const r = reachable(g.st.board, g.st.models, d.at('1'), moveRules(g.o, g.st));
  assert.ok(!r.ends.some((e) => e.x > 3), 'a hero stops on the counter');
  act(g, d.at('1'));
  assert.equal(d.at('1').wounds, 5, '2 automatic hits');
  const table = g.ctx.log.find((e) => e.type === 'table')!;
  assert.equal(table.rule, SEC.trapTable);
  assert.equal(terrainAt(g.st.board, 3, 1), '.', 'the counter is gone');
  assert.equal(g.ctx.asked.length, 1, 'no points left after the trap');
  const ranger = dungeonGame(`
    #######
    #1.?..#
    #######`, { 1: 'ranger' }, [{ kind: 'trap', x: 3, y: 1 }], [], answer(['move:3,1']));
  act(ranger.g, ranger.d.at('1'));
  assert.equal(ranger.d.at('1').wounds, 5);
  assert.ok(ranger.g.ctx.log.some((e) => /Traps/.test(e.text)));
});

test('a dungeon condition goes off when a hero passes its square: its effects in order, once', () => {
  const { d, g } = dungeonGame(`
    #######
    #1....#
    #######`, { 1: 'warmage' }, [], [], answer(['move:4,1']));
  g.st.dungeon!.conditions.push({ id: 'glyph', squares: [{ x: 2, y: 1 }], once: true, fired: false, effects: [{ do: 'say', text: 'A glyph flares.' }, { do: 'hits', hits: 1 }] });
  act(g, d.at('1'));
  assert.equal(d.at('1').wounds, 6);
  assert.deepEqual(g.st.story, ['A glyph flares.']);
  assert.deepEqual(g.st.dungeon!.affected, ['1']);
  assert.equal(g.st.dungeon!.conditions[0]!.fired, true);
});

test('floor grills: monsters spawn on them in the heroes\' sight, never while a hero stands on one', () => {
  const { d, g } = dungeonGame(`
    ######
    #1...#
    ######`, {}, [{ kind: 'grill', x: 3, y: 1 }], []);
  assert.deepEqual(spawnSquares(g.st, false), [{ x: 3, y: 1 }]);
  d.at('1').x = 3;
  assert.deepEqual(spawnSquares(g.st, false), []);
});
