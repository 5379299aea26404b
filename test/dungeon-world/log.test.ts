/** Dungeon World's log: every cited section explained, every Draken Master decision with its reason. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay } from '../../src/core/engine.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';

test('the Draken Master says why at every decision, and every cited section has a glossary entry', () => {
  let mech = 0;
  let why = 0;
  const cited = new Set<string>();
  for (let s = 0; s < 40; s++) {
    for (const e of autoplay(dwSystem, s, dwSystem.setups![s % 4]!.options, true).events) {
      if (e.rule) cited.add(e.rule);
      if (e.type !== 'decision' || e.who !== 'mechanics') continue;
      mech++;
      if (e.why) why++;
    }
  }
  assert.ok(mech > 100 && why === mech, `${why} of ${mech}`);
  assert.deepEqual([...cited].filter((c) => dwSystem.glossary![c] === undefined), []);
  assert.ok(cited.size >= 20, `${cited.size} sections cited`);
});

test('the heroes\' bot says why at every decision it makes for --auto, with the scenario\'s ways in it', () => {
  let mine = 0;
  let why = 0;
  const reasons = new Set<string>();
  for (let s = 0; s < 20; s++) {
    for (const e of autoplay(dwSystem, s, { ...dwSystem.setups![s % 5]!.options, scenario: s % 2 ? 'bone-mill' : 'drakes-vault' }, true).events) {
      if (e.type !== 'decision' || e.who === 'mechanics') continue;
      mine++;
      if (e.why) (why++, reasons.add(e.why.replace(/[\d(),]+/g, '#').slice(0, 30)));
    }
  }
  assert.ok(mine > 100 && why === mine, `${why} of ${mine}`);
  assert.ok(reasons.size >= 15, `${reasons.size} different reasons`);
});
