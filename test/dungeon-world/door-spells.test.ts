/** Hold Portal and Checking with scripted dice on drawn dungeons: the door held on 4+, kept by a roll in each Mover's Action Phase; secret doors found on 3+ in the hero's tile. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScriptedChance } from '../../src/core/chance.ts';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { cannotOpen, openDoor } from '../../src/systems/dungeon-world/rules/dungeon/doors.ts';
import { keepPortals } from '../../src/systems/dungeon-world/rules/spells/hold-portal.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { terrainAt } from '../../src/systems/dungeon-world/rules/grid.ts';
import { parseScenario } from '../../src/systems/dungeon-world/data/scenarios.ts';
import mill from '../../src/systems/dungeon-world/data/scenarios/bone-mill.json' with { type: 'json' };
import { newGame } from '../../src/systems/dungeon-world/rules/setup.ts';
import { dwOptions } from '../../src/systems/dungeon-world/options.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import { PLAYERS } from '../../src/core/view-model.ts';
import { dungeonGame, THREE_ROOMS as rooms, THREE_ROOMS_AREAS as areas } from './dungeon-helpers.ts';

const left = (g: { ctx: { chance: unknown } }) => (g.ctx.chance as ScriptedChance).left;
const door = (g: ReturnType<typeof dungeonGame>['g'], x: number, y: number) => g.st.dungeon!.features.find((f) => f.kind === 'door' && f.x === x && f.y === y)!;

test('Hold Portal: a wizard within 4 squares who sees a closed door locks it on 4+; nobody opens it then', () => {
  const { d, g } = dungeonGame(`
    #######
    #1..+A#
    #######`, { 1: 'mage' }, [], [4], ['portal:door4-1', 'stay']);
  g.st.phase = 'mover';
  g.st.move = 1;
  act(g, d.at('1'));
  const offer = g.ctx.asked[0]!.options.find((o) => o.id === 'portal:door4-1');
  assert.equal(offer?.odds?.chance, 0.5, 'the option shows its 4+ odds');
  assert.equal(door(g, 4, 1).held, 1);
  assert.equal(cannotOpen(g.st, d.at('A'), door(g, 4, 1)), 'Hold Portal keeps it shut');
  assert.equal(left(g), 0);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.holdPortal && /magically locked/.test(e.text)));
  const miss = dungeonGame(`
    #######
    #1..+A#
    #######`, { 1: 'mage' }, [], [3], ['portal:door4-1', 'stay']);
  miss.g.st.phase = 'mover';
  act(miss.g, miss.d.at('1'));
  assert.equal(door(miss.g, 4, 1).held, undefined, 'a 3 fails');
  assert.equal(cannotOpen(miss.g.st, miss.d.at('A'), door(miss.g, 4, 1)), null);
});

test('Hold Portal: 4 squares at most; enemies block the sight to the door, friends do not; never an open door', () => {
  const offers = (picture: string, kinds: Record<string, string>) => {
    const { d, g } = dungeonGame(picture, kinds, [], [], ['stay']);
    g.st.phase = 'mover';
    act(g, d.at('1'));
    return g.ctx.asked[0]!.options.filter((o) => o.id.startsWith('portal:')).map((o) => o.id);
  };
  assert.deepEqual(offers(`1...+`, { 1: 'mage' }), ['portal:door4-0']);
  assert.deepEqual(offers(`1....+`, { 1: 'mage' }), [], 'five squares away');
  assert.deepEqual(offers(`1.A.+`, { 1: 'mage' }), [], 'an orc in the way');
  assert.deepEqual(offers(`1.2.+`, { 1: 'mage', 2: 'dwarf' }), ['portal:door4-0'], 'the dwarf is shorter than the door');
  assert.deepEqual(offers(`1.../`, { 1: 'mage' }), [], 'an open door');
  assert.deepEqual(offers(`1...+`, { 1: 'dwarf' }), [], 'no spell');
});

test('Hold Portal: each later Mover\'s Action Phase a die keeps it (4+); a lower roll or a condition opening the door ends it', () => {
  const { g } = dungeonGame(`1.+..`, { 1: 'mage' }, [], [4, 3]);
  const f = door(g, 2, 0);
  g.st.move = 2;
  f.held = 2;
  keepPortals(g);
  assert.equal(left(g), 2, 'no roll in the move it was cast');
  g.st.move = 3;
  keepPortals(g);
  assert.equal(f.held, 2, 'a 4 keeps it');
  g.st.move = 4;
  keepPortals(g);
  assert.equal(f.held, undefined, 'a 3 ends it');
  assert.equal(left(g), 0);
  f.held = 4;
  openDoor(g, f, null);
  assert.equal(f.held, undefined, 'a dungeon condition that opens the door breaks the spell');
});


test('Checking: instead of its action, on 3+ the secret doors of the hero\'s tile become doors; one beyond the tile stays hidden', () => {
  const { d, g } = dungeonGame(rooms, { 1: 'dwarf' }, [], [3], ['check', 'done'], {}, areas);
  g.st.dungeon!.secrets = [{ x: 4, y: 2 }, { x: 8, y: 1 }];
  g.st.phase = 'mover';
  act(g, d.at('1'));
  const offer = g.ctx.asked[0]!.options.find((o) => o.id === 'check');
  assert.ok(offer && Math.abs(offer.odds!.chance - 4 / 6) < 1e-9, 'offered with the odds of 3+');
  assert.equal(g.ctx.asked.length, 1, 'it was the hero\'s action: no move is offered after it');
  assert.deepEqual([d.at('1').x, d.at('1').y], [1, 1]);
  assert.equal(terrainAt(g.st.board, 4, 2), '+');
  assert.ok(door(g, 4, 2), 'a door of the dungeon now');
  assert.deepEqual(g.st.dungeon!.secrets, [{ x: 8, y: 1 }], 'the secret beside tile 2 only is not this tile\'s');
  assert.equal(terrainAt(g.st.board, 8, 1), '#');
  assert.deepEqual(g.st.dungeon!.checked, [0]);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.checking && /finds a secret door at \(4, 2\)/.test(e.text)));
  openDoor(g, { x: 4, y: 2 }, d.at('1'));
  assert.equal(g.st.board.revealed[1], true, 'the found door opens into the hidden tile');
  const miss = dungeonGame(rooms, { 1: 'dwarf' }, [], [2], ['check', 'done'], {}, areas);
  miss.g.st.dungeon!.secrets = [{ x: 4, y: 2 }];
  miss.g.st.phase = 'mover';
  act(miss.g, miss.d.at('1'));
  assert.equal(terrainAt(miss.g.st.board, 4, 2), '#', 'a 2 finds nothing');
  assert.equal(miss.g.st.dungeon!.checked, undefined);
  const none = dungeonGame(rooms, { 1: 'ranger' }, [], [], ['stay'], {}, areas);
  none.g.st.phase = 'mover';
  act(none.g, none.d.at('1'));
  assert.ok(!none.g.ctx.asked[0]!.options.some((o) => o.id === 'check'), 'only a hero with Checking');
});

test('a scenario\'s secret doors are walls with floor on two sides; the view never shows them', () => {
  const raw = JSON.parse(JSON.stringify(mill)) as typeof mill & { secrets: number[][] };
  raw.secrets = [[1, 1]];
  assert.throws(() => parseScenario(raw, 'my.json'), /secrets\.0: a secret door is drawn as a wall/);
  raw.secrets = [[0, 0]];
  assert.throws(() => parseScenario(raw, 'my.json'), /secrets\.0: a secret door at \(0, 0\) needs floor on two sides/);
  const g = newGame(dwOptions.parse({ scenario: 'bone-mill' }));
  assert.deepEqual(g.dungeon!.secrets, [{ x: 21, y: 5 }]);
  assert.equal(terrainAt(g.board, 21, 5), '#');
  const view = JSON.stringify(dwSystem.viewModel!(g, PLAYERS));
  assert.ok(!view.includes('secret'), 'nothing in the view gives it away');
});
