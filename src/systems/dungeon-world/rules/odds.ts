/**
 * Exact odds before every roll (logged as "Odds: ..." events, as the other
 * systems do, and shown on the options that lead to a roll): a shot's or a
 * melee side's chance of at least one hit, of taking a hit off the target
 * and of killing it; the spawning roll's chance of bringing a monster; the
 * plain target numbers of the abilities (3+, 4+).
 *
 * A die of an attack wounds when it hits (1 in 6 for each face from the
 * to-hit number up) and its kill die reaches the Armour: each die is an
 * independent trial with chance hit*kill/36, so the wounds of n dice are
 * binomial, counted as successes of n 36-sided dice.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { pct } from '../../../core/odds-text.ts';
import { atLeast, inRangeOdds, ratio, toNumber, type Dist, type Ratio } from '../../../core/odds.ts';
import type { Odds } from '../../../core/request.ts';
import { keptOdds } from '../speed/odds-memo.ts';

/** Faces from `n` up on a d6 (0 when n is above 6). */
function facesFrom(n: number): number {
  return Math.max(0, Math.min(6, 7 - n));
}

/** The wounds `dice` dice take off one target: each hits on `toHit`, then kills on `armour`. */
function woundsOdds(dice: number, toHit: number, armour: number): Dist {
  return inRangeOdds(dice, 1, facesFrom(toHit) * facesFrom(armour), 36);
}

/** The hits of `dice` dice hitting on `toHit`. */
export function hitsOdds(dice: number, toHit: number): Dist {
  return inRangeOdds(dice, toHit, 6);
}

/** The chance of at least `k` wounds (kept once worked out: speed/odds-memo.ts). */
export function woundsAtLeast(dice: number, toHit: number, armour: number, k: number): Ratio {
  return keptOdds(0, dice, toHit, armour, k, countWounds);
}

function countWounds(dice: number, toHit: number, armour: number, k: number): Ratio {
  return k <= 0 ? ratio(1, 1) : atLeast(woundsOdds(dice, toHit, armour), k);
}

/** The chance a die roll of `target` or more succeeds. */
export function targetOdds(target: number): Ratio {
  return ratio(facesFrom(target), 6);
}

/** An option's odds from a ratio. */
export function optionOdds(r: Ratio, of: string, extra = ''): Odds {
  return { chance: toNumber(r), of, text: `${pct(r)}${extra ? `; ${extra}` : ''}` };
}

/** Logs the exact chance of a roll about to be made (only when the log is on). */
export function logOdds(ctx: Ctx, rule: string, text: string, r: Ratio): void {
  if (ctx.log) note(ctx, rule, `Odds: ${text} ${pct(r)}.`, { odds: { num: String(r.num), den: String(r.den) } });
}

/** What an attack of `dice` dice does to one target, in words: hit, a hit taken off, killed. */
function attackOddsText(dice: number, toHit: number, armour: number, hitsLeft: number, name: string): string {
  const hit = atLeast(hitsOdds(dice, toHit), 1);
  const wound = woundsAtLeast(dice, toHit, armour, 1);
  const kill = woundsAtLeast(dice, toHit, armour, hitsLeft);
  return `${dice} ${dice === 1 ? 'die hits' : 'dice hit'} on ${toHit}+: at least one hit ${pct(hit)}; a hit off ${name} (Armour ${armour}) ${pct(wound)}; kills ${name} (${hitsLeft} ${hitsLeft === 1 ? 'hit' : 'hits'} left) ${pct(kill)}`;
}

/** Logs an attack's odds before its to-hit roll; the event's odds are those of killing the target. */
export function logAttackOdds(ctx: Ctx, rule: string, dice: number, toHit: number, armour: number, hitsLeft: number, name: string): void {
  if (!ctx.log) return;
  const kill = woundsAtLeast(dice, toHit, armour, hitsLeft);
  note(ctx, rule, `Odds: ${attackOddsText(dice, toHit, armour, hitsLeft, name)}.`, { odds: { num: String(kill.num), den: String(kill.den) } });
}

/** The spawning roll: the chance that at least one of `n` dice is a 6 (a roll on the spawning table). */
export function spawnOdds(n: number): Ratio {
  return keptOdds(1, n, 0, 0, 0, countSpawns);
}

function countSpawns(n: number): Ratio {
  return atLeast(inRangeOdds(n, 6, 6), 1);
}
