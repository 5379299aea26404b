/**
 * Shooting (22.3.2, 23.0–23.7): the closest target in sight (least armour on
 * a tie), 2d6 against Rep on the Shooting Table, then the Shooting Damage
 * Table with the weapon's Impact modified by AC and items.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { findItem, uses } from '../magic/items.ts';
import { MISSILE_IMPACT_23_1, WEAPON_NAMES } from '../../tables/races.ts';
import { SHOOTING_23_3 } from '../../tables/combat.ts';
import { part, type Part } from '../../../../core/parts.ts';
import { effectiveAC, hasTrait, shielded, up, type Fighter, type FightState } from './fighter.ts';
import { TRAIT } from '../../speed/traits.ts';
import { distance, duckBackMove, inContact, lineOfSight } from './board.ts';
import { goDown, impactOn, shotHarm } from './damage.ts';
import { rollAs } from './roll.ts';
import { shotOddsText } from './odds.ts';
import { weaponChanged } from './melee-mods.ts';

/** 22.3.2: the closest enemy in sight, the least armoured on a tie. */
export function shootingTarget(st: FightState, f: Fighter): Fighter | undefined {
  let best: Fighter | undefined;
  let bd = 99;
  for (const o of st.fighters) {
    if (o.side === f.side || !up(o) || o.y < 0) continue;
    if (inContact(st, o)) continue; // ruling: nobody shoots into a melee
    const d = distance(f, o);
    if (d < bd || (d === bd && best && effectiveAC(o.c) < effectiveAC(best.c))) {
      if (!lineOfSight(st, f, o)) continue;
      best = o;
      bd = d;
    }
  }
  return best;
}

/**
 * 23.5: the weapon's Impact against this target (its armour: damage.ts
 * impactOn). `why`, when given, receives the Impact as named parts.
 */
export function shotImpact(f: Fighter, t: Fighter, why: Part[] | null = null): number {
  const w = f.c.weapons[0]!;
  const arrows = w === 'B' && uses(f.c, 'true-arrows'); // 29.1.4
  let impact = arrows ? 3 : MISSILE_IMPACT_23_1[w] ?? 2;
  why?.push(part(impact, arrows ? 'True Arrows' : WEAPON_NAMES[w]));
  if (f.strength && w !== 'CB') { impact += 1; why?.push(part(1, 'Potion of Strength')); } // 29.1.5
  return impactOn(t.c, impact, why);
}

/**
 * 23.5/23.6: resolves a hit of `impact` on `t` by `by` (damage.ts shotHarm)
 * and carries it out on the Battle Board: down, or Duck Back.
 */
export function shootingDamage(ctx: Ctx, st: FightState, by: Fighter, t: Fighter, impact: number, rolls: number, rule: string, label: string, why: readonly Part[] | null = null): void {
  const taken = shotHarm(ctx, t, impact, rolls, rule, label, false, why);
  if (taken === 'obviously-dead' || taken === 'out-of-the-fight') goDown(ctx, t, taken, rule, by);
  else if (taken === 'lesser') duckBack(ctx, st, t, rule);
}

/** 20.2: Duck Back one square; in melee with no room, -1d6 next round; otherwise Flee if no room. */
export function duckBack(ctx: Ctx, st: FightState, f: Fighter, rule: string): void {
  if (!up(f)) return;
  const inMelee = inContact(st, f);
  if (duckBackMove(st, f)) {
    f.c.status = 'duck-back';
    if (ctx.log) note(ctx, rule, `${f.c.name} Ducks Back`);
  } else if (inMelee) {
    f.duckPenalty = true;
    f.c.status = 'duck-back';
    if (ctx.log) note(ctx, '20.2', `${f.c.name} cannot Duck Back and stays in melee at -1d6`);
  } else {
    flee(ctx, f, '20.2');
  }
}

/** 20.3: leaves the Battle Board. */
export function flee(ctx: Ctx, f: Fighter, rule: string): void {
  f.c.status = 'fled';
  f.x = -1;
  f.y = -1;
  if (ctx.log) note(ctx, rule, `${f.c.name} Flees the Battle Board`);
}

/** 23.3/23.4: one shot. A miss means the target's group takes a Received Fire test (19.0). */
export function shoot(ctx: Ctx, st: FightState, f: Fighter, t: Fighter): void {
  const w = f.c.weapons[0]!;
  // Pass 1 hits only for a Marksman at an unshielded target (23.3, 28.6 Defend counts as a shield).
  if (ctx.log) note(ctx, '23.3', shotOddsText(f.c.rep, hasTrait(f, TRAIT.Marksman) && !shielded(t) && t.defendShots <= 0));
  const dice = rollAs(ctx, 2, 6, '23.3', f.c.name, ' fires ', WEAPON_NAMES[w], ` at ${t.c.name}`);
  let result = lookupDice(ctx, SHOOTING_23_3, dice, 'passed', f.c.name, f.c.rep, 'Rep');
  const shieldedTarget = shielded(t) || t.defendShots > 0;
  if (t.defendShots > 0) t.defendShots--;
  if (result === 'hit-unless') result = shieldedTarget || !hasTrait(f, TRAIT.Marksman) ? 'miss' : 'hit';
  if (w === 'F') f.fired = true;
  // The Impact of the weapon fired, read before a thrown axe leaves the hand.
  const why: Part[] | null = ctx.log ? [] : null;
  const impact = shotImpact(f, t, why);
  if (w === 'A') {
    // 23.1: a thrown axe must be picked up after a won fight.
    f.c.axeThrown = true;
    f.c.weapons = f.c.weapons.slice(1);
    // He melees with what he still holds (rules version 3: his modifiers of the fight had kept the axe).
    weaponChanged(f);
  }
  const arrows = w === 'B' ? findItem(f.c, 'true-arrows') : undefined;
  if (arrows && (arrows.uses ?? 0) > 0) arrows.uses = (arrows.uses ?? 1) - 1;
  if (result === 'miss') {
    t.receivedFire = true;
    if (ctx.log) note(ctx, '23.3', `${f.c.name} misses ${t.c.name}`);
    return;
  }
  shootingDamage(ctx, st, f, t, impact, uses(f.c, 'bow-of-seeking') ? 2 : 1, '23.5', f.c.name, why);
}
