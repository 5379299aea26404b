/**
 * Shooting (the Mover's Action Phase and the Non-Mover's Shooting Phase):
 * range counted with the target's square, line of sight, no shot from or at
 * a kill zone, hits on 5-6 (6 in cover; elves 4-6, 5-6 in cover), then a
 * kill die per hit against the target's Armour.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { inRange, rollx } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { ratio, type Ratio } from '../../../../core/odds.ts';
import { SEC } from '../../sections.ts';
import type { Board, GameState, Model } from '../../state.ts';
import { has } from '../../state.ts';
import { adjacent } from '../grid.ts';
import { who, type G } from '../game.ts';
import { inCover, rangeTo, seesForShot } from '../sight.ts';
import { armourAgainst, assignKillDice } from './assign.ts';
import { shotDiceLoss } from '../dungeon/combat-mods.ts';

export interface ShotCheck {
  readonly ok: boolean;
  /** Why not, in a few words, with the section that forbids it. */
  readonly why: string;
  readonly rule: string;
  readonly cover: boolean;
  /** What a die must show to hit. */
  readonly toHit: number;
}

const NO = (why: string, rule: string): ShotCheck => ({ ok: false, why, rule, cover: false, toHit: 7 });

/** Whether `shooter` may shoot at `target` now, and how hard it is. */
export function checkShot(board: Board, models: readonly Model[], shooter: Model, target: Model): ShotCheck {
  if (!shooter.shooting) return NO('it has no ranged attack', SEC.statShooting);
  if (target.side === shooter.side || target.status !== 'in-play') return NO('not an enemy in play', SEC.shooting);
  for (const m of models) {
    if (m.status !== 'in-play') continue;
    if (m.side !== shooter.side && adjacent(m, shooter)) return NO('the shooter is in an enemy kill zone', SEC.shootEngaged);
    if (m.side === shooter.side && adjacent(m, target)) return NO('the target is engaged in melee', SEC.shootEngaged);
  }
  if (rangeTo(shooter, target) > shooter.shooting.range) return NO(`out of range (${rangeTo(shooter, target)} squares, range ${shooter.shooting.range})`, SEC.range);
  if (!seesForShot(board, models, shooter, target, has(shooter, 'master-shot'))) return NO('no line of sight', SEC.lineOfSight);
  const cover = inCover(board, shooter, target);
  const t = shooter.shootToHit;
  return { ok: true, why: '', rule: SEC.shootToHit, cover, toHit: cover ? (t?.cover ?? 6) : (t?.open ?? 5) };
}

/** The enemies `shooter` may shoot at now. */
export function shotTargets(st: GameState, shooter: Model): Model[] {
  if (!shooter.shooting || shooter.status !== 'in-play') return [];
  return st.models.filter((m) => m.status === 'in-play' && m.side !== shooter.side && checkShot(st.board, st.models, shooter, m).ok);
}

/** The chance that `dice` dice, each hitting on `toHit` and then killing on `armour`, take at least one hit off. */
export function woundChance(dice: number, toHit: number, armour: number): Ratio {
  const hit = Math.max(0, 7 - toHit);
  const kill = Math.max(0, 7 - armour);
  const miss = BigInt(36 - hit * kill);
  return ratio(36n ** BigInt(dice) - miss ** BigInt(dice), 36n ** BigInt(dice));
}

/** Rolls the to-hit dice: how many hit. */
export function rollToHit(ctx: Ctx, dice: number, toHit: number, rule: string, whose: string): number {
  const d = rollx(ctx, dice, 6, rule, whose, ` to hit (${toHit}+)`, null, (r) => `${inRange(r, toHit, 6)} ${inRange(r, toHit, 6) === 1 ? 'hit' : 'hits'}`);
  return inRange(d, toHit, 6);
}

/** The dice a shot throws: the ranged attack, less what the dungeon takes (the Torture Rack). */
export function shotDice(st: GameState, shooter: Model): number {
  return Math.max(0, shooter.shooting!.dice - (st.dungeon ? shotDiceLoss(st, shooter) : 0));
}

/** One shot at one target: to hit, then kill dice, all on the target. */
export function shoot(g: G, shooter: Model, target: Model): void {
  const c = checkShot(g.st.board, g.st.models, shooter, target);
  if (!c.ok) throw new Error(`${who(shooter)} cannot shoot at ${who(target)}: ${c.why}`);
  const ctx = g.ctx;
  const acid = has(shooter, 'acid-spit');
  if (ctx.log) note(ctx, SEC.shooting, `${who(shooter)} shoots at ${who(target)}${c.cover ? ', who is in cover' : ''}`);
  const hits = rollToHit(ctx, shotDice(g.st, shooter), c.toHit, c.cover ? SEC.cover : SEC.shootToHit, who(shooter));
  if (hits === 0) return;
  const armour = armourAgainst(target, acid);
  const kills = rollx(ctx, hits, 6, SEC.shootKill, who(shooter), ` kill dice against Armour ${armour}`, null, (r) => `${inRange(r, armour, 6)} through`);
  assignKillDice(g, shooter.side, kills, () => [target], SEC.shootKill, `shot by ${who(shooter)}`, acid);
}
