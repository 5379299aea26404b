/**
 * Shooting (the Mover's Action Phase and the Non-Mover's Shooting Phase):
 * range counted with the target's square, line of sight, no shot from or at
 * a kill zone, hits on 5-6 (6 in cover; elves 4-6, 5-6 in cover), then a
 * kill die per hit against the target's Armour.
 */
import { inRange, rollx } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { ratio, type Ratio } from '../../../../core/odds.ts';
import { SEC } from '../../sections.ts';
import type { Board, GameState, Model } from '../../state.ts';
import { has } from '../../state.ts';
import { touching } from '../grid.ts';
import { who, type G } from '../game.ts';
import { inCover, seesForShot, shotRange, stairSight } from '../sight.ts';
import { armourAgainst, assignKillDice } from './assign.ts';
import { assignHits, groupExtraDice, shotGroup } from './multi-shot.ts';
import { logAttackOdds } from '../odds.ts';
import { fireCounters } from '../abilities/counters.ts';
import { shotAt } from '../spells/finger-of-death.ts';
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

const NO = (why: string, rule: string): ShotCheck => Object.freeze({ ok: false, why, rule, cover: false, toHit: 7 });

// The answers without a shot, made once: the bots ask of every enemy, and of every square they might move to.
const NO_WEAPON = NO('it has no ranged attack', SEC.statShooting);
const NO_GAZED = NO('it is held by a Gaze Attack', SEC.gaze);
const NO_ENEMY = NO('not an enemy in play', SEC.shooting);
const NO_ENGAGED = NO('the shooter is in an enemy kill zone', SEC.shootEngaged);
const NO_MELEE = NO('the target is engaged in melee', SEC.shootEngaged);
const NO_HIDDEN = NO('it stands in an area not yet revealed', SEC.lineOfSight);
const NO_SIGHT = NO('no line of sight', SEC.lineOfSight);

/** Out of range: the words made only when read (the bots read `ok` alone). */
class OutOfRange implements ShotCheck {
  readonly ok = false;
  readonly rule = SEC.range;
  readonly cover = false;
  readonly toHit = 7;
  constructor(private readonly range: number, private readonly max: number) {}
  get why(): string {
    return `out of range (${this.range} squares, range ${this.max})`;
  }
}

/** Whether `shooter` may shoot at `target` now, and how hard it is. */
export function checkShot(board: Board, models: readonly Model[], shooter: Model, target: Model): ShotCheck {
  if (!shooter.shooting) return NO_WEAPON;
  if (shooter.gazedBy !== null) return NO_GAZED;
  if (target.side === shooter.side || target.status !== 'in-play') return NO_ENEMY;
  for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.status !== 'in-play') continue;
    if (m.side !== shooter.side && touching(board, m, shooter)) return NO_ENGAGED;
    if (m.side === shooter.side && touching(board, m, target)) return NO_MELEE;
  }
  // Nobody shoots into an area not yet revealed, not even through a staircase's sight (our ruling).
  const area = board.area[target.y * board.width + target.x]!;
  if (area >= 0 && !board.revealed[area]) return NO_HIDDEN;
  const range = shotRange(board, shooter, target);
  if (range > shooter.shooting.range) return new OutOfRange(range, shooter.shooting.range);
  if (!seesForShot(board, models, shooter, target, has(shooter, 'master-shot'))) return NO_SIGHT;
  // Through a staircase there is no line to put cover on (our ruling).
  const cover = !stairSight(board, shooter, target) && inCover(board, shooter, target);
  return { ok: true, why: '', rule: SEC.shootToHit, cover, toHit: toHitOf(shooter, cover) };
}

/** What a die of `shooter` must show to hit: 5 in the open, 6 in cover (elves 4 and 5). */
function toHitOf(shooter: Model, cover: boolean): number {
  const t = shooter.shootToHit;
  return cover ? (t?.cover ?? 6) : (t?.open ?? 5);
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

/** The dice a shot throws: the ranged attack, less what the dungeon takes (the Torture Rack). */
export function shotDice(st: GameState, shooter: Model): number {
  return Math.max(0, shooter.shooting!.dice - (st.dungeon ? shotDiceLoss(st, shooter) : 0));
}

/** One shot: at one target, or with Multi Shot or a fire weapon at several (multi-shot.ts); then kill dice on each target hit. */
export function shoot(g: G, shooter: Model, target: Model): void {
  const c = checkShot(g.st.board, g.st.models, shooter, target);
  if (!c.ok) throw new Error(`${who(shooter)} cannot shoot at ${who(target)}: ${c.why}`);
  const ctx = g.ctx;
  const acid = has(shooter, 'acid-spit');
  const group = shotGroup(g, shooter, target, () => shotTargets(g.st, shooter), (t) => (t === target ? c.toHit : toHitOf(shooter, inCover(g.st.board, shooter, t))));
  if (ctx.log) note(ctx, group.rule, `${who(shooter)} ${group.fire ? 'breathes fire at' : 'shoots at'} ${who(target)}${c.cover ? ', who is in cover' : ''}${group.text}`);
  shotAt(g, shooter, target, group.fire);
  if (!group.models.length) return;
  const extra = groupExtraDice(shooter, group);
  if (extra && ctx.log) note(ctx, SEC.magicPowerUp, `${who(shooter)} throws ${extra} more ${extra === 1 ? 'die' : 'dice'} with Multi Shot (Magic Power Up)`);
  const dice = shotDice(g.st, shooter) + extra;
  logAttackOdds(ctx, c.cover ? SEC.cover : SEC.shootToHit, dice, c.toHit, armourAgainst(target, acid), target.wounds, who(target));
  const lo = Math.min(...group.models.map((t) => group.toHit(t)));
  const rolled = rollx(ctx, dice, 6, c.cover && lo === c.toHit ? SEC.cover : SEC.shootToHit, who(shooter), ` to hit (${lo}+)`, null, (r) => `${inRange(r, lo, 6)} ${inRange(r, lo, 6) === 1 ? 'hit' : 'hits'}`);
  // The hits, highest first (a loop into a fresh list, not filter: one array kind for the code after it).
  const hits: number[] = [];
  for (let i = 0; i < rolled.length; i++) if (rolled[i]! >= lo) hits.push(rolled[i]!);
  hits.sort((a, b) => b - a);
  if (hits.length === 0) return;
  for (const [t, n] of assignHits(g, shooter, group, hits)) {
    if (t.status !== 'in-play') continue;
    const armour = armourAgainst(t, acid);
    const kills = rollx(ctx, n, 6, SEC.shootKill, who(shooter), ` kill dice against ${who(t)}'s Armour ${armour}`, null, (r) => `${inRange(r, armour, 6)} through`);
    assignKillDice(g, [shooter], kills, () => [t], SEC.shootKill, `${group.fire ? 'burnt' : 'shot'} by ${who(shooter)}`, acid, group.fire ? fireCounters(g) : undefined);
  }
}
