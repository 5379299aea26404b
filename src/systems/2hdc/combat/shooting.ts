/**
 * Shooting (22.3.2, 23.0–23.7): the closest target in sight (least armour on
 * a tie), 2d6 against Rep on the Shooting Table, then the Shooting Damage
 * Table with the weapon's Impact modified by AC and items.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { lookupDice } from '../../../core/tables.ts';
import { hasAttribute } from '../state.ts';
import { findItem, uses } from '../magic/items.ts';
import { MISSILE_IMPACT_23_1, WEAPON_NAMES } from '../tables/races.ts';
import { SHOOTING_23_3, SHOOTING_DAMAGE_23_5 } from '../tables/combat.ts';
import { effectiveAC, shielded, up, type Fighter, type FightState } from './fighter.ts';
import { distance, duckBackMove, inContact, lineOfSight } from './board.ts';
import { goDown, reduceHarm } from './damage.ts';
import { rollAs } from './roll.ts';
import { damageOddsText, shotOddsText } from './odds.ts';

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

/** 23.5: the weapon's Impact against this target. */
export function shotImpact(f: Fighter, t: Fighter): number {
  const w = f.c.weapons[0]!;
  let impact = MISSILE_IMPACT_23_1[w] ?? 2;
  if (w === 'B' && uses(f.c, 'true-arrows')) impact = 3; // 29.1.4
  if (f.strength && w !== 'CB') impact += 1; // 29.1.5
  const ac = effectiveAC(t.c);
  if (ac === 6) impact -= 1;
  if (ac === 2) impact += 1;
  if (uses(t.c, 'armor-of-protection')) impact -= 1;
  if (uses(t.c, 'deflective-armor')) impact -= 1;
  return impact;
}

/**
 * 23.5/23.6: resolves a hit of `impact` on `t` ("1" Obviously Dead, Impact or
 * less Out of the Fight, higher Duck Back; Impact 0 or less ducks back
 * without a roll). `rolls` > 1 keeps the best (Bow of Seeking).
 */
export function shootingDamage(ctx: Ctx, st: FightState, t: Fighter, impact: number, rolls: number, rule: string, label: string): void {
  let harm: 'obviously-dead' | 'out-of-the-fight' | 'lesser';
  if (impact <= 0) {
    harm = 'lesser';
    if (ctx.log) note(ctx, '23.5', `Impact reduced to ${impact}: ${t.c.name} Ducks Back`);
  } else {
    if (ctx.log) note(ctx, rule, damageOddsText(rolls, impact, 'Ducks Back'));
    const dice = rollAs(ctx, rolls, 6, rule, label, ' damage on ', t.c.name, ` (Impact ${impact})`);
    const r = lookupDice(ctx, SHOOTING_DAMAGE_23_5(impact), dice, 'lowest', t.c.name);
    harm = r === 'over' ? 'lesser' : r;
  }
  const taken = reduceHarm(ctx, t, harm, 'shot');
  if (taken === 'obviously-dead' || taken === 'out-of-the-fight') goDown(ctx, t, taken, rule);
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
  if (ctx.log) note(ctx, '23.3', shotOddsText(f.c.rep, hasAttribute(f.c, 'Marksman') && !shielded(t) && t.defendShots <= 0));
  const dice = rollAs(ctx, 2, 6, '23.3', f.c.name, ' fires ', WEAPON_NAMES[w], ` at ${t.c.name}`);
  let result = lookupDice(ctx, SHOOTING_23_3, dice, 'passed', f.c.name, f.c.rep, 'Rep');
  const shieldedTarget = shielded(t) || t.defendShots > 0;
  if (t.defendShots > 0) t.defendShots--;
  if (result === 'hit-unless') result = shieldedTarget || !hasAttribute(f.c, 'Marksman') ? 'miss' : 'hit';
  if (w === 'F') f.fired = true;
  // The Impact of the weapon fired, read before a thrown axe leaves the hand.
  const impact = shotImpact(f, t);
  if (w === 'A') {
    // 23.1: a thrown axe must be picked up after a won fight.
    f.c.axeThrown = true;
    f.c.weapons = f.c.weapons.slice(1);
  }
  const arrows = w === 'B' ? findItem(f.c, 'true-arrows') : undefined;
  if (arrows && (arrows.uses ?? 0) > 0) arrows.uses = (arrows.uses ?? 1) - 1;
  if (result === 'miss') {
    t.receivedFire = true;
    if (ctx.log) note(ctx, '23.3', `${f.c.name} misses ${t.c.name}`);
    return;
  }
  shootingDamage(ctx, st, t, impact, uses(f.c, 'bow-of-seeking') ? 2 : 1, '23.5', f.c.name);
}
