/** Chests, the power-up table, every furnishing and pick-up, and the familiar, with scripted dice on drawn maps. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act } from '../../src/systems/dungeon-world/rules/actions.ts';
import { explore } from '../../src/systems/dungeon-world/rules/dungeon/explore.ts';
import { openChest } from '../../src/systems/dungeon-world/rules/dungeon/chests.ts';
import { useItem } from '../../src/systems/dungeon-world/rules/dungeon/items.ts';
import { coffins, startOfMove } from '../../src/systems/dungeon-world/rules/dungeon/phases.ts';
import { initiativeBonus } from '../../src/systems/dungeon-world/rules/initiative.ts';
import { movePoints } from '../../src/systems/dungeon-world/rules/movement.ts';
import { resolveMelee, meleeGroups } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { shoot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { makeModel } from '../../src/systems/dungeon-world/state.ts';
import { DEFAULT_DATA, kindOf } from '../../src/systems/dungeon-world/data/index.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { dungeonGame } from './dungeon-helpers.ts';

const tables = (log: { type: string; rule: string }[]) => log.filter((e) => e.type === 'table').map((e) => (e as unknown as { table: string; roll: number; result: string }));

test('a chest: its number turned up, a roll at or under it springs the trap table row of that number, then 2D6 on the contents table', () => {
  const { d, g } = dungeonGame(`
    #####
    #1..#
    #####`, { 1: 'warmage' }, [{ kind: 'chest', x: 2, y: 1, number: 2 }], [2, 3, 4]);
  openChest(g, d.at('1'), g.st.dungeon!.features[0]!);
  const t = tables(g.ctx.log);
  assert.deepEqual(t.map((e) => [e.table, e.roll, e.result]), [[SEC.trapTable, 2, '2 automatic hits'], [SEC.chestTable, 7, 'a Health Potion']]);
  assert.equal(d.at('1').wounds, 5);
  assert.deepEqual(d.at('1').kit!.items, ['health-potion']);
  assert.equal(g.st.dungeon!.features[0]!.gone, true);
  assert.ok(g.ctx.reveals.some((r) => r.rule === SEC.chests), 'the number is a revelation');
});

test('Traps lowers a chest\'s danger by one: a chest of 1 opens safely without a roll; a Magic Power Up teaches a new spell from the power-up table', () => {
  const { d, g } = dungeonGame(`
    #####
    #1..#
    #####`, { 1: 'ranger' }, [{ kind: 'chest', x: 2, y: 1, number: 1 }], [1, 1, 5]);
  openChest(g, d.at('1'), g.st.dungeon!.features[0]!);
  const t = tables(g.ctx.log);
  assert.deepEqual(t.map((e) => [e.table, e.result]), [[SEC.chestTable, 'a Magic Power Up'], [SEC.powerUpTable, 'Finger of Death']]);
  assert.deepEqual(d.at('1').kit!.spells, ['finger-of-death']);
  assert.ok(d.at('1').abilities.includes('finger-of-death'));
  assert.deepEqual(d.at('1').kit!.powerUps, ['magic']);
});

test('power-ups change the stat line: weapon +1 attack, ranged +2 dice and +1 range', () => {
  const { d, g } = dungeonGame(`
    #####
    #1..#
    #####`, { 1: 'warmage' }, [{ kind: 'chest', x: 2, y: 1, number: 1 }, { kind: 'chest', x: 3, y: 1, number: 1 }], [6, 1, 2, 6, 2, 2]);
  openChest(g, d.at('1'), g.st.dungeon!.features[0]!);
  openChest(g, d.at('1'), g.st.dungeon!.features[1]!);
  assert.equal(d.at('1').attacks, 7);
  assert.deepEqual(d.at('1').shooting, { dice: 7, range: 6 });
});

test('treasure: 25 Gold stacks slow a hero (a point for every two), coins never do', () => {
  const { d, g } = dungeonGame(`
    ######
    #1...#
    ######`, {}, [{ kind: 'treasure', x: 2, y: 1, number: 25 }, { kind: 'treasure', x: 2, y: 1, number: 25 }, { kind: 'treasure', x: 1, y: 1, number: 500 }], []);
  const [a, b, c] = g.st.dungeon!.features;
  explore(g, d.at('1'), c!);
  assert.equal(d.at('1').kit!.gold, 500);
  assert.equal(movePoints(d.at('1')), 5);
  explore(g, d.at('1'), a!);
  assert.equal(movePoints(d.at('1')), 5);
  explore(g, d.at('1'), b!);
  assert.equal(movePoints(d.at('1')), 4, 'two stacks: one point less');
  useItem(g, d.at('1'), 'drop');
  assert.equal(movePoints(d.at('1')), 5, 'dropping one to walk faster');
  assert.equal(g.st.dungeon!.dropped, 1);
});

test('crates, the weapons rack, the wizard\'s table and the feast', () => {
  const { d, g } = dungeonGame(`
    ########
    #12....#
    ########`, { 1: 'warmage', 2: 'ranger' }, [
    { kind: 'crate-apples', x: 3, y: 1 }, { kind: 'crate-skulls', x: 3, y: 1 }, { kind: 'weapons-rack', x: 3, y: 1 }, { kind: 'wizards-table', x: 3, y: 1 }, { kind: 'food', x: 3, y: 1 },
  ], [2, 4]);
  const [apples, skulls, rack, wizard, food] = g.st.dungeon!.features;
  const h = d.at('1');
  const r = d.at('2');
  h.wounds = 3;
  r.wounds = 2;
  explore(g, h, apples!);
  assert.equal(h.wounds, 5);
  explore(g, h, skulls!);
  assert.equal(h.wounds, 4, 'a 2: a hit lost');
  explore(g, h, skulls!);
  assert.equal(h.wounds, 5, 'a 4: a hit back');
  explore(g, h, rack!);
  assert.deepEqual([h.attacks, h.shooting, r.attacks, r.shooting], [7, { dice: 6, range: 5 }, 6, { dice: 5, range: 4 }], 'the whole team');
  explore(g, h, wizard!);
  assert.deepEqual([h.attacks, h.shooting!.dice, r.attacks], [8, 7, 6], 'the explorer only');
  explore(g, h, food!);
  assert.deepEqual([h.wounds, r.wounds], [7, 3]);
});

test('the bed heals 1D3 and the hero sleeps until a 4-6 at the start of one of its phases', () => {
  const { d, g } = dungeonGame(`
    #####
    #1..#
    #####`, { 1: 'warmage' }, [{ kind: 'bed', x: 2, y: 1 }], [5, 2, 6], (r) => r.options[0]!.id);
  d.at('1').wounds = 2;
  explore(g, d.at('1'), g.st.dungeon!.features[0]!);
  assert.equal(d.at('1').wounds, 5);
  assert.equal(d.at('1').kit!.asleep, true);
  act(g, d.at('1'));
  assert.equal(g.ctx.asked.length, 0, 'a 2: asleep, no action');
  act(g, d.at('1'));
  assert.equal(d.at('1').kit!.asleep, false);
  assert.equal(g.ctx.asked.length, 1, 'a 6: it wakes and acts');
});

test('bookcase (4+) and tome (5+): a chosen spell learnt on the roll', () => {
  const { d, g } = dungeonGame(`
    #####
    #1..#
    #####`, { 1: 'warmage' }, [{ kind: 'bookcase', x: 2, y: 1 }, { kind: 'tome', x: 2, y: 1 }], [4, 4], ['shield', 'resurrection']);
  explore(g, d.at('1'), g.st.dungeon!.features[0]!);
  explore(g, d.at('1'), g.st.dungeon!.features[1]!);
  assert.deepEqual(d.at('1').kit!.spells, ['shield']);
});

test('the altar: a magical hero reading it gives +1 initiative next move while beside it, within the +2 cap', () => {
  const { d, g } = dungeonGame(`
    #####
    #1..#
    #####`, { 1: 'mage' }, [{ kind: 'altar', x: 2, y: 1 }], []);
  explore(g, d.at('1'), g.st.dungeon!.features[0]!);
  startOfMove(g);
  assert.equal(initiativeBonus(g.st, 'heroes'), 1);
  startOfMove(g);
  assert.equal(initiativeBonus(g.st, 'heroes'), 0, 'read again each move');
});

test('the campfire: a warding hero takes no kill dice from monsters of 3 attack dice or fewer, and monsters keep 3 squares away', async () => {
  const { d, g } = dungeonGame(`
    #########
    #.1A....#
    #.......#
    #########`, { 1: 'warmage', A: 'orc' }, [{ kind: 'campfire', x: 1, y: 1 }], [6, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
  explore(g, d.at('1'), g.st.dungeon!.features[0]!);
  const { reachable } = await import('../../src/systems/dungeon-world/rules/movement.ts');
  const { moveRules } = await import('../../src/systems/dungeon-world/rules/game.ts');
  d.at('A').x = 6;
  const r = reachable(g.st.board, g.st.models, d.at('A'), moveRules(g.o, g.st));
  assert.ok(r.ends.every((e) => Math.max(Math.abs(e.x - 1), Math.abs(e.y - 1)) >= 3));
  d.at('A').x = 3;
  resolveMelee(g, meleeGroups(g.st.models)[0]!, 'monsters');
  assert.equal(d.at('1').wounds, 7, 'the orc (2 dice) cannot hurt the warding hero');
});

test('the torture rack: heroes within 8 squares or in its sight throw 2 dice fewer', () => {
  const { g } = dungeonGame(`
    ########
    #1A....#
    ########`, { 1: 'warmage' }, [{ kind: 'torture-rack', x: 6, y: 1 }], [1, 1, 1, 1, 1, 1, 1]);
  resolveMelee(g, meleeGroups(g.st.models)[0]!, 'heroes');
  const heroRoll = g.ctx.log.find((e) => e.type === 'roll')! as unknown as { dice: number[] };
  assert.equal(heroRoll.dice.length, 4, 'the warmage\'s 6 dice less 2');
});

test('coffins: a 6 springs a vampire within 10 squares, not beside a hero; an adjacent hero smashes it on 4-6', () => {
  const { d, g } = dungeonGame(`
    ########
    #1.....#
    ########`, {}, [{ kind: 'coffin', x: 4, y: 1 }], [6, 4]);
  coffins(g);
  const v = g.st.models.find((m) => m.kind === 'vampire')!;
  assert.ok(v && Math.abs(v.x - 1) > 1);
  d.at('1').x = 3;
  explore(g, d.at('1'), g.st.dungeon!.features[0]!);
  assert.equal(g.st.dungeon!.features[0]!.gone, true);
});

test('pools and wells: a drink gives back a hit on 1-2; potions, the antidote and the portable teleporter', () => {
  const { d, g } = dungeonGame(`
    ######
    #1~..#
    ######`, { 1: 'warmage' }, [], [2, 3]);
  const h = d.at('1');
  h.wounds = 3;
  explore(g, h, { id: 'pool', kind: 'pool', x: 2, y: 1 });
  assert.equal(h.wounds, 4, 'a 2: a hit back');
  explore(g, h, { id: 'well', kind: 'well', x: 2, y: 1 });
  assert.equal(h.wounds, 4, 'a 3: nothing');
  h.kit!.items.push('health-potion', 'major-health-potion', 'antidote', 'portable-teleporter');
  h.poison = 2;
  useItem(g, h, 'antidote');
  assert.equal(h.poison, 0);
  useItem(g, h, 'major-health-potion');
  assert.equal(h.wounds, h.maxWounds);
  useItem(g, h, 'portable-teleporter', { x: 3, y: 1 });
  assert.ok(g.st.respawns.some((p) => p.x === 3 && p.y === 1));
  assert.deepEqual(h.kit!.items, ['health-potion']);
});

test('the familiar: enemies in its melee with its owner throw a die fewer; three 6s remove it, no victory point; two 6s from a shot', async () => {
  const { g } = dungeonGame(`
    #######
    #1A...#
    #F....#
    #######`, { 1: 'warmage', A: 'ogre' }, [], [1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6]);
  const f = makeModel(kindOf(DEFAULT_DATA, 'familiar'), 'f-1', { x: 1, y: 2 });
  g.st.models.splice(g.st.models.findIndex((m) => m.id === 'F'), 1, f);
  // The warmage (the mover) rolls 6 misses; the ogre's 5 dice less 1.
  resolveMelee(g, meleeGroups(g.st.models)[0]!, 'heroes');
  const rolls = g.ctx.log.filter((e) => e.type === 'roll') as unknown as { dice: number[] }[];
  assert.equal(rolls[1]!.dice.length, 4);
  const { assignKillDice } = await import('../../src/systems/dungeon-world/rules/combat/assign.ts');
  assignKillDice(g, 'monsters', [6, 6], () => [f], SEC.assignHits, 'test');
  assert.equal(f.status, 'in-play', 'two 6s in a melee are not enough');
  assignKillDice(g, 'monsters', [6, 6, 6, 5], () => [f], SEC.assignHits, 'test');
  assert.equal(f.status, 'dead');
  assert.equal(g.st.victoryPoints, 0);
  const shot = dungeonGame(`
    #######
    #F...A#
    #######`, { A: 'skeleton-patrol' }, [], [5, 5, 6, 6]);
  const pet = makeModel(kindOf(DEFAULT_DATA, 'familiar'), 'f-x', { x: 1, y: 1 });
  shot.g.st.models.splice(0, 1, pet);
  shoot(shot.g, shot.d.at('A'), pet);
  assert.equal(pet.status, 'dead', 'two 6s from a shot');
});

test('the familiar gives back stored hits to its owner beside it (the whole action)', () => {
  const { d, g } = dungeonGame(`
    #####
    #1F.#
    #####`, { 1: 'warmage' }, [], [], (r) => (r.options.some((o) => o.id === 'do:familiar:2') ? 'do:familiar:2' : 'stay'));
  g.st.models.splice(1, 1, makeModel(kindOf(DEFAULT_DATA, 'familiar'), 'f-1', { x: 2, y: 1 }));
  d.at('1').kit!.stored = 3;
  d.at('1').wounds = 4;
  act(g, d.at('1'));
  assert.deepEqual([d.at('1').wounds, d.at('1').kit!.stored], [6, 1]);
});
