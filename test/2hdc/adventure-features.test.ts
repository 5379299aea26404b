import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { option } from '../../src/core/request.ts';
import { autoplay } from '../../src/core/engine.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS, STAR_RACES } from '../../src/systems/2hdc/options.ts';
import { quittersReturn, runAwayOnActivation } from '../../src/systems/2hdc/rules/adventure/runaway.ts';
import { crossOver } from '../../src/systems/2hdc/rules/adventure/hazards.ts';
import { enterTile } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { starOptions } from '../../src/systems/2hdc/rules/adventure/stars.ts';
import { fastMoveOdds, searchOdds, pct } from '../../src/systems/2hdc/rules/adventure/odds.ts';
import { generateTile } from '../../src/systems/2hdc/rules/dungeon/generate.ts';
import type { AdventureState, Group } from '../../src/systems/2hdc/state-adventure.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';
import type { Character, Profession } from '../../src/systems/2hdc/state.ts';

function ch(id: string, rep: number, profession: Profession = 'Warrior', star = false): Character {
  return {
    id, name: id, race: 'Human', star, professions: [profession], rep, originalRep: rep, attributes: [], weapons: ['S'], armor: 4, shield: false,
    items: [], magic: [], coins: { bronze: 3, silver: 1, gold: 0 }, status: 'carry-on', starPower: star ? rep : 0, usedThisAdventure: [], castingLoss: 0,
    ...(star ? { owner: 'Ann' } : {}),
  };
}

function adventure(band: Character[]): { state: AdventureState; g: Group } {
  const { state, g } = oneGroupAdventure(band);
  return { state, g };
}

test('26.1: a Healer who fled rolls 5,6,6 (best two 5,6: pass 0) on his next activation: Flee, he quits and drops his coins', () => {
  const { state, g } = adventure([ch('ann', 5, 'Warrior', true), ch('sooze', 4, 'Healer')]);
  state.runAway = ['sooze'];
  const ctx = testCtx({ script: [5, 6, 6] });
  const quit = runAwayOnActivation(ctx, state, g, 'player:Ann');
  assert.deepEqual(quit.map((c) => c.id), ['sooze']);
  const sooze = state.band[1]!;
  assert.equal(sooze.status, 'quit');
  assert.deepEqual(sooze.coins, { bronze: 0, silver: 0, gold: 0 });
  assert.deepEqual(state.groups[0]!.members, ['ann']);
  assert.deepEqual(state.runAway, []);
  // After the game: 27.0 as Out of the Fight, 2d6 vs original Rep 4: 2 and 3 pass 2, back at full Rep.
  const after = testCtx({ script: [2, 3] });
  const back = quittersReturn(after, state);
  assert.deepEqual(back.map((c) => c.id), ['sooze']);
  assert.equal(sooze.status, 'carry-on');
  assert.equal(sooze.rep, 4);
  assert.ok(state.outside.includes('sooze'));
  assert.ok(state.wentOut.includes('sooze'), 'counts as having gone Out of the Fight (42.2)');
});

test('26.1: passing 2d6 (1,2 of 1,2,6) the runaway carries on; the test is taken once', () => {
  const { state, g } = adventure([ch('ann', 5, 'Warrior', true), ch('sooze', 4, 'Healer')]);
  state.runAway = ['sooze'];
  const ctx = testCtx({ script: [1, 2, 6] });
  assert.deepEqual(runAwayOnActivation(ctx, state, g, 'player:Ann'), []);
  assert.equal(state.band[1]!.status, 'carry-on');
  assert.deepEqual(state.groups[0]!.members, ['ann', 'sooze']);
  assert.deepEqual(runAwayOnActivation(testCtx({ script: [] }), state, g, 'player:Ann'), []);
});

test('26.1: a quitter failing 27.0 after the game (6,6: pass 0) dies and does not come out', () => {
  const { state } = adventure([ch('ann', 5, 'Warrior', true), ch('sooze', 4, 'Healer')]);
  state.band[1]!.status = 'quit';
  state.groups[0]!.members = ['ann'];
  assert.deepEqual(quittersReturn(testCtx({ script: [6, 6] }), state), []);
  assert.equal(state.band[1]!.status, 'obviously-dead');
  assert.equal(state.outside.includes('sooze'), false);
});

test('37.1.7: the vermin come back every time their room is entered: the two in front take an Impact 1 hit', () => {
  const { state, g } = adventure([ch('ann', 5, 'Warrior', true), ch('bob', 4), ch('cid', 3)]);
  const t = generateTile(testCtx({ script: [3, 4] }), state.map, state.map.tiles[0]!, state.map.tiles[0]!.exits[0]!)!;
  assert.equal(t.kind, 'corridor');
  t.secret = 'vermin';
  g.tile = t.id;
  // Ann rolls 4 (over Impact 1: unhurt); Bob rolls 1 (Obviously Dead, counted as Out of the Fight), then recovers with 2,3 (27.0 pass 2).
  const ctx = testCtx({ script: [4, 1, 2, 3] });
  assert.equal(enterTile(ctx, state, g, ADVENTURE_DEFAULTS), 'clear');
  assert.equal(ctx.chance.diceRolled, 4);
  assert.equal(state.band[1]!.status, 'carry-on');
  assert.ok(state.wentOut.includes('bob'));
  assert.equal(state.band[2]!.status, 'carry-on', 'the third in march order is not hit');
  // Entering again: they are back.
  const again = testCtx({ script: [5, 6] });
  enterTile(again, state, g, ADVENTURE_DEFAULTS);
  assert.equal(again.chance.diceRolled, 2);
  assert.equal(again.log.filter((e) => e.rule === '37.1.7' && e.type === 'state').length, 3);
});

test('37.1.6: the player sets the crossing order; the labels give the odds by dice passed (Rep 5: pass 2 25/36, a slip may be saved)', () => {
  const { state, g } = adventure([ch('ann', 5, 'Warrior', true), ch('bob', 4), ch('cid', 3)]);
  // Cid first, then Ann; Bob is last. Each passes 2d6: 1,2 / 1,1 / 2,2.
  const ctx = testCtx({ script: [1, 2, 1, 1, 2, 2], answers: ['cid', 'ann'] });
  crossOver(ctx, state, g, 1);
  const asks = ctx.asked.filter((r) => r.kind === 'cross-order');
  assert.equal(asks.length, 2);
  assert.deepEqual(asks[0]!.options.map((o) => o.id), ['ann', 'bob', 'cid']);
  // The pass of 2 is named as such: a slip (pass 1) may still get him across with a neighbour's help.
  assert.match(asks[0]!.options[0]!.label, /pass 2 safely across 69% \(25\/36\); pass 1 slips 28% \(5\/18\), saved if the one in front \(1–3\) or behind \(4–6\) passes 1d6; pass 0 falls 3% \(1\/36\)/);
  const order = ctx.log.filter((e) => e.type === 'roll' && e.rule === '37.1.6').map((e) => e.text.split(':')[1]!.trim());
  assert.deepEqual(order, ['cid', 'ann', 'bob']);
  assert.ok(state.map.tiles[0]!.exits.some((e) => e.down), 'all across: the way on leads down');
});

test('Star race "roll": 1/2d6 4 → the second five, d6 6 rolled again, 3 → the 8th race (Goblin); profession 2d6 3+5 = 8 → Shooter', () => {
  assert.equal(STAR_RACES[7], 'Goblin');
  const options = { ...ADVENTURE_DEFAULTS, stars: [{ race: 'roll' as const, profession: 'roll' as const, rep: 5 }] };
  const ctx = testCtx({ script: [4, 6, 3, 3, 5] });
  const o = starOptions(ctx, options, 0, 'Ann');
  assert.equal(o.race, 'Goblin');
  assert.deepEqual(o.professions, ['Shooter']);
  assert.equal(ctx.asked.length, 0);
});

test('Star profession "roll" with race "choose": the race is asked first, then 2d6 on its list (Human 6+6 = 12 → Caster)', () => {
  const options = { ...ADVENTURE_DEFAULTS, stars: [{ race: 'choose' as const, profession: 'roll' as const, rep: 5 }] };
  const ctx = testCtx({ script: [6, 6], answers: ['Human'] });
  const o = starOptions(ctx, options, 0, 'Ann');
  assert.equal(ctx.asked[0]!.kind, 'race');
  assert.equal(o.race, 'Human');
  assert.deepEqual(o.professions, ['Caster']);
});

test('random races are even: each of the 15 comes from exactly one (1/2d6, d6 1–5) pair', () => {
  const seen = new Map<string, number>();
  for (let third = 1; third <= 6; third += 2) {
    for (let fifth = 1; fifth <= 5; fifth++) {
      const ctx = testCtx({ script: [third, fifth] });
      const r = starOptions(ctx, { ...ADVENTURE_DEFAULTS, stars: [{ race: 'roll', profession: 'Warrior', rep: 5 }] }, 0, 'Ann').race!;
      seen.set(r, (seen.get(r) ?? 0) + 1);
    }
  }
  assert.equal(seen.size, 15);
  assert.ok([...seen.values()].every((n) => n === 1));
});

test('odds before a test: Fast Move 2d6 both under Rep 5 is 25/36; a Secret Room on 2d6 at Rep 4 is 4/36; on 3d6 as counted', () => {
  assert.equal(pct(fastMoveOdds(5)), '69% (25/36)');
  const s2 = searchOdds(2, 4);
  assert.deepEqual([s2.num, s2.den], [1n, 9n]);
  let hits = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if ((a === b && a <= 4) || (a === c && a <= 4) || (b === c && b <= 4)) hits++;
  const s3 = searchOdds(3, 4);
  assert.equal(Number(s3.num) / Number(s3.den), hits / 216);
});

test('policies: fight requests go to the combat policies (NPCs dispatch, the bot casts Damage); others to the adventure bot', () => {
  const state = newAdventure(ADVENTURE_DEFAULTS);
  const capture = { who: 'mechanics', rule: '23.7', kind: 'capture', prompt: '?', options: [option('capture'), option('dispatch')] };
  assert.equal(twoHourSystem.mechanics(capture, state), 'dispatch');
  const spell = { who: 'player:Ann', rule: '28.0', kind: 'spell', prompt: '?', options: [option('none'), option('damage')] };
  assert.equal(twoHourSystem.bot(spell, state), 'damage');
  const split = { who: 'player:Ann', rule: '18.2', kind: 'fast-split', prompt: '?', options: [option('split'), option('together')] };
  assert.equal(twoHourSystem.bot(split, state), 'together');
});

test('the view shows the last fight once there has been one', () => {
  for (let seed = 1; seed < 50; seed++) {
    const r = autoplay(twoHourSystem, seed);
    if (r.state.fights === 0) continue;
    const v = twoHourSystem.view(r.state);
    assert.match(v, /Last fight \(turn \d+, tile \d+, (corridor 2|room 4) wide/);
    assert.match(v, /Enemies: .*\(Rep \d+\): /);
    return;
  }
  assert.fail('no fight in 50 games');
});

test('37.1.6 (issue 25): a character who survives a fall climbs back to where he started with his next test (1, 1), and crosses with the one after (1, 2)', () => {
  const { state, g } = adventure([ch('ann', 5, 'Warrior', true)]);
  // Cross: 6, 6 passes none, a fall: Impact 4 on AC 4, a 5 leaves him unhurt. Climb: 1, 1. Cross again: 1, 2.
  const ctx = testCtx({ script: [6, 6, 5, 1, 1, 1, 2] });
  crossOver(ctx, state, g, 1);
  assert.equal(ctx.chance.diceRolled, 7);
  const tests = ctx.log.filter((e) => e.type === 'roll' && e.rule === '37.1.6').map((e) => e.text);
  assert.equal(tests.length, 3);
  assert.match(tests[1]!, /climbing back/);
  assert.ok(ctx.log.some((e) => e.rule === '37.1.6' && e.text === 'ann climbs back to where he started.'));
  assert.ok(state.map.tiles[0]!.exits.some((e) => e.down), 'across on the third test: the way on leads down');
});

test('37.1.7 (issue 25): the vermin\'s odds count Obviously Dead as Out of the Fight (Impact 1 on AC 4: Out of the Fight 1/6)', () => {
  const { state, g } = adventure([ch('ann', 5, 'Warrior', true)]);
  const t = generateTile(testCtx({ script: [3, 4] }), state.map, state.map.tiles[0]!, state.map.tiles[0]!.exits[0]!)!;
  t.secret = 'vermin';
  g.tile = t.id;
  const ctx = testCtx({ script: [4] });
  enterTile(ctx, state, g, ADVENTURE_DEFAULTS);
  const odds = ctx.log.find((e) => e.type === 'state' && e.text.startsWith('Odds (1d6 vs Impact'));
  assert.ok(odds);
  assert.doesNotMatch(odds.text, /Obviously Dead \d/);
  assert.match(odds.text, /Out of the Fight 17% \(1\/6\), Ducks Back 83% \(5\/6\)/);
});
