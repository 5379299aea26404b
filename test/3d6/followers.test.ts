/** Charm in the adventure: hiring, henchmen at most Charm, a hireling's dangerous order as a Charm Feat (scripted dice), wages. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay } from '../../src/core/engine.ts';
import { testCtx } from '../../src/core/testing.ts';
import { dangerOf, entranceOffers, offerFollowers, orderHirelings, payHirelings } from '../../src/systems/3d6/rules/followers.ts';
import { sixSystem, type SixState } from '../../src/systems/3d6/index.ts';
import { D, monster, pc, stateOf } from './helpers.ts';

const HP = { hp: 'fortitude' } as const;

test('hiring: a hireling, or a henchman only while the character has fewer than Charm of them', () => {
  const f = pc('fighter', { abilities: { ...pc('fighter').abilities, charm: 1 } });
  const st = stateOf(f);
  const offers = entranceOffers(st, D);
  assert.deepEqual(offers.map((x) => x.character), ['rogue', 'wizard', 'cleric', 'spearman']);
  const ctx = testCtx({ script: [], answers: ['henchman:fighter', 'hire', 'pass', 'hire'] });
  offerFollowers(ctx, st, D, HP, offers);
  // Charm 1: the second offer has no henchman option left.
  assert.deepEqual(ctx.asked[0]!.options.map((o) => o.id), ['hire', 'henchman:fighter', 'pass']);
  assert.deepEqual(ctx.asked[1]!.options.map((o) => o.id), ['hire', 'pass']);
  assert.deepEqual(st.party, ['fighter', 'hire-rogue', 'hire-wizard', 'hire-spearman']);
  assert.deepEqual(st.fighters['hire-rogue']!.follower, { kind: 'henchman', of: 'fighter', wage: 0 });
  assert.deepEqual(st.fighters['hire-wizard']!.follower, { kind: 'hireling', of: 'fighter', wage: 25 });
});

test("a dangerous order: the hirer's Charm Feat at the danger's difficulty; a refusal keeps the hireling out of the fight", () => {
  const f = pc('fighter'); // Charm 2
  const st = stateOf(f);
  offerFollowers(testCtx({ script: [], answers: ['hire'] }), st, D, HP, [{ character: 'rogue', wage: 25 }]);
  const ogre = [monster('ogre')]; // level 4 against a party of level 2: High
  assert.equal(dangerOf(ogre, [f, st.fighters['hire-rogue']!]), 'high');
  assert.equal(dangerOf([monster('goblin')], [f, st.fighters['hire-rogue']!]), 'low');
  const yes = testCtx({ script: [1, 2, 2], answers: ['order'] }); // high die 2 ≤ Charm 2
  assert.deepEqual([...orderHirelings(yes, st, ogre)], []);
  assert.match(yes.asked[0]!.options[0]!.label, /Brannoc's High Charm Feat \(4% \(1\/27\)\)/);
  assert.ok(yes.log.findIndex((e) => /^Odds: .*Charm/.test(e.text)) < yes.log.findIndex((e) => e.type === 'roll'));
  const no = testCtx({ script: [1, 2, 3], answers: ['order'] }); // high die 3 > 2: refuses
  assert.deepEqual([...orderHirelings(no, st, ogre)], ['hire-rogue']);
  const kept = testCtx({ script: [], answers: ['back'] });
  assert.deepEqual([...orderHirelings(kept, st, ogre)], ['hire-rogue']);
  assert.equal(kept.chance.diceRolled, 0);
});

test('a henchman needs no order; a hireling alive takes its wage from the coins at the end', () => {
  const f = pc('fighter');
  const st = stateOf(f);
  offerFollowers(testCtx({ script: [], answers: ['henchman:fighter', 'hire'] }), st, D, HP, [{ character: 'rogue', wage: 0 }, { character: 'cleric', wage: 30 }]);
  const ctx = testCtx({ script: [1, 1, 1], answers: ['order'] });
  orderHirelings(ctx, st, [monster('goblin')]);
  assert.equal(ctx.asked.length, 1, 'only the hireling is asked about');
  st.coins = 20;
  payHirelings(testCtx({}), st);
  assert.equal(st.coins, 0);
});

test('in play: the bot takes followers at the entrance, orders hirelings into fights, and the report names them', () => {
  let orders = 0;
  let hired = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const r = autoplay(sixSystem, seed, { party: ['fighter'] }, true);
    const st = r.state as SixState;
    hired += st.party.filter((id) => st.fighters[id]!.follower?.kind === 'hireling').length;
    orders += r.events.filter((e) => e.type === 'decision' && /into the fight/.test(e.text)).length;
    if (seed === 1) assert.ok(sixSystem.report(st).players.some((p) => /henchman/.test(p.role)), JSON.stringify(sixSystem.report(st).players));
  }
  assert.ok(hired > 0 && orders > 0, `hired ${hired}, orders ${orders}`);
});
