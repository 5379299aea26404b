/**
 * Issue 25 item 5: logs that misexplained a rule, and the rival Leader and
 * a Minion's magic items read as the book has them (39.4, 26.0, 39.9, 13.1,
 * 29.1.3, 39.8/29.3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { total } from '../../src/core/parts.ts';
import type { TableEvent } from '../../src/core/events.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';
import { rivalLeader } from '../../src/systems/2hdc/rules/adventure/encounter.ts';
import { resolvePef } from '../../src/systems/2hdc/rules/adventure/move.ts';
import { bandFlees } from '../../src/systems/2hdc/rules/combat/fight.ts';
import { impactOn } from '../../src/systems/2hdc/rules/combat/damage.ts';
import { enemies } from '../../src/systems/2hdc/rules/adventure/foes.ts';
import { afterwards } from '../../src/systems/2hdc/rules/adventure/afterwards.ts';
import { reportAdventure } from '../../src/systems/2hdc/view/report.ts';
import { noCoins, type MagicItem } from '../../src/systems/2hdc/state.ts';
import type { Part } from '../../src/core/parts.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';
import { at, ch, state } from './helpers.ts';

test('39.4 (issue 25): a PEF resolved on 3d6 with all three passing (1, 2, 3) reads the best two: "2 passed", within the table\'s 0-2', () => {
  const ann = ch('ann', 'Human', 'Warrior', 5, ['S'], 4, false, true);
  ann.owner = 'ann';
  const { state: st, g } = oneGroupAdventure([ann]);
  st.pefThreeDice = true;
  const ctx = testCtx({ script: [1, 2, 3] });
  // Contact without doubles goes on to What Are They?, which this script does not reach.
  assert.throws(() => resolvePef(ctx, st, g, 'band', ADVENTURE_DEFAULTS));
  const e = ctx.log.find((x): x is TableEvent => x.type === 'table' && x.table === '39.4')!;
  assert.ok(e);
  assert.equal(e.roll, 2);
  assert.equal(total(e.parts!), 2);
  assert.deepEqual(e.parts![0]!.of, [1, 2, 3]);
});

test('26.0 (issue 25): fleeing, each fighter\'s halved kill coins are logged', () => {
  const a = at(ch('ann', 'Human', 'Warrior', 5, ['S'], 4, false, true), 0, 0, 1);
  a.c.coins = { bronze: 3, silver: 2, gold: 1 };
  const o = at(ch('orc', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  const ctx = testCtx({ script: [] });
  const dropped = noCoins();
  bandFlees(ctx, state([a, o]), dropped);
  assert.deepEqual(dropped, { bronze: 1, silver: 1, gold: 0 });
  assert.ok(ctx.log.some((e) => e.rule === '26.0' && e.text === 'ann drops half his kill coins (42.1.2, rounded down): 1 bronze, 1 silver and 0 gold'));
});

test('39.9 (issue 25): the rival Leader is rolled for among those at the top Rep (4, 5, 5: a 2 picks the second Rep 5) and leads them', () => {
  const party = [ch('r1', 'Human', 'Warrior', 4, ['S'], 4), ch('r2', 'Human', 'Warrior', 5, ['S'], 4), ch('r3', 'Human', 'Warrior', 5, ['S'], 4)];
  const ctx = testCtx({ script: [2] });
  assert.equal(rivalLeader(ctx, party).id, 'r3');
  assert.equal(party[0]!.id, 'r3');
  assert.equal(ctx.chance.diceRolled, 1);
  // One at the top Rep: no roll.
  const one = testCtx({ script: [] });
  assert.equal(rivalLeader(one, [ch('a', 'Human', 'Warrior', 3, ['S'], 4), ch('b', 'Human', 'Warrior', 4, ['S'], 4)]).id, 'b');
});

test('13.1 (issue 25): a Grunt who leaves on reaching the Star\'s Rep is still in the end report, with why he left', () => {
  const ann = ch('ann', 'Human', 'Warrior', 5, ['S'], 4, false, true);
  ann.owner = 'ann';
  const bob = ch('bob', 'Human', 'Warrior', 4, ['S'], 4);
  bob.owner = 'ann';
  const { state: st } = oneGroupAdventure([ann, bob]);
  st.outside = ['ann', 'bob'];
  st.reason = 'kill';
  st.bigBadDefeated = true;
  // Improving Rep: Ann 1 (stays 5), Bob 6 (4 → 5, the Star's Rep: he leaves).
  afterwards(testCtx({ script: [1, 6] }), st);
  assert.deepEqual(st.band.map((c) => c.id), ['ann']);
  const r = reportAdventure(st);
  const b = r.players.find((p) => p.name === 'bob');
  assert.ok(b, 'bob is in the report');
  assert.match(b.fate, /got out \(Rep 4 → 5\), then left the band \(his Rep 5 reached the Star's 5\)/);
});

test('29.1.3 (issue 25): a Hard Shirt and an Iron Cloak are named in an Impact\'s parts', () => {
  const shirt: MagicItem = { id: 'hard-shirt', table: 'clothes', name: 'Hard Shirt', npcRep: 3 };
  const cloak: MagicItem = { id: 'iron-cloak', table: 'clothes', name: 'Iron Cloak', npcRep: 3 };
  const a = ch('a', 'Human', 'Warrior', 4, ['S'], 2);
  a.owner = 'a';
  a.magic = [shirt];
  const why: Part[] = [];
  assert.equal(impactOn(a, 4, why), 4);
  assert.deepEqual(why.map((p) => [p.value, p.label]), [[0, 'AC 4 (AC 2, Hard Shirt)']]);
  const b = ch('b', 'Human', 'Warrior', 4, ['S'], 4);
  b.owner = 'b';
  b.magic = [cloak];
  const why2: Part[] = [];
  assert.equal(impactOn(b, 4, why2), 3);
  assert.deepEqual(why2.map((p) => [p.value, p.label]), [[-1, 'AC 6 (AC 4, Iron Cloak)']]);
});

test('39.8/29.3 (issue 25): a Minion\'s Rep is cut to the Big Bad\'s before its magic items are rolled: the NPC Magic Items roll adds the cut Rep', () => {
  const { state: st } = oneGroupAdventure([ch('ann', 'Human', 'Warrior', 5, ['S'], 4, false, true)]);
  let rolled = 0;
  for (let seed = 1; seed <= 300; seed++) {
    const ctx = testCtx({ seed });
    const [e] = enemies(ctx, st, 'Ogre', 1, 2);
    assert.equal(e!.rep, 2);
    for (const t of ctx.log) {
      if (t.type !== 'table' || t.table !== '29.3') continue;
      rolled++;
      const rep = t.parts!.find((p) => p.label === 'Rep')!;
      assert.equal(rep.value, 2, `seed ${seed}: the magic items roll adds Rep ${rep.value}`);
    }
  }
  assert.ok(rolled > 0, 'some Minion carried magic items');
});
