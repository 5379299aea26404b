/** 25.0 Wounded: picking up, switching places, carrying, dropping when charged; 23.7 no auto-kill while carried. Scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { sideActs } from '../../src/systems/2hdc/rules/combat/actions.ts';
import { goDown } from '../../src/systems/2hdc/rules/combat/damage.ts';
import { releaseFallen } from '../../src/systems/2hdc/rules/combat/wounded.ts';
import type { Fighter } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import type { Character, Profession } from '../../src/systems/2hdc/state.ts';
import { at, ch, state } from './helpers.ts';

function person(id: string, profession: Profession, rep: number): Character {
  const c = ch(id, 'Human', profession, rep, ['S'], 4);
  c.attributes = [];
  return c;
}

function wounded(id: string, x: number, y: number): Fighter {
  const f = at(person(id, 'Warrior', 3), 0, x, y);
  f.c.status = 'out-of-the-fight';
  return f;
}

function carry(carrier: Fighter, w: Fighter, index: number): void {
  carrier.carrying = w;
  w.carriedBy = index;
  w.x = -1;
  w.y = -1;
}

test('25.0 a friend about to be dispatched is picked up (first option); charged, the carrier drops him behind him, out of reach of 23.7', () => {
  const rescuer = at(person('rescuer', 'Warrior', 4), 0, 0, 0);
  const hurt = wounded('hurt', 0, 2);
  const orc = at(person('orc', 'Warrior', 4), 1, 0, 3);
  const st = state([rescuer, hurt, orc], 1);
  const ctx = testCtx({ script: [] });
  sideActs(ctx, st, 0);
  const req = ctx.asked[0]!;
  assert.equal(req.kind, 'rescue');
  assert.equal(req.rule, '25.0');
  assert.deepEqual(req.options.map((o) => o.id), ['pick:hurt', 'swap:hurt', 'fight'], 'the Orc stands next to him: picking up comes first');
  assert.deepEqual([rescuer.x, rescuer.y], [0, 1], 'moved next to him');
  assert.equal(rescuer.carrying, hurt);
  assert.equal(hurt.carriedBy, 0);
  assert.equal(hurt.y, -1, 'carried, off the squares');
  assert.equal(ctx.chance.revealed, 0, 'picking up took the activation');
  // The Orc charges the carrier (4 +1 Charge = 5d6, none) and the carrier (4d6 [1,1,1,6] = 3) wins: Impact 3, a 2: Out of the Fight.
  const script = [6, 6, 6, 6, 6, 1, 1, 1, 6, 2];
  const enemy = testCtx({ script });
  sideActs(enemy, st, 1);
  assert.equal(rescuer.carrying, null, 'charged: he drops him');
  assert.deepEqual([hurt.x, hurt.y], [0, 0], 'in the square behind him');
  assert.equal(hurt.carriedBy, -1);
  assert.equal(hurt.c.status, 'out-of-the-fight', 'two squares from the Orc: not dispatched');
  assert.equal(orc.c.status, 'out-of-the-fight');
  assert.equal(enemy.chance.revealed, script.length);
});

test('23.7/25.0 a carried friend cannot be dispatched; one lying next to an active enemy is', () => {
  const carrier = at(person('carrier', 'Warrior', 4), 0, 0, 1);
  const carried = wounded('carried', 0, 1);
  const lying = wounded('lying', 1, 1);
  const orc = at(person('orc', 'Warrior', 4), 1, 0, 2);
  orc.dazzled = true; // forfeits his activation (28.5), still next to both
  const st = state([carrier, carried, lying, orc]);
  carry(carrier, carried, 0);
  const ctx = testCtx({ script: [] });
  sideActs(ctx, st, 1);
  assert.equal(carried.c.status, 'out-of-the-fight');
  assert.equal(lying.c.status, 'obviously-dead');
});

test('25.0 when next active the carrier moves back with him toward his own edge (up to 6 squares, 18.4)', () => {
  const carrier = at(person('carrier', 'Warrior', 4), 0, 0, 2);
  const carried = wounded('carried', 0, 2);
  const orc = at(person('orc', 'Warrior', 4), 1, 0, 5);
  const st = state([carrier, carried, orc]);
  carry(carrier, carried, 0);
  const ctx = testCtx({ script: [] });
  sideActs(ctx, st, 0);
  assert.equal(ctx.asked[0]!.kind, 'carry');
  assert.equal(ctx.asked[0]!.options[0]!.id, 'carry');
  assert.deepEqual([carrier.x, carrier.y], [0, 0]);
  assert.equal(carrier.carrying, carried);
  assert.equal(carrier.done, true);
  // Put down instead: he lays him behind (the edge is behind him, so beside him) and acts.
  // It is free: he then charges the Orc (4 +1 Charge = 5d6 [1,1,1,6,6] = 3 against 4d6 none; a 2: Out of the Fight).
  const down = testCtx({ script: [1, 1, 1, 6, 6, 6, 6, 6, 6, 2], answers: (r) => (r.kind === 'carry' ? 'drop' : r.options[0]!.id) });
  const st2 = state([carrier, carried, orc]);
  sideActs(down, st2, 0);
  assert.equal(carrier.carrying, null);
  assert.deepEqual([carried.x, carried.y], [1, 0]);
  assert.equal(orc.c.status, 'obviously-dead');
  assert.equal(down.chance.revealed, 10);
});

test('25.0 switching places: the rescuer takes the wounded friend\'s square, the friend his', () => {
  const rescuer = at(person('rescuer', 'Warrior', 4), 0, 0, 0);
  const hurt = wounded('hurt', 0, 2);
  const orc = at(person('orc', 'Warrior', 4), 1, 1, 5);
  const st = state([rescuer, hurt, orc]);
  const ctx = testCtx({ script: [], answers: (r) => (r.kind === 'rescue' ? 'swap:hurt' : r.options[0]!.id) });
  sideActs(ctx, st, 0);
  assert.equal(ctx.asked[0]!.options[0]!.id, 'fight', 'nobody threatens him: fighting on comes first');
  assert.deepEqual([rescuer.x, rescuer.y], [0, 2]);
  assert.deepEqual([hurt.x, hurt.y], [0, 1]);
  assert.equal(rescuer.done, true);
});

test('25.0 a carrier who goes down drops his friend: a dead one where he fell, a wounded one beside him', () => {
  const a = at(person('a', 'Warrior', 4), 0, 1, 2);
  const ca = wounded('ca', 1, 2);
  const b = at(person('b', 'Warrior', 4), 0, 0, 3);
  const cb = wounded('cb', 0, 3);
  const st = state([a, ca, b, cb]);
  carry(a, ca, 0);
  carry(b, cb, 2);
  const ctx = testCtx({ script: [] });
  goDown(ctx, a, 'obviously-dead', '24.4');
  assert.deepEqual([ca.x, ca.y, ca.carriedBy], [1, 2, -1]);
  goDown(ctx, b, 'out-of-the-fight', '24.4');
  releaseFallen(ctx, st);
  assert.deepEqual([cb.x, cb.y, cb.carriedBy], [0, 2, -1], 'the square behind him');
  assert.equal(b.carrying, null);
});
