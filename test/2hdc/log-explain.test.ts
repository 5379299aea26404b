/**
 * Every test's dice count as named parts and its result in words, for the
 * rolls log-words.test.ts does not cover: Spell Casting (28.3), Crisis Tests
 * (19.1), Star Power (6.3.1), the odds lines, and an auto-played game's log.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { autoplay } from '../../src/core/engine.ts';
import type { GameEvent, RollEvent } from '../../src/core/events.ts';
import { total } from '../../src/core/parts.ts';
import { cast, npcSpell } from '../../src/systems/2hdc/rules/magic/spells.ts';
import { crisisTest } from '../../src/systems/2hdc/rules/combat/crisis.ts';
import { reduceHarm } from '../../src/systems/2hdc/rules/combat/damage.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import type { MagicItem } from '../../src/systems/2hdc/state.ts';
import { TargetOption } from '../../src/systems/2hdc/rules/combat/requests.ts';
import { at, ch, state } from './helpers.ts';

const rollsOf = (log: readonly GameEvent[], rule: string): RollEvent[] => log.filter((e): e is RollEvent => e.type === 'roll' && e.rule === rule);

const wand: MagicItem = { id: 'caster-wand', table: 'castingTool', name: 'Caster Wand', npcRep: 3 };
const blasting: MagicItem = { id: 'wand-of-blasting', table: 'castingTool', name: 'Wand of Blasting', npcRep: 4 };

test('28.3 Spell Casting gives its dice count as named parts: the 2 every Caster rolls and each casting tool', () => {
  const mage = at(ch('Mage', 'Human', 'Caster', 4, [], 2), 0, 0, 1);
  mage.c.magic.push({ ...wand }, { ...blasting });
  const foe = at(ch('Foe', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  const ctx = testCtx({ script: [1, 1, 6, 6, 6, 6] });
  cast(ctx, state([mage, foe]), mage, 'damage', [foe]);
  const [r] = rollsOf(ctx.log, '28.3');
  assert.ok(r && r.count, 'the casting roll carries its count as parts');
  assert.deepEqual(r.count.map((p) => p.label), ['Spell Casting', 'Caster Wand', 'Wand of Blasting']);
  assert.equal(total(r.count), r.dice!.length);
  assert.equal(r.text, 'Mage casts Damage: 5d6 (Spell Casting 2, +1 Caster Wand, +2 Wand of Blasting) [1,1,6,6,6]');

  const ctx2 = testCtx({ script: [2, 6] });
  npcSpell(ctx2, state([mage, foe]), mage);
  const [n] = rollsOf(ctx2.log, '28.7');
  assert.equal(n?.text, 'Mage NPC Spell Casting: 2d6 (NPC Spell Casting 1, +1 Caster Wand) [2,6]');
});

test('19.1 the Crisis Test roll names its reason in words and its dice as parts', () => {
  const a = ch('Ann', 'Human', 'Warrior', 4, ['S'], 4);
  const ctx = testCtx({ script: [1, 4, 6] });
  crisisTest(ctx, [{ c: a, reason: 'man-down', facing3to1: false, courage: false, who: 'mechanics' }], true);
  const [r] = rollsOf(ctx.log, '19.1');
  assert.ok(r);
  assert.doesNotMatch(r.text, /man-down|received-fire/);
  assert.match(r.text, /^Crisis Test \(Man Down\): 3d6 \(Crisis Test 2, \+1 the Leader is up: the best two count\) \[1,4,6\]/);
  const ctx2 = testCtx({ script: [5, 6] });
  crisisTest(ctx2, [{ c: a, reason: 'both', facing3to1: false, courage: false, who: 'mechanics' }], false);
  assert.match(rollsOf(ctx2.log, '19.1')[0]!.text, /^Crisis Test \(Received Fire and Man Down\): 2d6 \(Crisis Test 2\) \[5,6\]/);
});

test('6.3.1 the Star Power roll says how many levels it lowered, what the damage becomes and the dice lost', () => {
  const star = at(ch('Star', 'Human', 'Warrior', 5, ['S'], 2, false, true), 0, 0, 1);
  const ctx = testCtx({ script: [1, 2, 4, 6, 6] });
  const harm = reduceHarm(ctx, star, 'obviously-dead', 'melee');
  assert.equal(harm, 'lesser');
  const [r] = rollsOf(ctx.log, '6.3.1');
  assert.ok(r && r.count);
  assert.equal(total(r.count), 5);
  assert.equal(r.text, 'Star Star Power: 5d6 (Star Power 5) [1,2,4,6,6]: 2 dice of 1-3 lower the damage 2 levels, Obviously Dead to -1 Rep; 2 sixes: 2 dice lost (3 left)');
  const ctx2 = testCtx({ script: [4, 5, 5] });
  assert.equal(reduceHarm(ctx2, star, 'out-of-the-fight', 'shot'), 'out-of-the-fight');
  assert.equal(rollsOf(ctx2.log, '6.3.1')[0]!.text, 'Star Star Power: 3d6 (Star Power 3) [4,5,5]: no die of 1-3, the damage stays Out of the Fight; no six, no die lost');
});

test('22.3.1 target options give the AC and shield the target counts: Hard Shirt, Iron Cloak, Phase Armor, Dazzled', () => {
  const item = (id: MagicItem['id'], name: string, table: MagicItem['table']): MagicItem => ({ id, table, name, npcRep: 3 });
  const shirt = at(ch('Shirt', 'Orc', 'Warrior', 4, ['S'], 2), 1, 0, 4);
  shirt.c.magic.push(item('hard-shirt', 'Hard Shirt', 'clothes'));
  const cloak = at(ch('Cloak', 'Orc', 'Warrior', 4, ['S'], 4), 1, 1, 4);
  cloak.c.magic.push(item('iron-cloak', 'Iron Cloak', 'clothes'));
  const phase = at(ch('Phase', 'Orc', 'Warrior', 4, ['S'], 2), 1, 2, 4);
  phase.c.magic.push({ ...item('phase-armor', 'Phase Armor (AC 2)', 'armor'), ac: 2 });
  const dazzled = at(ch('Dazzled', 'Orc', 'Warrior', 4, ['S'], 4, true), 1, 3, 4);
  dazzled.dazzled = true;
  const st = state([shirt, cloak, phase, dazzled], 0, 4);
  const label = (f: typeof shirt): string => new TargetOption(f.c.id, st, f).label;
  assert.equal(label(shirt), 'a: Shirt, Rep 4, AC 4, square 0,4');
  assert.equal(label(cloak), 'b: Cloak, Rep 4, AC 6, square 1,4');
  assert.equal(label(phase), 'c: Phase, Rep 4, AC 2 and shield, square 2,4');
  assert.equal(label(dazzled), 'd: Dazzled, Rep 4, AC 4, square 3,4');
});

test('an auto-played game\'s log: the activation, magic item chance, potion uses and Secret Room rolls state their result; no keys are shown', () => {
  const seen = new Set<string>();
  let star = 0;
  for (let seed = 0; seed < 40; seed++) {
    const r = autoplay(twoHourSystem, seed, seed % 3 ? {} : { stars: [{ race: 'Human', profession: 'Caster', rep: 5 }] }, true);
    for (const e of r.events) {
      if (e.type !== 'start') assert.doesNotMatch(e.text, /\b(carry-on|duck-back|man-down|received-fire|star-dead|obviously-dead|out-of-the-fight)\b/, e.text);
      if (e.type !== 'roll') continue;
      const key = e.rule === '29.3' && / magic item chance /.test(e.text) ? 'chance' : e.rule === '37.0' && !e.text.startsWith('Secret Room search') ? 'table' : e.rule;
      if (['15.0', 'chance', '29.2', '37.0'].includes(key)) {
        seen.add(key);
        assert.match(e.text, /\]: \S/, e.text);
      }
      if (e.rule === '37.0' && e.text.startsWith('Secret Room search')) {
        assert.ok(e.count && total(e.count) === e.dice!.length, e.text);
        assert.match(e.text, /\((Secret Room search 2(, \+1 Thief)?)\)/, e.text);
      }
    }
    const view = twoHourSystem.view(r.state);
    if (r.state.outcome === 'star-dead') {
      star++;
      assert.match(view, /Outcome: the Star did not come out of the dungeon/);
    }
  }
  assert.deepEqual([...seen].sort(), ['15.0', '29.2', '37.0', 'chance']);
  assert.ok(star > 0);
});
