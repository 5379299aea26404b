/** Items in the adventure's movement: what a character can carry (32.2) and the Fast Move Test on 3d6 with Boots or a Potion of Speed (18.2, 29.1.3, 29.1.5), with scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { option, type Request } from '../../src/core/request.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import { groupTurn } from '../../src/systems/2hdc/rules/adventure/turn.ts';
import { fleeAway } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { rollTreasure } from '../../src/systems/2hdc/rules/adventure/treasure.ts';
import { divideTreasure } from '../../src/systems/2hdc/rules/adventure/afterwards.ts';
import { generateTile } from '../../src/systems/2hdc/rules/dungeon/generate.ts';
import type { AdventureState, Group } from '../../src/systems/2hdc/state-adventure.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';
import type { Character, Item, MagicItem } from '../../src/systems/2hdc/state.ts';

const torches = (n: number): Item[] => Array.from({ length: n }, () => ({ kind: 'other', name: 'Torch' }));

function ch(id: string, rep: number, star = false, items = 0): Character {
  return {
    id, name: id, race: 'Human', star, professions: ['Warrior'], rep, originalRep: rep, attributes: [], weapons: ['S'], armor: 4, shield: false,
    items: torches(items), magic: [], coins: { bronze: 0, silver: 0, gold: 0 }, status: 'carry-on', starPower: star ? rep : 0,
    usedThisAdventure: [], castingLoss: 0, ...(star ? { owner: 'Ann' } : {}),
  };
}

/** Tiles 0 and 1 (north of it, a corridor, 38.0: 3+4 = 7); the group stands on tile 0. */
function adventure(band: Character[]): { state: AdventureState; g: Group } {
  const { state, g, t0 } = oneGroupAdventure(band);
  assert.equal(generateTile(testCtx({ script: [3, 4] }), state.map, t0, t0.exits[0]!)!.kind, 'corridor');
  state.turn = 1;
  state.activeGroup = g.id;
  return { state, g };
}

const speedPotion = (uses: number): MagicItem => ({ id: 'potion-of-speed', table: 'potion', name: 'Potion of Speed', npcRep: 3, uses });
const boots: MagicItem = { id: 'boots-of-speed', table: 'clothes', name: 'Boots of Speed', npcRep: 3 };
const ids = (r: Request): string[] => r.options.map((o) => o.id);

test('32.2: a Rep 2 Grunt with 5 Items (over 2× Rep) takes the Fast Move away from his group; he may still move on consecutive turns', () => {
  const { state, g } = adventure([ch('ann', 5, true), ch('bob', 2, false, 4)]);
  const ctx = testCtx({ script: [], answers: ['go:0'] });
  groupTurn(ctx, state, g, ADVENTURE_DEFAULTS);
  const act = ctx.asked[0]!;
  assert.ok(ids(act).includes('go:0'));
  assert.equal(ids(act).includes('fast:0'), false, 'no Fast Move offered');
  assert.match(act.prompt, /bob carries more than twice his Rep: no Fast Move, 32\.2/);
  assert.equal(g.tile, 1);
  assert.equal(state.movedOn.bob, 1);
  // Next turn: 5 Items is within 3× Rep (6), so moving again is allowed.
  state.turn = 2;
  const next = testCtx({ script: [], answers: ['go:2'] });
  groupTurn(next, state, g, ADVENTURE_DEFAULTS);
  assert.ok(ids(next.asked[0]!).includes('go:2'));
  assert.equal(g.tile, 0);
});

test('32.2: with 7 Items (over 3× Rep 2) he cannot move two turns in a row: the group waits a turn (or splits), then moves again', () => {
  const { state, g } = adventure([ch('ann', 5, true), ch('bob', 2, false, 6)]);
  groupTurn(testCtx({ script: [], answers: ['go:0'] }), state, g, ADVENTURE_DEFAULTS);
  assert.equal(g.tile, 1);
  state.turn = 2;
  const rest = testCtx({ script: [], answers: ['wait'] });
  groupTurn(rest, state, g, ADVENTURE_DEFAULTS);
  assert.deepEqual(ids(rest.asked[0]!), ['split', 'wait'], 'no move, no Fast Move');
  assert.match(rest.asked[0]!.prompt, /bob carries more than three times his Rep and moved last turn/);
  state.turn = 3;
  const again = testCtx({ script: [], answers: ['go:2'] });
  groupTurn(again, state, g, ADVENTURE_DEFAULTS);
  assert.deepEqual(ids(again.asked[0]!), ['go:2', 'go:0', 'split', 'wait'], 'moves again, still no Fast Move');
  assert.equal(g.tile, 0);
  // Ann alone, split off, is not held back by Bob's load.
  state.turn = 4;
  const solo: Group = { id: 2, members: ['ann'], tile: 0, facing: 0 };
  g.members = ['bob'];
  state.groups.push(solo);
  const a = testCtx({ script: [], answers: ['wait'] });
  groupTurn(a, state, solo, ADVENTURE_DEFAULTS);
  assert.ok(ids(a.asked[0]!).includes('fast:0'));
});

test('32.2/40.1: a found Potion (1d6 5; 29.1.5 6+6 Speed; 1/2d6 4 → 2 uses) goes to the member with most room below 2× Rep', () => {
  const { state } = adventure([ch('ann', 5, true), ch('bob', 2, false, 3)]);
  const ctx = testCtx({ script: [5, 6, 6, 4] });
  rollTreasure(ctx, state, '40.1', 0);
  assert.deepEqual(state.treasure.magic.map((m) => [m.name, m.uses]), [['Potion of Speed', 2]]);
  assert.deepEqual({ ...state.carried }, { ann: 1 }, 'Ann (1 of 10) rather than Bob (4 of 4)');
  assert.equal(ctx.asked.length, 0);
});

test('32.2/40.1: when nobody can take a found item and still Fast Move, the player gives it to a member or leaves it behind', () => {
  const full = () => adventure([ch('ann', 5, true, 9), ch('bob', 2, false, 3)]);
  // Ann carries 10 (2× Rep 5), Bob 4 (2× Rep 2): the options show the load each would have, least slowed first.
  const give = full();
  const ctx = testCtx({ script: [5, 6, 6, 4], answers: ['bob'] });
  rollTreasure(ctx, give.state, '40.1', 0);
  const ask = ctx.asked[0]!;
  assert.equal(ask.kind, 'carry-item');
  assert.equal(ask.who, 'player:Ann');
  assert.deepEqual(ask.options.map((o) => o.label), ['ann carries it (11 items: no Fast Move)', 'bob carries it (5 items: no Fast Move)', 'Leave it behind']);
  assert.deepEqual({ ...give.state.carried }, { bob: 1 });
  assert.equal(give.state.treasure.magic.length, 1);
  const act = testCtx({ script: [], answers: ['wait'] });
  groupTurn(act, give.state, give.g, ADVENTURE_DEFAULTS);
  assert.equal(ids(act.asked[0]!).includes('fast:0'), false, 'what Bob carries for the band counts (32.0)');

  const leave = full();
  rollTreasure(testCtx({ script: [5, 6, 6, 4], answers: ['leave'] }), leave.state, '40.1', 0);
  assert.deepEqual(leave.state.treasure.magic, []);
  assert.deepEqual({ ...leave.state.carried }, {});
  // The bot takes it when it costs only the Fast Move (the least slowed member), else leaves it.
  assert.equal(twoHourSystem.bot(ask, full().state), 'ann');
  const heavy = full();
  heavy.state.band[0]!.items.push(...torches(5)); // Ann 15 + 1 > 3× Rep 5
  heavy.state.band[1]!.items.push(...torches(2)); // Bob 6 + 1 > 3× Rep 2
  assert.equal(twoHourSystem.bot({ ...ask, options: [ask.options[2]!] }, heavy.state), 'leave');
});

test('32.2/42.0: a member at 4× his Rep picks no more; the others go on picking; what nobody can carry is left behind', () => {
  const { state } = adventure([ch('ann', 5, true), ch('bob', 1, false, 3)]); // Bob: 4 Items = 4× Rep 1
  const potion = (n: number): MagicItem => ({ id: 'potion-of-healing', table: 'potion', name: `Potion ${n}`, npcRep: 3, uses: 1 });
  state.treasure.magic = [potion(1), potion(2), potion(3)];
  state.carried = { bob: 2 };
  divideTreasure(testCtx({ script: [], answers: ['0', '0', '0'] }), state, state.band);
  assert.deepEqual(state.band[0]!.magic.map((m) => m.name), ['Potion 1', 'Potion 2', 'Potion 3']);
  assert.deepEqual(state.band[1]!.magic, []);
  assert.deepEqual({ ...state.carried }, {}, 'the pool is shared out');
  // Both full: nothing is picked.
  const two = adventure([ch('ann', 1, true, 3), ch('bob', 1, false, 3)]);
  two.state.treasure.magic = [potion(1)];
  const ctx = testCtx({ script: [], answers: [] });
  divideTreasure(ctx, two.state, two.state.band);
  assert.equal(ctx.asked.length, 0);
  assert.deepEqual(two.state.treasure.magic, []);
  assert.deepEqual(two.state.band.map((c) => c.magic.length), [0, 0]);
});

test('18.2/29.1.5: Ann (Rep 4) drinks her Potion of Speed: group dice 5, 2 and her own 3: best two 2, 3 pass, a second tile', () => {
  const { state, g } = adventure([ch('ann', 4, true)]);
  state.band[0]!.magic = [speedPotion(2)];
  const ctx = testCtx({ script: [5, 2, 3], answers: ['fast:0', 'drink', 'stop'] });
  groupTurn(ctx, state, g, ADVENTURE_DEFAULTS);
  assert.deepEqual(ctx.asked.map((r) => r.kind), ['action', 'speed-potion', 'fast-second']);
  assert.equal(ctx.asked[1]!.who, 'player:Ann');
  assert.match(ctx.asked[0]!.options.find((o) => o.id === 'fast:0')!.label, /a second tile: 44% \(4\/9\) at Rep 4; ann on 3d6 with his Potion of Speed: 74% \(20\/27\)\)$/);
  assert.equal(ctx.chance.diceRolled, 3);
  assert.equal(state.band[0]!.magic[0]!.uses, 1, 'one use spent');
  // Kept: 2d6 5, 2 fails at Rep 4; no third die, no second tile.
  const kept = adventure([ch('ann', 4, true)]);
  kept.state.band[0]!.magic = [speedPotion(2)];
  const k = testCtx({ script: [5, 2], answers: ['fast:0', 'keep'] });
  groupTurn(k, kept.state, kept.g, ADVENTURE_DEFAULTS);
  assert.deepEqual(k.asked.map((r) => r.kind), ['action', 'speed-potion']);
  assert.equal(k.chance.diceRolled, 2);
  assert.equal(kept.state.band[0]!.magic[0]!.uses, 2);
  assert.equal(kept.g.tile, 1);
});

test('18.2/29.1.3: Boots of Speed: Bob (Rep 3) rolls a third die unasked; 2, 5 and his 1 pass, so the group goes on together', () => {
  const { state, g } = adventure([ch('ann', 5, true), ch('bob', 3)]);
  state.band[1]!.magic = [boots];
  const ctx = testCtx({ script: [2, 5, 1], answers: ['fast:0', 'stop'] });
  groupTurn(ctx, state, g, ADVENTURE_DEFAULTS);
  assert.deepEqual(ctx.asked.map((r) => r.kind), ['action', 'fast-second'], 'no split question: both passed');
  assert.match(ctx.asked[0]!.options.find((o) => o.id === 'fast:0')!.label, /69% \(25\/36\) at Rep 5, 25% \(1\/4\) at Rep 3; bob on 3d6 \(Boots of Speed\): 50% \(1\/2\)\)$/);
  // Without the boots the same 2, 5 fails Bob (5 > 3): the group is asked whether to split.
  const plain = adventure([ch('ann', 5, true), ch('bob', 3)]);
  const p = testCtx({ script: [2, 5], answers: ['fast:0', 'together'] });
  groupTurn(p, plain.state, plain.g, ADVENTURE_DEFAULTS);
  assert.deepEqual(p.asked.map((r) => r.kind), ['action', 'fast-split']);
});

test('29.1.5: no potion is offered at Rep 6 (2d6 always pass); the bot drinks only when no one on 2d6 at his Rep or lower shares the group\'s dice', () => {
  const six = adventure([ch('ann', 6, true)]);
  six.state.band[0]!.magic = [speedPotion(1)];
  const ctx = testCtx({ script: [6, 6], answers: ['fast:0', 'stop'] });
  groupTurn(ctx, six.state, six.g, ADVENTURE_DEFAULTS);
  assert.deepEqual(ctx.asked.map((r) => r.kind), ['action', 'fast-second']);
  assert.equal(six.state.band[0]!.magic[0]!.uses, 1);

  const req: Request = { who: 'player:Ann', rule: '29.1.5', prompt: 'ann: drink?', kind: 'speed-potion', options: [option('drink', 'd'), option('keep', 'k')] };
  const slower = adventure([ch('ann', 4, true), ch('bob', 3)]);
  slower.state.band[0]!.magic = [speedPotion(1)];
  slower.state.speedFor = 'ann';
  assert.equal(twoHourSystem.bot(req, slower.state), 'keep', 'Bob must pass both shared dice at Rep 3: Ann passes them too');
  const faster = adventure([ch('ann', 4, true), ch('bob', 5)]);
  faster.state.band[0]!.magic = [speedPotion(1)];
  faster.state.speedFor = 'ann';
  assert.equal(twoHourSystem.bot(req, faster.state), 'drink');
  faster.state.band[1]!.magic = [boots];
  assert.equal(twoHourSystem.bot(req, faster.state), 'drink', 'Bob on 3d6 does not make her die useless');
});

/** Tiles 0, 1 and 2 in a line (38.0: 3+4 = 7, corridors straight on); the group stands on tile 2, its members fleeing (18.3.2). */
function fleeing(band: Character[]): { state: AdventureState; g: Group } {
  const { state, g } = adventure(band);
  const t1 = state.map.tiles[1]!;
  assert.ok(generateTile(testCtx({ script: [3, 4] }), state.map, t1, t1.exits.find((e) => e.to === null)!));
  g.tile = 2;
  for (const c of band) c.status = 'flee';
  return { state, g };
}

test('18.3.2/26.0 with 29.1.3: fleeing is a Fast Move Test: Bob (Rep 3) with Boots of Speed rolls a third die unasked; 2, 5 and his 1 pass, so the group runs two tiles', () => {
  const { state, g } = fleeing([ch('ann', 5, true), ch('bob', 3)]);
  state.band[1]!.magic = [boots];
  const ctx = testCtx({ script: [2, 5, 1] });
  fleeAway(ctx, state, g, state.band.slice());
  assert.deepEqual(ctx.asked, [], 'Boots need no question');
  assert.equal(ctx.chance.diceRolled, 3);
  assert.equal(g.tile, 0, 'two tiles back: both passed');
  assert.deepEqual(state.band.map((c) => c.status), ['carry-on', 'carry-on']);
  // Without the boots the same 2, 5 fails Bob (5 > 3): one tile, as far as the slowest.
  const plain = fleeing([ch('ann', 5, true), ch('bob', 3)]);
  const p = testCtx({ script: [2, 5] });
  fleeAway(p, plain.state, plain.g, plain.state.band.slice());
  assert.equal(p.chance.diceRolled, 2);
  assert.equal(plain.g.tile, 1);
  // With the boots but a third die of 4 (> 3): best two 2, 4 fail; one tile.
  const miss = fleeing([ch('ann', 5, true), ch('bob', 3)]);
  miss.state.band[1]!.magic = [boots];
  fleeAway(testCtx({ script: [2, 5, 4] }), miss.state, miss.g, miss.state.band.slice());
  assert.equal(miss.g.tile, 1);
});

test('18.3.2/26.0 with 29.1.5: a fleeing Star (Rep 4) is offered his Potion of Speed before the roll; drunk, 5, 2 and his 3 pass: two tiles, one use spent', () => {
  const { state, g } = fleeing([ch('ann', 4, true)]);
  state.band[0]!.magic = [speedPotion(2)];
  const ctx = testCtx({ script: [5, 2, 3], answers: ['drink'] });
  fleeAway(ctx, state, g, state.band.slice());
  assert.deepEqual(ctx.asked.map((r) => [r.kind, r.rule, r.who]), [['speed-potion', '29.1.5', 'player:Ann']]);
  assert.equal(ctx.chance.diceRolled, 3);
  assert.equal(g.tile, 0);
  assert.equal(state.band[0]!.magic[0]!.uses, 1);
  // Kept: 5, 2 fails at Rep 4, one tile, no third die.
  const kept = fleeing([ch('ann', 4, true)]);
  kept.state.band[0]!.magic = [speedPotion(2)];
  const k = testCtx({ script: [5, 2], answers: ['keep'] });
  fleeAway(k, kept.state, kept.g, kept.state.band.slice());
  assert.equal(k.chance.diceRolled, 2);
  assert.equal(kept.g.tile, 1);
  assert.equal(kept.state.band[0]!.magic[0]!.uses, 2);
  // A Grunt fleeing alone (his Star stays): the group's decider, here Ann's player, decides for him.
  const grunt = fleeing([ch('ann', 5, true), ch('bob', 4)]);
  grunt.state.band[0]!.status = 'carry-on';
  grunt.state.band[1]!.magic = [speedPotion(1)];
  const gr = testCtx({ script: [5, 2, 3], answers: ['drink'] });
  fleeAway(gr, grunt.state, grunt.g, [grunt.state.band[1]!]);
  assert.deepEqual(gr.asked.map((r) => r.who), ['player:Ann']);
  const bobs = grunt.state.groups.find((x) => x.members.includes('bob'))!;
  assert.deepEqual(bobs.members, ['bob']);
  assert.equal(bobs.tile, 0);
  assert.equal(grunt.g.tile, 2, 'Ann stays');
  assert.deepEqual(grunt.state.band[1]!.magic, [], 'the last use drunk');
});

test('42.0/32.2: a Star at 4× his Rep may make room at his pick: give a magic item to a member with room, or leave one behind for a better one; or pass', () => {
  const potion = (n: number): MagicItem => ({ id: 'potion-of-healing', table: 'potion', name: `Potion ${n}`, npcRep: 3, uses: 1 });
  // Ann (Rep 1 Star): her Sword and 2 Torches and Potion 1 = 4 Items = 4× Rep 1. Bob (Rep 2): Sword, 1 Torch = 2 of 8.
  const { state } = adventure([ch('ann', 1, true, 2), ch('bob', 2, false, 1)]);
  state.band[0]!.magic = [potion(1)];
  state.treasure.magic = [potion(2)];
  const ctx = testCtx({ script: [], answers: ['give:0:bob', '0'] });
  divideTreasure(ctx, state, state.band);
  const ask = ctx.asked[0]!;
  assert.deepEqual([ask.kind, ask.rule, ask.who], ['make-room', '32.2', 'player:Ann']);
  assert.equal(ask.prompt, 'ann carries all he can (4 Items, up to 4× Rep 1 = 4). Make room to pick from the treasure?');
  assert.deepEqual(ask.options.map((o) => [o.id, o.label]), [
    ['give:0:bob', 'Give Potion 1 to bob (then 3 Items, up to 8)'],
    ['drop:0', 'Leave Potion 1 behind to pick another'],
    ['pass', 'Keep what you carry and pass your pick'],
  ]);
  assert.deepEqual(ctx.asked.map((r) => r.kind), ['make-room', 'pick-item']);
  assert.deepEqual(state.band.map((c) => c.magic.map((m) => m.name)), [['Potion 2'], ['Potion 1']]);
  // Leaving one behind: gone for good, and she picks.
  const drop = adventure([ch('ann', 1, true, 2), ch('bob', 2, false, 1)]);
  drop.state.band[0]!.magic = [potion(1)];
  drop.state.treasure.magic = [potion(2)];
  divideTreasure(testCtx({ script: [], answers: ['drop:0', '0'] }), drop.state, drop.state.band);
  assert.deepEqual(drop.state.band.map((c) => c.magic.map((m) => m.name)), [['Potion 2'], []]);
  // Passing: her turn goes to Bob, who takes it (a Grunt, by 42.0); she is not asked again.
  const keep = adventure([ch('ann', 1, true, 2), ch('bob', 2, false, 1)]);
  keep.state.band[0]!.magic = [potion(1)];
  keep.state.treasure.magic = [potion(2), potion(3)];
  const k = testCtx({ script: [], answers: ['pass'] });
  divideTreasure(k, keep.state, keep.state.band);
  assert.deepEqual(k.asked.map((r) => r.kind), ['make-room']);
  assert.deepEqual(keep.state.band.map((c) => c.magic.map((m) => m.name)), [['Potion 1'], ['Potion 2', 'Potion 3']]);
  // The bot hands an item over rather than leave one behind, and passes when nobody has room.
  assert.equal(twoHourSystem.bot(ask, state), 'give:0:bob');
  assert.equal(twoHourSystem.bot({ ...ask, options: ask.options.slice(1) }, state), 'pass');
});

test('26.0/39.4 (issue 25): fleeing two tiles, the band runs into a PEF on the first tile: it stops there and the PEF is resolved (6, 6: nerves)', () => {
  const { state, g } = fleeing([ch('ann', 5, true), ch('bob', 4)]);
  state.pefs = [{ id: 1, tile: 1 }] as AdventureState['pefs'];
  // Fast Move (Flee) 1, 1: both pass, two tiles; the PEF on tile 1 stops them; 39.4: 6, 6 passes none.
  const ctx = testCtx({ script: [1, 1, 6, 6] });
  fleeAway(ctx, state, g, state.band.slice());
  assert.equal(g.tile, 1);
  assert.deepEqual(state.pefs, []);
  assert.ok(ctx.log.some((e) => e.type === 'roll' && e.rule === '39.4'));
  assert.ok(ctx.log.some((e) => e.rule === '18.3.2' && /run 1 tile back, to tile 1, and run into what is there \(26\.0\)/.test(e.text)));
});

test('26.0/21.0 (issue 25): fleeing into a tile the enemy holds, the band fights there, its Leader at -2d6 for fleeing on the Charge into Melee Test', async () => {
  const { makeEnemy } = await import('../../src/systems/2hdc/rules/api.ts');
  const { state, g } = fleeing([ch('ann', 5, true)]);
  const orc = makeEnemy(testCtx({ seed: 3 }), 'Orc', 4, { id: 'e1', noMagic: true });
  state.enemyGroups = [{ id: 1, tile: 1, members: [orc] }];
  const ctx = testCtx({ seed: 7, answers: (r) => r.options[r.options.length - 1]!.id });
  fleeAway(ctx, state, g, state.band.slice());
  const charge = ctx.log.find((e) => e.type === 'roll' && e.rule === '21.0' && e.text.startsWith('ann'));
  assert.ok(charge, 'a Charge into Melee Test on tile 1');
  assert.match(JSON.stringify(charge), /fleeing/);
  assert.ok(ctx.log.some((e) => e.rule === '21.1'));
});
