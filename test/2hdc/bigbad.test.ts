/** 34.1 The Big Bad is an NPC from its Race List, not a Star; its Rep note comes before its magic items (29.3). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { chooseBigBad, newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import { chargeDice } from '../../src/systems/2hdc/rules/combat/charge.ts';
import { crisisTest } from '../../src/systems/2hdc/rules/combat/crisis.ts';
import { newFighter } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import { ch } from './helpers.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';
import { battle } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { reasonDone } from '../../src/systems/2hdc/rules/adventure/afterwards.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';

function rollBigBad(script: number[]) {
  const st = newAdventure(ADVENTURE_DEFAULTS);
  st.band = [ch('william', 'Human', 'Knight', 5, ['S'], 6, true, true)];
  const ctx = testCtx({ script });
  chooseBigBad(ctx, st);
  return { bb: st.bigBad!, ctx };
}

test('34.1/29.3 (ruling): the Rep note raises a Rep 4 Orc Big Bad to 5 before its magic items: 5 + Rep 5 = 10 is Armor', () => {
  const { bb, ctx } = rollBigBad([
    4, 4, // 34.1: 8 in the Rep 5 column → Orc
    2, 4, // 7.0.10: 6 → Warrior, Rep 4
    3, // 10.0: listed Rep 4
    1, // 34.1 note: the Star (5) outranks it; 1 → equal to the Star's Rep
    2, // 29.3: the Big Bad's chance (1–3): a magic item
    5, // 29.3: 5 + Rep 5 = 10 → Armor (with the rolled Rep 4: 9, a Weapon)
    4, 4, 5, // 29.1.1: AC 4, 9 → Deflective Armor
  ]);
  assert.equal(bb.rep, 5);
  assert.equal(bb.originalRep, 5);
  assert.equal(bb.magic.length, 1);
  assert.equal(bb.magic[0]!.id, 'deflective-armor');
  assert.equal(bb.armor, 4);
  assert.equal(ctx.chance.revealed, 11, 'the note is rolled before the magic item chance');
});

test('34.1 (ruling): the Big Bad is no Star: no Star Power, no +1 on the Charge into Melee Test, no Free Will in a Crisis Test', () => {
  const { bb } = rollBigBad([4, 4, 2, 4, 3, 6, 5]); // Orc Warrior, listed Rep 4 raised to 7 by a 6, no magic item (5)
  assert.equal(bb.star, false);
  assert.equal(bb.starPower, 0);
  assert.equal(bb.bigBad, true);
  const f = newFighter(bb, 1);
  // An Orc's Fanatic (+2) and Rage (+1) only: a Star would add one more (6.3.3).
  assert.deepEqual(chargeDice({ leader: f, active: false, fleeing: false, outnumber: false }, 'two-dice'), { dice: 7, auto: 3 });
  // 19.0: it reads the group's dice like any NPC (no Free Will request).
  const ctx = testCtx({ script: [1, 2] });
  const r = crisisTest(ctx, [{ c: bb, reason: 'man-down', facing3to1: false, courage: false, who: 'mechanics' }], false);
  assert.equal(ctx.asked.length, 0);
  assert.deepEqual(r, ['carry-on']);
});

test('34.3 (ruling): Kill the Big Bad needs him killed: a captured Big Bad does not accomplish it, a dispatched one does', () => {
  const seen = { captured: 0, killed: 0 };
  for (let seed = 1; seed <= 80 && (seen.captured === 0 || seen.killed === 0); seed++) {
    for (const answer of ['capture', 'dispatch'] as const) {
      const band = ['ann', 'bob', 'cid'].map((id) => ch(id, 'Human', 'Knight', 6, ['S'], 6, true, true));
      for (const c of band) c.owner = c.id;
      const { state, g } = oneGroupAdventure(band);
      const bb = ch('bb', 'Goblin', 'Warrior', 3, ['S'], 2);
      bb.bigBad = true;
      state.bigBad = bb;
      state.reason = 'kill';
      const ctx = testCtx({ seed, answers: (req) => (req.kind === 'capture' ? answer : req.kind === 'flee' ? 'stay' : req.options[0]!.id) });
      battle(ctx, state, g, [bb], 'band', ADVENTURE_DEFAULTS);
      if (bb.status === 'captured') {
        seen.captured++;
        assert.equal(reasonDone(state), false, 'captured, not killed');
        assert.match(twoHourSystem.view(state), /Big Bad: Goblin Rep 3 \(captured\)/);
      } else if (bb.status === 'obviously-dead') {
        seen.killed++;
        assert.equal(reasonDone(state), true);
      }
    }
  }
  assert.ok(seen.captured > 0 && seen.killed > 0, `both cases met (${JSON.stringify(seen)})`);
});
