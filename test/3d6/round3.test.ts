/**
 * Issue 25, item 13: the 3d6 defects found in play, each with scripted dice
 * or a set position: the slain never picked to act, a sleeper's lost turn
 * cited to the spell, crossbows reloaded after a fight, the orc shaman's
 * Mend, coins explained, the trap table's Feat and damage die told apart,
 * Luck totals, thrown weapons named in their option, the end-of-round test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay } from '../../src/core/engine.ts';
import { testCtx } from '../../src/core/testing.ts';
import { plan } from '../../src/systems/3d6/bots/game-master.ts';
import { sixSystem } from '../../src/systems/3d6/index.ts';
import { randomTarget } from '../../src/systems/3d6/rules/abilities.ts';
import { fighterTurn } from '../../src/systems/3d6/rules/combat/fight.ts';
import { legalActions } from '../../src/systems/3d6/rules/combat/options.ts';
import { endOfRoundDying } from '../../src/systems/3d6/rules/dying.ts';
import { springTrap, tendTheFallen } from '../../src/systems/3d6/rules/dungeon.ts';
import { SEC } from '../../src/systems/3d6/sections.ts';
import { TRAP_TABLE } from '../../src/systems/3d6/tables/dungeon.ts';
import { D, fightOf, monster, O, pc, sideTurnWith, stateOf } from './helpers.ts';
import type { SixOptions } from '../../src/systems/3d6/options.ts';

const texts = (log: readonly { text?: string }[]) => log.map((e) => e.text ?? '');

test('the game master is never asked to pick a slain foe to act (Combat: Initiative)', () => {
  const f = pc('fighter');
  const a = monster('goblin', { x: 9, y: 3 }, { id: 'g1', name: 'Goblin 1' });
  const b = monster('goblin', { x: 9, y: 4 }, { id: 'g2', name: 'Goblin 2' });
  const c = monster('goblin', { x: 9, y: 2 }, { id: 'g3', name: 'Goblin 3' });
  const st = fightOf([f], [a, b, c]);
  a.condition = 'dead';
  a.hp = 0;
  const ctx = sideTurnWith(st, 'foes', (_, ids) => (ids.includes('dodge') ? 'dodge' : ids[0]!));
  const orders = ctx.asked.filter((r) => r.kind === 'foe-order');
  assert.equal(orders.length, 1, 'one pick between the two standing; the last acts without one');
  assert.deepEqual(orders[0]!.options.map((o) => o.id), ['g2', 'g3']);
});

test("a sleeper's last lost turn is cited to the spell that put it to sleep, not to Critical Hits", () => {
  const f = pc('fighter', { stunned: 1, asleep: true });
  const st = fightOf([f], [monster('goblin')]);
  const ctx = testCtx({ script: [] });
  fighterTurn(ctx, st, D, f, O);
  const e = ctx.log.find((x) => /loses this turn/.test(x.text ?? ''))!;
  assert.equal(e.rule, SEC.oursSpells);
  assert.match(e.text!, /sleeps and loses this turn; the sleep ends with it/);
  assert.equal(f.asleep, false);
});

test('after a fight a crossbow shot empty is reloaded: the next fight starts loaded', () => {
  const s = pc('spearman', { loaded: false });
  const st = stateOf(s);
  const ctx = testCtx({});
  tendTheFallen(ctx, st);
  assert.equal(s.loaded, true);
  assert.ok(ctx.log.some((e) => e.rule === 'Combat: Actions: Reload'));
});

test("the orc shaman casts Mend on a hurt orc beside it rather than attack", () => {
  const f = pc('fighter');
  const shaman = monster('orc-shaman', { x: 6, y: 3 }, { id: 'sh' });
  const orc = monster('orc', { x: 5, y: 3 }, { id: 'orc' });
  const st = fightOf([f], [shaman, orc]);
  f.pos = { x: 4, y: 3 };
  orc.hp = 2;
  const p = plan(st, D, shaman, legalActions(st, D, shaman, false));
  assert.equal(p.id, 'spell:mend:orc');
  assert.match(p.reason, /Mend on Orc, at 2 of \d+ HP/);
  orc.hp = orc.maxHp;
  assert.notEqual(plan(st, D, shaman, legalActions(st, D, shaman, false)).id.split(':')[1], 'mend', 'no healing at full HP');
});

test('coins taken are explained: the treasure dice and the purses of the slain add up to what is taken', () => {
  let seen = 0;
  for (let seed = 1; seed <= 30; seed++) {
    for (const t of texts(autoplay(sixSystem, seed, {}, true).events)) {
      const m = /^The party takes (\d+) coins(?: from the wanderers)?: (.*) \(\d+ in all\)\.$/.exec(t);
      if (!/^The party takes/.test(t)) continue;
      assert.ok(m, `unexplained: ${t}`);
      const parts = [...m[2]!.matchAll(/(\d+) (?:carried by|of treasure|of the room's treasure)/g)].map((x) => Number(x[1]));
      assert.equal(parts.reduce((a, b) => a + b, 0), Number(m[1]), t);
      for (const x of m[2]!.matchAll(/3d6 \[(\d),(\d),(\d)\] = (\d+), × 10/g)) assert.equal(Number(x[1]) + Number(x[2]) + Number(x[3]), Number(x[4]), t);
      seen++;
    }
  }
  assert.ok(seen > 10, `only ${seen} takings seen`);
});

test("a falling block: the row names the Feat (Low, the low die) apart from the damage (the high die)", () => {
  const row = TRAP_TABLE.rows.find((r) => r.result.name === 'falling block')!;
  assert.match(row.label, /a Low Feat of Reflex avoids it, else the high die as damage/);
  const f = pc('fighter'); // Reflex 3
  const st = stateOf(f);
  // The Feat keeps the low die: [4,5,6] keeps 4 > Reflex 3, a failure; the damage keeps the high die of [1,2,5]: 5.
  const ctx = testCtx({ script: [4, 5, 6, 1, 2, 5] });
  springTrap(ctx, st, { ...O, interrupt: 'hit' } as SixOptions, row.result);
  assert.equal(f.hp, f.maxHp - 5);
});

test('Luck picks show each total and the lowest', () => {
  const a = pc('rogue'); // Luck 4
  const b = pc('fighter'); // Luck 2
  const ctx = testCtx({ script: [1, 4] });
  randomTarget(ctx, [a, b], 'for the trap');
  assert.ok(texts(ctx.log).includes(`Luck totals: ${a.name} 1 + 4 = 5; ${b.name} 4 + 2 = 6; the lowest is 5.`), texts(ctx.log).join('\n'));
});

test('a weapon used beyond its reach says it is thrown, in the option', () => {
  const f = pc('fighter');
  const g = monster('goblin');
  const st = fightOf([f], [g]);
  f.pos = { x: 2, y: 3 };
  g.pos = { x: 5, y: 3 };
  const opts = legalActions(st, D, f, true);
  const spear = opts.find((o) => o.id === `attack:${g.id}:spear`)!;
  assert.match(spear.label, /^Throw the spear at Goblin \(hit [^;]+; thrown, it is out of your hand until the fight ends\)$/);
  g.pos = { x: 3, y: 3 };
  assert.match(legalActions(st, D, f, true).find((o) => o.id === `attack:${g.id}:spear`)!.label, /^Attack Goblin with the spear/);
});

test('the end-of-round dying test is the same test as on falling (a success is death) and says so', () => {
  const f = pc('fighter', { hp: -2, condition: 'unconscious', wounds: 1, abilities: { ...pc('fighter').abilities, luck: 1 } });
  const ctx = testCtx({ script: [2, 1, 1] }); // high 2 ≤ 2: the test succeeds, death
  endOfRoundDying(ctx, stateOf(f), [f], O);
  assert.equal(f.condition, 'dead');
  assert.ok(texts(ctx.log).some((t) => /at the end of the round \(the same test as on falling: a success is death\)/.test(t)));
});

test('between rooms a caster may cast Mend, and anyone give a draught, on a hurt member (item 12: healing out of combat)', async () => {
  const { between } = await import('../../src/systems/3d6/rules/dungeon.ts');
  const c = pc('cleric');
  const f = pc('fighter', { hp: 2 });
  const st = stateOf(c, f);
  const spBefore = c.sp;
  // Mend: moderate, the middle die of [1,4,6] = 4, + 1 → 5; the fighter's draught then (its die of [2,3,5]).
  const ctx = testCtx({ script: [1, 4, 6, 2, 3, 5], answers: [`mend:${c.id}:mend:${f.id}`, `draught:${f.id}:0:${f.id}`, 'on'] });
  const o = { ...O, interrupt: 'hit', wandering: 'off' } as SixOptions;
  assert.equal(between(ctx, st, D, o, 2), 'on');
  const item = D.items[pc('fighter').items[0]!.id]!;
  const third = { highest: 5, middle: 3, lowest: 2 }[item.heal];
  assert.equal(f.hp, Math.min(f.maxHp, 2 + 5 + third + item.bonus));
  assert.equal(c.sp, spBefore - D.spells.mend!.sp);
  assert.equal(f.items.length, 0);
  const first = ctx.asked[0]!.options.map((x) => x.id);
  assert.ok(first.includes(`mend:${c.id}:renew:${f.id}`) && first.includes(`draught:${c.id}:0:${f.id}`));
  assert.ok(!first.some((x) => x.endsWith(`:${c.id}`)), 'no healing offered to a member at full HP');
});

test('the party bot starts a call to yield when half the foes are down and carries the long Feat on to its roll (item 12)', async () => {
  const { fightBot } = await import('../../src/systems/3d6/bots/party.ts');
  const f = pc('wizard', { abilities: { ...pc('wizard').abilities, charm: 5 } });
  const a = monster('goblin', { x: 9, y: 3 }, { id: 'g1', name: 'Goblin 1' });
  const b = monster('goblin', { x: 9, y: 4 }, { id: 'g2', name: 'Goblin 2' });
  const st = fightOf([f], [a, b]);
  f.pos = { x: 1, y: 3 };
  f.sp = 0; // no spells to cast
  f.weapons = ['staff'];
  assert.notEqual(fightBot(st, D, f, legalActions(st, D, f, false)), 'feat:yield:foes', 'not while the foes hold out (High)');
  a.condition = 'dead';
  assert.equal(fightBot(st, D, f, legalActions(st, D, f, false)), 'feat:yield:foes');
  f.preparing = { kind: 'feat', what: 'yield', name: 'call on the foes to yield', target: 'foes', needs: 2, done: 1 };
  b.pos = { x: 2, y: 3 }; // a foe close now: not started afresh, but one under way goes on
  assert.equal(fightBot(st, D, f, legalActions(st, D, f, false)), 'feat:yield:foes');
  f.preparing = null;
  assert.notEqual(fightBot(st, D, f, legalActions(st, D, f, false)), 'feat:yield:foes');
});

test('outside a fight the player chooses who works at a stuck or locked door, offered best first with the odds (item 12)', async () => {
  const { openDoor } = await import('../../src/systems/3d6/rules/dungeon.ts');
  const { DOOR_TABLE } = await import('../../src/systems/3d6/tables/dungeon.ts');
  const locked = DOOR_TABLE.rows.find((r) => r.result.kind === 'locked')!.result;
  const f = pc('fighter');
  const r = pc('rogue');
  const st = stateOf(f, r);
  // The fighter is chosen (the rogue is offered first): his High Reflex Feat, then the 1d6 for noise.
  const ctx = testCtx({ script: [1, 1, 1, 6], answers: [f.id] });
  assert.equal(openDoor(ctx, st, locked).open, true);
  const req = ctx.asked[0]!;
  assert.equal(req.kind, 'door-worker');
  assert.deepEqual(req.options.map((o) => o.id), [r.id, f.id]);
  assert.match(req.options[0]!.label, /^Wren: High Feat of Reflex \(\d\) to pick the lock, \d+% .*an attempt$/);
  assert.ok(ctx.log.some((e) => /^Brannoc works at the lock/.test(e.text ?? '')));
  const alone = testCtx({ script: [1, 1, 1, 6] });
  openDoor(alone, stateOf(f), locked);
  assert.equal(alone.asked.length, 0, 'no question with one member standing');
});
