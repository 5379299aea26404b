/** Odds before every roll: exact against a brute-force count, logged just before the dice, and shown on the options; spawning's chance; vanishing a model. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ratio } from '../../src/core/odds.ts';
import { woundsAtLeast, spawnOdds } from '../../src/systems/dungeon-world/rules/odds.ts';
import { shoot } from '../../src/systems/dungeon-world/rules/combat/shooting.ts';
import { meleeGroups, resolveMelee } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { shootOptions } from '../../src/systems/dungeon-world/rules/actions.ts';
import { placeSpawn, spawnMonsters } from '../../src/systems/dungeon-world/rules/spawning.ts';
import { SEC } from '../../src/systems/dungeon-world/sections.ts';
import { drawn, gameOf } from './helpers.ts';

/** P(at least k wounds) from n dice by counting every (to-hit face, kill face) of every die. */
function brute(n: number, toHit: number, armour: number, k: number) {
  let yes = 0;
  let all = 0;
  const rec = (i: number, w: number) => {
    if (i === n) {
      all++;
      if (w >= k) yes++;
      return;
    }
    for (let h = 1; h <= 6; h++) for (let kd = 1; kd <= 6; kd++) rec(i + 1, w + (h >= toHit && kd >= armour ? 1 : 0));
  };
  rec(0, 0);
  return ratio(yes, all);
}

test('an attack\'s chances of a hit off and of a kill are exact', () => {
  for (const [n, toHit, armour, k] of [[1, 5, 4, 1], [2, 4, 6, 1], [3, 5, 3, 2], [3, 6, 4, 3], [2, 4, 5, 2]] as const) {
    assert.deepEqual(woundsAtLeast(n, toHit, armour, k), brute(n, toHit, armour, k), `${n} dice ${toHit}+ vs Armour ${armour}, ${k} wounds`);
  }
  assert.deepEqual(spawnOdds(3), ratio(91, 216), 'at least one 6 on 3D6');
});

test('a shot\'s odds are logged just before its to-hit roll, and each shoot option shows them', () => {
  const d = drawn(`1..A`, { 1: 'ranger' });
  const g = gameOf(d, [1, 1, 1, 1]);
  const opts = shootOptions(g, d.at('1'));
  assert.match(opts[0]!.odds!.text, /^\d+% \(\d+\/\d+\); kills it \d+%/);
  shoot(g, d.at('1'), d.at('A'));
  const i = g.ctx.log.findIndex((e) => e.type === 'roll');
  const odds = g.ctx.log[i - 1]!;
  assert.match(odds.text, /^Odds: 4 dice hit on 5\+: at least one hit .*; a hit off Orc A \(Armour 4\) .*; kills Orc A \(2 hits left\) /);
  const kill = woundsAtLeast(4, 5, 4, 2);
  assert.deepEqual((odds as unknown as { odds: { num: string; den: string } }).odds, { num: String(kill.num), den: String(kill.den) });
});

test('each melee side\'s odds are logged before its roll, against the enemy it can hurt most easily', () => {
  const d = drawn(`A1B`, { 1: 'front-line-warrior', B: 'skeleton-warrior' });
  const g = gameOf(d, Array(30).fill(1));
  resolveMelee(g, meleeGroups(d.models)[0]!, 'heroes');
  const lines = g.ctx.log.filter((e) => e.rule === SEC.meleeToHit && e.text.startsWith('Odds:')).map((e) => e.text);
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^Odds: 9 dice hit on 4\+: .*Skeleton Warrior B \(Armour 3\)/, 'Berserk adds a die; the skeleton is the softer target');
  assert.match(lines[1]!, /^Odds: 4 dice hit on 4\+: .*Front Line Warrior \(Armour 6\)/);
});

test('the spawning roll is preceded by the chance that a monster comes', () => {
  const d = drawn(`1`);
  const g = gameOf(d, [1, 2, 3]);
  spawnMonsters(g);
  assert.match(g.ctx.log[0]!.text, /^Odds: at least one roll on the spawning table \(a 6 on 3 dice\): 42% \(91\/216\)\.$/);
});

test('vanishing: a spawn whose collection is all in play may take one of them off the board instead of being lost', () => {
  const d = drawn(`
    #########
    #1.#A...#
    #########`);
  const g = gameOf(d, [], (r) => (r.kind === 'vanish' ? 'vanish:A' : r.options[r.options.length - 1]!.id));
  g.st.collection = { orc: 1 };
  assert.equal(placeSpawn(g, 'orc', SEC.spawning), true);
  assert.equal(d.at('A').status, 'dead');
  const fresh = g.st.models.filter((m) => m.kind === 'orc' && m.status === 'in-play');
  assert.equal(fresh.length, 1);
  assert.ok(g.ctx.log.some((e) => e.rule === SEC.spawnVanish));
  const never = drawn(`
    #########
    #1.#A...#
    #########`);
  const h = gameOf(never, [], undefined, { vanish: 'never' });
  h.st.collection = { orc: 1 };
  assert.equal(placeSpawn(h, 'orc', SEC.spawning), false);
  assert.equal(h.ctx.asked.length, 0);
});
