/** Battle Board details: line of sight's blind spot (23.2), Stars choosing when to melee (24.4), carrying (32.2), Potion of Speed (29.1.5), Talisman of Restoration (29.1.2). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { carrying, recoverAfterFight, restoreOnExit, speedDice, useTalisman } from '../../src/systems/2hdc/rules/api.ts';
import { lineOfSight } from '../../src/systems/2hdc/rules/combat/board.ts';
import { shootingTarget } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { meleeDice, multiMelee } from '../../src/systems/2hdc/rules/combat/melee.ts';
import type { MagicItem } from '../../src/systems/2hdc/state.ts';
import { at, ch, state } from './helpers.ts';

test('23.2 a character cannot see the 3 squares behind him; front and sides are seen', () => {
  const s = at(ch('s', 'Elf', 'Shooter', 5, ['B'], 2), 0, 1, 2);
  const behind = [0, 1, 2].map((x) => at(ch(`b${x}`, 'Orc', 'Warrior', 4, ['S'], 4), 1, x, 1));
  const side = at(ch('side', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 2);
  const front = at(ch('front', 'Orc', 'Warrior', 4, ['S'], 4), 1, 2, 5);
  const st = state([s, ...behind, side, front], 0, 4);
  for (const b of behind) assert.equal(lineOfSight(st, s, b), false, `${b.c.id} is behind`);
  assert.equal(lineOfSight(st, s, side), true);
  assert.equal(lineOfSight(st, s, front), true);
  // An enemy (facing the band's edge) cannot see a band member right behind it either.
  assert.equal(lineOfSight(st, front, at(ch('x', 'Human', 'Warrior', 4, ['S'], 4), 0, 2, 6)), false);
});

test('23.2 shooting: the closest enemy in sight, not the one standing behind', () => {
  const s = at(ch('s', 'Elf', 'Shooter', 5, ['B'], 2), 0, 1, 2);
  const behind = at(ch('behind', 'Orc', 'Warrior', 4, ['S'], 2), 1, 1, 1);
  const ahead = at(ch('ahead', 'Orc', 'Warrior', 4, ['S'], 4), 1, 3, 5);
  assert.equal(shootingTarget(state([s, behind, ahead], 0, 4), s), ahead);
});

test('24.4 a Star picks his place in the melee order: a Rep 3 Star fights before a Rep 5 Grunt', () => {
  // No attributes (set before the fighters are made: a fighter reads them then).
  const star = at({ ...ch('star', 'Human', 'Warrior', 3, ['S'], 4, false, true), attributes: [] }, 0, 0, 3);
  star.c.starPower = 0;
  const grunt = at({ ...ch('grunt', 'Human', 'Warrior', 5, ['S'], 4), attributes: [] }, 0, 1, 3);
  const d = at({ ...ch('d', 'Orc', 'Warrior', 4, ['S'], 4), attributes: [] }, 1, 1, 4);
  const st = state([star, grunt, d], 0, 4);
  st.opts.chargeBonus = 'first-action';
  const script: number[] = [];
  // Each attacker rolls all 6s and the defender all 1s, then a damage 1: both attackers fall in turn.
  for (const a of [star, grunt]) script.push(...Array<number>(meleeDice(st, a, d, false)).fill(6), ...Array<number>(meleeDice(st, d, a, true)).fill(1), 1);
  const ctx = testCtx({ script, answers: (r) => (r.kind === 'melee-order' ? 'slot-1' : r.options[0]!.id) });
  multiMelee(ctx, st, [grunt, star], d);
  const melee = ctx.asked.filter((r) => r.kind === 'melee-order');
  assert.equal(melee.length, 1, 'only the Star chooses');
  assert.equal(melee[0]!.options[0]!.id, 'slot-2', 'his Rep order place is the first option');
  const order = ctx.log.filter((e) => e.type === 'roll' && e.rule === '24.2' && !e.text.startsWith('d ')).map((e) => e.text.split(' ')[0]);
  assert.deepEqual(order, ['star', 'grunt']);
  assert.equal(ctx.chance.revealed, script.length);
});

test('32.2 carrying: 2× Rep moves normally, 3× no Fast Move, 4× no two turns in a row, no more', () => {
  const c = ch('c', 'Human', 'Warrior', 4, ['S'], 4, true);
  const stuff = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'other' as const, name: `thing ${i}` }));
  c.items = stuff(6);
  c.magic = [{ id: 'armor-of-protection', table: 'armor', name: 'Armor of Protection (AC 4)', npcRep: 3, ac: 4 }];
  // Sword + shield + 6 items = 8 = 2 × Rep 4; the magic armour worn does not count.
  assert.deepEqual([carrying(c).items, carrying(c).load], [8, 'normal']);
  assert.equal(carrying(c, 1).load, 'no-fast-move');
  assert.equal(carrying(c, 1).mayMoveTwoTurnsInARow, true);
  assert.equal(carrying(c, 5).load, 'no-fast-move-or-two-turns');
  assert.equal(carrying(c, 5).mayMoveTwoTurnsInARow, false);
  assert.equal(carrying(c, 9).load, 'too-much');
});

const speed = (uses: number): MagicItem => ({ id: 'potion-of-speed', table: 'potion', name: 'Potion of Speed', npcRep: 3, uses });

test('29.1.5 Potion of Speed: 3d6 on the Fast Move Test while its uses last; Boots of Speed need no potion', () => {
  const c = ch('c', 'Human', 'Thief', 4, ['S'], 4, false, true);
  c.owner = 'ann';
  c.magic = [speed(1)];
  const ctx = testCtx({ script: [] });
  assert.equal(speedDice(ctx, c, 'player:ann'), 3);
  assert.equal(c.magic.length, 0, 'its only use is spent');
  assert.equal(speedDice(ctx, c, 'player:ann'), 2);
  c.magic = [{ id: 'boots-of-speed', table: 'clothes', name: 'Boots of Speed', npcRep: 3 }, speed(2)];
  assert.equal(speedDice(ctx, c, 'player:ann'), 3);
  assert.equal(c.magic[1]!.uses, 2, 'the boots do it; no potion drunk');
  assert.equal(ctx.asked.length, 1);
});

const talisman = (rep: number): MagicItem => ({ id: 'talisman-of-restoration', table: 'castingTool', name: 'Talisman of Restoration', npcRep: 4, rep, uses: 1 });

test('29.1.2 Talisman of Restoration: 2d6 vs its Rep; pass 2 gives back 2 Rep, once an adventure', () => {
  const c = ch('c', 'Human', 'Caster', 3, ['S'], 2);
  c.originalRep = 5;
  c.castingLoss = 2;
  c.magic = [talisman(4)];
  assert.equal(useTalisman(testCtx({ script: [2, 4] }), c), 2);
  assert.deepEqual([c.rep, c.castingLoss], [5, 0]);
  c.rep = 4;
  c.castingLoss = 1;
  assert.equal(useTalisman(testCtx({ script: [] }), c), 0, 'once an adventure');
  restoreOnExit({ members: [c] });
  assert.equal(c.magic[0]!.uses, 1);
});

test('29.1.2 Talisman: pass 1 gives back 1 Rep and costs it 1 Rep; pass 0 spends it for good', () => {
  const c = ch('c', 'Human', 'Caster', 3, ['S'], 2);
  c.castingLoss = 2;
  c.magic = [talisman(4)];
  assert.equal(useTalisman(testCtx({ script: [1, 5] }), c), 1);
  assert.equal(c.magic[0]!.rep, 3);
  restoreOnExit({ members: [c] });
  c.rep = 3;
  c.castingLoss = 2;
  assert.equal(useTalisman(testCtx({ script: [4, 6] }), c), 0);
  assert.equal(c.magic[0]!.rep, 0);
  restoreOnExit({ members: [c] });
  assert.equal(c.magic[0]!.uses, 0, 'no magical power left');
});

test('29.1.2 the Talisman is offered after the fight to a Caster who lost Rep casting', () => {
  const c = ch('c', 'Human', 'Caster', 4, ['S'], 2, false, true);
  c.owner = 'ann';
  c.castingLoss = 1;
  c.magic = [talisman(5)];
  const ctx = testCtx({ script: [1, 1] });
  recoverAfterFight(ctx, { members: [c] });
  assert.deepEqual(ctx.asked.map((r) => [r.kind, r.who]), [['talisman', 'player:ann']]);
  assert.deepEqual([c.rep, c.castingLoss], [5, 0]);
});
