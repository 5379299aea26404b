/** Between games: the shop's prices and rules, custom heroes, resurrection's victory point, the campaign carried forward and wiped by a loss. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runShop, wares } from '../../src/systems/dungeon-world/rules/campaign/shop.ts';
import { campaignOptionsFrom } from '../../src/systems/dungeon-world/rules/campaign/carry.ts';
import { wound } from '../../src/systems/dungeon-world/rules/combat/damage.ts';
import { newGame } from '../../src/systems/dungeon-world/rules/setup.ts';
import { dwOptions } from '../../src/systems/dungeon-world/options.ts';
import { invariantProblems } from '../../src/systems/dungeon-world/invariants.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { dungeonGame } from './dungeon-helpers.ts';

test('the shop: treasure stacks become gold; each hero spends its own gold at the book\'s prices; no ability it has, none twice', () => {
  const { d, g } = dungeonGame(`
    #####
    #12.#
    #####`, { 1: 'ranger', 2: 'warmage' }, [], [], ['1', 'buy:listen', '1', 'buy:health-potion', '2', 'buy:major-health-potion', 'leave']);
  const r = d.at('1');
  r.kit!.gold = 1000;
  r.kit!.stacks = 2;
  d.at('2').kit!.gold = 100;
  assert.ok(!wares(r).some((o) => o.id === 'buy:traps'), 'the ranger has Traps already');
  runShop(g);
  assert.equal(r.kit!.gold, 0, '1000 + 2 stacks of 25, less 1000 and 50');
  assert.deepEqual(r.kit!.skills, ['listen']);
  assert.deepEqual(r.kit!.items, ['health-potion']);
  assert.deepEqual(d.at('2').kit!.items, ['major-health-potion']);
  assert.ok(!wares(r).some((o) => o.id === 'buy:listen'), 'never twice');
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.shopPrices && /Listen for 1000 gold/.test(e.text)));
});

test('other skills cost 2000, spells 1000, a familiar 2500 (3000 flying)', () => {
  const { d } = dungeonGame(`
    ###
    #1#
    ###`, { 1: 'warmage' }, [], []);
  d.at('1').kit!.gold = 2999;
  const ids = wares(d.at('1')).map((o) => o.label);
  assert.ok(ids.includes('the skill Stealth: 2000 gold'));
  assert.ok(ids.includes('the spell Shield: 1000 gold'));
  assert.ok(ids.includes('a Familiar: 2500 gold'));
  assert.ok(!ids.some((l) => /flying/.test(l)));
});

test('a campaign carries gold, items, power-ups, spells, skills and the familiar; a win moves on, a retreat replays, a loss wipes', () => {
  const o = dwOptions.parse({ heroes: ['warmage', 'ranger'], campaign: { name: 'Test' } });
  const st = newGame(o);
  const w = st.models.find((m) => m.kind === 'warmage')!;
  Object.assign(w.kit!, { gold: 300, stacks: 1, items: ['health-potion'], powerUps: ['weapon'], spells: ['shield'], skills: ['listen'], familiar: 'walker' });
  st.outcome = 'retreated';
  const again = campaignOptionsFrom(st, o) as { scenario: string; campaign: { heroes: Record<string, { gold: number }> } };
  assert.equal(again.scenario, o.scenario, 'a retreat plays the scenario again');
  assert.equal(again.campaign.heroes.warmage!.gold, 325);
  const next = newGame(dwOptions.parse(again));
  const w2 = next.models.find((m) => m.kind === 'warmage')!;
  assert.equal(w2.attacks, 7, 'the weapon power-up again');
  assert.ok(w2.abilities.includes('shield') && w2.abilities.includes('listen'));
  assert.ok(next.models.some((m) => m.id === `f-${w2.id}` && m.species === 'familiar'), 'the familiar beside its owner');
  assert.equal(w2.kit!.stored, 3);
  assert.deepEqual(invariantProblems(next), []);
  st.outcome = 'heroes-won';
  assert.notEqual((campaignOptionsFrom(st, o) as { scenario: string }).scenario, o.scenario, 'a win moves on');
  st.outcome = 'master-won';
  const wiped = campaignOptionsFrom(st, o) as { campaign: { heroes: object } };
  assert.deepEqual(wiped.campaign.heroes, {}, 'a loss takes everything');
});

test('custom heroes: our plain line with up to 2000 gold of the shop\'s abilities; refused otherwise', () => {
  const o = dwOptions.parse({ heroes: ['xena', 'ranger'], custom: [{ id: 'xena', name: 'Xena', abilities: ['charge-attack', 'listen'] }] });
  const x = newGame(o).models.find((m) => m.kind === 'xena')!;
  assert.deepEqual([x.movement, x.attacks, x.armour, x.wounds], [4, 4, 4, 5]);
  assert.deepEqual(x.abilities, ['charge-attack', 'listen']);
  assert.throws(() => dwOptions.parse({ heroes: ['xena'], custom: [{ id: 'xena', name: 'X', abilities: ['stealth', 'berserk-attack'] }] }), /4000 gold/);
  assert.throws(() => dwOptions.parse({ heroes: ['xena'], custom: [{ id: 'xena', name: 'X', abilities: ['pack'] }] }), /not on sale/);
});

test('resurrection: the death is counted, the victory point is not, and the tally keeps victory points = killed - resurrected', () => {
  const { d, g } = dungeonGame(`2.1A`, { 1: 'hobbit', 2: 'warmage' }, [], [], ['resurrect:2']);
  d.at('2').abilities.push('resurrection');
  wound(g, d.at('1'), 5, SEC.meleeKill, 'test');
  assert.deepEqual([d.at('1').status, d.at('1').x, d.at('1').deaths], ['in-play', 2, 1]);
  assert.deepEqual([g.st.kills.monsters, g.st.resurrections, g.st.victoryPoints], [1, 1, 0]);
  assert.deepEqual(invariantProblems(g.st), []);
  g.st.resurrections = 0;
  assert.equal(invariantProblems(g.st).length, 1, 'the invariant sees a resurrection left out of the tally');
});

test('the shop (issue 25): a power-up is bought once: a hero who bought the Weapon Attack Power Up (or found one) is not offered it again', () => {
  const { d, g } = dungeonGame(`
    ####
    #1.#
    ####`, { 1: 'ranger' }, [], [], ['1', 'buy:weapon-power-up', 'leave']);
  const r = d.at('1');
  r.kit!.gold = 100000;
  runShop(g);
  assert.deepEqual(r.kit!.powerUps, ['weapon']);
  const left = wares(r).map((o) => o.id);
  assert.ok(!left.includes('buy:weapon-power-up'), 'never twice');
  assert.ok(left.includes('buy:ranged-power-up'));
  r.kit!.powerUps.push('ranged');
  assert.ok(!wares(r).some((o) => o.id === 'buy:ranged-power-up'), 'one found in a chest counts too');
});
