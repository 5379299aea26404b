/** Once-only abilities (7.0.1, 7.0.3, 7.0.9), Rebound (7.0.12) and multi-character melee (22.3.1, 24.4), with scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { meleeDamage, meleeDice, meleePair, multiMelee } from '../../src/systems/2hdc/rules/combat/melee.ts';
import { shootingDamage } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { sideActs } from '../../src/systems/2hdc/rules/combat/actions.ts';
import { restoreOnExit } from '../../src/systems/2hdc/rules/api.ts';
import type { Attribute } from '../../src/systems/2hdc/state.ts';
import type { Fighter, FightState } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import { at, ch, state } from './helpers.ts';

/** A fighter with only the attributes given (no racial or professional extras). */
function plain(id: string, rep: number, side: 0 | 1, x: number, y: number, attributes: Attribute[] = []): Fighter {
  // Attributes first: a fighter reads them when it is made.
  const c = ch(id, 'Human', 'Warrior', rep, ['S'], 4);
  c.attributes = attributes;
  return at(c, side, x, y);
}

/** No Charge bonus (24.2) in these tests: it only counts on the first action. */
function calm(fs: Fighter[], width = 2): FightState {
  const st = state(fs, 0, width);
  st.opts.chargeBonus = 'first-action';
  return st;
}

const ones = (n: number): number[] => Array<number>(n).fill(1);
const sixes = (n: number): number[] => Array<number>(n).fill(6);

test('7.0.1 Hard as Nails: the first Obviously Dead of the adventure counts as Carry On, the second does not', () => {
  // Impact 3 (3 successes more, AC 4, sword): a damage roll of 1 is Obviously Dead (24.4).
  const ctx = testCtx({ script: [1, 1] });
  const w = plain('w', 4, 0, 0, 3);
  const demon = plain('demon', 6, 1, 0, 4, ['Hard as Nails']);
  const st = calm([w, demon]);
  assert.equal(meleeDamage(ctx, st, w, demon, 3), false, 'the melee goes on');
  assert.equal(demon.c.status, 'carry-on');
  assert.equal(demon.meleeLoss, 0, 'Carry On, not even -1 Rep');
  assert.deepEqual(demon.c.usedThisAdventure, ['Hard as Nails']);
  assert.equal(meleeDamage(ctx, st, w, demon, 3), true);
  assert.equal(demon.c.status, 'obviously-dead');
  // A new adventure gives it back (7.0.1 "during the Adventure").
  demon.c.status = 'carry-on';
  restoreOnExit({ members: [demon.c] });
  assert.deepEqual(demon.c.usedThisAdventure, []);
});

test('7.0.1 Hard as Nails does not help against Out of the Fight', () => {
  const ctx = testCtx({ script: [2] });
  const w = plain('w', 4, 0, 0, 3);
  const demon = plain('demon', 6, 1, 0, 4, ['Hard as Nails']);
  assert.equal(meleeDamage(ctx, calm([w, demon]), w, demon, 3), true, '2 is within Impact 3: Out of the Fight');
  assert.equal(demon.c.status, 'out-of-the-fight');
  assert.deepEqual(demon.c.usedThisAdventure, []);
});

test('7.0.3 Stout: the first Out of the Fight is -1 Rep in melee, then Out of the Fight counts again', () => {
  const ctx = testCtx({ script: [2, 3] });
  const w = plain('w', 4, 0, 0, 3);
  const dwarf = plain('dwarf', 4, 1, 0, 4, ['Stout']);
  const st = calm([w, dwarf]);
  assert.equal(meleeDamage(ctx, st, w, dwarf, 3), false);
  assert.equal(dwarf.c.status, 'carry-on');
  assert.equal(dwarf.meleeLoss, 1, '-1 Rep for the rest of this melee (23.6.1)');
  assert.equal(meleeDamage(ctx, st, w, dwarf, 3), true);
  assert.equal(dwarf.c.status, 'out-of-the-fight');
});

test('7.0.3 Stout when fired on: the first Out of the Fight is a Duck Back', () => {
  const ctx = testCtx({ script: [2] });
  const dwarf = plain('dwarf', 4, 1, 0, 4, ['Stout']);
  const s = plain('s', 4, 0, 0, 1);
  const st = calm([s, dwarf]);
  shootingDamage(ctx, st, s, dwarf, 2, 1, '23.5', 'Bow');
  assert.equal(dwarf.c.status, 'duck-back');
  assert.equal(dwarf.y, 5, 'one square back toward its own edge (20.2)');
});

test('7.0.9 Resilient: the first Obviously Dead is -1 Rep in melee or Duck Back when fired on', () => {
  const ctx = testCtx({ script: [1, 1, 1] });
  const w = plain('w', 4, 0, 0, 3);
  const ogre = plain('ogre', 5, 1, 0, 4, ['Resilient']);
  const st = calm([w, ogre]);
  assert.equal(meleeDamage(ctx, st, w, ogre, 3), false);
  assert.equal(ogre.meleeLoss, 1);
  assert.equal(ogre.c.status, 'carry-on');
  assert.equal(meleeDamage(ctx, st, w, ogre, 3), true);
  assert.equal(ogre.c.status, 'obviously-dead');
  const shot = plain('ogre2', 5, 1, 1, 4, ['Resilient']);
  shootingDamage(ctx, calm([shot]), w, shot, 2, 1, '23.5', 'Bow');
  assert.equal(shot.c.status, 'duck-back');
});

test('7.0.12 Rebound: a -1 Rep result has no effect and another round is fought at full Rep', () => {
  // Round 1: Human 4d6 [1,1,6,6] = 2, Skeleton 3d6 all 6 = 0: Impact 2, damage 5 > 2: -1 Rep, which Rebound ignores.
  // Round 2: the Skeleton still rolls 3d6: [1,6,6] = 1 against 0, Impact 1, damage 1: Obviously Dead.
  const script = [1, 1, 6, 6, ...sixes(3), 5, ...sixes(4), 1, 6, 6, 1];
  const ctx = testCtx({ script });
  const human = plain('human', 4, 0, 0, 3);
  const skel = plain('skeleton', 3, 1, 0, 4, ['Rebound']);
  const st = calm([human, skel]);
  meleePair(ctx, st, human, skel);
  const skelRolls = ctx.log.filter((e) => e.type === 'roll' && e.rule === '24.2' && e.text.startsWith('skeleton'));
  assert.deepEqual(skelRolls.map((e) => (e.type === 'roll' ? (e.dice?.length ?? 0) : 0)), [3, 3]);
  assert.equal(human.c.status, 'obviously-dead');
  assert.equal(skel.c.status, 'carry-on');
  assert.equal(ctx.chance.revealed, script.length);
});

test('24.4 multi-character melee: one attacker at a time, highest Rep first', () => {
  // Each attacker rolls all 6s, the defender all 1s and then a 1 for damage: each attacker in turn is Obviously Dead.
  const a3 = plain('a3', 3, 0, 0, 3);
  const a5 = plain('a5', 5, 0, 1, 3);
  const a4 = plain('a4', 4, 0, 2, 3);
  const d = plain('d', 4, 1, 1, 4);
  const st = calm([a3, a5, a4, d], 4);
  const script: number[] = [];
  for (const a of [a5, a4, a3]) script.push(...sixes(meleeDice(st, a, d, false)), ...ones(meleeDice(st, d, a, true)), 1);
  const ctx = testCtx({ script });
  multiMelee(ctx, st, [a3, a5, a4], d);
  const attackers = ctx.log.filter((e) => e.type === 'roll' && e.rule === '24.2' && !e.text.startsWith('d ')).map((e) => e.text.split(' ')[0]);
  assert.deepEqual(attackers, ['a5', 'a4', 'a3']);
  assert.ok([a3, a4, a5].every((a) => a.c.status === 'obviously-dead'));
  assert.equal(ctx.chance.revealed, script.length);
});

test('24.4 "the defender loses, the melee is over": the next attackers do not fight', () => {
  const a5 = plain('a5', 5, 0, 1, 3);
  const a4 = plain('a4', 4, 0, 2, 3);
  const d = plain('d', 4, 1, 1, 4);
  const st = calm([a5, a4, d], 4);
  const script = [...ones(5), ...sixes(4), 2];
  const ctx = testCtx({ script });
  multiMelee(ctx, st, [a5, a4], d);
  assert.equal(d.c.status, 'out-of-the-fight');
  assert.equal(ctx.chance.revealed, script.length, 'a4 rolls nothing');
});

test('22.3.1/24.4 up to three characters melee one: the fourth does not charge', () => {
  const band = [plain('a5', 5, 0, 0, 1), plain('b4', 4, 0, 1, 1), plain('c4', 4, 0, 2, 1), plain('d3', 3, 0, 3, 1)];
  const e = plain('e', 4, 1, 1, 4);
  const st = calm([...band, e], 4);
  // a5 (highest Rep) fights first: 5d6 all 1s against 4d6 all 6s, Impact 5, damage 2: Out of the Fight; the melee is over.
  const script = [...ones(5), ...sixes(4), 2];
  const ctx = testCtx({ script });
  sideActs(ctx, st, 0);
  assert.equal(e.c.status, 'obviously-dead', 'Out of the Fight, then dispatched by the active attackers in contact (23.7)');
  // e stood on (1, 4) before it was dispatched and taken off the board.
  for (const f of band.slice(0, 3)) assert.ok(Math.abs(f.x - 1) <= 1 && Math.abs(f.y - 4) <= 1, `${f.c.id} charged into contact`);
  assert.deepEqual([band[3]!.x, band[3]!.y], [3, 1], 'the fourth stays where it was');
  assert.equal(band[3]!.done, false);
  assert.equal(ctx.chance.revealed, script.length);
});
