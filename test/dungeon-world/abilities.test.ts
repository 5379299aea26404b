/** Special abilities with scripted dice on drawn positions: Charge Attack, Control Enemy, Gaze, Poison in melee, the healers, Regenerate, Listen, Swift Mover, the Wraith's pick (Traps: dungeon.test.ts, furnishings.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScriptedChance } from '../../src/core/chance.ts';
import { act, nonMoverPhase } from '../../src/systems/dungeon-world/rules/actions.ts';
import { meleeDice, meleeGroups, resolveMelee } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { wound } from '../../src/systems/dungeon-world/rules/combat/damage.ts';
import { checkGazes, gazeTargets } from '../../src/systems/dungeon-world/rules/abilities/gaze.ts';
import { controlTargets } from '../../src/systems/dungeon-world/rules/abilities/control-enemy.ts';
import { initiativeBonus } from '../../src/systems/dungeon-world/rules/initiative.ts';
import { partyStrung } from '../../src/systems/dungeon-world/rules/abilities/listen.ts';
import { startMove } from '../../src/systems/dungeon-world/rules/abilities/use.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf } from './helpers.ts';

const left = (g: { ctx: { chance: unknown } }) => (g.ctx.chance as ScriptedChance).left;
const ids = (g: { ctx: { asked: { options: readonly { id: string }[] }[] } }, i: number) => g.ctx.asked[i]!.options.map((o) => o.id);

test('Charge Attack: stops in the kill zone, attacks freely, and walks on when the enemy is gone', () => {
  const d = drawn(`1...A....`, { 1: 'warmage' });
  // The warmage's 6 dice: two hits (4, 4); kill dice 4, 5 on the orc's Armour 4: dead. One point left: on to (4, 0).
  const g = gameOf(d, [4, 4, 1, 1, 1, 1, 4, 5], ['charge:3,0', 'move:4,0']);
  g.st.phase = 'mover';
  act(g, d.at('1'));
  assert.ok(ids(g, 0).includes('move:3,0') && ids(g, 0).includes('charge:3,0'));
  assert.equal(d.at('A').status, 'dead');
  assert.equal(g.ctx.asked[1]!.kind, 'charge-on');
  assert.deepEqual([d.at('1').x, d.at('1').y], [4, 0]);
  assert.equal(d.at('1').wounds, 7, 'a free attack: the orc never struck back');
  assert.equal(left(g), 0);
});

test('Charge Attack: an enemy left standing stops the charger; no charge from inside a kill zone', () => {
  const d = drawn(`1...A....`, { 1: 'warmage' });
  const g = gameOf(d, [4, 1, 1, 1, 1, 1, 4], ['charge:3,0']);
  g.st.phase = 'mover';
  act(g, d.at('1'));
  assert.deepEqual([d.at('1').x, d.at('A').wounds], [3, 1]);
  assert.equal(g.ctx.asked.length, 1, 'no walking on');
  const e = drawn(`1A..`, { 1: 'warmage' });
  const h = gameOf(e, [], ['stay']);
  h.st.phase = 'mover';
  act(h, e.at('1'));
  assert.ok(!ids(h, 0).some((id) => id.startsWith('charge:')));
});

test('Control Enemy: on a 3+ the user moves an enemy it sees with its own movement, kill zones not stopping it', () => {
  const d = drawn(`
    ..2...
    A.....
    ......
    3.....`, { 2: 'front-line-warrior', 3: 'mage' });
  // The orc at (0,1) would stop at (1,1) in the warrior's kill zone; controlled, it goes on to (4,1).
  const g = gameOf(d, [3], (r) => (r.kind === 'action' ? (r.options.some((o) => o.id === 'control:A') ? 'control:A' : 'stay') : 'move:4,1'));
  g.st.phase = 'mover';
  act(g, d.at('3'));
  const moveReq = g.ctx.asked.find((r) => r.kind === 'control-move')!;
  assert.ok(moveReq.options.some((o) => o.id === 'move:4,1'));
  assert.deepEqual([d.at('A').x, d.at('A').y], [4, 1]);
  assert.ok(g.ctx.asked[0]!.options.find((o) => o.id === 'control:A')!.odds!.text.startsWith('67%'));
  const fail = drawn(`A....3`, { 3: 'mage' });
  const h = gameOf(fail, [2], ['control:A', 'stay']);
  h.st.phase = 'mover';
  act(h, fail.at('3'));
  assert.equal(fail.at('A').x, 0, 'a 2 fails');
  assert.ok(!h.ctx.asked.some((r) => r.kind === 'control-move'));
});

test('Control Enemy: not on an enemy in a kill zone, not from one, and usable in the Non-Mover\'s Shooting Phase', () => {
  const d = drawn(`A2...3B`, { 2: 'scout', 3: 'mage' });
  const g = gameOf(d, []);
  g.st.phase = 'mover';
  assert.deepEqual(controlTargets(g, d.at('3')).map((m) => m.id), [], 'the mage stands beside B; A is engaged');
  const e = drawn(`A....3`, { 3: 'mage' });
  const h = gameOf(e, [5], ['control:A', 'move:2,0']);
  h.st.phase = 'non-mover';
  nonMoverPhase(h, 'heroes', () => false);
  assert.equal(e.at('A').x, 2);
});

test('the Wraith picks Control Enemy or Multi Shot each move; with Control picked its shot is a single one', () => {
  const d = drawn(`W...1.2`, { W: 'wraith', 1: 'scout', 2: 'hobbit' });
  const g = gameOf(d, [5, 1, 1, /* kill */ 4], (r) => (r.kind === 'one-of' ? 'control-enemy' : r.kind === 'action' ? (r.options.some((o) => o.id === 'shoot:1') ? 'shoot:1' : 'done') : r.options[0]!.id));
  g.st.phase = 'mover';
  act(g, d.at('W'));
  assert.equal(g.ctx.asked[0]!.kind, 'one-of');
  assert.deepEqual(ids(g, 0), ['control-enemy', 'multi-shot']);
  assert.ok(!g.ctx.asked.some((r) => r.kind === 'shot-assign'), 'no Multi Shot');
  assert.ok(ids(g, 2).includes('control:1'), 'after its shot it may still take control: the ability it picked');
  assert.equal(d.at('1').wounds, 6);
  startMove(g.st);
  assert.equal(d.at('W').pick, null, 'a new move, a new pick');
});

test('Gaze Attack: the target adds no melee dice; a wound, lost sight or the gazer\'s death breaks it', () => {
  const d = drawn(`
    G....
    ..1A.`, { G: 'ghoul', 1: 'front-line-warrior' });
  const g = gameOf(d, [], ['gaze:1', 'stay']);
  g.st.phase = 'mover';
  assert.deepEqual(gazeTargets(g, d.at('G')).map((m) => m.id), ['1']);
  act(g, d.at('G'));
  assert.equal(d.at('1').gazedBy, 'G');
  assert.deepEqual(meleeDice(d.at('1'), meleeGroups(d.models)[0]!), { dice: 0, why: ['held by a Gaze Attack'] });
  wound(g, d.at('1'), 1, SEC.meleeKill, 'test');
  assert.equal(d.at('1').gazedBy, null, 'a wound breaks it');
  d.at('1').gazedBy = 'G';
  wound(g, d.at('G'), 2, SEC.meleeKill, 'test');
  checkGazes(g);
  assert.equal(d.at('1').gazedBy, null, 'the gazer is dead');
});

test('Gaze Attack: broken as a phase starts when the gazer no longer sees its target', () => {
  const d = drawn(`
    ..#..
    G...1`, { G: 'ghoul', 1: 'scout' });
  d.at('1').gazedBy = 'G';
  const g = gameOf(d, []);
  checkGazes(g);
  assert.equal(d.at('1').gazedBy, 'G');
  d.at('G').y = 0;
  d.at('1').y = 0;
  checkGazes(g);
  assert.equal(d.at('1').gazedBy, null, 'the wall now stands between them');
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.gaze && /lost sight/.test(e.text)));
});

test('Poison Attack: each of the grub\'s kill dice of 4-6 that wounds leaves a poison counter; the orc\'s do not', () => {
  const d = drawn(`
    G1
    A.`, { G: 'vicious-grub', 1: 'scout' });
  // Monsters: grub 5 dice first, then the orc's 2: [4,5,1,1,1, 6,6] four hits, two of them the grub's.
  // Kill dice [4,5,6,2]: the grub's 4 and 5 wound and poison, the orc's 6 wounds, the 2 is lost. The scout strikes back with 4 ones.
  const g = gameOf(d, [4, 5, 1, 1, 1, 6, 6, 4, 5, 6, 2, 1, 1, 1, 1]);
  resolveMelee(g, meleeGroups(d.models)[0]!, 'monsters');
  assert.deepEqual([d.at('1').wounds, d.at('1').poison], [4, 2]);
  assert.equal(left(g), 0);
  const e = drawn(`G1`, { G: 'vicious-grub', 1: 'scout' });
  // The other reading: a die for each poisoned wound: the 5's die a 3 (no counter), the 4's die a 4 (a counter).
  const h = gameOf(e, [4, 5, 1, 1, 1, 5, 4, 3, 4, 1, 1, 1, 1], undefined, { poisonCounters: 'extra-die' });
  resolveMelee(h, meleeGroups(e.models)[0]!, 'monsters');
  assert.deepEqual([e.at('1').wounds, e.at('1').poison], [5, 1]);
});

test('Healing Touch: a die of hits to an adjacent hero, never above its start, never itself, never from a kill zone', () => {
  const d = drawn(`
    H1..
    ....
    ...A`, { H: 'healer', 1: 'scout' });
  d.at('H').side = 'heroes';
  d.at('1').wounds = 3;
  d.at('H').wounds = 2;
  const g = gameOf(d, [6], ['touch:1', 'stay']);
  g.st.phase = 'mover';
  act(g, d.at('H'));
  assert.ok(!ids(g, 0).includes('touch:H'));
  assert.equal(d.at('1').wounds, 7, '3 + 6, capped at the scout\'s 7');
  assert.ok(g.ctx.log.some((e) => e.text.startsWith('Odds:') && e.rule === SEC.healingTouch));
  d.at('A').x = 1;
  d.at('A').y = 1;
  d.at('1').wounds = 3;
  startMove(g.st);
  const h = gameOf(d, [], ['stay']);
  h.st.phase = 'mover';
  act(h, d.at('H'));
  assert.ok(!ids(h, 0).some((id) => id.startsWith('touch:')), 'the healer stands in the orc\'s kill zone');
});

test('Field Healing: 1D3+1 to one hero, or 1D3 to each of two; not for a hero in a kill zone', () => {
  const d = drawn(`
    1P2
    ...
    ...
    A..`, { P: 'physician', 1: 'scout', 2: 'hobbit' });
  d.at('1').wounds = 2;
  d.at('2').wounds = 1;
  const g = gameOf(d, [6, 1], ['field:1+2', 'stay']);
  g.st.phase = 'mover';
  act(g, d.at('P'));
  assert.ok(ids(g, 0).includes('field:1') && ids(g, 0).includes('field:2') && ids(g, 0).includes('field:1+2'));
  assert.deepEqual([d.at('1').wounds, d.at('2').wounds], [5, 2], 'a 6 is 3, a 1 is 1');
  startMove(g.st);
  const h = gameOf(d, [3], ['field:1', 'stay']);
  h.st.phase = 'mover';
  act(h, d.at('P'));
  assert.equal(d.at('1').wounds, 7, '1D3+1: a 3 on the die is 2, plus 1');
  d.at('A').x = 3;
  d.at('A').y = 0;
  startMove(h.st);
  const k = gameOf(d, [], ['stay']);
  k.st.phase = 'mover';
  d.at('2').wounds = 1;
  const opts = (act(k, d.at('P')), ids(k, 0));
  assert.ok(!opts.includes('field:2'), 'the hobbit stands beside the orc');
});

test('Regenerate: instead of acting, one hit back, and nothing else that move', () => {
  const d = drawn(`T1`, { T: 'troll', 1: 'scout' });
  d.at('T').wounds = 2;
  const g = gameOf(d, [], ['regenerate']);
  g.st.phase = 'mover';
  act(g, d.at('T'));
  assert.equal(d.at('T').wounds, 3);
  assert.equal(g.ctx.asked.length, 1, 'the turn ends there');
  const full = drawn(`T1`, { T: 'troll', 1: 'scout' });
  const h = gameOf(full, [], ['stay']);
  h.st.phase = 'mover';
  act(h, full.at('T'));
  assert.ok(!ids(h, 0).includes('regenerate'), 'nothing to regain');
});

test('Listen: standing still gives +1 initiative next move, within the +2 cap; the party must be strung within 20 squares', () => {
  const d = drawn(`1.2`, { 1: 'scout', 2: 'hobbit' });
  const g = gameOf(d, [], ['listen']);
  g.st.phase = 'mover';
  g.st.move = 3;
  act(g, d.at('1'));
  assert.equal(d.at('1').listenedOn, 3);
  assert.equal(initiativeBonus(g.st, 'heroes'), 1, 'this move: the scout\'s own Initiative Bonus only');
  g.st.move = 4;
  assert.equal(initiativeBonus(g.st, 'heroes'), 2, 'next move: +1 more');
  g.st.move = 5;
  assert.equal(initiativeBonus(g.st, 'heroes'), 1, 'for one move');
  const far = drawn(`1${'.'.repeat(20)}2`, { 1: 'scout', 2: 'hobbit' });
  const st = gameOf(far, []).st;
  assert.equal(partyStrung(st, far.at('1')), false, '21 squares apart');
  far.at('2').x = 20;
  assert.equal(partyStrung(st, far.at('1')), true);
  assert.equal(partyStrung(gameOf(drawn(`1`, { 1: 'scout' }), []).st, drawn(`1`, { 1: 'scout' }).at('1')), false, 'alone: nobody to listen with');
});

test('Swift Mover: another ability first means no double move; after a double move no ability', () => {
  const d = drawn(`
    H1..........`, { H: 'healer', 1: 'scout' });
  d.at('1').wounds = 3;
  const g = gameOf(d, [2], (r) => (r.options.some((o) => o.id === 'touch:1') ? 'touch:1' : 'stay'));
  g.st.phase = 'mover';
  act(g, d.at('H'));
  const after = g.ctx.asked[1]!.options.filter((o) => o.id.startsWith('move:')).map((o) => Number(o.id.slice(5).split(',')[0]));
  assert.equal(Math.max(...after), 4, 'only 4 points after the touch');
  const e = drawn(`H1..........`, { H: 'healer', 1: 'scout' });
  e.at('1').wounds = 3;
  const h = gameOf(e, [], ['move:8,0']);
  h.st.phase = 'mover';
  act(h, e.at('H'));
  assert.equal(e.at('H').x, 8);
  assert.equal(h.ctx.asked.length, 1, 'no Healing Touch offered after the double move');
});
