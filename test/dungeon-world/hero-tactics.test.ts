/** The heroes' bot fights as a party: ganging up, shooters keeping range, doors held, keys first, Checking only when useful; each choice with its reason. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '../../src/core/request.ts';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { checkShot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { heroPlan } from '../../src/systems/dungeon-world/bots/heroes.ts';
import { masterPlan } from '../../src/systems/dungeon-world/bots/master.ts';
import { adjacent, distance, terrainAt } from '../../src/systems/dungeon-world/rules/grid.ts';
import { isShooter } from '../../src/systems/dungeon-world/bots/tactics.ts';
import { dungeonGame, THREE_ROOMS as rooms, THREE_ROOMS_AREAS as areas, type F } from './dungeon-helpers.ts';

/** A drawn dungeon played by the bots, every choice and its reason kept. */
function botDungeon(picture: string, kinds: Record<string, string>, features: F[] = [], areas?: { rows: string[]; hidden: number[] }, script: number[] = []) {
  const why: { kind: string; id: string; reason: string }[] = [];
  const { d, g } = dungeonGame(picture, kinds, features, script, (r: Request) => {
    const p = r.who === 'mechanics' ? masterPlan(r, g.st) : heroPlan(r, g.st);
    why.push({ kind: r.kind, id: p.id, reason: p.reason });
    return p.id;
  }, {}, areas);
  g.st.phase = 'mover';
  return { d, g, why };
}

test('fighters gang up: a warrior with two orcs near joins the one a friend already fights', () => {
  const { d, g, why } = botDungeon(`
    .1A....
    .......
    ...2...
    .....B.`, { 1: 'scout', 2: 'front-line-warrior' });
  act(g, d.at('2'));
  const w = d.at('2');
  assert.ok(adjacent(w, d.at('A')), `the warrior stands beside the fought orc at (${w.x}, ${w.y})`);
  assert.ok(!adjacent(w, d.at('B')), 'and not beside the other');
  assert.match(why[0]!.reason, /gang up on Orc with the heroes already fighting it/);
});

test('shooters keep their range: a ranger with no shot takes a square with the orc in range and sight, out of its kill zone', () => {
  assert.ok(isShooter({ attacks: 5, shooting: { dice: 4, range: 4 } } as never), 'the Ranger is a shooter');
  assert.ok(!isShooter({ attacks: 6, shooting: { dice: 3, range: 4 } } as never), 'the Dwarf is a fighter');
  const { d, g, why } = botDungeon(`
    1.........
    ..........
    ........A.`, { 1: 'ranger' });
  const before = checkShot(g.st.board, g.st.models, d.at('1'), d.at('A'));
  assert.ok(!before.ok, 'out of range at first');
  act(g, d.at('1'));
  const r = d.at('1');
  assert.ok(!adjacent(r, d.at('A')), `not in the orc's kill zone (${r.x}, ${r.y})`);
  assert.ok(checkShot(g.st.board, g.st.models, r, d.at('A')).ok, 'the orc is in range and sight');
  assert.match(why[0]!.reason, /keeps its range: a monster in sight in the open, out of every kill zone/);
});

test('a hero outnumbered closes the open door beside it on the monsters beyond; not when the party is as many, nor when its way leads through the door', () => {
  const pic = `
    ##.####
    .1/..A.
    ###..B.
    ###..C.`;
  const { g, why } = botDungeon(pic, { 1: 'front-line-warrior' });
  act(g, g.st.models.find((m) => m.id === '1')!);
  assert.equal(why[0]!.id, 'do:close:door2-1');
  assert.match(why[0]!.reason, /hold the door at \(2, 1\): 3 monsters beyond it against 1 hero/);
  assert.equal(terrainAt(g.st.board, 2, 1), '+');
  const few = botDungeon(pic.replace('B', '.').replace('C', '.'), { 1: 'front-line-warrior' });
  act(few.g, few.g.st.models.find((m) => m.id === '1')!);
  assert.notEqual(few.why[0]!.id, 'do:close:door2-1');
  // The party's way leads through it (the objective beyond): the door stays open.
  const way = botDungeon(pic, { 1: 'front-line-warrior' });
  way.g.st.objective.reach = [{ x: 6, y: 3 }];
  act(way.g, way.g.st.models.find((m) => m.id === '1')!);
  assert.notEqual(way.why[0]!.id, 'do:close:door2-1');
});

test('keys first: the hero nearest a key seen for a locked door fetches it; the other heads for the objective', () => {
  const pic = `
    1........
    .........
    ####+###.
    ..2......
    .........`;
  const features: F[] = [{ kind: 'door', x: 4, y: 2, colour: 'red' }, { kind: 'key', x: 0, y: 4, colour: 'red' }];
  const { d, g, why } = botDungeon(pic, { 1: 'front-line-warrior', 2: 'dwarf' }, features);
  g.st.objective.reach = [{ x: 8, y: 0 }];
  const key = { x: 0, y: 4 };
  const before = distance(d.at('2'), key);
  act(g, d.at('2'));
  assert.ok(distance(d.at('2'), key) < before, 'the dwarf walks to the key');
  assert.match(why[0]!.reason, /fetch the red key for the door the party cannot open/);
  const h1 = d.at('1');
  const was = distance(h1, { x: 8, y: 0 });
  act(g, h1);
  assert.ok(distance(h1, { x: 8, y: 0 }) < was, 'the warrior heads for the objective');
  assert.match(why.at(-1)!.reason, /head for the objective/);
});


test('Checking only when useful: with no way on and hidden ground behind a wall of its tile the dwarf checks; with nothing hidden it does not', () => {
  const stuck = botDungeon(rooms, { 1: 'dwarf' }, [], areas, [1]);
  act(stuck.g, stuck.d.at('1'));
  assert.equal(stuck.why[0]!.id, 'check');
  assert.match(stuck.why[0]!.reason, /the party knows no way on: check this tile/);
  const open = botDungeon(rooms, { 1: 'dwarf' }, [], { ...areas, hidden: [] });
  act(open.g, open.d.at('1'));
  assert.notEqual(open.why[0]!.id, 'check', 'nothing unrevealed behind its walls');
  // A way on (a door to open) and no objective near a wall: no search either.
  const door = botDungeon(rooms.replace('#1..#', '#1..+'), { 1: 'dwarf' }, [], areas);
  act(door.g, door.d.at('1'));
  assert.notEqual(door.why[0]!.id, 'check', 'a door leads on');
});
