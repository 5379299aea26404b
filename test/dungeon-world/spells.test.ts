/** The six spells' rules with scripted dice: Shield, the invulnerabilities, Finger of Death with its conditions, Resurrection (Hold Portal: door-spells.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { shoot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { wound } from '../../src/systems/dungeon-world/rules/combat/damage.ts';
import { meleeGroups, resolveMelee } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { armourAgainst } from '../../src/systems/dungeon-world/rules/combat/assign.ts';
import { castFinger, fingerTargets, resolveFingers } from '../../src/systems/dungeon-world/rules/spells/finger-of-death.ts';
import { castProtection, endShootingGuards } from '../../src/systems/dungeon-world/rules/spells/protections.ts';
import { startMove } from '../../src/systems/dungeon-world/rules/abilities/use.ts';
import { invariantProblems } from '../../src/systems/dungeon-world/invariants.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf } from './helpers.ts';
import { dungeonGame } from './dungeon-helpers.ts';
import { springTrap } from '../../src/systems/dungeon-world/rules/dungeon/traps.ts';
import type { Trap } from '../../src/systems/dungeon-world/tables/dungeon.ts';
import { conditionsAt } from '../../src/systems/dungeon-world/rules/dungeon/traps.ts';

test('Shield: +2 Armour, at most 6; with spellDuration shooting-phase it ends with that phase', () => {
  const d = drawn(`1...A`, { 1: 'scout' });
  d.at('1').abilities.push('shield');
  const g = gameOf(d, [], ['spell:shield', 'stay']);
  g.st.phase = 'mover';
  act(g, d.at('1'));
  assert.equal(armourAgainst(d.at('1')), 6);
  const p = drawn(`1`, { 1: 'ranger' });
  p.at('1').guards.push('shield');
  assert.equal(armourAgainst(p.at('1')), 6, 'Armour 5 + 2 stops at 6');
  const h = gameOf(d, [], undefined, { spellDuration: 'shooting-phase' });
  endShootingGuards(h);
  assert.equal(armourAgainst(d.at('1')), 4);
  d.at('1').guards.push('shield');
  endShootingGuards(g);
  assert.equal(armourAgainst(d.at('1')), 6, 'whole-move: it lasts into the melee');
  startMove(g.st);
  assert.equal(armourAgainst(d.at('1')), 4, 'and ends with the move');
});

test('Invulnerable to Fire and to Poison: no fire damage or counters, no poison counters', () => {
  const d = drawn(`D....1`, { D: 'dragon', 1: 'scout' });
  d.at('1').abilities.push('invulnerable-to-fire');
  const g = gameOf(d, [6, 6, 6, 6, 6, 6, 6, 6]);
  g.st.phase = 'mover';
  castProtection(g, d.at('1'), 'invulnerable-to-fire');
  shoot(g, d.at('D'), d.at('1'));
  assert.deepEqual([d.at('1').wounds, d.at('1').fire], [7, 0]);
  const e = drawn(`G1`, { G: 'vicious-grub', 1: 'scout' });
  e.at('1').guards.push('poison');
  const h = gameOf(e, [4, 5, 1, 1, 1, 5, 4, 1, 1, 1, 1]);
  resolveMelee(h, meleeGroups(e.models)[0]!, 'monsters');
  assert.deepEqual([e.at('1').wounds, e.at('1').poison], [5, 0], 'wounded, but no poison');
});

test('Finger of Death: the named enemy dies at the end of the Non-Mover\'s Shooting Phase, once a game', () => {
  const d = drawn(`S....A`, { S: 'old-sage' });
  d.at('S').side = 'heroes';
  const g = gameOf(d, [], ['finger:A', 'done']);
  g.st.phase = 'mover';
  act(g, d.at('S'));
  assert.equal(d.at('S').fingerOn, 'A');
  assert.equal(d.at('A').status, 'in-play', 'not yet');
  assert.equal(g.ctx.asked.length, 1, 'the spell took its action: no move after it');
  resolveFingers(g);
  assert.equal(d.at('A').status, 'dead');
  assert.equal(g.st.kills.heroes, 1);
  startMove(g.st);
  const e = drawn(`S....B`, { S: 'old-sage' });
  const h = gameOf(e, []);
  h.st.phase = 'mover';
  e.at('S').spent.push('finger-of-death');
  assert.deepEqual(fingerTargets(h, e.at('S')), [], 'spent for the game');
});

test('Finger of Death fails when the wizard is shot at, engaged or struck by the dungeon; not after moving', () => {
  const shot = drawn(`S...A`, { S: 'old-sage', A: 'goblin' });
  const g = gameOf(shot, [1, 1]);
  g.st.phase = 'mover';
  castFinger(g, shot.at('S'), shot.at('A'));
  shoot(g, shot.at('A'), shot.at('S'));
  resolveFingers(g);
  assert.equal(shot.at('A').status, 'in-play', 'the goblin shot at the sage, even missing');
  const fire = drawn(`S...D`, { S: 'old-sage', D: 'dragon' });
  fire.at('S').immune.push('fire');
  const f = gameOf(fire, Array(8).fill(1));
  f.st.phase = 'mover';
  castFinger(f, fire.at('S'), fire.at('D'));
  shoot(f, fire.at('D'), fire.at('S'));
  resolveFingers(f);
  assert.equal(fire.at('D').status, 'dead', 'a breath cannot harm a wizard immune to fire');
  const engaged = drawn(`S...A`, { S: 'old-sage' });
  const h = gameOf(engaged, []);
  h.st.phase = 'mover';
  castFinger(h, engaged.at('S'), engaged.at('A'));
  engaged.at('A').x = 1;
  resolveFingers(h);
  assert.equal(engaged.at('A').status, 'in-play', 'the orc walked up to the sage');
  for (const struck of ['S', 'W']) {
    // A dungeon condition (rules/dungeon/traps.ts) goes off under the sage, or under another hero.
    const { d: cond, g: k } = dungeonGame(`S.W.A`, { S: 'old-sage', W: 'warmage' }, [], []);
    cond.at('S').side = 'heroes';
    k.st.dungeon!.conditions.push({ id: 'glyph', squares: [{ x: cond.at(struck).x, y: 0 }], once: true, fired: false, effects: [{ do: 'say', text: 'A glyph flares.' }] });
    k.st.phase = 'mover';
    castFinger(k, cond.at('S'), cond.at('A'));
    conditionsAt(k, cond.at(struck), { x: cond.at(struck).x, y: 0 });
    resolveFingers(k);
    assert.equal(cond.at('A').status, struck === 'S' ? 'in-play' : 'dead', `a condition under ${struck}`);
    assert.deepEqual(invariantProblems(k.st), []);
  }
  const { d: early, g: e } = dungeonGame(`S...A`, { S: 'old-sage' }, [], []);
  e.st.dungeon!.affected.push(early.at('S').id);
  e.st.phase = 'mover';
  assert.deepEqual(fingerTargets(e, early.at('S')), [], 'struck earlier this move: no Finger of Death');
  const moved = drawn(`S...A`, { S: 'old-sage' });
  const m = gameOf(moved, [], ['move:1,0', 'done']);
  m.st.phase = 'mover';
  act(m, moved.at('S'));
  assert.equal(m.ctx.asked.length, 1, 'after a move, no Finger of Death offered');
});

test('Resurrection: a hero killed in the wizard\'s sight comes back where it fell, with no victory point', () => {
  const d = drawn(`S..1A`, { S: 'old-sage', 1: 'hobbit' });
  d.at('S').side = 'heroes';
  const g = gameOf(d, []);
  wound(g, d.at('1'), 5, SEC.meleeKill, 'test');
  assert.equal(g.ctx.asked[0]!.kind, 'resurrect');
  assert.deepEqual([d.at('1').status, d.at('1').wounds, d.at('1').x], ['in-play', 5, 3]);
  assert.equal(g.st.victoryPoints, 0);
  assert.deepEqual(invariantProblems(g.st), []);
  wound(g, d.at('1'), 5, SEC.meleeKill, 'test');
  assert.equal(d.at('1').status, 'waiting', 'once a move');
  assert.equal(g.st.victoryPoints, 1);
  const hidden = drawn(`S#.1A`, { S: 'old-sage', 1: 'hobbit' });
  const h = gameOf(hidden, []);
  wound(h, hidden.at('1'), 5, SEC.meleeKill, 'test');
  assert.equal(h.ctx.asked.length, 0, 'the wall hides the square');
  const self = drawn(`S.A`, { S: 'old-sage' });
  const k = gameOf(self, []);
  wound(k, self.at('S'), 6, SEC.meleeKill, 'test');
  assert.equal(self.at('S').status, 'waiting', 'never itself');
});

test('Invulnerable to Poison keeps a trap\'s poison counters off as it keeps off a poisoner\'s', () => {
  const d = drawn(`12`, { 1: 'scout', 2: 'scout' });
  d.at('1').guards.push('poison');
  d.at('1').abilities.push('invulnerable-to-poison');
  const g = gameOf(d, []);
  for (const h of [d.at('1'), d.at('2')]) springTrap(g, h, { kills: false, hits: 0, poison: 2 } as Trap, SEC.trapTable);
  assert.deepEqual([d.at('1').poison, d.at('2').poison], [0, 2]);
});
