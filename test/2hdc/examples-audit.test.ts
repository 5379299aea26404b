/**
 * Audit of the rulebook's worked examples (see "Worked examples and their
 * tests" in docs/rulings/2hdc.md). These are the examples, stop-box
 * exercises with an answer, and parts of examples that no other test played
 * through the dice source with scripted dice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { shoot } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { meleeDice, meleeRound } from '../../src/systems/2hdc/rules/combat/melee.ts';
import { crisisTest, type Tester } from '../../src/systems/2hdc/rules/combat/crisis.ts';
import { rollMagicItem } from '../../src/systems/2hdc/rules/api.ts';
import { usable } from '../../src/systems/2hdc/rules/magic/items.ts';
import { newMap } from '../../src/systems/2hdc/rules/dungeon/map.ts';
import { generateTile, placeFirstTile } from '../../src/systems/2hdc/rules/dungeon/generate.ts';
import { buildDungeon, chooseBigBad, chooseReason, newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { lootTreasureRoom } from '../../src/systems/2hdc/rules/adventure/treasure.ts';
import { fleeAway } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { searchSecretRoom } from '../../src/systems/2hdc/rules/adventure/hazards.ts';
import { springTrap } from '../../src/systems/2hdc/rules/adventure/traps.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';
import { at, ch, state, trapParty } from './helpers.ts';

function tester(c: Character, reason: Tester['reason'], facing3to1 = false): Tester {
  return { c, reason, facing3to1, courage: false, who: 'player:ann' };
}

test('3.1 example through the Shooting Table: a Rep 4 Elf rolling 5 and 2 passes 1d6, which hits an unshielded target', () => {
  // 5, 2: pass 1d6 (23.3: a Shooter's pass 1 hits a target without a shield); damage 6 > Impact 2: Duck Back.
  const ctx = testCtx({ script: [5, 2, 6] });
  const elf = at(ch('elf', 'Elf', 'Shooter', 4, ['B'], 2), 0, 0, 1);
  const foe = at(ch('foe', 'Human', 'Soldier', 4, ['S'], 4), 1, 0, 4);
  shoot(ctx, state([elf, foe]), elf, foe);
  assert.equal(foe.c.status, 'duck-back', 'a miss would leave him carrying on with Received Fire');
  assert.equal(ctx.chance.diceRolled, 3);
});

test('3.2 example through a melee round: a Goblin on 6d6 scoring 1, 2, 2, 3, 5, 6 has 4 successes', () => {
  // Rep 5 Goblin with a shield (+1d6, 12.1.1) rolls 6d6; his opponent rolls only failures.
  const gob = at(ch('goblin', 'Goblin', 'Warrior', 5, ['S'], 2, true), 1, 0, 3);
  const foe = at(ch('foe', 'Elf', 'Warrior', 3, ['S'], 2), 0, 0, 2); // not a Resolute Human: 0 successes stay 0
  const st = state([foe, gob], 0); // the Goblin's side did not win the Charge: no +1d6
  assert.equal(meleeDice(st, gob, foe, true), 6);
  const nFoe = meleeDice(st, foe, gob, false);
  const ctx = testCtx({ script: [...Array<number>(nFoe).fill(6), 1, 2, 2, 3, 5, 6] });
  assert.equal(meleeRound(ctx, st, foe, gob), -4, 'the Goblin wins by his 4 successes');
});

test('3.4 example: 3 and 6 on the Dungeon Generation Table add to 9, a right turn', () => {
  const ctx = testCtx({ script: [3, 6] });
  const map = newMap(10);
  const first = placeFirstTile(ctx, map);
  const t = generateTile(ctx, map, first, first.exits[0]!);
  assert.equal(t?.kind, 'right');
  assert.equal(ctx.log.find((e) => e.type === 'table')?.roll, 9);
});

test('3.6 example: a Rep 4 character rolls 4d6 on the Melee Combat Table; the Crisis Test rolls 2d6', () => {
  const a = at(ch('a', 'Human', 'Warrior', 4, ['S'], 4), 1, 0, 3);
  const b = at(ch('b', 'Human', 'Warrior', 4, ['S'], 4), 0, 0, 2);
  // chargeWinner 0: side 1 has no Charge bonus; no shield, no modifiers.
  assert.equal(meleeDice(state([a, b], 0), a, b, false), 4);
  const ctx = testCtx({ script: [2, 3] });
  crisisTest(ctx, [tester(a.c, 'man-down')], false);
  assert.equal(ctx.chance.diceRolled, 2);
});

test('6.3.2 example: Sir William (Rep 5 Star) chooses to pass 2d6 on the Crisis Test and Carries On without rolling', () => {
  const william = ch('william', 'Human', 'Knight', 5, ['S'], 6, true, true);
  const ctx = testCtx({ script: [], answers: ['pass-2'] });
  assert.deepEqual(crisisTest(ctx, [tester(william, 'man-down')], true), ['carry-on']);
  assert.equal(ctx.chance.diceRolled, 0);
  assert.equal(ctx.asked[0]!.rule, '6.3.2');
});

test('9.2 example (ruling: 9.0.6 and 9.2 over 37.1.4\'s "2d6"): Raven, Warrior/Thief Rep 5/4, disarms a trap on 3d6 at Rep 4', () => {
  // By 9.0.6 and 9.2: 3d6 6, 2, 3, best two 2 and 3 against Rep 4: pass 2d6, disarmed; then 6: no treasure.
  const raven = ch('raven', 'Human', 'Warrior', 5, ['S'], 2);
  raven.professions.push('Thief');
  raven.secondaryRep = 4;
  const st = newAdventure(ADVENTURE_DEFAULTS);
  st.band = [raven];
  const g = { id: 1, members: ['raven'], tile: 0, facing: 0 as const };
  st.groups = [g];
  const ctx = testCtx({ script: [6, 2, 3, 6] });
  buildDungeon(ctx, st);
  springTrap(ctx, st, g, ADVENTURE_DEFAULTS);
  const first = ctx.log.find((e) => e.type === 'table' && e.rule === '37.1.4');
  assert.ok(first && 'result' in first && first.result === 'Disarmed', 'the first trap roll disarms it');
  assert.equal(raven.status, 'carry-on');
  assert.equal(ctx.chance.diceRolled, 4);
});

test('37.1.4 with 9.0.6: a Thief\'s re-take is 3d6 too; a Thief-first character tests at his own Rep', () => {
  // Rep 4 Thief: 3d6 5, 1, 6 → best two 1 and 5: pass 1, re-take; 2, 6, 4 → best two 2 and 4: pass 2, disarmed; treasure die 5.
  const thief = ch('thief', 'Human', 'Thief', 4, ['S'], 2);
  const { st, g } = trapParty([thief]);
  const ctx = testCtx({ script: [5, 1, 6, 2, 6, 4, 5] });
  buildDungeon(ctx, st);
  springTrap(ctx, st, g, ADVENTURE_DEFAULTS);
  const results = ctx.log.filter((e) => e.type === 'table' && e.rule === '37.1.4').map((e) => ('result' in e ? e.result : ''));
  assert.equal(results.length, 2);
  assert.equal(results[1], 'Disarmed');
  assert.equal(thief.status, 'carry-on');
  assert.equal(ctx.chance.diceRolled, 7);
});

test('37.1.4 without a Thief: a random member tests on 2d6 against his Rep', () => {
  // Who: 1d2 = 2 → Bo (Rep 4); 2d6 5, 6: pass 0, sprung (level 1 Impact); damage die; treasure die 6.
  const al = ch('al', 'Human', 'Warrior', 4, ['S'], 2);
  const bo = ch('bo', 'Human', 'Warrior', 4, ['S'], 2);
  const { st, g } = trapParty([al, bo]);
  const ctx = testCtx({ script: [2, 5, 6, 6, 6] });
  buildDungeon(ctx, st);
  springTrap(ctx, st, g, ADVENTURE_DEFAULTS);
  const trapRolls = ctx.log.filter((e) => e.type === 'roll' && e.rule === '37.1.4' && 'dice' in e && Array.isArray(e.dice) && e.dice.length === 2);
  assert.equal(trapRolls.length, 1, 'one 2d6 trap roll');
  const first = ctx.log.find((e) => e.type === 'table' && e.rule === '37.1.4');
  assert.ok(first && 'result' in first && String(first.result).startsWith('Sprung'));
  assert.equal(al.status, 'carry-on');
});

test('37.0 with 9.0.6/9.2: Raven (Warrior/Thief Rep 5/4) searches on 3d6 at his Thief Rep 4', () => {
  const raven = ch('raven', 'Human', 'Warrior', 5, ['S'], 2);
  raven.professions.push('Thief');
  raven.secondaryRep = 4;
  const search = (script: number[]) => {
    const { st, g } = trapParty([raven]);
    const ctx = testCtx({ script, answers: (req) => req.options[0]!.id });
    buildDungeon(ctx, st);
    searchSecretRoom(ctx, st, g, ADVENTURE_DEFAULTS);
    return { ctx, st };
  };
  // Double fives: at or under his Rep 5, but over his Thief Rep 4: nothing found.
  const miss = search([5, 5, 1]);
  assert.equal(miss.ctx.chance.diceRolled, 3, 'a Thief rolls 3d6');
  assert.equal(miss.st.map.tiles[0]!.secret, 'none');
  assert.match(String(miss.ctx.asked[0]!.options[0]!.label), /Thief Rep 4, 3d6/);
  // Double fours among the three dice: found (then 2d6 on the Secret Rooms Table: 2 + 2 = 4, the dungeon continues).
  const hit = search([6, 4, 4, 2, 2]);
  assert.equal(hit.st.map.tiles[0]!.secret, 'continues');
});

test('20.0 stop box: Rep 4 Warrior and Soldier rolling 3 and 5 pass 1d6; on Man Down facing 3:1 the Soldier Flees, the Warrior Carries On', () => {
  const w = ch('w', 'Human', 'Warrior', 4, ['S'], 4);
  const s = ch('s', 'Human', 'Soldier', 4, ['S'], 4);
  assert.deepEqual(crisisTest(testCtx({ script: [3, 5] }), [tester(w, 'received-fire'), tester(s, 'received-fire')], false), ['carry-on', 'carry-on']);
  assert.deepEqual(crisisTest(testCtx({ script: [3, 5] }), [tester(w, 'man-down', true), tester(s, 'man-down', true)], false), ['carry-on', 'flee']);
});

test('26.0 example (ruling: one group roll, the group moves as far as its slowest): Billy, Sooze and Char flee together one tile', () => {
  // A corridor of three tiles (0, 1, 2); the party fled the Battle Board on tile 2.
  const st = newAdventure(ADVENTURE_DEFAULTS);
  st.map = newMap(12);
  const build = testCtx({ script: [3, 4, 3, 4] }); // 38.0: 7 and 7, two corridors straight on
  const t0 = placeFirstTile(build, st.map);
  const t1 = generateTile(build, st.map, t0, t0.exits[0]!)!;
  const t2 = generateTile(build, st.map, t1, t1.exits.find((e) => e.to === null)!)!;
  const billy = ch('billy', 'Human', 'Knight', 5, ['S'], 6, true, true);
  const sooze = ch('sooze', 'Human', 'Healer', 4, ['S'], 2); // Rep 4 as in 30.0
  const char = ch('char', 'Human', 'Warrior', 3, ['S'], 2);
  st.band = [billy, sooze, char];
  const g = { id: 1, members: ['billy', 'sooze', 'char'], tile: t2.id, facing: 0 as const };
  st.groups = [g];
  // 18.2 with 4 and 3: Billy (5) and Sooze (4) pass 2d6, Char (3) passes 1d6, as in the example.
  const ctx = testCtx({ script: [4, 3] });
  fleeAway(ctx, st, g, [billy, sooze, char]);
  assert.equal(ctx.chance.diceRolled, 2, 'one Fast Move roll for the group, not one each');
  // The book: Sooze runs on two tiles, Billy stops with Char one tile away. The ruling: all three move one tile together.
  assert.equal(st.groups.length, 1, 'nobody is left alone on a tile');
  assert.deepEqual(st.groups[0]!.members, ['billy', 'sooze', 'char']);
  assert.equal(st.groups[0]!.tile, t1.id);
  // When the slowest passes 2d6 too (3 and 2), the whole group makes two tiles.
  const g2 = st.groups[0]!;
  g2.tile = t2.id;
  fleeAway(testCtx({ script: [3, 2] }), st, g2, [billy, sooze, char]);
  assert.equal(g2.tile, t0.id);
});

test('34.1/34.3 example (rulings: the 34.1 note raises the Big Bad before its magic items, so 6 + Rep 5 = 11 gives the example\'s Weapon and Armor; the Star\'s own Rep 5): Orc Warrior Big Bad, then Rescue', () => {
  const st = newAdventure(ADVENTURE_DEFAULTS);
  const william = ch('william', 'Human', 'Knight', 5, ['S'], 6, true, true);
  st.band = [william];
  const ctx = testCtx({
    script: [
      4, 4, // 34.1 Big Bad: 8 in the Rep 5 column → Orc
      2, 4, // 7.0.10 Orc list: 6 → Warrior, Rep 4, AC 2 and shield, Sword or Spear
      3, // 10.0 Rep roll: listed Rep
      1, // 34.1 note: the Star (5) outranks the Orc (4); 1 → the Big Bad's Rep equals the Star's
      2, // 29.3 Big Bad chance (1–3): a magic item
      6, // 29.3: 6 + Rep 5 = 11 → Weapon and Armor (the book adds the Rep 4 of before the note: 10, and still says both)
      2, 3, // 29.1.4: 5 → Dancing Sword (the book's "Magical Sword")
      4, 4, 5, // 29.1.1: first die 4 → AC 4; 4 + 5 = 9 → Deflective Armor
      4, // 34.3: 4 + Rep 5 = 9 → Rescue (the book adds Rep 4: 8, Treasure)
      3, // 34.3: 1/2d6 captives → 2
    ],
  });
  chooseBigBad(ctx, st);
  const bb = st.bigBad!;
  assert.equal(bb.race, 'Orc');
  assert.deepEqual(bb.professions, ['Warrior']);
  assert.deepEqual(bb.weapons, ['S'], 'an NPC takes the first listed weapon (ruling)');
  assert.equal(bb.shield, true);
  assert.deepEqual(bb.magic.map((m) => m.id), ['dancing-sword', 'deflective-armor']);
  assert.equal(bb.armor, 4, 'the magic AC 4 armour replaces the listed AC 2');
  assert.equal(bb.rep, 5);
  assert.equal(bb.star, false, 'the Big Bad is no Star (34.1 ruling)');
  chooseReason(ctx, st, { ...ADVENTURE_DEFAULTS, reasonWhy: 'roll' });
  assert.equal(st.reason, 'rescue');
  assert.equal(st.captives, 2);
  assert.equal(ctx.chance.diceRolled, 15);
});

test('41.0 example (ruling: the table wins): 2 + Big Bad Rep 5 = 7 gives 1/2d6 Bronze and magic Clothes', () => {
  const st = newAdventure(ADVENTURE_DEFAULTS);
  st.bigBad = ch('ogre', 'Ogre', 'Warrior', 5, ['2S'], 4);
  // 2 + 5 = 7; coins 1/2d6 = 3 → 2; clothes 2d6 3 + 3 = 6 → Hard Shirt.
  const ctx = testCtx({ script: [2, 3, 3, 3] });
  lootTreasureRoom(ctx, st);
  assert.equal(st.treasure.coins.bronze, 2);
  assert.deepEqual(st.treasure.magic.map((m) => m.table), ['clothes']);
  assert.equal(ctx.chance.diceRolled, 4);
});

test('41.0 example, its armour roll: 9 on the Magic Armor Table is Deflective Armor', () => {
  // 29.1.1: the first die gives the AC (4 → AC 4), the next two added the effect (4 + 5 = 9).
  const a = rollMagicItem(testCtx({ script: [4, 4, 5] }), 'armor');
  assert.equal(a.id, 'deflective-armor');
  assert.equal(a.ac, 4);
});

// Rulings made during the audit (32.3 items in use).

test('32.3/29.1.4: the Bow of Seeking helps only with the bow in use; a Shooter firing his crossbow rolls one damage die', () => {
  const seeking = { id: 'bow-of-seeking' as const, table: 'weapon' as const, name: 'Bow of Seeking', npcRep: 4 };
  const cb = ch('cb', 'Elf', 'Shooter', 5, ['CB', 'B'], 4);
  cb.owner = 'ann';
  cb.magic = [seeking];
  const bow = ch('bow', 'Elf', 'Shooter', 5, ['B', 'S'], 4);
  bow.owner = 'ann';
  bow.magic = [{ ...seeking }];
  assert.equal(usable(cb, cb.magic[0]!), false);
  assert.equal(usable(bow, bow.magic[0]!), true);
  // Crossbow: 1, 1 pass 2d6: a hit; one damage die, 6: Duck Back.
  const ctx = testCtx({ script: [1, 1, 6] });
  const f = at(cb, 0, 0, 1);
  const t = at(ch('t', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  shoot(ctx, state([f, t]), f, t);
  assert.equal(ctx.chance.diceRolled, 3);
  // Bow: 1, 1 hit; two damage dice, the best counts: 6 and 2 → 2 ≤ Impact 2: Out of the Fight.
  const ctx2 = testCtx({ script: [1, 1, 6, 2] });
  const g = at(bow, 0, 0, 1);
  const u = at(ch('u', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  shoot(ctx2, state([g, u]), g, u);
  assert.equal(u.c.status, 'out-of-the-fight');
});
