/**
 * Several hero players (rules/seats.ts): heroes dealt in turn or named by
 * `owners`; every decision about one hero asks its player, the side's
 * decisions the first player; one player is today's game, unchanged.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import { dwOptions } from '../../src/systems/dungeon-world/options.ts';
import { newGame } from '../../src/systems/dungeon-world/rules/setup.ts';
import { meleeGroups, meleePhase, resolveMelee } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { moverPhase, nonMoverPhase } from '../../src/systems/dungeon-world/rules/actions.ts';
import { campaignOptionsFrom } from '../../src/systems/dungeon-world/rules/campaign/carry.ts';
import { runShop } from '../../src/systems/dungeon-world/rules/campaign/shop.ts';
import { wound } from '../../src/systems/dungeon-world/rules/combat/damage.ts';
import { endOfMove } from '../../src/systems/dungeon-world/rules/dungeon/phases.ts';
import { carryFurniture } from '../../src/systems/dungeon-world/rules/dungeon/carry.ts';
import { requestProblems } from '../../src/systems/dungeon-world/invariants.ts';
import type { G } from '../../src/systems/dungeon-world/rules/game.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf } from './helpers.ts';
import { dungeonGame } from './dungeon-helpers.ts';

const FOUR = ['front-line-warrior', 'ranger', 'warmage', 'dwarf'];

/** Seats a drawn game for Ann and Bob: `of` gives each hero symbol's player. */
function seated(g: G, of: Record<string, 'Ann' | 'Bob'>): void {
  g.st.heroPlayer = 'player:Ann';
  g.st.seats = { players: ['player:Ann', 'player:Bob'], heroes: Object.fromEntries(Object.entries(of).map(([id, p]) => [id, `player:${p}`])) };
}

/** Who was asked each kind of request, in order: "kind who". */
const askedOf = (g: { ctx: { asked: readonly { kind: string; who: string }[] } }) => g.ctx.asked.map((r) => `${r.kind} ${r.who.replace('player:', '')}`);

test('heroes are dealt to the players in turn, or as owners names them; the first player is the side\'s', () => {
  const dealt = newGame(dwOptions.parse({ players: ['Ann', 'Bob'], heroes: FOUR }));
  assert.equal(dealt.heroPlayer, 'player:Ann');
  assert.deepEqual(dealt.seats, { players: ['player:Ann', 'player:Bob'], heroes: { h1: 'player:Ann', h2: 'player:Bob', h3: 'player:Ann', h4: 'player:Bob' } });
  const three = newGame(dwOptions.parse({ players: ['Ann', 'Bob', 'Cid'], heroes: FOUR }));
  assert.deepEqual(Object.values(three.seats!.heroes), ['player:Ann', 'player:Bob', 'player:Cid', 'player:Ann']);
  const named = newGame(dwOptions.parse({ players: ['Ann', 'Bob'], owners: ['Bob', 'Bob', 'Ann', 'Bob'], heroes: FOUR }));
  assert.deepEqual(named.seats!.heroes, { h1: 'player:Bob', h2: 'player:Bob', h3: 'player:Ann', h4: 'player:Bob' });
  assert.equal(named.heroPlayer, 'player:Ann', 'the side\'s decisions stay with the first player named');
});

test('one player is today\'s game: no seats in the state, and players of one name plays as player of that name', () => {
  const today = newGame(dwOptions.parse({}));
  assert.equal(today.heroPlayer, 'player:Player');
  assert.equal(today.seats, undefined);
  assert.ok(!('seats' in JSON.parse(JSON.stringify(today))), 'a one-player state\'s JSON is what it was (its hash too)');
  const a = run({ system: dwSystem, seed: 7, options: { player: 'Ann' }, log: false, chooser: dwSystem.bot });
  const b = run({ system: dwSystem, seed: 7, options: { players: ['Ann'] }, log: false, chooser: dwSystem.bot });
  assert.deepEqual(b.decisions, a.decisions);
  assert.equal(JSON.stringify(b.state), JSON.stringify(a.state));
});

test('a campaign\'s next game keeps the hero players and who runs which hero', () => {
  const o = dwOptions.parse({ players: ['Ann', 'Bob'], owners: ['Bob', 'Ann', 'Ann', 'Bob'], heroes: FOUR });
  const next = dwOptions.parse(campaignOptionsFrom(newGame(o), o));
  assert.deepEqual([next.players, next.owners], [['Ann', 'Bob'], ['Bob', 'Ann', 'Ann', 'Bob']]);
  const one = campaignOptionsFrom(newGame(dwOptions.parse({})), dwOptions.parse({}));
  assert.ok(!('players' in one) && !('owners' in one), 'one player\'s campaign carries what it did');
});

test('the hero players\' options are refused when they cannot seat everyone, with the option named', () => {
  const problem = (o: object) => {
    const r = dwOptions.safeParse(o);
    assert.ok(!r.success, JSON.stringify(o));
    return r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  };
  assert.match(problem({ players: ['Ann', 'Bob', 'Cid'], heroes: ['scout', 'ranger'] }), /^players: 3 players for 2 heroes/);
  assert.match(problem({ players: ['Ann', 'Ann'] }), /same name/);
  assert.match(problem({ players: ['Ann', 'Bob'], owners: ['Ann', 'Bob'] }), /^owners: one player's name per hero: 4 names/);
  assert.match(problem({ players: ['Ann', 'Bob'], owners: ['Ann', 'Ann', 'Cid', 'Ann'] }), /"Cid" is not one of players/);
  assert.match(problem({ players: ['Ann', 'Bob'], owners: ['Ann', 'Ann', 'Ann', 'Ann'] }), /"Bob" runs no hero/);
  assert.match(problem({ owners: ['Ann', 'Ann', 'Ann', 'Ann'] }), /owners needs players/);
  assert.match(problem({ players: ['Ann', 'Bob'], master: 'player', masterName: 'Bob' }), /^masterName: "Bob" is a hero player/);
  assert.match(problem({ players: ['Ann', 'Bob'], player: 'Cid' }), /^player: with players/);
  assert.ok(dwOptions.safeParse({ players: ['Ann', 'Bob'], player: 'Ann', master: 'player', masterName: 'Drak' }).success);
});

test('the Mover\'s Action Phase: the first player picks who acts next, each hero\'s action is its player\'s', () => {
  const d = drawn(`
    1.....
    ......
    .....2`, { 1: 'ranger', 2: 'warmage' });
  const problems: string[] = [];
  const g = gameOf(d, [], (r) => {
    problems.push(...requestProblems(g.st, r));
    return r.kind === 'activate' ? '2' : 'stay';
  });
  seated(g, { 1: 'Ann', 2: 'Bob' });
  moverPhase(g, 'heroes', () => false);
  assert.deepEqual(askedOf(g), ['activate Ann', 'action Bob', 'action Ann']);
  assert.deepEqual(problems, []);
});

test('the Non-Mover\'s Shooting Phase: each shooter\'s player says whether it shoots', () => {
  const d = drawn(`
    1..A
    ....
    2...`, { 1: 'ranger', 2: 'ranger' });
  const g = gameOf(d, [], ['hold', 'hold']);
  seated(g, { 1: 'Bob', 2: 'Ann' });
  nonMoverPhase(g, 'heroes', () => false);
  assert.deepEqual(askedOf(g), ['shoot Bob', 'shoot Ann']);
});

test('kill dice: a hero\'s own go to its player; dice of two players\' heroes in one melee to the first player; the order of melees to the first player', () => {
  // Bob's warrior alone between two orcs: his kill dice are Bob's to give out.
  const lone = drawn(`A1B`, { 1: 'front-line-warrior' });
  const g1 = gameOf(lone, Array(40).fill(6));
  seated(g1, { 1: 'Bob' });
  resolveMelee(g1, meleeGroups(lone.models)[0]!, 'heroes');
  assert.deepEqual([...new Set(askedOf(g1).filter((k) => k.startsWith('assign')))], ['assign Bob']);
  // Bob's warrior and Ann's warmage in one melee: their dice are one roll, given out by Ann, the first of the two.
  const pair = drawn(`1A2B`, { 1: 'front-line-warrior', 2: 'warmage' });
  const g2 = gameOf(pair, Array(40).fill(6));
  seated(g2, { 1: 'Bob', 2: 'Ann' });
  resolveMelee(g2, meleeGroups(pair.models)[0]!, 'heroes');
  assert.deepEqual([...new Set(askedOf(g2).filter((k) => k.startsWith('assign')))], ['assign Ann']);
  // The monsters' dice: the Draken Master's.
  const hit = drawn(`
    .A.
    213`, { 1: 'warmage', 2: 'warmage', 3: 'warmage' });
  const g3 = gameOf(hit, [4, 6, 6, 6, ...Array(30).fill(1)]);
  seated(g3, { 1: 'Bob', 2: 'Bob', 3: 'Bob' });
  resolveMelee(g3, meleeGroups(hit.models)[0]!, 'monsters');
  assert.deepEqual(askedOf(g3).filter((k) => k.startsWith('assign')), ['assign mechanics', 'assign mechanics']);
  // Two melees, both Bob's heroes': their order is the side's, Ann's.
  const two = drawn(`
    1A...
    .....
    ...B2`, { 1: 'warmage', 2: 'warmage' });
  const g4 = gameOf(two, Array(16).fill(1), ['0']);
  seated(g4, { 1: 'Bob', 2: 'Bob' });
  meleePhase(g4, 'heroes');
  assert.deepEqual(askedOf(g4), ['melee-order Ann']);
});

test('the shop: the first player says who shops next, each hero\'s player what it buys', () => {
  const { d, g } = dungeonGame(`
    #####
    #12.#
    #####`, { 1: 'ranger', 2: 'warmage' }, [], [], ['2', 'done', 'leave']);
  seated(g, { 1: 'Ann', 2: 'Bob' });
  d.at('2').kit!.gold = 100;
  runShop(g);
  assert.deepEqual(askedOf(g), ['shop-hero Ann', 'shop-buy Bob', 'shop-hero Ann']);
});

test('Resurrection is the caster\'s player\'s to cast; smashing a table the player\'s of the hero beside it; carrying it the carrier\'s', () => {
  const { d, g } = dungeonGame(`2.1A`, { 1: 'hobbit', 2: 'warmage' }, [], [], ['resurrect:2']);
  seated(g, { 1: 'Ann', 2: 'Bob' });
  d.at('2').abilities.push('resurrection');
  wound(g, d.at('1'), 5, SEC.meleeKill, 'test');
  assert.deepEqual(askedOf(g), ['resurrect Bob']);
  assert.deepEqual(requestProblems(g.st, g.ctx.asked[0]!), []);
  const t = dungeonGame(`
    ######
    #1..2#
    ######`, { 1: 'ranger', 2: 'warmage' }, [{ kind: 'table', x: 3, y: 1 }], [], ['leave']);
  seated(t.g, { 1: 'Ann', 2: 'Bob' });
  endOfMove(t.g);
  assert.deepEqual(askedOf(t.g), ['smash Bob']);
  // Bob's warmage walked over a table: where it goes down is Bob's to say.
  const c = dungeonGame(`
    #######
    #1...2#
    #######`, { 1: 'ranger', 2: 'warmage' }, [{ kind: 'table', x: 2, y: 1 }], [], ['leave']);
  seated(c.g, { 1: 'Ann', 2: 'Bob' });
  carryFurniture(c.g, c.d.at('2'), [2, 3, 4, 5].map((x) => ({ x, y: 1 })));
  assert.deepEqual(askedOf(c.g), ['carry Bob']);
  assert.deepEqual(requestProblems(c.g.st, c.g.ctx.asked[0]!), []);
});

test('the invariant catches a hero\'s request asked of another player', () => {
  const d = drawn(`1.2`, { 1: 'ranger', 2: 'ranger' });
  const g = gameOf(d, []);
  seated(g, { 1: 'Ann', 2: 'Bob' });
  g.st.acting = '2';
  const req = { who: 'player:Ann', rule: SEC.moverAction, kind: 'action', prompt: 'Ranger: what does it do?', options: [] };
  assert.deepEqual(requestProblems(g.st, req), ['action about 2 asks player:Ann, not player:Bob']);
  assert.deepEqual(requestProblems(g.st, { ...req, who: 'player:Bob' }), []);
  assert.deepEqual(requestProblems(g.st, { ...req, kind: 'initiative', who: 'player:Bob' }), ["initiative about the heroes' side asks player:Bob, not player:Ann"]);
});
