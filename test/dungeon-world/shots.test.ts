/** Shooting powers with scripted dice: Fire Weapon and its counters, Multi Shot, Dedicated Shot, Acid Spit, a gaze stopping a shot. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScriptedChance } from '../../src/core/chance.ts';
import { shoot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { counterChecks } from '../../src/systems/dungeon-world/rules/abilities/counters.ts';
import { act, shootOptions } from '../../src/systems/dungeon-world/rules/actions.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf } from './helpers.ts';

const left = (g: { ctx: { chance: unknown } }) => (g.ctx.chance as ScriptedChance).left;

test('Fire Weapon: the breath\'s hits go on the target or enemies beside it, and each wound leaves a fire counter', () => {
  const d = drawn(`
    D....12.
    .......3`, { D: 'dragon', 1: 'scout', 2: 'hobbit', 3: 'ranger' });
  // 8 dice: three hits (6, 6, 5). The heroes beside the scout may take them; the ranger, not beside it, may not.
  const asked: string[][] = [];
  const answers = ['1', '2', '1'];
  const g = gameOf(d, [6, 6, 5, 1, 1, 1, 1, 1, /* scout's kill dice */ 4, 6, /* hobbit's */ 3], (r) => (asked.push(r.options.map((o) => o.id)), answers.shift()!));
  shoot(g, d.at('D'), d.at('1'));
  assert.deepEqual(asked, [['1', '2'], ['1', '2'], ['1', '2']], 'the ranger is not beside the target');
  assert.deepEqual([d.at('1').wounds, d.at('1').fire], [5, 2], 'two wounds, two fire counters');
  assert.deepEqual([d.at('2').wounds, d.at('2').fire], [5, 0], 'the hobbit\'s kill die of 3 missed Armour 4');
  assert.equal(d.at('3').wounds, d.at('3').maxWounds);
  assert.equal(left(g), 0);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.fireWeapon));
});

test('Fire Weapon: a model immune to fire (the Mage) takes no dice; fire counters off leaves none', () => {
  const d = drawn(`D....12`, { D: 'dragon', 1: 'scout', 2: 'mage' });
  const g = gameOf(d, [6, 6, 1, 1, 1, 1, 1, 1, /* kill */ 6, 6]);
  shoot(g, d.at('D'), d.at('1'));
  assert.equal(g.ctx.asked.length, 0, 'no choice: only the scout can burn');
  assert.deepEqual([d.at('1').wounds, d.at('1').fire, d.at('2').wounds], [5, 2, 7]);
  const off = drawn(`D....1`, { D: 'dragon', 1: 'scout' });
  const h = gameOf(off, [6, 1, 1, 1, 1, 1, 1, 1, 6], undefined, { fireCounters: 'off' });
  shoot(h, off.at('D'), off.at('1'));
  assert.deepEqual([off.at('1').wounds, off.at('1').fire], [6, 0]);
});

test('fire and poison counters are rolled before the initiative: fire goes out on 1-3, wounds on 6; poison goes on 1, wounds on 6', () => {
  const d = drawn(`1.2`, { 1: 'scout', 2: 'hobbit' });
  Object.assign(d.at('1'), { fire: 3, poison: 2 });
  // Scout: poison [1, 6] one counter goes, one wound; fire [2, 5, 6] one out, one burns on, one wound.
  const g = gameOf(d, [1, 6, 2, 5, 6]);
  counterChecks(g);
  assert.deepEqual([d.at('1').poison, d.at('1').fire, d.at('1').wounds], [1, 2, 5]);
  const p = drawn(`1`, { 1: 'scout' });
  p.at('1').fire = 3;
  const h = gameOf(p, [3], undefined, { fireDice: 'per-model' });
  counterChecks(h);
  assert.equal(p.at('1').fire, 0, 'one die for the model: a 3 puts every fire out');
});

test('Multi Shot: each hit goes to any target in range and sight; a 5 cannot reach one in cover', () => {
  const d = drawn(`
    1...A..
    .....rB`, { 1: 'battle-witch' });
  // 7 dice: 6, 6, 5 hit. B is behind the rock slide: only 6s reach it. The 5 goes to A without asking.
  const answers = ['B', 'A'];
  const g = gameOf(d, [6, 6, 5, 1, 2, 3, 4, /* A's kill dice */ 4, 4, /* B's */ 4], (r) => answers.shift()!);
  shoot(g, d.at('1'), d.at('A'));
  assert.equal(g.ctx.asked.length, 2);
  assert.equal(g.ctx.asked[0]!.kind, 'shot-assign');
  assert.ok(g.ctx.asked[0]!.options.every((o) => o.odds), 'each target shows the chance its dice kill it');
  assert.equal(d.at('A').status, 'dead', 'two kill dice of 4 on Armour 4');
  assert.equal(d.at('B').wounds, 1);
  assert.equal(left(g), 0);
});

test('without Multi Shot every hit stays on the one target', () => {
  const d = drawn(`1...A.B`, { 1: 'scout' });
  const g = gameOf(d, [6, 6, 6, 6, 6, 6]);
  shoot(g, d.at('1'), d.at('A'));
  assert.equal(g.ctx.asked.length, 0);
  assert.equal(d.at('A').status, 'dead');
  assert.equal(d.at('B').wounds, 2);
});

test('Acid Spit: the target\'s Armour counts one lower for the kill dice', () => {
  const d = drawn(`C...1`, { C: 'corpse-crawler', 1: 'scout' });
  const g = gameOf(d, [5, 1, 1, 1, /* kill */ 3]);
  shoot(g, d.at('C'), d.at('1'));
  assert.equal(d.at('1').wounds, 6, 'a 3 wounds Armour 4 lowered to 3');
});

test('Dedicated Shot: moves then shoots in one action; a plain shooter does one or the other', () => {
  const d = drawn(`
    1........A`, { 1: 'wood-elf' });
  const g = gameOf(d, [4, 1, 1, 1, 6], ['move:2,0', 'shoot:A']);
  g.st.phase = 'mover';
  act(g, d.at('1'));
  assert.equal(d.at('1').x, 2);
  assert.equal(d.at('A').wounds, 1, 'shot after the move, at range 8');
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.dedicatedShot));
  const e = drawn(`1.......A`, { 1: 'scout' });
  const h = gameOf(e, [], ['move:2,0']);
  h.st.phase = 'mover';
  act(h, e.at('1'));
  assert.equal(h.ctx.asked.length, 1, 'no shot offered after the move');
  const f = drawn(`1..A....`, { 1: 'wood-elf' });
  const k = gameOf(f, [1, 1, 1, 1], ['shoot:A', 'move:1,0']);
  k.st.phase = 'mover';
  act(k, f.at('1'));
  assert.ok(k.ctx.asked[1]!.options.some((o) => o.id.startsWith('move:')) && !k.ctx.asked[1]!.options.some((o) => o.id.startsWith('shoot:')), 'after the shot: a move, no second shot');
});

test('a model held by a gaze cannot shoot', () => {
  const d = drawn(`1...A`, { 1: 'scout' });
  d.at('1').gazedBy = 'A';
  const g = gameOf(d, []);
  assert.throws(() => shoot(g, d.at('1'), d.at('A')), /held by a Gaze Attack/);
});

test('Magic Power Up: each one in the kit adds a die to Multi Shot attacks (and to the shot\'s odds), never to a plain shot', () => {
  const d = drawn(`1...A`, { 1: 'warmage' });
  d.at('1').kit!.powerUps.push('magic');
  // 5 dice and the magic one: a single 6 hits, its kill die of 6 takes a hit off.
  const g = gameOf(d, [6, 1, 1, 1, 1, 1, /* kill */ 6]);
  g.st.phase = 'mover';
  const odds = shootOptions(g, d.at('1'))[0]!.odds!.chance;
  shoot(g, d.at('1'), d.at('A'));
  assert.equal(left(g), 0, 'six to-hit dice and one kill die');
  assert.equal(d.at('A').wounds, d.at('A').maxWounds - 1);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.magicPowerUp && /1 more die/.test(e.text)));
  const plain = drawn(`1...A`, { 1: 'warmage' });
  assert.ok(odds > shootOptions(gameOf(plain, []), plain.at('1'))[0]!.odds!.chance, 'the extra die shows in the odds');
  const s = drawn(`1...A`, { 1: 'scout' });
  s.at('1').kit!.powerUps.push('magic', 'magic');
  const h = gameOf(s, [6, 1, 1, /* kill */ 1]);
  shoot(h, s.at('1'), s.at('A'));
  assert.equal(left(h), 0, 'no Multi Shot: the scout\'s three dice only');
});
