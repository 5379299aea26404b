/**
 * The odds of each fight test are logged just before its roll (combat/odds.ts),
 * and every fraction shown equals a brute-force count over all the faces the
 * dice can show.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx, type TestCtx } from '../../src/core/testing.ts';
import type { GameEvent } from '../../src/core/events.ts';
import type { Ctx } from '../../src/core/engine.ts';
import { chargeDice, chargeTest, type ChargeSide } from '../../src/systems/2hdc/rules/combat/charge.ts';
import { crisisTest, type Tester } from '../../src/systems/2hdc/rules/combat/crisis.ts';
import { meleeDice, meleeRound } from '../../src/systems/2hdc/rules/combat/melee.ts';
import { shoot, shotImpact } from '../../src/systems/2hdc/rules/combat/shooting.ts';
import { cast } from '../../src/systems/2hdc/rules/magic/spells.ts';
import { recoverAfterFight } from '../../src/systems/2hdc/rules/combat/recovery.ts';
import { COMBAT_DEFAULTS } from '../../src/systems/2hdc/rules/combat/options.ts';
import { pct } from '../../src/core/odds-text.ts';
import { ratio } from '../../src/core/odds.ts';
import { at, ch, state } from './helpers.ts';

/** Every roll of n d6, as arrays of faces (6^n of them). */
function* allRolls(n: number): Generator<number[]> {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    yield faces.slice();
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]!++;
  }
}

/** Counts of f(roll) over every roll of n d6. */
function counts(n: number, f: (faces: number[]) => number): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of allRolls(n)) m.set(f(r), (m.get(f(r)) ?? 0) + 1);
  return m;
}

const successes = (faces: number[]): number => faces.filter((x) => x <= 3).length;
const passedAt = (rep: number) => (faces: readonly number[]): number => faces.filter((x) => x <= rep).length;

/** P(A > B), P(A < B), P(A = B) as exact ratios from two count tables. */
function contest(a: Map<number, number>, b: Map<number, number>) {
  let more = 0, fewer = 0, same = 0, total = 0;
  for (const [x, wx] of a) for (const [y, wy] of b) {
    total += wx * wy;
    if (x > y) more += wx * wy;
    else if (x < y) fewer += wx * wy;
    else same += wx * wy;
  }
  return { more: ratio(more, total), fewer: ratio(fewer, total), same: ratio(same, total), after: ratio(more, more + fewer) };
}

function share(m: Map<number, number>, pred: (v: number) => boolean) {
  let n = 0, t = 0;
  for (const [v, w] of m) {
    t += w;
    if (pred(v)) n += w;
  }
  return ratio(n, t);
}

/** The odds event and the roll right after it, at the first odds event of `rule`. */
function oddsThenRoll(log: readonly GameEvent[], rule: string): { odds: string; roll: GameEvent } {
  const i = log.findIndex((e) => e.rule === rule && e.type === 'state' && e.text.startsWith('Odds'));
  assert.ok(i >= 0, `an odds event for ${rule}: ${log.map((e) => `${e.rule} ${e.text}`).join(' | ')}`);
  const roll = log[i + 1]!;
  assert.equal(roll.type, 'roll', 'the odds come immediately before the roll');
  assert.equal(roll.rule, rule);
  assert.ok(!log.slice(0, i).some((e) => e.type === 'roll' && e.rule === rule), 'and before any roll of that test');
  return { odds: log[i]!.text, roll };
}

function quiet(ctx: TestCtx): Ctx {
  return { ...ctx, log: null };
}

test('21.0 Charge into Melee: both sides\' odds and the tie, exact, before the first Leader rolls', () => {
  const ann = at(ch('Ann', 'Human', 'Knight', 4, ['S'], 4, false, true), 0, 0, 1); // a Star: +1 success
  const orc = at(ch('Grok', 'Orc', 'Warrior', 5, ['S'], 4), 1, 0, 4);
  const a: ChargeSide = { leader: ann, active: true, fleeing: false, outnumber: false };
  const b: ChargeSide = { leader: orc, active: false, fleeing: false, outnumber: false };
  const da = chargeDice(a, COMBAT_DEFAULTS.duty);
  const db = chargeDice(b, COMBAT_DEFAULTS.duty);
  const ca = new Map([...counts(da.dice, successes)].map(([k, w]) => [k + da.auto, w] as const));
  const cb = new Map([...counts(db.dice, successes)].map(([k, w]) => [k + db.auto, w] as const));
  const want = contest(ca, cb);
  const script = [...Array<number>(da.dice).fill(1), ...Array<number>(db.dice).fill(6)];
  const ctx = testCtx({ script });
  assert.equal(chargeTest(ctx, a, b, COMBAT_DEFAULTS.duty), 0);
  const { odds } = oddsThenRoll(ctx.log, '21.0');
  // Each side's dice and automatic successes in words, as named parts (not "3d6 + 1 auto").
  assert.equal(odds, `Odds: Ann rolls ${da.dice}d6 (Rep 4, -1 moved onto the Battle Board) and has 1 automatic success (Star 1); Grok rolls ${db.dice}d6 (Rep 5) and has 3 automatic successes (Fanatic 2, +1 Rage). Ann wins ${pct(want.more)}, Grok wins ${pct(want.fewer)}, a tie ${pct(want.same)} is taken again; counting re-takes, Ann's side acts first ${pct(want.after)}`);
  assert.doesNotMatch(odds, /auto\b/);
  // The same dice with the log off give the same winner.
  assert.equal(chargeTest(quiet(testCtx({ script })), a, b, COMBAT_DEFAULTS.duty), 0);
});

test('19.1 Crisis Test: pass 2 / 1 / 0 on the best two of 3d6 for each Rep, before the group roll; Courage counts 4d6', () => {
  const t = (c: ReturnType<typeof ch>, courage = false): Tester => ({ c, reason: 'man-down', facing3to1: false, courage, who: 'player:ann' });
  const g1 = ch('Gob1', 'Goblin', 'Soldier', 4, ['S'], 4);
  const g2 = ch('Gob2', 'Goblin', 'Soldier', 3, ['S'], 4);
  const g3 = ch('Gob3', 'Goblin', 'Soldier', 4, ['S'], 4);
  const ctx = testCtx({ script: [1, 2, 6, 5] });
  crisisTest(ctx, [t(g1), t(g2), t(g3, true)], true);
  const { odds } = oddsThenRoll(ctx.log, '19.1');
  const bands = (n: number, rep: number): string => {
    const m = counts(n, (f) => Math.min(2, passedAt(rep)(f.slice().sort((x, y) => x - y).slice(0, 2))));
    return `pass 2 ${pct(share(m, (v) => v === 2))}, pass 1 ${pct(share(m, (v) => v === 1))}, pass 0 ${pct(share(m, (v) => v === 0))}`;
  };
  // The Potion of Courage drinker reads the best two of 4d6, and says so.
  assert.equal(odds, `Odds (Man Down, best two of 3d6): Gob1 (Rep 4): ${bands(3, 4)}; Gob2 (Rep 3): ${bands(3, 3)}; Gob3 (Rep 4, Courage: best two of 4d6): ${bands(4, 4)}`);
  assert.match(odds, /Gob1 \(Rep 4\): pass 2 74% \(20\/27\), pass 1 22% \(2\/9\), pass 0 4% \(1\/27\)/);
  // With the Leader down the group rolls 2d6 and the drinker the best two of 3d6.
  const down = testCtx({ script: [1, 2, 5] });
  crisisTest(down, [t(g1), t(g3, true)], false);
  assert.equal(oddsThenRoll(down.log, '19.1').odds, `Odds (Man Down, 2d6): Gob1 (Rep 4): ${bands(2, 4)}; Gob3 (Rep 4, Courage: best two of 3d6): ${bands(3, 4)}`);
});

test('24.2 Melee: each fighter\'s successes compared, exact, before each round\'s rolls (re-rolled ties get the odds again)', () => {
  const gob = at(ch('Gob', 'Goblin', 'Warrior', 5, ['S'], 2, true), 1, 0, 3);
  const elf = at(ch('Elf', 'Elf', 'Warrior', 3, ['S'], 2), 0, 0, 2);
  const st = state([elf, gob], 0);
  const na = meleeDice(st, elf, gob, false);
  const nb = meleeDice(st, gob, elf, true);
  const want = contest(counts(na, successes), counts(nb, successes));
  // A tie (1 success each), then the Goblin wins by 4.
  const tie = [1, ...Array<number>(na - 1).fill(6), 1, ...Array<number>(nb - 1).fill(6)];
  const ctx = testCtx({ script: [...tie, ...Array<number>(na).fill(6), 1, 2, 2, 3, ...Array<number>(nb - 4).fill(6)] });
  assert.equal(meleeRound(ctx, st, elf, gob), -4);
  const { odds } = oddsThenRoll(ctx.log, '24.2');
  assert.equal(odds, `Odds: Elf rolls ${na}d6 (Rep 3, +1 won the Charge into Melee); Gob rolls ${nb}d6 (Rep 5, +1 shield). Elf wins ${pct(want.more)}, Gob wins ${pct(want.fewer)}, a tie ${pct(want.same)} is rolled again; counting re-rolls, Elf wins the round ${pct(want.after)}`);
  const oddsEvents = ctx.log.filter((e) => e.rule === '24.2' && e.text.startsWith('Odds'));
  assert.equal(oddsEvents.length, 2, 'one per round of dice, the re-roll included');
});

test('23.3 Shooting and 23.5 damage: P(hit) and each damage result, exact, each before its roll', () => {
  const elf = at(ch('Elf', 'Elf', 'Shooter', 4, ['B'], 2), 0, 0, 1); // a Shooter is a Marksman: pass 1 hits an unshielded target
  const foe = at(ch('Foe', 'Human', 'Soldier', 4, ['S'], 4), 1, 0, 4);
  const impact = shotImpact(elf, foe);
  const ctx = testCtx({ script: [5, 2, 2] });
  shoot(ctx, state([elf, foe]), elf, foe);
  const hit = counts(2, passedAt(4));
  assert.equal(oddsThenRoll(ctx.log, '23.3').odds, `Odds (2d6 vs Rep 4): hit ${pct(share(hit, (v) => v >= 1))}, miss ${pct(share(hit, (v) => v === 0))}`);
  const dmg = counts(1, (f) => f[0]!);
  assert.equal(oddsThenRoll(ctx.log, '23.5').odds, `Odds (1d6 vs Impact ${impact}): Obviously Dead ${pct(share(dmg, (v) => v === 1))}, Out of the Fight ${pct(share(dmg, (v) => v > 1 && v <= impact))}, Ducks Back ${pct(share(dmg, (v) => v > impact))}`);
  assert.equal(foe.c.status, 'out-of-the-fight');

  // A shielded target: pass 1 is a miss, so only pass 2 hits.
  const shielded = at(ch('Shield', 'Human', 'Soldier', 4, ['S'], 4, true), 1, 1, 4);
  const ctx2 = testCtx({ script: [6, 6] });
  shoot(ctx2, state([elf, shielded]), elf, shielded);
  assert.equal(oddsThenRoll(ctx2.log, '23.3').odds, `Odds (2d6 vs Rep 4): hit ${pct(share(hit, (v) => v === 2))}, miss ${pct(share(hit, (v) => v < 2))}`);
});

test('28.3 Spell Casting and 27.0 Recovery: pass 2 / 1 / 0 before the roll', () => {
  const mage = at(ch('Mage', 'Human', 'Caster', 4, ['S'], 2), 0, 0, 1);
  const foe = at(ch('Foe', 'Orc', 'Warrior', 4, ['S'], 4), 1, 0, 4);
  const ctx = testCtx({ script: [1, 1, 6] });
  cast(ctx, state([mage, foe]), mage, 'damage', [foe]);
  const m = counts(2, passedAt(4));
  assert.equal(oddsThenRoll(ctx.log, '28.3').odds, `Odds (2d6 vs Rep 4): pass 2 (Rep targets) ${pct(share(m, (v) => v === 2))}, pass 1 (half Rep targets) ${pct(share(m, (v) => v === 1))}, pass 0 (no effect, Caster -1 Rep) ${pct(share(m, (v) => v === 0))}`);

  const hurt = ch('Hurt', 'Human', 'Warrior', 3, ['S'], 4);
  hurt.status = 'out-of-the-fight';
  const ctx2 = testCtx({ script: [1, 2] });
  recoverAfterFight(ctx2, { members: [hurt] });
  const r = counts(2, passedAt(3));
  assert.equal(oddsThenRoll(ctx2.log, '27.0').odds, `Odds (2d6 vs Rep 3): recovers ${pct(share(r, (v) => v === 2))}, one Rep lower ${pct(share(r, (v) => v === 1))}, dies ${pct(share(r, (v) => v === 0))}`);
  assert.equal(hurt.status, 'carry-on');
});
