/** Staircases with scripted dice on drawn maps: the two ends count as side by side for attacks and kill zones, and each end sees the other and the squares around it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engagedBy, killZones } from '../../src/systems/dungeon-world/rules/grid.ts';
import { meleeGroups, resolveMelee } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { checkShot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { reachable } from '../../src/systems/dungeon-world/rules/movement.ts';
import { moveRules } from '../../src/systems/dungeon-world/rules/game.ts';
import { seesForShot, shotRange } from '../../src/systems/dungeon-world/rules/sight.ts';
import { dungeonGame } from './dungeon-helpers.ts';

const blue = (x: number, y: number) => ({ kind: 'stairs', x, y, colour: 'blue' });

test('stairs: a hero on one end and an orc on the other are in each other\'s kill zone and fight one melee', () => {
  // The scout strikes first: 4 dice, two hit; kill dice 6 and 6 on the orc (Armour 4, 2 hits): it dies and never strikes back.
  const { d, g } = dungeonGame(`
    ###########
    #.1#####A.#
    ###########`, {}, [blue(2, 1), blue(8, 1)], [6, 6, 1, 1, 6, 6]);
  const st = g.st;
  assert.deepEqual(engagedBy(st.models, d.at('1'), st.board).map((m) => m.id), [d.at('A').id]);
  assert.equal(killZones(st.board, st.models, 'heroes')[1 * st.board.width + 2], 1, 'the orc\'s kill zone reaches the near end');
  const groups = meleeGroups(st.models, st.board);
  assert.equal(groups.length, 1);
  resolveMelee(g, groups[0]!, 'heroes');
  assert.equal(d.at('A').status, 'dead');
  assert.equal(d.at('1').wounds, d.at('1').maxWounds);
});

test('stairs: an enemy on the far end stops a hero walking onto the near end, as any kill zone does', () => {
  const { d, g } = dungeonGame(`
    ##############
    #1....#####A.#
    ##############`, {}, [blue(3, 1), blue(11, 1)], []);
  const r = reachable(g.st.board, g.st.models, d.at('1'), moveRules(g.o, g.st));
  assert.ok(r.ends.some((e) => e.x === 3 && e.y === 1), 'the scout may step onto the stairs');
  assert.ok(!r.ends.some((e) => e.x > 3), 'but its move ends there: nothing beyond is reached');
});

test('stairs: a shooter on one end sees the far end and the squares beside it (range through the stairs), and is seen from them; not further', () => {
  const { d, g } = dungeonGame(`
    ###############
    #..1..#####.AB#
    ###############`, { 1: 'ranger', A: 'wraith' }, [blue(3, 1), blue(11, 1)], []);
  const { board, models } = g.st;
  const ok = checkShot(board, models, d.at('1'), d.at('A'));
  assert.equal(ok.ok, true, ok.why);
  assert.equal(ok.cover, false);
  assert.equal(shotRange(board, d.at('1'), d.at('A')), 2, 'the far end counts one square, the orc beside it two (the ranger shoots 4)');
  assert.equal(seesForShot(board, models, d.at('A'), d.at('1')), true, 'and the other way');
  assert.equal(checkShot(board, models, d.at('A'), d.at('1')).ok, true, 'the wraith shoots back');
  assert.equal(seesForShot(board, models, d.at('1'), d.at('B')), false, 'two squares from the far end: out of sight');
  assert.equal(seesForShot(board, models, d.at('B'), d.at('1')), false);
});

test('stairs: a shooter with an enemy on the far end stands in its kill zone and may not shoot', () => {
  const { d, g } = dungeonGame(`
    ###############
    #..1..#####A..#
    #B....#########
    ###############`, { 1: 'ranger' }, [blue(3, 1), blue(11, 1)], []);
  const c = checkShot(g.st.board, g.st.models, d.at('1'), d.at('B'));
  assert.equal(c.ok, false);
  assert.match(c.why, /kill zone/);
});

test('stairs: a hero whose walk ends on a stair end facing an enemy on the far end walks no further that move', async () => {
  const { act } = await import('../../src/systems/dungeon-world/rules/actions.ts');
  const asked: string[][] = [];
  const { d, g } = dungeonGame(`
    ##############
    #1....#####A.#
    ##############`, {}, [blue(3, 1), blue(11, 1)], [], (r) => {
    asked.push(r.options.map((o) => o.id));
    if (r.options.some((o) => o.id === 'move:3,1') && asked.length === 1) return 'move:3,1';
    return r.options.some((o) => o.id === 'stay') ? 'stay' : r.options[0]!.id;
  });
  act(g, d.at('1'));
  assert.deepEqual([d.at('1').x, d.at('1').y], [3, 1]);
  assert.ok(asked.slice(1).every((ids) => !ids.some((id) => id.startsWith('move:'))), 'no walking on out of the kill zone');
});
