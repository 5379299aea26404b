/** The move with scripted dice: initiative, spawning (out of sight, lost when impossible, the collection, Underfoot, Undying), the Mover's Action Phase with a disengage, victory points. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initiative, initiativeBonus } from '../../src/systems/dungeon-world/rules/initiative.ts';
import { placeSpawn, spawnMonsters, spawnSquares } from '../../src/systems/dungeon-world/rules/spawning.ts';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { wound } from '../../src/systems/dungeon-world/rules/combat/damage.ts';
import { checkEnd } from '../../src/systems/dungeon-world/rules/end.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf, pic, picture } from './helpers.ts';

test('initiative: ties are rolled again, the bonus is capped at +2, the winner chooses to move', () => {
  const d = drawn(`
    123....A`, { 1: 'ranger', 2: 'scout', 3: 'ranger' });
  assert.equal(initiativeBonus(gameOf(d, []).st, 'heroes'), 2, 'three Initiative Bonus heroes give +2, not +3');
  // 1+2 = 3 against 3: a tie; then 2+2 = 4 against 5: the Draken Master wins and (the policy) takes the move.
  const g = gameOf(d, [1, 3, 2, 5]);
  assert.equal(initiative(g), 'monsters');
  assert.ok(g.ctx.log.some((e) => /A tie at 3/.test(e.text)));
  // The heroes win and let the Draken Master move.
  const h = gameOf(d, [6, 1], ['non-mover']);
  assert.equal(initiative(h), 'monsters');
  assert.equal(h.ctx.asked[0]!.kind, 'initiative');
  assert.equal(h.ctx.asked[0]!.who, 'player:Player');
});

test('spawning squares: revealed floor out of every hero\'s sight, never on a model, rock slide or teleporter', () => {
  const d = drawn(`
    ##########
    #1...#...#
    #....#.r.#
    #.####...#
    #........#
    ##########`);
  const st = gameOf(d, []).st;
  assert.equal(picture(st.board, spawnSquares(st, false)), pic(`
    ##########
    #....#***#
    #....#*r*#
    #.####***#
    #.*******#
    ##########`), 'the lines to (2,4) and (3,4) pass through the wall at (2,3)');
  st.board.revealed[0] = false;
  assert.deepEqual(spawnSquares(st, false), [], 'nothing on unrevealed areas');
});

test('each 6 of the spawning dice is a roll on the spawning table; 1D3 models set up where the Draken Master likes', () => {
  const d = drawn(`
    ######
    #1.#.#
    ##.#.#
    #....#
    ######`);
  // Spawning 3D6 [6,2,6]; first table roll 3+4 = 7: 1D3 Orcs, a 5 → 3 orcs; second 1+1 = 2: 2 Skeleton Patrol models.
  const g = gameOf(d, [6, 2, 6, 3, 4, 5, 1, 1]);
  spawnMonsters(g);
  const kinds = g.st.models.filter((m) => m.side === 'monsters').map((m) => m.kind);
  // Five models in all: each takes a free hidden square, and those left over are lost.
  const tables = g.ctx.log.filter((e) => e.type === 'table');
  assert.deepEqual(tables.map((e) => (e as { result: string }).result), ['1D3 Orcs', '2 Skeleton Patrol models']);
  assert.deepEqual(tables.map((e) => e.rule), [SEC.spawnTable, SEC.spawnTable]);
  const free = spawnSquares(gameOf(drawn(`
    ######
    #1.#.#
    ##.#.#
    #....#
    ######`), []).st, false).length;
  assert.equal(kinds.length + g.st.lost, 5);
  assert.equal(kinds.length, Math.min(5, free));
  for (const m of g.st.models.filter((x) => x.side === 'monsters')) assert.ok(g.ctx.asked.some((r) => r.kind === 'spawn'), `${m.id} was placed by a choice`);
});

test('a spawned monster is lost when the collection is all in play or no square is hidden', () => {
  const d = drawn(`
    ######
    #1...#
    #....#
    ######`);
  const g = gameOf(d, []);
  assert.equal(placeSpawn(g, 'orc', SEC.spawning), false, 'every square is in sight');
  const hidden = drawn(`
    #######
    #1.#..#
    #######`);
  const h = gameOf(hidden, [], undefined, { vanish: 'never' });
  h.st.collection = { orc: 1 };
  assert.equal(placeSpawn(h, 'orc', SEC.spawning), true);
  assert.equal(placeSpawn(h, 'orc', SEC.spawning), false, 'the only orc model is in play');
  assert.equal(h.st.lost, 1);
});

test('Underfoot Attack: the pudding may burst up beside a hero in plain sight, once', () => {
  const d = drawn(`
    ######
    #1...#
    ######`);
  const g = gameOf(d, [], (r) => (r.kind === 'spawn' ? '2,1' : r.options[0]!.id));
  assert.equal(placeSpawn(g, 'deadly-pudding', SEC.spawning), true);
  const p = g.st.models.find((m) => m.kind === 'deadly-pudding')!;
  assert.deepEqual([p.x, p.y, p.underfootUsed], [2, 1, true]);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.underfoot));
});

test('Undying: a killed skeleton rises on a 6 with all its hits, set up out of sight', () => {
  const d = drawn(`
    #######
    #1A#..#
    #######`, { A: 'skeleton-warrior' });
  const g = gameOf(d, [6]);
  wound(g, d.at('A'), 2, SEC.meleeKill, 'test');
  const s = d.at('A');
  assert.equal(s.status, 'in-play');
  assert.equal(s.wounds, 2);
  assert.ok(s.x >= 4, 'behind the wall');
  assert.equal(g.st.kills.heroes, 1, 'it still counts as a kill');
  const stays = gameOf(drawn(`1A`, { A: 'zombie' }), [5]);
  wound(stays, stays.st.models[1]!, 2, SEC.meleeKill, 'test');
  assert.equal(stays.st.models[1]!.status, 'dead');
});

test('a move out of a kill zone: the free attacks come first, then the model walks', () => {
  const d = drawn(`
    .....
    .1A..
    .....`, { 1: 'warmage' });
  // Free attack: the orc's 2 dice [5, 2] one hit, kill die 4 against Armour 4.
  const g = gameOf(d, [5, 2, 4], (r) => (r.kind === 'action' ? 'move:0,1' : r.options[0]!.id));
  act(g, d.at('1'));
  assert.deepEqual([d.at('1').x, d.at('1').y, d.at('1').wounds], [0, 1, 6]);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.disengage));
});

test('a killed hero is a victory point; the scenario\'s limit wins the game for the Draken Master', () => {
  const d = drawn(`1A`, { 1: 'hobbit' });
  const g = gameOf(d, []);
  g.st.victoryLimit = 1;
  wound(g, d.at('1'), 5, SEC.meleeKill, 'test');
  assert.equal(g.st.victoryPoints, 1);
  assert.equal(d.at('1').status, 'waiting');
  assert.equal(checkEnd(g, false), true);
  assert.equal(g.st.outcome, 'master-won');
});
