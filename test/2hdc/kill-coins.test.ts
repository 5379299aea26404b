/**
 * 42.1.2 Bonus rolls: a Star or Grunt who kills an enemy earns a coin by the
 * enemy's Rep against his own (lower Bronze, equal Silver, higher Gold), in
 * every way a kill happens: a shot, a Damage spell, a melee, a dispatch.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { fight } from '../../src/systems/2hdc/rules/api.ts';
import { shoot } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { meleePair } from '../../src/systems/2hdc/rules/combat/melee.ts';
import { cast } from '../../src/systems/2hdc/rules/magic/spells.ts';
import { at, ch, state } from './helpers.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';
import { battle } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import type { MagicItem } from '../../src/systems/2hdc/state.ts';

test('42.1.2: a Rep 5 Shooter who kills a Rep 4 Orc with a shot earns 1 Bronze Coin', () => {
  const elf = at(ch('elf', 'Elf', 'Shooter', 5, ['B'], 2), 0, 0, 1);
  const orc = at(ch('orc', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  shoot(testCtx({ script: [1, 2, 1] }), state([elf, orc]), elf, orc);
  assert.equal(orc.c.status, 'obviously-dead');
  assert.deepEqual(elf.c.coins, { bronze: 1, silver: 0, gold: 0 });
});

test('42.1.2: killing an equal Rep in melee earns Silver; a Damage spell killing a higher Rep earns Gold', () => {
  const a = at(ch('a', 'Human', 'Warrior', 4, ['S'], 4), 0, 0, 3);
  const b = at(ch('b', 'Human', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  // a (4 + 1 Charge bonus): 1,1,1,1,6 (4 successes); b: 6,6,6,6 (0): Impact 4, damage 1 → Obviously Dead.
  meleePair(testCtx({ script: [1, 1, 1, 1, 6, 6, 6, 6, 6, 1] }), state([a, b]), a, b);
  assert.equal(b.c.status, 'obviously-dead');
  assert.deepEqual(a.c.coins, { bronze: 0, silver: 1, gold: 0 });
  const caster = at(ch('fisher', 'Human', 'Caster', 4, ['S'], 2), 0, 1, 1);
  const ogre = at(ch('ogre', 'Human', 'Warrior', 5, ['S'], 4), 1, 0, 4);
  cast(testCtx({ script: [1, 2, 1] }), state([caster, ogre], 0, 4), caster, 'damage', [ogre]);
  assert.equal(ogre.c.status, 'obviously-dead');
  assert.deepEqual(caster.c.coins, { bronze: 0, silver: 0, gold: 1 });
});

test('42.1.2: Out of the Fight is no kill; an enemy killed by the enemies\' side earns nobody a coin', () => {
  const elf = at(ch('elf', 'Elf', 'Shooter', 5, ['B'], 2), 0, 0, 1);
  const orc = at(ch('orc', 'Orc', 'Shooter', 4, ['B'], 4), 1, 0, 4);
  shoot(testCtx({ script: [1, 2, 2] }), state([elf, orc]), elf, orc);
  assert.equal(orc.c.status, 'out-of-the-fight');
  assert.deepEqual(elf.c.coins, { bronze: 0, silver: 0, gold: 0 });
  const elf2 = at(ch('elf2', 'Elf', 'Warrior', 3, ['S'], 2), 0, 0, 1);
  const orc2 = at(ch('orc2', 'Orc', 'Shooter', 4, ['B'], 4), 1, 0, 4);
  shoot(testCtx({ script: [1, 2, 1] }), state([elf2, orc2]), orc2, elf2);
  assert.equal(elf2.c.status, 'obviously-dead');
  assert.deepEqual(orc2.c.coins, { bronze: 0, silver: 0, gold: 0 });
});

test('42.1.2 in whole fights: every enemy killed (shot, spell, melee or dispatched, 23.7) earns exactly one coin for the band', () => {
  let kills = 0;
  let coins = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const band = [ch('ann', 'Human', 'Knight', 5, ['S'], 6, true, true), ch('bob', 'Elf', 'Shooter', 4, ['B'], 2), ch('cid', 'Human', 'Caster', 4, ['S'], 2)];
    band[0]!.owner = 'ann';
    const enemies = [ch('g1', 'Goblin', 'Warrior', 3, ['S'], 2), ch('g2', 'Goblin', 'Warrior', 4, ['S'], 2), ch('g3', 'Orc', 'Warrior', 5, ['S'], 4)];
    fight(testCtx({ seed }), { band, enemies, place: 'room', active: 'band', who: 'player:ann', mayFlee: false });
    kills += enemies.filter((e) => e.status === 'obviously-dead').length;
    for (const c of band) coins += c.coins.bronze + c.coins.silver + c.coins.gold;
  }
  assert.ok(kills > 20, `kills happen (${kills})`);
  assert.equal(coins, kills);
});

/** Two players' Stars (their Crisis Tests are their own choice: carry on) with treasure, against three Rep 5 Ogres; the band breaks off at its first chance. */
function fleeingBand(seed: number) {
  const ann = ch('ann', 'Human', 'Warrior', 5, ['S'], 4, false, true);
  const bob = ch('bob', 'Human', 'Warrior', 5, ['S'], 4, false, true);
  ann.owner = 'ann';
  bob.owner = 'bob';
  ann.coins = { bronze: 4, silver: 0, gold: 0 };
  const { state, g } = oneGroupAdventure([ann, bob]);
  state.treasure.coins = { bronze: 8, silver: 3, gold: 1 };
  const item = (n: number): MagicItem => ({ id: 'potion-of-rage', table: 'potion', name: `Potion ${n}`, npcRep: 3, uses: 1 });
  state.treasure.magic = [item(1), item(2), item(3)];
  state.carried = { ann: 2, bob: 1 };
  const ogres = [1, 2, 3].map((i) => ch(`ogre${i}`, 'Ogre', 'Warrior', 5, ['2S'], 4));
  const ctx = testCtx({ seed, answers: (req) => (req.kind === 'flee' ? 'flee' : req.options[0]!.id) });
  const end = battle(ctx, state, g, ogres, 'enemies', ADVENTURE_DEFAULTS);
  return { end, state, ann, bob, ctx };
}

test('26.0 fleeing by choice drops half of the treasure each one has: his part of the band\'s coins, the items he carries, his kill coins; what is dropped is lost, not the band\'s loot', () => {
  let checked = 0;
  for (let seed = 1; seed <= 60 && checked < 3; seed++) {
    const { end, state, ann, bob, ctx } = fleeingBand(seed);
    // Only the fights where both broke off up and nobody killed an Ogre first (the coins are then known).
    if (end !== 'fled' || ann.status !== 'carry-on' || bob.status !== 'carry-on' || !ctx.log.some((e) => e.rule === '26.0' && e.text.includes('flees the Battle Board'))) continue;
    if (ann.coins.bronze + ann.coins.silver + ann.coins.gold !== 2) continue;
    checked++;
    assert.deepEqual(ann.coins, { bronze: 2, silver: 0, gold: 0 }, 'half of her 4 kill coins');
    // Both hold the band's coins in equal parts and drop half of theirs: half of 8, 3 and 1, rounded down per metal.
    assert.deepEqual(state.treasure.coins, { bronze: 4, silver: 2, gold: 1 }, 'the dropped kill coins are not added to the pool');
    // Ann carried 2 items and drops 1; Bob carried 1 and drops none (half rounded down).
    assert.equal(state.treasure.magic.length, 2);
    assert.deepEqual(state.carried, { ann: 1, bob: 1 });
  }
  assert.ok(checked > 0, 'some seed gives the case');
});
