import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { inRange } from '../../src/core/dice.ts';
import { createStar, makeEnemy, recruitBand, restoreOnExit } from '../../src/systems/2hdc/rules/api.ts';
import { combatBot } from '../../src/systems/2hdc/bots/combat.ts';
import { leaderOf } from '../../src/systems/2hdc/rules/characters/adventure.ts';
import { ch } from './helpers.ts';

test('3.2 example: 1,2,2,3,5,6 is four successes', () => {
  assert.equal(inRange([1, 2, 2, 3, 5, 6], 1, 3), 4);
});

test('6.1 a Star starts at Rep 5 with 5 Star Power dice and the chosen race and profession', () => {
  const ctx = testCtx({ script: [], answers: ['Elf', 'Knight', '0'] });
  const s = createStar(ctx, 'player:ann', {});
  assert.equal(s.rep, 5);
  assert.equal(s.starPower, 5);
  assert.equal(s.race, 'Elf');
  assert.deepEqual(s.professions, ['Knight']);
  assert.deepEqual(s.weapons, ['2S']);
  assert.equal(s.shield, false, '12.1: no shield with a two-handed weapon');
  assert.ok(s.attributes.includes('Slippery') && s.attributes.includes('Swordsman'));
  assert.equal(s.owner, 'ann');
});

test('9.2 a dual profession Star uses one lower Rep for the secondary profession', () => {
  const ctx = testCtx({ script: [] });
  const s = createStar(ctx, 'player:raven', { race: 'Human', professions: ['Warrior', 'Thief'], weapons: ['S'] });
  assert.equal(s.rep, 5);
  assert.equal(s.secondaryRep, 4);
  assert.ok(s.attributes.includes('Fanatic') && s.attributes.includes('Secret Rooms and Traps'));
});

test('7.0/10.0 makeEnemy: 2d6 row, Rep roll 6 → +1, magic chance missed', () => {
  // Orc: 2d6 = 4+6 = 10 → Knight Rep 5 AC 6 & shield 2A/S; Rep roll 6 → 6; 29.3 chance 2 → none.
  const ctx = testCtx({ script: [4, 6, 6, 2] });
  const o = makeEnemy(ctx, 'Orc', undefined, { id: 'o1' });
  assert.deepEqual(o.professions, ['Knight']);
  assert.equal(o.rep, 6);
  assert.equal(o.armor, 6);
  assert.deepEqual(o.weapons, ['2A']);
  assert.equal(o.shield, false);
  assert.ok(o.attributes.includes('Rage'));
  assert.equal(o.magic.length, 0);
});

test('9.1 doubles roll again and may add a second profession', () => {
  // Human 2d6 = 4+4 = 8 → Warrior; doubles: 6+6 = 12 → Caster; Rep roll 1 → 3; magic chance 5.
  const ctx = testCtx({ script: [4, 4, 6, 6, 1, 5] });
  const h = makeEnemy(ctx, 'Human', undefined, { id: 'h' });
  assert.deepEqual(h.professions, ['Warrior', 'Caster']);
  assert.equal(h.rep, 3);
  assert.equal(h.secondaryRep, 2);
});

test('3.3 example: five Goblins roll 1,3,1,4,6 for magic items: two have one', () => {
  const faces = [1, 3, 1, 4, 6];
  let withItems = 0;
  for (const f of faces) {
    // Goblin 2d6 = 3+3 → Warrior; doubles reroll 2+2=4 → Warrior again (no second); Rep roll 3; magic chance f; if 1: NPC table 1d6=1 + Rep 4 = 5 → Potion: 2d6 2+2=4 → Courage, uses 1/2d6=2.
    const ctx = testCtx({ script: [3, 3, 2, 2, 3, f, 1, 2, 2, 2] });
    const g = makeEnemy(ctx, 'Goblin', undefined, { id: 'g' });
    if (g.magic.length > 0) withItems++;
  }
  assert.equal(withItems, 2);
});

test('13.1 band: never above the Star\'s Rep, every Grunt below it', () => {
  for (let seed = 1; seed < 60; seed++) {
    const ctx = testCtx({ seed, answers: (r) => combatBot(r) ?? r.options[0]!.id });
    const race = (['Human', 'Orc', 'Goblin', 'Troll', 'Skeleton', 'Elf'] as const)[seed % 6];
    const s = createStar(ctx, 'player:ann', { race, professions: ['Warrior'], weapons: ['S'] });
    const b = recruitBand(ctx, s, 'player:ann');
    assert.ok(b.members.length <= s.rep);
    assert.equal(b.members[0], s);
    for (const g of b.members.slice(1)) {
      assert.ok(g.rep < s.rep);
      assert.equal(g.owner, 'ann');
      if (['Human', 'Elf'].includes(race)) assert.ok(['Human', 'Elf', 'Dwarf'].includes(g.race));
    }
  }
});

test('14.0 the Leader: the Star, else the highest Rep still up', () => {
  const s = ch('s', 'Human', 'Warrior', 5, ['S'], 2, false, true);
  const g = ch('g', 'Human', 'Warrior', 4, ['S'], 2);
  const h = ch('h', 'Human', 'Warrior', 3, ['S'], 2);
  assert.equal(leaderOf([h, g, s]), s);
  s.status = 'out-of-the-fight';
  assert.equal(leaderOf([h, g, s]), g);
});

test('6.3.1 Star Power is recovered on leaving the dungeon', () => {
  const s = ch('s', 'Human', 'Caster', 5, ['S'], 2, false, true);
  s.starPower = 2;
  s.rep = 4;
  s.castingLoss = 1;
  restoreOnExit({ members: [s] });
  assert.equal(s.rep, 5);
  assert.equal(s.starPower, 5);
});
