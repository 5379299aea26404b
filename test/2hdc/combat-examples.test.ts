/** The worked examples with dice in sections 3.0–30.0, with scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { passed } from '../../src/core/dice.ts';
import { chargeDice, chargeRoll } from '../../src/systems/2hdc/rules/combat/charge.ts';
import { shoot } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { meleeDice, meleePair, meleeImpact } from '../../src/systems/2hdc/rules/combat/melee.ts';
import { reduceHarm } from '../../src/systems/2hdc/rules/combat/damage.ts';
import { meleeMods, modsOf } from '../../src/systems/2hdc/rules/combat/melee-mods.ts';
import { heal } from '../../src/systems/2hdc/rules/combat/recovery.ts';
import { cast, spellTargets } from '../../src/systems/2hdc/rules/magic/spells.ts';
import { at, ch, state } from './helpers.ts';

test('3.1 example: Rep 4 rolling 5 and 2 passes 1d6', () => {
  assert.equal(passed([5, 2], 4), 1);
});

test('6.3.3 example: Rep 5 Star rolls 5d6, 2 successes +1 = 3', () => {
  const ctx = testCtx({ script: [1, 2, 4, 5, 6] });
  const s = at(ch('william', 'Human', 'Knight', 5, ['S'], 6, true, true), 0, 0, 1);
  assert.equal(chargeRoll(ctx, { leader: s, active: false, fleeing: false, outnumber: false }, 'two-dice'), 3);
});

test('8.1 example (ruling: the book miscounts 1,2,4,5,6 as 3 successes): 2 successes +2 Fanatic = 4', () => {
  const ctx = testCtx({ script: [1, 2, 4, 5, 6] });
  const d = at(ch('dwarf', 'Dwarf', 'Warrior', 5, ['S'], 2, true), 0, 0, 1);
  assert.equal(chargeRoll(ctx, { leader: d, active: false, fleeing: false, outnumber: false }, 'two-dice'), 4);
});

test('9.2 example: Raven Rep 5/4 Warrior/Thief charges as Rep 5 with Fanatic', () => {
  const ctx = testCtx({ script: [1, 6, 6, 6, 6] });
  const c = ch('raven', 'Human', 'Warrior', 5, ['S'], 2);
  c.professions.push('Thief');
  const r = at(c, 0, 0, 1);
  assert.equal(chargeRoll(ctx, { leader: r, active: false, fleeing: false, outnumber: false }, 'two-dice'), 3);
  assert.equal(ctx.log.filter((e) => e.type === 'roll')[0]!.text.includes('5d6'), true);
});

test('21.0 modifiers: Active -1d6, Fleeing -2d6, Outnumber +1d6, Eager +1d6, Duty two dice auto-pass', () => {
  const ctx = testCtx({ script: [4, 4, 4, 4, 4, 4, 4, 4] });
  const rat = at(ch('rat', 'Ratman', 'Soldier', 4, ['S'], 2), 1, 0, 4);
  // Rep 4 +1 Eager -1 Active +1 Outnumber = 5 dice, Duty: 2 of them auto → 3 rolled, all fail → 2 successes.
  assert.equal(chargeRoll(ctx, { leader: rat, active: true, fleeing: false, outnumber: true }, 'two-dice'), 2);
  assert.equal(ctx.chance.revealed, 3);
});

test('9.0.5 Duty with fewer than two dice: a Rep 3 Soldier moving in and fleeing has one die left, so one automatic success, not two', () => {
  const sol = at(ch('sol', 'Human', 'Soldier', 3, ['S'], 4), 0, 0, 1);
  // Rep 3 -1 Active -2 Fleeing... would be 0; with Outnumber +1 one die is left: Duty counts it passed.
  assert.deepEqual(chargeDice({ leader: sol, active: true, fleeing: true, outnumber: true }, 'two-dice'), { dice: 0, auto: 1 });
  assert.deepEqual(chargeDice({ leader: sol, active: true, fleeing: true, outnumber: false }, 'two-dice'), { dice: 0, auto: 0 });
  const ctx = testCtx({ script: [] });
  assert.equal(chargeRoll(ctx, { leader: sol, active: true, fleeing: true, outnumber: true }, 'two-dice'), 1);
  // The other reading adds two successes to whatever is rolled.
  assert.deepEqual(chargeDice({ leader: sol, active: true, fleeing: true, outnumber: true }, 'plus-two'), { dice: 1, auto: 2 });
});

test('23.3/23.5 example: Rep 5 Elf Warrior (a Non-Shooter) fires his bow at an AC 4 Soldier: 5 and 3 pass 2d6, a hit; damage 4 > Impact 2 → Duck Back', () => {
  const ctx = testCtx({ script: [5, 3, 4] });
  const elf = at(ch('elf', 'Elf', 'Warrior', 5, ['B'], 2), 0, 0, 1);
  const sol = at(ch('soldier', 'Human', 'Soldier', 4, ['SP'], 4), 1, 0, 4);
  const st = state([elf, sol]);
  shoot(ctx, st, elf, sol);
  assert.equal(sol.c.status, 'duck-back');
  assert.equal(sol.y, 5);
  // 23.4: being a Non-Shooter matters on pass 1: 6 and 3 miss the same unshielded Soldier, where a Shooter (Marksman) hits.
  const again = () => at(ch('soldier', 'Human', 'Soldier', 4, ['SP'], 4), 1, 0, 4);
  const s2 = again();
  shoot(testCtx({ script: [6, 3] }), state([elf, s2]), elf, s2);
  assert.equal(s2.c.status, 'carry-on');
  assert.equal(s2.receivedFire, true, 'a miss');
  const shooter = at(ch('elf2', 'Elf', 'Shooter', 5, ['B'], 2), 0, 0, 1);
  const s3 = again();
  shoot(testCtx({ script: [6, 3, 4] }), state([shooter, s3]), shooter, s3);
  assert.equal(s3.c.status, 'duck-back', 'the Shooter hits on pass 1');
});

test('23.6.3 example: Sir Billy (a Rep 5 Star; "Sir": a Knight, a Non-Shooter) fires his crossbow, Impact 3 vs lightly armoured Goblin (+1), and a 1 → Obviously Dead', () => {
  const ctx = testCtx({ script: [2, 2, 1] });
  const billy = at(ch('billy', 'Human', 'Knight', 5, ['CB'], 4, false, true), 0, 0, 1);
  const gob = at(ch('goblin', 'Goblin', 'Warrior', 3, ['SP'], 2), 1, 0, 4);
  shoot(ctx, state([billy, gob]), billy, gob);
  assert.equal(gob.c.status, 'obviously-dead');
  assert.equal(billy.c.coins.bronze, 1, '42.1.2: a kill of a lower Rep earns a Bronze Coin');
});

test('23.3 pass 1: a shielded target is missed and takes Received Fire; a Non-Shooter misses', () => {
  const ctx = testCtx({ script: [2, 6, 2, 6] });
  const a = at(ch('a', 'Human', 'Shooter', 4, ['B'], 2), 0, 0, 1);
  const t = at(ch('t', 'Human', 'Soldier', 4, ['S'], 4, true), 1, 0, 4);
  shoot(ctx, state([a, t]), a, t);
  assert.equal(t.receivedFire, true);
  assert.equal(t.c.status, 'carry-on');
  const n = at(ch('n', 'Human', 'Warrior', 4, ['B'], 2), 0, 1, 1);
  const u = at(ch('u', 'Human', 'Thief', 4, ['S'], 2), 1, 1, 4);
  shoot(ctx, state([n, u]), n, u);
  assert.equal(u.receivedFire, true);
});

test('24.2/24.3 example (ruling: no shield): 3 vs 1 successes, Impact 2+1+2 = 5, a 3 → Out of the Fight', () => {
  const ctx = testCtx({ script: [1, 2, 3, 1, 4, 6, 3] });
  // Attributes first: a fighter reads them when it is made.
  const soldier = at({ ...ch('soldier', 'Human', 'Soldier', 4, ['2A'], 4), attributes: ['Duty'] }, 0, 0, 3);
  const warrior = at({ ...ch('warrior', 'Orc', 'Warrior', 3, ['S'], 2), attributes: ['Fanatic'] }, 1, 0, 4);
  const st = state([soldier, warrior], 1);
  st.opts.chargeBonus = 'first-action';
  assert.equal(meleeDice(st, soldier, warrior, false), 3);
  assert.equal(meleeDice(st, warrior, soldier, true), 3);
  assert.equal(meleeImpact(soldier, warrior, 2), 5);
  meleePair(ctx, st, soldier, warrior);
  assert.equal(warrior.c.status, 'out-of-the-fight');
});

test('6.3.1 example: Star Power 2,2,4,5,6 turns Obviously Dead into -1 Rep and loses one die', () => {
  const ctx = testCtx({ script: [2, 2, 4, 5, 6] });
  const s = at(ch('star', 'Human', 'Warrior', 5, ['S'], 2, false, true), 0, 0, 1);
  assert.equal(reduceHarm(ctx, s, 'obviously-dead', 'melee'), 'lesser');
  assert.equal(s.c.starPower, 4);
});

test('6.3.1 Star Power on a shot turns Out of the Fight into Duck Back (one 1-3)', () => {
  const ctx = testCtx({ script: [3, 4, 4, 5, 5] });
  const s = at(ch('star', 'Human', 'Warrior', 5, ['S'], 2, false, true), 0, 0, 1);
  assert.equal(reduceHarm(ctx, s, 'out-of-the-fight', 'shot'), 'lesser');
  assert.equal(s.c.starPower, 5);
});

test('30.0 example: Healer Rep 5 rolls 4, Sooze (Rep 4) rolls 5: pass 1 → recovers at Rep 3', () => {
  const ctx = testCtx({ script: [4, 5] });
  const sooze = ch('sooze', 'Human', 'Caster', 4, ['S'], 2);
  sooze.status = 'out-of-the-fight';
  heal(ctx, 'Harold', 5, sooze);
  assert.equal(sooze.status, 'carry-on');
  assert.equal(sooze.rep, 3);
});

test('28.1.1 example (ruling: the table wins): Rep 4 Caster passing 1d6 Damages half Rep = 2 targets, never the Rep 5 Orc', () => {
  const ctx = testCtx({ script: [3, 6, 5, 6] });
  const fisher = at(ch('fisher', 'Human', 'Caster', 4, ['S'], 2), 0, 1, 1);
  const orcs = [0, 1, 2, 3].map((i) => at(ch(`orc${i}`, 'Orc', 'Warrior', i === 3 ? 5 : 4, ['S'], 2), 1, i, 4));
  const st = state([fisher, ...orcs], 0, 4);
  const targets = spellTargets(st, fisher, 'damage');
  assert.equal(targets.length, 4);
  cast(ctx, st, fisher, 'damage', targets);
  const hit = orcs.filter((o) => o.c.status === 'duck-back');
  assert.equal(hit.length, 2);
  assert.ok(!hit.includes(orcs[3]!));
});

test('28.3 pass 1 Dazzle affects Rep targets; pass 0 Dazzle affects half and costs the Caster 1 Rep', () => {
  const ctx = testCtx({ script: [3, 6, 6, 6] });
  const c = at(ch('c', 'Human', 'Caster', 4, ['S'], 2), 0, 1, 1);
  const orcs = [0, 1, 2, 3].map((i) => at(ch(`orc${i}`, 'Orc', 'Warrior', 4, ['S'], 2), 1, i, 4));
  const st = state([c, ...orcs], 0, 4);
  cast(ctx, st, c, 'dazzle', orcs);
  assert.equal(orcs.filter((o) => o.dazzled).length, 4);
  for (const o of orcs) o.dazzled = false;
  cast(ctx, st, c, 'dazzle', orcs);
  assert.equal(orcs.filter((o) => o.dazzled).length, 2);
  assert.equal(c.c.rep, 3);
  assert.equal(c.c.castingLoss, 1);
});

test('23.1/23.5: a thrown axe hits with its own Impact 3, read before it leaves the hand (then it must be picked up)', () => {
  // Rep 4 thrower (axe first, sword second) vs AC 4: 2 and 3 hit; damage 3 ≤ Impact 3 → Out of the Fight.
  // Read with the sword's Impact 2 instead, a 3 would only make him Duck Back.
  const ctx = testCtx({ script: [2, 3, 3] });
  const dwarf = at(ch('dwarf', 'Dwarf', 'Warrior', 4, ['A', 'S'], 4), 0, 0, 1);
  const orc = at(ch('orc', 'Orc', 'Soldier', 4, ['SP'], 4), 1, 0, 4);
  shoot(ctx, state([dwarf, orc]), dwarf, orc);
  assert.equal(orc.c.status, 'out-of-the-fight');
  assert.equal(dwarf.c.axeThrown, true);
  assert.deepEqual(dwarf.c.weapons, ['S']);
});

test('23.1/24.1: after throwing his axe a fighter melees with what he still holds, not as he did with the axe in hand', () => {
  const ctx = testCtx({ script: [2, 3, 3] });
  const dwarf = at(ch('dwarf', 'Dwarf', 'Warrior', 4, ['A', 'S'], 4), 0, 0, 1);
  const orc = at(ch('orc', 'Orc', 'Soldier', 4, ['SP'], 4), 1, 0, 4);
  // A fight works out its fighters' melee modifiers once, after the potions (fight.ts).
  dwarf.mods = meleeMods(dwarf);
  orc.mods = meleeMods(orc);
  // Axe and sword: two one-handed weapons, +1d6 in melee (24.1.1).
  assert.equal(modsOf(dwarf).dice, 1);
  shoot(ctx, state([dwarf, orc]), dwarf, orc);
  // Only the sword is left: no second weapon, and a sword's own modifiers.
  assert.equal(modsOf(dwarf).dice, 0);
  assert.equal(modsOf(dwarf).sword, true);
  assert.deepEqual(modsOf(dwarf), meleeMods(dwarf));
});
