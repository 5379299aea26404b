/** Monsters in the log: numbered ones by number, a scenario's named ones by their whole id (the Bone Mill's Troll "miller"). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay } from '../../src/core/engine.ts';
import { who } from '../../src/systems/dungeon-world/rules/game.ts';
import { BadScenario, parseScenario } from '../../src/systems/dungeon-world/data/scenarios.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import crypt from '../../src/systems/dungeon-world/data/scenarios/crypt-of-bones.json' with { type: 'json' };

test('who: Orc 7 for m7, Troll miller for the id miller, a hero by name', () => {
  const base = { side: 'monsters', name: 'Troll' } as Parameters<typeof who>[0];
  assert.equal(who({ ...base, id: 'miller' }), 'Troll miller');
  assert.equal(who({ ...base, id: 'mage-killer' }), 'Troll mage-killer');
  assert.equal(who({ ...base, name: 'Orc', id: 'm7' }), 'Orc 7');
  assert.equal(who({ ...base, side: 'heroes', name: 'Ranger', id: 'h2' }), 'Ranger');
});

test('a Bone Mill game names its Troll miller whole in the log', () => {
  for (let seed = 1; seed <= 6; seed++) {
    const text = autoplay(dwSystem, seed, { scenario: 'bone-mill' }, true).events.map((e) => JSON.stringify(e)).join('\n');
    assert.doesNotMatch(text, /Troll iller/);
    if (/Troll miller/.test(text)) return;
  }
  assert.fail('no game of six named the Troll miller');
});

test('a scenario may not give a monster an id of the numbered form (m and a number)', () => {
  const s = structuredClone(crypt) as { monsters: { id?: string }[] };
  s.monsters[0]!.id = 'm2';
  assert.throws(() => parseScenario(s, 'my.json'), (e: Error) => e instanceof BadScenario && /monsters\.0\.id: "m2" is of the form the game numbers/.test(e.message));
});
