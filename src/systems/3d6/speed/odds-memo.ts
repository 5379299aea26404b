/**
 * Speed: exact odds the rules and bots ask for again and again, kept once
 * worked out. A kept-die chance (`keptAtMostOdds`: a Feat, a dying test) is
 * a function of the die kept and a score only, but working it out builds a
 * distribution of BigInt weights over the 3×6 rolls: the bots asked for the
 * same few dozen on every turn (a call to yield's odds), about a fifth of
 * what 3d6's auto games allocated. An attack's expected damage is read off
 * the (already memoised) attack odds the same way. Answers are immutable
 * and shared. Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Keep } from '../../../core/dice.ts';
import { atMost, keepOdds, toNumber, type Ratio } from '../../../core/odds.ts';

/** Off only for the benchmark that shows what the memo is worth. */
export const oddsMemo = { on: true };

const kept = new Map<number, Ratio>();
const KEEP_INDEX: Readonly<Record<Keep, number>> = { lowest: 0, middle: 1, highest: 2 };

/** P(the kept die of 3×6 ≤ score), memoised by (die kept, score). */
export function keptAtMostMemo(which: Keep, score: number): Ratio {
  if (!oddsMemo.on) return atMost(keepOdds(3, which), score);
  const key = score * 4 + KEEP_INDEX[which];
  let r = kept.get(key);
  if (r === undefined) kept.set(key, (r = atMost(keepOdds(3, which), score)));
  return r;
}

/** An attack's odds as far as its expected damage reads them (rules/combat/attack.ts AttackOdds; not imported: a cycle). */
interface DamageOdds {
  readonly damage: ReadonlyMap<number, Ratio>;
}

const expected = new WeakMap<DamageOdds, number>();

/** The mean damage of an attack, over every roll (misses count 0), from its exact odds. */
export function expectedOf(o: DamageOdds): number {
  let e = oddsMemo.on ? expected.get(o) : undefined;
  if (e !== undefined) return e;
  e = 0;
  for (const [v, r] of o.damage) e += v * toNumber(r);
  if (oddsMemo.on) expected.set(o, e);
  return e;
}
