/** Combat: the actions' effects and how long they last, with scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { doAction } from '../../src/systems/3d6/rules/combat/actions.ts';
import { acAgainst, expireEffects } from '../../src/systems/3d6/rules/combat/effects.ts';
import { legalActions } from '../../src/systems/3d6/rules/combat/options.ts';
import { D, fightOf, monster, O, pc } from './helpers.ts';
import { action } from './action-id.ts';

const setup = fightOf;

test('Dodge: +Speed to AC until the end of the opponents\' next turn, not longer', () => {
  const f = pc('fighter');
  const st = setup([f], [monster('orc')]);
  st.fight!.turns.party = 1;
  doAction(testCtx({}), st, D, f, action('dodge'), O);
  assert.equal(acAgainst(f, false), 16 + 5);
  expireEffects([f], 'party', 2); // the party's own next turn: still on
  assert.equal(acAgainst(f, false), 21);
  expireEffects([f], 'foes', 1); // the foes' next turn ends
  assert.equal(acAgainst(f, false), 16);
});

test('Charge: move and attack; -2 AC afterwards; Brace gives +2 AC only against a charge', () => {
  const f = pc('fighter');
  const o = monster('orc', { x: 0, y: 0 });
  const st = setup([f], [o]);
  f.pos = { x: 1, y: 3 };
  o.pos = { x: 5, y: 3 };
  doAction(testCtx({}), st, D, o, action('brace'), O);
  assert.equal(acAgainst(o, true), 15);
  assert.equal(acAgainst(o, false), 13);
  const opts = legalActions(st, D, f, false).map((x) => x.id);
  assert.ok(opts.includes('charge:orc-1:sword'));
  doAction(testCtx({ script: [6, 4, 3] }), st, D, f, action('charge:orc-1:sword'), O); // 13 + 2 = 15 ≥ 15 braced
  assert.equal(f.pos.x, 4);
  assert.equal(o.hp, 10 - 4);
  assert.equal(acAgainst(f, false), 14);
});

test('Brace with a set weapon: +2 damage on a hit next turn', () => {
  const t = pc('spearman'); // halberd: set, reach 2
  const o = monster('ogre');
  const st = setup([t], [o]);
  t.pos = { x: 3, y: 3 };
  o.pos = { x: 5, y: 3 };
  doAction(testCtx({}), st, D, t, action('brace'), O);
  doAction(testCtx({ script: [4, 5, 6] }), st, D, t, action('attack:ogre-1:halberd'), O); // large: high die 6 + 2
  assert.equal(o.hp, 24 - 8);
});

test('Guard: the first foe to attack the ward is attacked first at +2 and a hit costs it its action', () => {
  const f = pc('fighter');
  const w = pc('wizard');
  const g = monster('goblin');
  const st = setup([f, w], [g]);
  f.pos = { x: 2, y: 2 };
  w.pos = { x: 2, y: 3 };
  g.pos = { x: 3, y: 3 };
  doAction(testCtx({}), st, D, f, action(`guard:${w.id}`), O);
  // Brannoc's sword: 3+3+2 + 2 blades + 2 guarding = 12 ≥ 12: hit for 3, the goblin's attack never comes.
  const ctx = testCtx({ script: [3, 3, 2] });
  doAction(ctx, st, D, g, action(`attack:${w.id}:shortsword`), O);
  assert.equal(g.hp, 2);
  assert.equal(w.hp, w.maxHp);
  assert.equal(ctx.chance.diceRolled, 3);
});

test('Cover: a foe stepping into a covered square is shot at +2 and a hit stops it', () => {
  const r = pc('rogue'); // short bow, bows 1: one square
  const g = monster('goblin');
  const st = setup([r], [g]);
  r.pos = { x: 1, y: 3 };
  g.pos = { x: 8, y: 3 };
  doAction(testCtx({}), st, D, r, action(`cover:${g.id}`), O);
  assert.deepEqual(r.effects[0]!.squares, [{ x: 7, y: 3 }]);
  doAction(testCtx({ script: [3, 3, 3] }), st, D, g, action(`move:${r.id}`), O); // 9 + 1 + 2 = 12 ≥ 12
  assert.deepEqual(g.pos, { x: 7, y: 3 });
  assert.equal(g.hp, 2);
});

test('Reload, Retrieve Item, Use Item, First Aid, stand up', () => {
  const t = pc('spearman');
  const f = pc('fighter', { hp: -2, condition: 'unconscious', wounds: 1, prone: true });
  const o = monster('orc');
  const st = setup([t, f], [o]);
  t.pos = { x: 1, y: 3 };
  f.pos = { x: 1, y: 2 };
  o.pos = { x: 9, y: 3 };
  doAction(testCtx({ script: [1, 1, 1] }), st, D, t, action(`attack:${o.id}:crossbow`), O);
  assert.equal(t.loaded, false);
  assert.ok(legalActions(st, D, t, false).some((x) => x.id === 'reload'));
  assert.ok(!legalActions(st, D, t, false).some((x) => x.id.endsWith(':crossbow')));
  doAction(testCtx({}), st, D, t, action('reload'), O);
  assert.equal(t.loaded, true);
  doAction(testCtx({}), st, D, t, action(`aid:${f.id}`), O);
  assert.deepEqual([f.hp, f.tended], [-1, true]);
  doAction(testCtx({}), st, D, t, action('retrieve:0'), O);
  assert.equal(t.items[0]!.ready, true);
  doAction(testCtx({ script: [1, 3, 6] }), st, D, t, action(`use:0:${f.id}`), O); // middle 3 + 1 = 4 → 3 HP, wakes
  assert.deepEqual([f.hp, f.condition, t.items.length], [3, 'up', 0]);
  assert.deepEqual(legalActions(st, D, f, false).map((x) => x.id), ['stand']);
  doAction(testCtx({}), st, D, f, action('stand'), O);
  assert.equal(f.prone, false);
});

test('Prepare: a long spell is cast only after its rounds of Prepare in a row', () => {
  const c = pc('cleric');
  const f = pc('fighter', { hp: 2 });
  const st = setup([c, f], [monster('orc')]);
  c.pos = { x: 1, y: 3 };
  f.pos = { x: 1, y: 2 };
  let ids = legalActions(st, D, c, false).map((x) => x.id);
  assert.ok(ids.includes(`prepare:renew:${f.id}`) && !ids.includes(`spell:renew:${f.id}`));
  doAction(testCtx({}), st, D, c, action(`prepare:renew:${f.id}`), O);
  ids = legalActions(st, D, c, false).map((x) => x.id);
  assert.ok(ids.includes(`spell:renew:${f.id}`));
  doAction(testCtx({ script: [1, 2, 3] }), st, D, c, action(`spell:renew:${f.id}`), O); // high 3 + 3
  assert.equal(f.hp, 8);
  doAction(testCtx({}), st, D, c, action(`prepare:renew:${f.id}`), O);
  doAction(testCtx({}), st, D, c, action('dodge'), O); // anything else loses the preparation
  assert.equal(c.preparing, null);
});

test('Feat in combat: a Moderate Fortitude Feat shoves an adjacent foe down', () => {
  const f = pc('fighter'); // Fortitude 5
  const o = monster('orc');
  const st = setup([f], [o]);
  f.pos = { x: 4, y: 3 };
  o.pos = { x: 5, y: 3 };
  doAction(testCtx({ script: [6, 5, 1] }), st, D, f, action(`feat:shove:${o.id}`), O);
  assert.equal(o.prone, true);
});

test('a charge and a move towards a foe name their squares in words that agree: 1 square, 3 squares', () => {
  const label = (foeX: number): string[] => {
    const f = pc('fighter');
    const o = monster('orc', { x: 0, y: 0 });
    const st = setup([f], [o]);
    f.pos = { x: 1, y: 3 };
    o.pos = { x: foeX, y: 3 };
    return legalActions(st, D, f, true).filter((x) => x.id.startsWith('charge:') || x.id.startsWith('move:orc')).map((x) => x.label);
  };
  const near = label(3);
  assert.ok(near.some((l) => /^Charge .*\(1 square; hit /.test(l)), near.join(' | '));
  assert.ok(near.some((l) => /^Move towards .*\(1 of 1 square\)$/.test(l)), near.join(' | '));
  const far = label(5);
  assert.ok(far.some((l) => /^Charge .*\(3 squares; hit /.test(l)), far.join(' | '));
});
