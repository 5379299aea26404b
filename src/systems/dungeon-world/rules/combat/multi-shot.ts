/**
 * Shots at several targets. Multi Shot gives its hits to any enemies the
 * shooter may shoot at; a fire weapon (a breath, its two entries read as one
 * ability) to its first target and the enemies right beside it, who need no
 * line of sight of their own but are never in a melee with the shooter's
 * side. We roll the to-hit dice once; each die that reaches a target's number
 * (6 for one in cover) is given to one such target by the shooter's side,
 * highest first; then each target's kill dice are rolled on it. Each Magic
 * Power Up a hero took adds a die to its Multi Shot attacks.
 */
import { atLeast, inRangeOdds } from '../../../../core/odds.ts';
import { note } from '../../../../core/engine.ts';
import { lazyChoice } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { has } from '../../state.ts';
import { adjacent, touching } from '../grid.ts';
import { seatOf, who, type G } from '../game.ts';
import { canUse, immuneTo, markUsed } from '../abilities/use.ts';
import { optionOdds } from '../odds.ts';
import { armourAgainst } from './assign.ts';

export interface ShotGroup {
  /** The models the shot's hits may go to, the first target first. */
  readonly models: Model[];
  /** What a die must show to hit each. */
  readonly toHit: (t: Model) => number;
  readonly fire: boolean;
  readonly rule: string;
  /** Said after the shot's first line. */
  readonly text: string;
}

/**
 * The targets of `shooter`'s shot at `target`: the target alone, or with
 * Multi Shot every legal target, or with a fire weapon the target and the
 * enemies beside it (those immune to fire left out: they take no harm).
 */
export function shotGroup(g: G, shooter: Model, target: Model, legal: () => Model[], toHit: (t: Model) => number): ShotGroup {
  const st = g.st;
  if (has(shooter, 'fire-weapon')) {
    markUsed(shooter, 'fire-weapon');
    const beside = st.models.filter((e) => e.status === 'in-play' && e.side !== shooter.side && e !== target && adjacent(e, target)
      && !st.models.some((f) => f.status === 'in-play' && f.side === shooter.side && touching(st.board, f, e)));
    const all = [target, ...beside];
    const immune = all.filter((t) => immuneTo(t, 'fire'));
    const text = `${beside.length ? `; the flames may reach ${beside.map(who).join(', ')} beside it too` : ''}${immune.length ? `; ${immune.map(who).join(', ')} cannot be burnt` : ''}`;
    return { models: all.filter((t) => !immuneTo(t, 'fire')), toHit, fire: true, rule: SEC.fireWeapon, text };
  }
  if (canUse(shooter, 'multi-shot')) {
    markUsed(shooter, 'multi-shot');
    const others = legal().filter((t) => t !== target);
    return { models: [target, ...others], toHit, fire: false, rule: SEC.multiShot, text: others.length ? `; with Multi Shot its hits may also go to ${others.map(who).join(', ')}` : '' };
  }
  return { models: [target], toHit, fire: false, rule: SEC.shooting, text: '' };
}

/** Multi Shot's extra dice: one for each Magic Power Up in the hero's kit (Magic Power Up). */
export function magicShotDice(m: Model): number {
  return m.kit?.powerUps.filter((p) => p === 'magic').length ?? 0;
}

/** The dice `shooter` adds to a shot of this group: Magic Power Ups' dice when it is a Multi Shot. */
export function groupExtraDice(shooter: Model, group: ShotGroup): number {
  return group.rule === SEC.multiShot ? magicShotDice(shooter) : 0;
}

/** The chance that `k` kill dice on `t` kill it. */
function killWith(t: Model, k: number, acid: boolean): ReturnType<typeof atLeast> {
  return atLeast(inRangeOdds(k, armourAgainst(t, acid), 6), t.wounds);
}

/** Gives each hit (highest first) to a target it reaches; the shooter's side chooses among several. */
export function assignHits(g: G, shooter: Model, group: ShotGroup, hits: readonly number[]): Map<Model, number> {
  const got = new Map<Model, number>();
  const acid = has(shooter, 'acid-spit');
  for (const d of hits) {
    const can = group.models.filter((t) => t.status === 'in-play' && group.toHit(t) <= d);
    if (!can.length) continue;
    let t = can[0]!;
    if (can.length > 1) {
      t = g.ctx.ask({
        who: seatOf(g.st, shooter),
        rule: group.rule,
        kind: 'shot-assign',
        prompt: `Which target takes the hit of ${d}?`,
        options: can.map((c) => {
          const k = (got.get(c) ?? 0) + 1;
          return lazyChoice(c, c.id, () => `${who(c)} (Armour ${armourAgainst(c, acid)}, ${c.wounds} ${c.wounds === 1 ? 'hit' : 'hits'} left, ${k - 1} of this shot's hits so far)`, () => optionOdds(killWith(c, k, acid), `killed by its ${k} kill ${k === 1 ? 'die' : 'dice'}`));
        }),
      });
      if (g.ctx.log) note(g.ctx, group.rule, `the hit of ${d} goes to ${who(t)}`);
    }
    got.set(t, (got.get(t) ?? 0) + 1);
  }
  return got;
}
