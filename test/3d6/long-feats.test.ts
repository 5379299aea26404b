/**
 * Long Feats (Feats; Combat: Actions: Feat and Prepare) with scripted dice:
 * in a fight, the Feat action several rounds in a row with the roll on the
 * last, shown with its rounds left and odds, and lost as our ruling says;
 * outside a fight, the rounds at a door are heard by whoever is inside.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { MECHANICS, type Request } from '../../src/core/request.ts';
import { doAction } from '../../src/systems/3d6/rules/combat/actions.ts';
import { yieldDifficulty } from '../../src/systems/3d6/rules/combat/feat-action.ts';
import { fighterTurn } from '../../src/systems/3d6/rules/combat/fight.ts';
import { legalActions } from '../../src/systems/3d6/rules/combat/options.ts';
import { applyDamage } from '../../src/systems/3d6/rules/dying.ts';
import { noticed, openDoor } from '../../src/systems/3d6/rules/dungeon.ts';
import { newGame, playSix } from '../../src/systems/3d6/index.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { sixViewModel } from '../../src/systems/3d6/view/view-model.ts';
import { PLAYERS } from '../../src/core/view-model.ts';
import { D, fightOf, monster, O, pc, stateOf } from './helpers.ts';
import { action } from './action-id.ts';

const YIELD = 'feat:yield:foes';

/** The fighter and the rogue against two goblins (who flee when beaten) and a skeleton (who never does); one goblin already down. */
function parley() {
  const f = pc('fighter'); // Charm 2
  const r = pc('rogue');
  const g = monster('goblin');
  const g2 = monster('goblin', undefined, { id: 'goblin-2', name: 'Goblin 2', condition: 'dead' });
  const s = monster('skeleton');
  const st = fightOf([f, r], [g, g2, s]);
  return { st, f, r, g, s };
}

test('a long Feat in a fight: two rounds of the Feat action, the roll with the last; rounds left and odds shown', () => {
  const { st, f, g, s } = parley();
  const label = () => legalActions(st, D, f, true).find((o) => o.id === YIELD)!.label;
  assert.match(label(), /call on the foes to yield, High Charm: round 1 of 2, the roll comes with round 2 \(success 4% \(1\/27\) as things stand\)/);
  const first = testCtx({ script: [] });
  doAction(first, st, D, f, action(YIELD), O);
  assert.equal(first.chance.diceRolled, 0, 'no roll on the first round');
  assert.deepEqual([f.preparing?.done, f.preparing?.needs], [1, 2]);
  const sheet = sixViewModel(st, PLAYERS).party[0]!;
  assert.deepEqual(sheet.long, { kind: 'feat', name: 'call on the foes to yield', done: 1, needs: 2, left: 1 });
  assert.ok(sheet.states.includes('long Feat: call on the foes to yield, 1 of 2 rounds done, 1 left'), sheet.states.join('; '));
  assert.match(label(), /round 2 of 2, the roll \(success 4% \(1\/27\)\)$/);
  // Round 2: the High Charm Feat, high die 2 ≤ 2: the goblin yields and leaves; the skeleton pays no heed.
  const second = testCtx({ script: [1, 2, 2] });
  doAction(second, st, D, f, action(YIELD), O);
  const text = second.log.map((e) => e.text).join('\n');
  assert.ok(text.indexOf('Odds:') < text.indexOf('keeps 2 against 2'), 'the odds before the roll');
  assert.deepEqual([g.condition, s.condition, f.preparing], ['fled', 'up', null]);
  assert.match(text, /Goblin yields and leaves the fight; Skeleton pays no heed/);
});

test('a call to yield that fails moves no one; the difficulty follows how beaten the foes are', () => {
  const { st, f, g } = parley();
  doAction(testCtx({}), st, D, f, action(YIELD), O);
  doAction(testCtx({ script: [1, 2, 3] }), st, D, f, action(YIELD), O); // high 3 > 2
  assert.equal(g.condition, 'up');
  const four = fightOf([pc('fighter')], ['a', 'b', 'c', 'd'].map((x) => monster('goblin', undefined, { id: x, name: x })));
  const me = four.fighters.fighter!;
  assert.equal(yieldDifficulty(four, me), 'high');
  four.fighters.a!.condition = 'dead';
  four.fighters.b!.condition = 'fled';
  assert.equal(yieldDifficulty(four, me), 'moderate');
  four.fighters.c!.condition = 'dead';
  assert.equal(yieldDifficulty(four, me), 'low');
  assert.ok(!legalActions(four, D, four.fighters.d!, false).some((o) => o.id === YIELD), 'the game master\'s side never parleys');
});

test('a long Feat is lost to another action, a lost turn, falling, or a hit (option interrupt=hit); interrupt=action keeps it through a hit', () => {
  const { st, f } = parley();
  const done = () => f.preparing?.done ?? null;
  doAction(testCtx({}), st, D, f, action(YIELD), O);
  const other = testCtx({});
  doAction(other, st, D, f, action('dodge'), O);
  assert.equal(f.preparing, null);
  assert.match(other.log.map((e) => e.text).join('\n'), /Brannoc does something else: the work on call on the foes to yield is lost \(1 of 2 rounds\)/);
  doAction(testCtx({}), st, D, f, action(YIELD), O);
  assert.equal(done(), 1, 'starting again starts from round 1');
  applyDamage(testCtx({}), st, f, 1, 'x', { ...O, interrupt: 'action' });
  assert.equal(done(), 1, 'interrupt=action: a hit alone does not break it');
  applyDamage(testCtx({}), st, f, 1, 'x', O);
  assert.equal(f.preparing, null, 'the default: a hit breaks it');
  doAction(testCtx({}), st, D, f, action(YIELD), O);
  f.stunned = 1;
  fighterTurn(testCtx({}), st, D, f, O);
  assert.equal(f.preparing, null, 'a lost turn breaks the rounds in a row');
  doAction(testCtx({}), st, D, f, action(YIELD), O);
  applyDamage(testCtx({ script: [6, 6, 6] }), st, f, f.hp, 'x', { ...O, interrupt: 'action' });
  assert.deepEqual([f.condition, f.preparing], ['unconscious', null], 'falling breaks it whatever the option');
});

test('the same rule for a slow spell: a hit or a lost turn loses the Prepare rounds', () => {
  const c = pc('cleric');
  const f = pc('fighter', { hp: 2 });
  const st = fightOf([c, f], [monster('orc')]);
  c.pos = { x: 1, y: 3 };
  f.pos = { x: 1, y: 2 };
  doAction(testCtx({}), st, D, c, action(`prepare:renew:${f.id}`), O);
  applyDamage(testCtx({}), st, c, 1, 'x', O);
  assert.equal(c.preparing, null);
  doAction(testCtx({}), st, D, c, action(`prepare:renew:${f.id}`), O);
  c.stunned = 1;
  fighterTurn(testCtx({}), st, D, c, O);
  assert.equal(c.preparing, null);
  assert.ok(!legalActions(st, D, c, false).some((o) => o.id === `spell:renew:${f.id}`));
});

test('outside a fight, the rounds at a door are heard inside: 1d6 on the rounds or less (at most 5), odds first; the rounds go on the clock', () => {
  assert.equal(noticed(testCtx({ script: [3] }), 3), true);
  assert.equal(noticed(testCtx({ script: [4] }), 3), false);
  assert.equal(noticed(testCtx({ script: [6] }), 9), false, 'never certain');
  const ctx = testCtx({ script: [5] });
  noticed(ctx, 9);
  assert.match(ctx.log[0]!.text, /Odds: the 9 rounds at the door are heard inside \(5 in 6\) 83%/);
  // A stuck door (1 round an attempt): a failed Feat, unheard (2 > 1); a success, heard (1).
  const st = stateOf(pc('fighter'));
  const out = openDoor(testCtx({ script: [6, 6, 6, 2, 1, 1, 1, 1] }), st, { kind: 'stuck', ability: 'fortitude', difficulty: 'moderate', rounds: 1 });
  assert.deepEqual(out, { open: true, heard: true });
  assert.equal(st.dungeon.rounds, 2);
});

/** Plays a one-room scenario behind a 3-round lock until the first action is asked; returns who was asked and the state. */
function lockedRoom(script: number[]) {
  const o = sixOptions.parse({ party: ['fighter'], scenario: { name: 'Den', rooms: [{ name: 'The den', door: { ability: 'reflex', difficulty: 'low', rounds: 3 }, foes: ['giant-rat'] }] } });
  const st = newGame(o);
  const stop = new Error('first action');
  const ctx = testCtx({ script, answers: (req: Request) => { if (req.kind === 'action') throw stop; return req.options[0]!.id; } });
  assert.throws(() => playSix(ctx, st, o), (e) => e === stop);
  return { st, ctx, first: ctx.asked.find((r) => r.kind === 'action')! };
}

test('heard at the door: the room\'s foes are ready and act first in round 1, no initiative roll; unheard, initiative as usual', () => {
  // The low Reflex Feat (low 1 ≤ 3) opens the lock; the 1d6 for the noise: 3 ≤ 3, heard.
  const heard = lockedRoom([1, 5, 6, 3]);
  assert.equal(heard.st.dungeon.rooms[0]!.heard, true);
  assert.equal(heard.first.who, MECHANICS, 'the rat acts first');
  assert.equal(heard.ctx.chance.diceRolled, 4, 'no initiative dice');
  assert.match(heard.ctx.log.map((e) => e.text).join('\n'), /ready and waiting: it acts first this round, no initiative roll/);
  assert.equal(heard.st.dungeon.rounds, 3);
  // Unheard (4 > 3): initiative is rolled (the party's 18 against 3) and the party acts first.
  const quiet = lockedRoom([1, 5, 6, 4, 6, 6, 6, 1, 1, 1]);
  assert.equal(quiet.st.dungeon.rooms[0]!.heard, undefined);
  assert.notEqual(quiet.first.who, MECHANICS);
});
