/** The Draken Master's tactics per ability and the heroes' bot using powers, each choice with its reason. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from '../../src/core/request.ts';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { checkShot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { masterPlan } from '../../src/systems/dungeon-world/bots/master.ts';
import { heroPlan } from '../../src/systems/dungeon-world/bots/heroes.ts';
import { adjacent } from '../../src/systems/dungeon-world/rules/grid.ts';
import { drawn, gameOf } from './helpers.ts';
import type { Drawn } from './helpers.ts';

/** A game whose choices are the bots' (the Draken Master's and the heroes'), with their reasons kept. */
function botGame(d: Drawn, script: number[]) {
  const why: { kind: string; id: string; reason: string }[] = [];
  const g = gameOf(d, script, (r: Request) => {
    const p = r.who === 'mechanics' ? masterPlan(r, g.st) : heroPlan(r, g.st);
    why.push({ kind: r.kind, id: p.id, reason: p.reason });
    return p.id;
  });
  g.st.phase = 'mover';
  return { g, why };
}

test('shooters keep range and cover: out of range, the archer walks to a square with a hero in range, out of its kill zone, behind cover', () => {
  const d = drawn(`
    1............
    .............
    .............
    ......r....K.`, { K: 'skeleton-patrol', 1: 'scout' });
  const { g, why } = botGame(d, []);
  act(g, d.at('K'));
  const k = d.at('K');
  assert.ok(checkShot(d.board, d.models, k, d.at('1')).ok, `from (${k.x}, ${k.y}) the scout is in range and sight`);
  assert.match(why[0]!.reason, /heroes in range, out of their shooters' sight or in cover/);
});

test('pack monsters gang up: an orc joins the hero its packmate already fights', () => {
  const d = drawn(`
    .A1.....2
    .........
    .........
    .....B...`, { 1: 'scout', 2: 'scout' });
  const { g, why } = botGame(d, []);
  act(g, d.at('B'));
  assert.ok(adjacent(d.at('B'), d.at('1')), `the second orc stands beside the fought hero at (${d.at('B').x}, ${d.at('B').y})`);
  assert.match(why[0]!.reason, /ganging up with its pack/);
});

test('a caster of Control Enemy pulls a hero into the kill zone where the monsters wait', () => {
  const d = drawn(`
    ...........
    .AB...1....
    ...........
    ...........
    W..........`, { W: 'wraith', 1: 'scout' });
  // Nobody in the Wraith's range 5: it picks Control Enemy; a 4 takes the hobbit, pulled beside both orcs.
  const { g, why } = botGame(d, [4]);
  act(g, d.at('W'));
  assert.equal(why[0]!.kind, 'one-of');
  assert.equal(why[0]!.id, 'control-enemy');
  const h = d.at('1');
  assert.ok(adjacent(h, d.at('A')) && adjacent(h, d.at('B')), `the scout at (${h.x}, ${h.y}) stands beside both orcs`);
  assert.ok(why.some((w) => w.kind === 'control-move' && /kill zone/.test(w.reason)));
});

test('the gazer holds the enemy whose dice would hurt most this move', () => {
  const d = drawn(`
    .....
    ...1A
    .....
    G...2`, { G: 'ghoul', 1: 'front-line-warrior', 2: 'hobbit' });
  const { g, why } = botGame(d, []);
  act(g, d.at('G'));
  assert.equal(d.at('1').gazedBy, 'G');
  assert.match(why[0]!.reason, /hold Front Line Warrior with its gaze: 8 melee dice/);
});

test('a fire breather aims where the flames reach most heroes; hits go where they kill', () => {
  const d = drawn(`
    D......1.
    .......2.
    ...3.....`, { D: 'dragon', 1: 'scout', 2: 'hobbit', 3: 'ranger' });
  d.at('2').wounds = 1;
  const { g, why } = botGame(d, [6, 6, 1, 1, 1, 1, 1, 1, 6, 6]);
  act(g, d.at('D'));
  assert.match(why[0]!.id, /^shoot:[12]$/, 'at the pair, not the lone ranger');
  const assign = why.filter((w) => w.kind === 'shot-assign');
  assert.equal(assign[0]!.id, '2', 'the hobbit with one hit left first');
  assert.match(assign[0]!.reason, /likeliest to fall/);
});

test('the heroes\' bot heals the most wounded friend, names the deadliest enemy for a Finger of Death, and pulls a monster into its warrior\'s zone', () => {
  const d = drawn(`
    H1.2`, { H: 'healer', 1: 'scout', 2: 'hobbit' });
  d.at('1').wounds = 2;
  const { g, why } = botGame(d, [4]);
  act(g, d.at('H'));
  assert.equal(why[0]!.id, 'touch:1');
  assert.equal(d.at('1').wounds, 6);
  const f = drawn(`S.....T....A`, { S: 'old-sage', T: 'troll' });
  const b = botGame(f, []);
  act(b.g, f.at('S'));
  assert.equal(b.why[0]!.id, 'finger:T');
  const m = drawn(`
    3.........
    .....1....
    ..........
    .........A`, { 1: 'front-line-warrior', 3: 'mage' });
  const c = botGame(m, [6]);
  act(c.g, m.at('3'));
  assert.ok(adjacent(m.at('A'), m.at('1')), 'the orc now stands beside the warrior');
});
