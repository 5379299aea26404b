/** Issue 25, Dungeon World items 6, 7 and 11: spawning at wells and through stairs, the Draken Master's reason for a spawn square, vanishing only when there is a square. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '../../src/core/request.ts';
import { choice } from '../../src/core/request.ts';
import { placeSpawn, spawnSquares } from '../../src/systems/dungeon-world/rules/spawning.ts';
import { masterPlan } from '../../src/systems/dungeon-world/bots/master.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { dungeonGame } from './dungeon-helpers.ts';

test('Wells (issue 25): a well serves one wandering monster in a spawning, in the heroes\' sight; the next monster of that spawning finds no square', () => {
  // One room in the scout's sight everywhere; the well at (3, 2), the scout two squares from it.
  const { g } = dungeonGame(`
    #######
    #1....#
    #.....#
    #.....#
    #######`, {}, [{ kind: 'well', x: 3, y: 2 }], []);
  const used: string[] = [];
  assert.equal(spawnSquares(g.st, false, used).length, 8, 'the eight squares around the well, in sight');
  assert.equal(placeSpawn(g, 'orc', SEC.spawning, undefined, used), true);
  assert.deepEqual(used, ['x1']);
  assert.equal(placeSpawn(g, 'orc', SEC.spawning, undefined, used), false, 'the well has served its one monster');
  assert.equal(g.st.models.filter((m) => m.side === 'monsters').length, 1);
  // In the next spawning it serves again.
  assert.ok(spawnSquares(g.st, false, []).length > 0);
});

test('Staircases (issue 25): a hero on a stair end sees the far end and the squares around it, so no monster is spawned there', () => {
  const blue = (x: number, y: number) => ({ kind: 'stairs', x, y, colour: 'blue' });
  const { g } = dungeonGame(`
    ############
    #.1#####...#
    ############`, {}, [blue(2, 1), blue(8, 1)], []);
  const sq = spawnSquares(g.st, false).map((p) => `${p.x},${p.y}`);
  assert.ok(!sq.includes('7,1') && !sq.includes('9,1'), `beside the far end: ${sq.join(' ')}`);
  assert.ok(sq.includes('10,1'), 'two squares from the far end is out of sight');
});

test('Draken Master (issue 25): the reason for a square beside a hero names the hero it is beside, the weakest-armoured of those it can reach', () => {
  // The warmage (Armour 4) stands apart; the only offered squares are beside the dwarf (Armour 6).
  const { d, g } = dungeonGame(`
    ##########
    #1......2#
    ##########`, { 1: 'warmage', 2: 'dwarf' }, [], []);
  const dwarf = d.at('2');
  const req: Request = { who: 'monsters', rule: SEC.spawnPlacement, kind: 'spawn', prompt: 'Where does the Troll appear?', options: [choice({ x: dwarf.x - 1, y: dwarf.y }, `${dwarf.x - 1},${dwarf.y}`, 'beside the dwarf')] };
  const p = masterPlan(req, g.st);
  assert.equal(p.id, `${dwarf.x - 1},${dwarf.y}`);
  assert.match(p.reason, new RegExp(`beside ${dwarf.name}`));
  assert.doesNotMatch(p.reason, new RegExp(d.at('1').name));
});

test('Vanishing (issue 25): with the collection all in play and no square for the spawn, no model is vanished: the spawn is lost', () => {
  const { d, g } = dungeonGame(`
    #######
    #1...A#
    #######`, {}, [], [], (r) => r.options[0]!.id);
  g.st.collection = { [d.at('A').species]: 1 };
  assert.equal(placeSpawn(g, 'orc', SEC.spawning), false);
  assert.equal(d.at('A').status, 'in-play');
  assert.ok(!g.ctx.asked.some((r) => r.kind === 'vanish'), 'the vanish question is not asked');
});
