/** Issue 25 item 12: the Salt-Marsh Chapel's terrain in 3d6 fights on the map: the bots cross it with a Feat, its odds logged just before its roll, under Combat: Actions: Move. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { adventureOf } from '../../src/systems/exploration/data/index.ts';
import { system } from './helpers.ts';

test('in bot games the party and the creatures leap the nave\'s sunken floor and the ossuary\'s grave with a Feat', () => {
  let across = 0;
  for (let seed = 1; seed <= 12 && across < 2; seed++) {
    const r = run({ system, seed, options: {}, chooser: system.bot, log: true });
    const d = adventureOf(r.state);
    const terrain = new Set(d.a.rooms.flatMap((x) => x.terrain.map((t) => `${t.at[0]},${t.at[1]}`)));
    r.events.forEach((e, i) => {
      const m = / gets across to (\d+,\d+)/.exec(e.text);
      if (!m) return;
      across++;
      assert.equal(e.rule, 'Combat: Actions: Move');
      assert.ok(!terrain.has(m[1]!), 'a crossing lands beyond the terrain');
      const roll = r.events.slice(0, i).reverse().find((x) => /Feat of Reflex to (leap|climb over|squeeze through)/.test(x.text) && x.type === 'roll');
      assert.ok(roll, 'the Feat was rolled before it');
    });
  }
  assert.ok(across >= 1, 'a crossing in the first dozen games');
});
