/** Shooting, melee and free attacks with scripted dice on drawn positions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkShot, shoot, shotTargets, woundChance } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { freeAttacks, meleeDice, meleeGroups, meleePhase, resolveMelee } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import type { ScriptedChance } from '../../src/core/chance.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf } from './helpers.ts';

test('a shot hits on 5-6 and each kill die equal to or over the Armour takes a hit', () => {
  const d = drawn(`
    1..A.`, { 1: 'ranger' });
  const g = gameOf(d, [5, 6, 4, 1, /* kill dice */ 4, 3]);
  shoot(g, d.at('1'), d.at('A'));
  assert.equal(d.at('A').wounds, 1, 'one kill die of 4 beats Armour 4; the 3 does not');
  assert.equal((g.ctx.chance as ScriptedChance).left, 0, 'two hits, two kill dice');
});

test('in cover only a 6 hits; elves hit on 4-6 and 5-6 in cover', () => {
  const d = drawn(`
    1..rA`, { 1: 'ranger' });
  const g = gameOf(d, [5, 6, 6, 5, /* kill */ 6, 6]);
  shoot(g, d.at('1'), d.at('A'));
  assert.equal(d.at('A').status, 'dead', 'two sixes hit, two kill dice of 6 take both hits');
  const e = drawn(`
    1..rA..B`, { 1: 'wood-elf' });
  assert.equal(checkShot(e.board, e.models, e.at('1'), e.at('A')).toHit, 5);
  assert.equal(checkShot(e.board, e.models, e.at('1'), e.at('B')).ok, true, 'Master Shot: B is seen through the enemy rank');
  const scout = drawn(`1..rA..B`, { 1: 'scout' });
  assert.equal(checkShot(scout.board, scout.models, scout.at('1'), scout.at('B')).ok, false, 'without Master Shot, A hides B');
  const open = drawn(`1...A`, { 1: 'wood-elf' });
  assert.equal(checkShot(open.board, open.models, open.at('1'), open.at('A')).toHit, 4);
});

test('no shot at a model in melee, none from a kill zone, none out of range or out of sight', () => {
  const d = drawn(`
    1...2A.
    .......
    B#.C...
    .D.....`, { 1: 'ranger', 2: 'warmage' });
  const s = d.at('1');
  assert.match(checkShot(d.board, d.models, s, d.at('A')).why, /engaged in melee/);
  assert.equal(checkShot(d.board, d.models, s, d.at('A')).rule, SEC.shootEngaged);
  assert.match(checkShot(d.board, d.models, d.at('2'), d.at('C')).why, /shooter is in an enemy kill zone/);
  assert.match(checkShot(d.board, d.models, s, d.at('C')).why, /^$/, 'C at range 3 in the open');
  assert.match(checkShot(d.board, d.models, s, d.at('D')).why, /no line of sight/, 'the line to D runs through the wall at (1,2)');
  const far = drawn(`1....A`, { 1: 'ranger' });
  assert.match(checkShot(far.board, far.models, far.at('1'), far.at('A')).why, /out of range \(5 squares, range 4\)/);
  const wall = drawn(`1.#.A`, { 1: 'ranger' });
  assert.match(checkShot(wall.board, wall.models, wall.at('1'), wall.at('A')).why, /no line of sight/);
  assert.deepEqual(shotTargets(gameOf(d, []).st, s).map((m) => m.id), ['B', 'C']);
});

test('the odds of a shot taking at least one hit', () => {
  // One die: hit 2/6, kill on 4+ 3/6: 1/6.
  assert.deepEqual(woundChance(1, 5, 4), { num: 1n, den: 6n });
  assert.deepEqual(woundChance(2, 5, 4), { num: 11n, den: 36n });
  assert.deepEqual(woundChance(3, 7, 4), { num: 0n, den: 1n });
});

test('melees are the connected groups of touching kill zones; a friend not touching a foe stays out', () => {
  const d = drawn(`
    1A..2
    .B...
    .....
    C3.D.
    .....
    5E6F.`);
  const groups = meleeGroups(d.models).map((g) => g.map((m) => m.id).join(''));
  assert.deepEqual(groups, ['1AB', 'C3', '5E6F']);
});

test('Pack adds a die per adjacent packmate in the melee; Berserk a die per enemy after the first', () => {
  const d = drawn(`
    AB1
    ...`, { 1: 'front-line-warrior' });
  const [group] = meleeGroups(d.models);
  assert.deepEqual(meleeDice(d.at('A'), group!), { dice: 3, why: ['+1 Pack'] });
  const b = drawn(`
    A.
    1B
    C.`, { 1: 'front-line-warrior' });
  assert.deepEqual(meleeDice(b.at('1'), meleeGroups(b.models)[0]!), { dice: 10, why: ['+2 Berserk Attack'] });
});

test('the mover rolls and assigns first; the non-mover strikes back with the survivors only', () => {
  const d = drawn(`
    A.
    1B`, { 1: 'front-line-warrior' });
  const warrior = d.at('1');
  // The warrior: 8 dice and 1 for Berserk (two orcs touch him), 4 hits; kill dice 6, 5, 4, 1. Both orcs touch him; he gives the 6 and the 5 to A (dead),
  // the 4 goes to B, the only one left; the 1 reaches nobody's Armour and is lost.
  // Then B alone (no packmate left) rolls 2 dice: one hit, a kill die of 6 against Armour 6.
  const g = gameOf(d, [4, 5, 6, 6, 1, 2, 3, 1, 1, /* kill */ 6, 5, 4, 1, /* B */ 4, 1, /* kill */ 6], ['A', 'A']);
  const [group] = meleeGroups(d.models);
  assert.deepEqual(group!.map((m) => m.id), ['A', '1', 'B']);
  resolveMelee(g, group!, 'heroes');
  assert.equal(d.at('A').status, 'dead');
  assert.equal(d.at('B').wounds, 1);
  assert.ok(g.ctx.log.some((e) => /a kill die of 1 is lost/.test(e.text)));
  // Each side's roll names who rolls how many dice, and why.
  const rolls = g.ctx.log.filter((e) => e.type === 'roll' && e.rule === SEC.meleeToHit).map((e) => e.text);
  assert.match(rolls[0]!, /^The heroes to hit \(4\+\): .+ with 9 dice \(\+1 Berserk Attack\): 9d6 /);
  assert.match(rolls[1]!, /^The monsters to hit \(4\+\): .+ B with 2 dice: 2d6 /);
  assert.equal(warrior.wounds, 6);
  assert.equal((g.ctx.chance as ScriptedChance).left, 0, 'the dead orc rolled nothing and B had no Pack die');
});

test('one melee runs friend to foe to friend; two orcs side by side between two heroes are two melees', () => {
  const chain = drawn(`1A2B`, { 1: 'front-line-warrior', 2: 'warmage' });
  const [group] = meleeGroups(chain.models);
  assert.deepEqual(group!.map((m) => m.id), ['1', 'A', '2', 'B']);
  // The heroes: 8 + 6 dice, all hit, all kill dice 6. A and B take two each; the other ten dice find nobody.
  const g = gameOf(chain, Array(28).fill(6), ['A', 'A']);
  resolveMelee(g, group!, 'heroes');
  assert.equal(chain.at('A').status, 'dead');
  assert.equal(chain.at('B').status, 'dead');
  assert.equal(g.ctx.log.filter((e) => /is lost/.test(e.text)).length, 10);
  const flank = drawn(`1AB2`, { 1: 'front-line-warrior', 2: 'warmage' });
  assert.deepEqual(meleeGroups(flank.models).map((x) => x.map((m) => m.id).join('')), ['1A', 'B2']);
});

test('assignment: only to enemies whose Armour the die reaches; the assigner chooses among them', () => {
  const d = drawn(`
    .A.
    213
    ...`, { 1: 'warmage', 2: 'front-line-warrior', 3: 'ranger' });
  // The orc strikes: 2 dice (no packmate), both hit, kill dice 6 and 5.
  // Armour: warmage 4, warrior 6, ranger 5. The 6 may go to any of them; the 5 to the warmage or the ranger.
  const asked: string[][] = [];
  const g = gameOf(d, [4, 6, 6, 5, ...Array(19).fill(1)], (r) => {
    asked.push(r.options.map((o) => o.id));
    return r.options[r.options.length - 1]!.id;
  });
  resolveMelee(g, meleeGroups(d.models)[0]!, 'monsters');
  assert.deepEqual(asked, [['2', '1', '3'], ['1', '3']], 'the warrior\'s Armour 6 only for the 6');
  assert.equal(d.at('3').wounds, 3, 'the ranger took both');
});

test('the mover decides the order of the melees', () => {
  const d = drawn(`
    1A...
    .....
    ...B2`, { 1: 'warmage', 2: 'warmage' });
  const g = gameOf(d, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], ['1', '0']);
  meleePhase(g, 'heroes');
  const order = g.ctx.log.filter((e) => e.rule === SEC.melee && e.type === 'state').map((e) => e.text);
  assert.deepEqual(order, ['Melee: Orc B, Warmage', 'Melee: Warmage, Orc A'], 'the second melee offered was fought first');
  assert.equal(g.ctx.asked[0]!.kind, 'melee-order');
  assert.equal(g.ctx.asked[0]!.who, 'player:Player');
});

test('free attacks: the enemies left behind add their dice into one roll, all on the leaver', () => {
  const d = drawn(`
    A.
    1B`, { 1: 'warmage' });
  const g = gameOf(d, [4, 5, 1, 2, /* kill */ 4, 6]);
  freeAttacks(g, [d.at('A'), d.at('B')], d.at('1'), SEC.disengage);
  assert.equal(d.at('1').wounds, 5, 'both kill dice reach Armour 4');
  assert.equal(d.at('A').wounds, 2, 'no strike back');
});

test('Battle Chant: every other hero in the chanter\'s melee gains a die, one chant a melee', () => {
  const d = drawn(`
    1A2
    .3.`, { 1: 'dwarf', 2: 'warmage', 3: 'dwarf' });
  const [group] = meleeGroups(d.models);
  assert.deepEqual(meleeDice(d.at('2'), group!), { dice: 7, why: ['+1 Battle Chant'] });
  assert.deepEqual(meleeDice(d.at('1'), group!), { dice: 6, why: [] }, 'the chanting dwarf');
  assert.deepEqual(meleeDice(d.at('3'), group!), { dice: 7, why: ['+1 Battle Chant'] }, 'the second dwarf hears the first: one chant only');
  const apart = drawn(`1A..B2`, { 1: 'dwarf', 2: 'warmage' });
  assert.equal(meleeDice(apart.at('2'), meleeGroups(apart.models)[1]!).dice, 6, 'another melee hears nothing');
});
