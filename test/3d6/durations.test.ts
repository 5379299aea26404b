/**
 * Combat: Actions: when each of the fourteen actions' effects ends, played
 * through the fight's own turns (`sideTurn`: the turn count goes up at its
 * start, effects end at its end) with scripted dice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { acAgainst, hasEffect } from '../../src/systems/3d6/rules/combat/effects.ts';
import { endOfRoundDying } from '../../src/systems/3d6/rules/dying.ts';
import type { Fighter } from '../../src/systems/3d6/state.ts';
import { fightOf, monster, O, pc, sideTurnWith } from './helpers.ts';

/** Every fighter of the turn takes the action `ids[f.id]`, else braces (an action with no effect on attacks or movement). */
const acts = (ids: Record<string, string>) => (f: Fighter, opts: string[]) => {
  const want = ids[f.id] ?? 'brace';
  assert.ok(opts.includes(want), `${want} is offered to ${f.name}: ${opts.join(', ')}`);
  return want;
};

test('Attack and Move act at once: no timed effect is left on anyone', () => {
  const f = pc('fighter');
  const o = monster('orc');
  const st = fightOf([f], [o]);
  f.pos = { x: 4, y: 3 };
  o.pos = { x: 5, y: 3 };
  sideTurnWith(st, 'party', acts({ fighter: `attack:${o.id}:sword` }), [1, 1, 1]);
  sideTurnWith(st, 'foes', acts({ [o.id]: 'move:exit' }));
  assert.deepEqual([f.effects, o.effects], [[], []]);
  assert.ok(o.pos.x > 5);
});

test("Charge: -2 AC through the opponents' next turn and no longer, whichever side went first this round", () => {
  const f = pc('fighter'); // AC 16
  const o = monster('orc');
  const st = fightOf([f], [o]);
  f.pos = { x: 1, y: 3 };
  o.pos = { x: 5, y: 3 };
  // The party first: the charge's -2 lasts through the foes' turn of the same round.
  sideTurnWith(st, 'party', acts({ fighter: `charge:${o.id}:sword` }), [1, 1, 1]); // a miss
  assert.equal(acAgainst(f, false), 14);
  let during = 0;
  sideTurnWith(st, 'foes', (x, ids) => ((during = acAgainst(f, false)), acts({})(x, ids)));
  assert.deepEqual([during, acAgainst(f, false)], [14, 16]);
  // The foes first this round, then the party charges: the -2 lasts through the foes' turn of the next round.
  o.pos = { x: 8, y: 3 };
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', acts({ fighter: `charge:${o.id}:sword` }), [1, 1, 1]);
  assert.equal(acAgainst(f, false), 14, 'still on at the round\'s end');
  sideTurnWith(st, 'foes', (x, ids) => ((during = acAgainst(f, false)), acts({})(x, ids)));
  assert.deepEqual([during, acAgainst(f, false)], [14, 16]);
});

test("Brace: +2 AC against a charge through the opponents' next turn; a set weapon's +2 damage through the bracer's own next turn", () => {
  const t = pc('spearman'); // halberd: large, set, reach 2; polearms +1
  const o = monster('ogre'); // 24 HP, AC 13
  const st = fightOf([t], [o]);
  t.pos = { x: 3, y: 3 };
  o.pos = { x: 5, y: 3 };
  sideTurnWith(st, 'party', acts({ spearman: 'brace' }));
  assert.deepEqual([acAgainst(t, true), acAgainst(t, false)], [t.baseAc + 2, t.baseAc]);
  sideTurnWith(st, 'foes', acts({}));
  assert.equal(acAgainst(t, true), t.baseAc, "the AC against a charge ends with the foes' turn");
  assert.ok(hasEffect(t, 'set'), 'the set weapon is still set for its own next turn');
  sideTurnWith(st, 'party', acts({ spearman: `attack:${o.id}:halberd` }), [4, 5, 3]); // 12 + 1 ≥ 13: the high die 5 + 2 set
  assert.equal(o.hp, 24 - 7);
  assert.ok(!hasEffect(t, 'set'));
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', acts({ spearman: `attack:${o.id}:halberd` }), [4, 5, 3]); // no longer set: 5
  assert.equal(o.hp, 24 - 7 - 5);
});

test("Guard: one strike at the first foe to attack the ward during the opponents' next turn; none for the second, none after", () => {
  const f = pc('fighter');
  const w = pc('wizard');
  const a = monster('goblin');
  const b = monster('goblin', undefined, { id: 'goblin-2', name: 'Goblin 2' });
  const st = fightOf([f, w], [a, b]);
  f.pos = { x: 2, y: 2 };
  w.pos = { x: 2, y: 3 };
  a.pos = { x: 3, y: 3 };
  b.pos = { x: 1, y: 3 }; // both within the fighter's reach and the wizard's
  sideTurnWith(st, 'party', acts({ fighter: `guard:${w.id}`, wizard: 'dodge' }));
  const attackWizard = acts({ [a.id]: `attack:${w.id}:shortsword`, [b.id]: `attack:${w.id}:shortsword` });
  // The guard's strike at the first (a miss), the first goblin's attack, the second goblin's attack: nine dice, no more.
  const ctx = sideTurnWith(st, 'foes', attackWizard, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
  assert.equal(ctx.chance.diceRolled, 9);
  assert.equal(ctx.log.filter((e) => /guards Ilsabet and strikes/.test(e.text)).length, 1);
  assert.ok(!hasEffect(f, 'guard'), "the Guard ends with the foes' turn");
  sideTurnWith(st, 'party', acts({ fighter: 'dodge', wizard: 'dodge' }));
  assert.equal(sideTurnWith(st, 'foes', attackWizard, [1, 1, 1, 1, 1, 1]).chance.diceRolled, 6, 'no guard strike any more');
});

test("Cover: the covered squares are watched through the opponents' next turn only", () => {
  const r = pc('rogue'); // short bow, bows 1: one square
  const g = monster('goblin');
  const st = fightOf([r], [g]);
  r.pos = { x: 1, y: 3 };
  g.pos = { x: 8, y: 3 };
  sideTurnWith(st, 'party', acts({ rogue: `cover:${g.id}` }));
  sideTurnWith(st, 'foes', acts({})); // the goblin stays put
  assert.ok(!hasEffect(r, 'cover'));
  sideTurnWith(st, 'party', acts({ rogue: 'dodge' }));
  const ctx = sideTurnWith(st, 'foes', acts({ [g.id]: `move:${r.id}` }));
  assert.equal(ctx.chance.diceRolled, 0, 'walking through the once-covered square draws no shot');
  assert.ok(g.pos.x < 7);
});

test("Dodge: +Speed AC through the opponents' next turn, gone after it", () => {
  const f = pc('fighter');
  const o = monster('orc');
  const st = fightOf([f], [o]);
  sideTurnWith(st, 'party', acts({ fighter: 'dodge' }));
  let during = 0;
  sideTurnWith(st, 'foes', (x, ids) => ((during = acAgainst(f, false)), acts({})(x, ids)));
  assert.deepEqual([during, acAgainst(f, false)], [16 + f.speed, 16]);
});

test('Spell: a buff lasts its rounds (turns of the caster\'s side); a sleeper loses its turns, then acts', () => {
  const w = pc('wizard');
  const f = pc('fighter');
  const g = monster('goblin', undefined, { stunned: 3, asleep: true });
  const st = fightOf([w, f], [g]);
  sideTurnWith(st, 'party', acts({ wizard: `spell:warding:${f.id}`, fighter: 'dodge' })); // Warding: +2 AC, 5 rounds
  let goblinActed = 0;
  for (let round = 2; round <= 6; round++) {
    assert.ok(hasEffect(f, 'buff-ac'), `Warding on in round ${round}`);
    sideTurnWith(st, 'foes', (x, ids) => (goblinActed++, acts({})(x, ids)));
    sideTurnWith(st, 'party', acts({ wizard: 'dodge', fighter: 'dodge' }));
  }
  assert.ok(!hasEffect(f, 'buff-ac'), 'Warding ends with its fifth turn after the casting');
  assert.equal(goblinActed, 2, 'asleep for 3 turns, then it acts');
  assert.equal(g.asleep, false);
});

test('Reload: loaded until the next shot; First Aid spares the dying test of that round only', () => {
  const t = pc('spearman');
  const d = pc('fighter', { hp: -1, condition: 'unconscious', wounds: 1, prone: true });
  const o = monster('orc');
  const st = fightOf([t, d], [o]);
  t.pos = { x: 1, y: 3 };
  d.pos = { x: 1, y: 2 };
  o.pos = { x: 9, y: 3 };
  sideTurnWith(st, 'party', acts({ spearman: `attack:${o.id}:crossbow` }), [1, 1, 1]);
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', (x, ids) => (assert.ok(!ids.includes(`attack:${o.id}:crossbow`)), 'reload'));
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', (x, ids) => (assert.ok(ids.includes(`attack:${o.id}:crossbow`), 'still loaded a turn later'), `aid:${d.id}`));
  assert.equal(t.loaded, true);
  d.hp = -2; // hurt again: First Aid this round still spares the end-of-round test
  const spared = testCtx({ script: [] });
  endOfRoundDying(spared, st, [d], O);
  assert.equal(spared.chance.diceRolled, 0);
  const next = testCtx({ script: [6, 1, 1] });
  endOfRoundDying(next, st, [d], O); // the next round, untended: the test again (high 6 > 2, lives)
  assert.deepEqual([next.chance.diceRolled, d.condition, d.wounds], [3, 'unconscious', 1]);
});

test('Retrieve Item: ready to hand until used; Use Item spends it at once', () => {
  const f = pc('fighter', { hp: 5 });
  const o = monster('orc');
  const st = fightOf([f], [o]);
  sideTurnWith(st, 'party', acts({ fighter: 'retrieve:0' }));
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', acts({ fighter: 'dodge' }));
  assert.equal(f.items[0]!.ready, true, 'still at hand after other turns');
  sideTurnWith(st, 'party', acts({ fighter: `use:0:${f.id}` }), [1, 2, 3]); // middle 2 + 1
  assert.deepEqual([f.hp, f.items.length], [8, 0]);
});

test('Feat: a shoved foe stays down until it spends an action standing', () => {
  const f = pc('fighter');
  const o = monster('orc');
  const st = fightOf([f], [o]);
  f.pos = { x: 4, y: 3 };
  o.pos = { x: 5, y: 3 };
  sideTurnWith(st, 'party', acts({ fighter: `feat:shove:${o.id}` }), [1, 2, 3]);
  sideTurnWith(st, 'party', acts({ fighter: 'dodge' }));
  assert.equal(o.prone, true, 'down across turns');
  sideTurnWith(st, 'foes', (x, ids) => (assert.deepEqual(ids, ['stand']), 'stand'));
  assert.equal(o.prone, false);
});

test('Prepare: the rounds count only in a row; once prepared the spell waits for the caster\'s next action', () => {
  const c = pc('cleric');
  const f = pc('fighter', { hp: 2 });
  const o = monster('orc');
  const st = fightOf([c, f], [o]);
  c.pos = { x: 1, y: 3 };
  f.pos = { x: 1, y: 2 };
  sideTurnWith(st, 'party', acts({ cleric: `prepare:renew:${f.id}`, fighter: 'dodge' }));
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', acts({ cleric: 'dodge', fighter: 'dodge' }));
  assert.equal(c.preparing, null, 'another action loses the preparation');
  sideTurnWith(st, 'party', acts({ cleric: `prepare:renew:${f.id}`, fighter: 'dodge' }));
  sideTurnWith(st, 'foes', acts({}));
  sideTurnWith(st, 'party', acts({ cleric: `spell:renew:${f.id}`, fighter: 'dodge' }), [1, 2, 3]); // high 3 + 3
  assert.deepEqual([f.hp, c.preparing], [8, null]);
});

test('critical effects by turns: a stun costs the next turn only; bleeding runs its turns and stops', () => {
  const o = monster('orc', undefined, { stunned: 1, bleeding: 2 });
  const f = pc('fighter');
  const st = fightOf([f], [o]);
  let asked = 0;
  sideTurnWith(st, 'foes', (x, ids) => (asked++, acts({})(x, ids)));
  assert.deepEqual([asked, o.hp, o.bleeding], [0, 9, 1]);
  sideTurnWith(st, 'foes', (x, ids) => (asked++, acts({})(x, ids)));
  sideTurnWith(st, 'foes', (x, ids) => (asked++, acts({})(x, ids)));
  assert.deepEqual([asked, o.hp, o.bleeding], [2, 8, 0]);
});
