/**
 * Issue 25 item 12, outside fights: who disarms a trap (a long Feat of
 * Reflex at the trap's difficulty; a failure sets it off on the disarmer),
 * or past it as before; the bots heal between rooms with Mend and draughts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { botPolicy } from '../../src/systems/3d6/bots/party.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { careOptions } from '../../src/systems/3d6/rules/out-of-combat.ts';
import { DISARM_ROUNDS, meetTrap } from '../../src/systems/3d6/rules/traps.ts';
import type { Trap } from '../../src/systems/3d6/tables/dungeon.ts';
import type { Request } from '../../src/core/request.ts';
import { D, pc, stateOf } from './helpers.ts';

const DARTS: Trap = { name: 'darts', ability: 'reflex', difficulty: 'high', damage: 'lowest' };
const o = sixOptions.parse({});

function party() {
  const f = pc('fighter');
  const r = pc('rogue');
  return { f, r, st: stateOf(f, r) };
}

test('a trap found: the player picks who disarms it, with each one\'s odds, or goes on past it', () => {
  const { st } = party();
  let sprung = 0;
  const ctx = testCtx({ script: [1, 1, 1], answers: (req) => (req.kind === 'trap' ? 'disarm:rogue' : req.options[0]!.id) });
  meetTrap(ctx, st, o, () => sprung++, DARTS);
  const asked = ctx.asked.find((q) => q.kind === 'trap')!;
  assert.deepEqual(asked.options.map((x) => x.id), ['disarm:fighter', 'disarm:rogue', 'past']);
  assert.match(asked.options[1]!.label, /Rogue|disarms it: 2 rounds, then a High Feat of Reflex \(\d\), \d+%/);
  assert.equal(sprung, 0);
  assert.equal(st.dungeon.rounds, DISARM_ROUNDS);
  assert.ok(ctx.log.some((e) => /is disarmed/.test(e.text ?? '')));
});

test('a failed disarming sets the trap off on the disarmer, no Feat to avoid it: its kept die as damage', () => {
  const { r, st } = party();
  const hp = r.hp;
  const ctx = testCtx({ script: [6, 6, 6, 2, 4, 5], answers: (req) => (req.kind === 'trap' ? 'disarm:rogue' : req.options[0]!.id) });
  meetTrap(ctx, st, o, () => assert.fail('not sprung by Luck'), DARTS);
  assert.equal(r.hp, hp - 2, 'the low die of 2, 4, 5');
  assert.equal(ctx.log.filter((e) => /Feat of Reflex .*succeeds/.test(e.text ?? '')).length, 1, 'one Feat: the disarming');
  assert.ok(!ctx.log.some((e) => /to avoid the darts/.test(e.text ?? '')));
});

test('going on past it is the old rule: Luck picks who sets it off', () => {
  const { st } = party();
  let sprung: Trap | null = null;
  const ctx = testCtx({ script: [], answers: (req) => (req.kind === 'trap' ? 'past' : req.options[0]!.id) });
  meetTrap(ctx, st, o, (t) => (sprung = t), DARTS);
  assert.equal(sprung, DARTS);
});

test('the bot disarms with its surest member when the odds are two in three or better, else goes past', () => {
  const { st } = party();
  const req = (chances: number[]): Request => ({ who: 'player:Test', rule: 'x', kind: 'trap', prompt: 'trap', options: [...chances.map((c, i) => ({ id: `disarm:${i}`, label: 'x', value: {}, odds: { chance: c, of: 'disarms it', text: '' } })), { id: 'past', label: 'past', value: 'past' }] }) as unknown as Request;
  assert.equal(botPolicy(req([0.5, 0.9]), st), 'disarm:1');
  assert.equal(botPolicy(req([0.5, 0.6]), st), 'past');
});

test('between rooms the bot casts a healing spell on someone below half HP before it rests', () => {
  const c = pc('cleric');
  const f = pc('fighter');
  const st = stateOf(f, c);
  f.hp = 2;
  const opts = [{ id: 'on', label: 'on', value: 'on' }, { id: 'rest', label: 'rest', value: 'rest' }, ...careOptions(st, D)];
  assert.ok(opts.some((x) => x.id.startsWith('mend:')), 'the cleric has a healing spell');
  const pick = botPolicy({ who: 'player:Test', rule: 'x', kind: 'between', prompt: 'between', options: opts } as unknown as Request, st);
  assert.match(pick, /^mend:cleric:[a-z-]+:fighter$/);
  f.hp = f.maxHp - 1;
  assert.equal(botPolicy({ who: 'player:Test', rule: 'x', kind: 'between', prompt: 'between', options: [...opts.slice(0, 2), ...careOptions(st, D)] } as unknown as Request, st), 'rest');
});
