/**
 * Taking damage (23.6): Obviously Dead, Out of the Fight, or the lesser
 * result (-1 Rep in melee, Duck Back when shot). Once-only abilities
 * (Hard as Nails 7.0.1, Stout 7.0.3, Resilient 7.0.9, Resiliency items
 * 29.1.1/29.1.3) apply first, then a Star rolls Star Power (6.3.1).
 * `impactOn` and `shotHarm` are the one path of a shooting hit (23.5): shots,
 * Damage spells (28.4), traps (37.1.4), falls (37.1.6) and vermin (37.1.7).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { explainSum, part, type Part } from '../../../../core/parts.ts';
import type { Character } from '../../state.ts';
import { TRAIT } from '../../speed/traits.ts';
import { findItem, uses } from '../magic/items.ts';
import { SHOOTING_DAMAGE_23_5 } from '../../tables/combat.ts';
import { effectiveAC, hasTrait, newFighter, type Fighter } from './fighter.ts';
import { rollAs } from './roll.ts';
import { rollx } from '../../../../core/dice.ts';
import { damageOddsText, starPowerOddsText } from './odds.ts';
import { counted, plural } from '../../../../core/text.ts';

/** Damage levels from worst to least. 'lesser' is -1 Rep in melee or Duck Back when shot; 'none' is Carry On. */
export type Harm = 'obviously-dead' | 'out-of-the-fight' | 'lesser' | 'none';

function once(f: Fighter, key: string): boolean {
  if (f.c.usedThisAdventure.includes(key)) return false;
  f.c.usedThisAdventure.push(key);
  return true;
}

const HARM_WORDS: Record<Exclude<Harm, 'lesser' | 'none'>, string> = { 'obviously-dead': 'Obviously Dead', 'out-of-the-fight': 'Out of the Fight' };

/** What Star Power did, in words: levels lowered and what the damage becomes, dice lost. */
function starPowerText(dice: readonly number[], harm: 'obviously-dead' | 'out-of-the-fight', lesser: string, left: number): string {
  let levels = 0;
  let lost = 0;
  for (const d of dice) {
    if (d <= 3) levels++;
    else if (d === 6) lost++;
  }
  const becomes = levels === 0 ? harm : harm === 'obviously-dead' && levels === 1 ? 'out-of-the-fight' : 'lesser';
  const down = levels === 0
    ? `no die of 1-3, the damage stays ${HARM_WORDS[harm]}`
    : `${counted(levels, 'die', 'dice')} of 1-3 ${plural(levels, 'lowers', 'lower')} the damage ${counted(levels, 'level')}, ${HARM_WORDS[harm]} to ${becomes === 'lesser' ? lesser : HARM_WORDS[becomes as 'out-of-the-fight']}`;
  return `${down}; ${lost ? `${counted(lost, 'six', 'sixes')}: ${counted(lost, 'die', 'dice')} lost (${left - lost} left)` : 'no six, no die lost'}`;
}

/** 6.3.1: roll the Star Power dice; each 1–3 reduces one level, each 6 is lost. Returns levels reduced. */
function starPower(ctx: Ctx, f: Fighter, harm: 'obviously-dead' | 'out-of-the-fight', lesser: string): number {
  const n = f.c.starPower;
  if (n <= 0) return 0;
  const dice = rollx(ctx, n, 6, '6.3.1', f.c.name, ' Star Power', ctx.log ? [part(n, 'Star Power')] : null, ctx.log ? (d) => starPowerText(d, harm, lesser, n) : null);
  let levels = 0;
  let lost = 0;
  for (const d of dice) {
    if (d <= 3) levels++;
    else if (d === 6) lost++;
  }
  f.c.starPower -= lost;
  return levels;
}

/** Applies the once-only abilities and Star Power to a damage result; returns what the character actually takes. */
export function reduceHarm(ctx: Ctx, f: Fighter, harm: Harm, mode: 'shot' | 'melee'): Harm {
  const c = f.c;
  if (harm === 'obviously-dead') {
    if (hasTrait(f, TRAIT['Hard as Nails']) && once(f, 'Hard as Nails')) {
      if (ctx.log) note(ctx, '7.0.1', `${c.name} is Hard as Nails: the first Obviously Dead counts as Carry On`);
      return 'none';
    }
    if (hasTrait(f, TRAIT.Resilient) && once(f, 'Resilient')) {
      if (ctx.log) note(ctx, '7.0.9', `${c.name} is Resilient: the first Obviously Dead counts as ${mode === 'melee' ? '-1 Rep' : 'Duck Back'}`);
      return 'lesser';
    }
  }
  if (harm === 'out-of-the-fight') {
    if (hasTrait(f, TRAIT.Stout) && once(f, 'Stout')) {
      if (ctx.log) note(ctx, '7.0.3', `${c.name} is Stout: the first Out of the Fight counts as ${mode === 'melee' ? '-1 Rep' : 'Duck Back'}`);
      return 'lesser';
    }
    if (!f.resiliencyUsed && (uses(c, 'armor-of-resiliency') || uses(c, 'shirt-of-resiliency'))) {
      f.resiliencyUsed = true;
      const item = findItem(c, 'armor-of-resiliency') ?? findItem(c, 'shirt-of-resiliency');
      if (ctx.log) note(ctx, item?.table === 'armor' ? '29.1.1' : '29.1.3', `${c.name}'s ${item?.name ?? 'Resiliency'}: the first Out of the Fight this fight counts as ${mode === 'melee' ? '-1 Rep' : 'Duck Back'}`);
      return 'lesser';
    }
  }
  if (c.star && (harm === 'obviously-dead' || harm === 'out-of-the-fight')) {
    const lesser = mode === 'melee' ? '-1 Rep' : 'Ducks Back';
    if (ctx.log && c.starPower > 0) note(ctx, '6.3.1', starPowerOddsText(c.starPower, harm, lesser));
    let levels = starPower(ctx, f, harm, lesser);
    while (levels > 0 && harm !== 'lesser') {
      harm = harm === 'obviously-dead' ? 'out-of-the-fight' : 'lesser';
      levels--;
    }
  }
  return harm;
}

/**
 * 23.5: a missile hit's Impact against the character hit: AC 6 one lower,
 * AC 2 one higher, as he counts his armour (Hard Shirt, Iron Cloak: 29.1.3);
 * the magic armour he wears (Armor of Protection, Deflective Armor: 29.1.1)
 * one lower. `why`, when given, receives each change as a named part.
 */
export function impactOn(c: Character, impact: number, why: Part[] | null = null): number {
  const ac = effectiveAC(c);
  // 29.1.3: Hard Shirt and Iron Cloak change the AC counted; the part names them (a Hard Shirt taking AC 2 to 4 leaves a 0 part).
  const by = why && ac !== c.armor ? ` (AC ${c.armor}${uses(c, 'hard-shirt') && c.armor < 4 ? ', Hard Shirt' : ''}${uses(c, 'iron-cloak') ? ', Iron Cloak' : ''})` : '';
  if (ac === 6) { impact -= 1; why?.push(part(-1, `AC 6${by}`)); }
  if (ac === 2) { impact += 1; why?.push(part(1, 'AC 2')); }
  if (ac === 4 && by) why?.push(part(0, `AC 4${by}`));
  for (const id of ['armor-of-protection', 'deflective-armor'] as const) {
    if (uses(c, id)) { impact -= 1; why?.push(part(-1, findItem(c, id)?.name ?? id)); }
  }
  return impact;
}

/**
 * 23.5/23.6: what a shooting hit of `impact` does to `t` ("1" Obviously
 * Dead, Impact or less Out of the Fight, higher the lesser result; Impact 0
 * or less the lesser result without a roll), after the once-only abilities
 * and Star Power (`reduceHarm`). `rolls` > 1 keeps the lowest die (Bow of
 * Seeking); `deadAsOut` reads Obviously Dead as Out of the Fight (37.1.7).
 * `why` names the Impact's parts for the log (read only when the log is on).
 */
export function shotHarm(ctx: Ctx, t: Fighter, impact: number, rolls: number, rule: string, label: string, deadAsOut = false, why: readonly Part[] | null = null): Harm {
  let harm: 'obviously-dead' | 'out-of-the-fight' | 'lesser';
  const impactText = ctx.log ? (why ? `Impact: ${explainSum(why)}` : `Impact ${impact}`) : '';
  if (impact <= 0) {
    harm = 'lesser';
    if (ctx.log) note(ctx, '23.5', `${impactText}, too low to harm: ${t.c.name} Ducks Back`);
  } else {
    if (ctx.log) note(ctx, rule, damageOddsText(rolls, impact, 'Ducks Back', deadAsOut));
    const dice = rollAs(ctx, rolls, 6, rule, label, ' damage on ', t.c.name, ctx.log ? ` (${impactText})${rolls > 1 ? ', the lowest die counts' : ''}` : '');
    const r = lookupDice(ctx, SHOOTING_DAMAGE_23_5(impact), dice, 'lowest', t.c.name);
    harm = r === 'over' ? 'lesser' : r;
  }
  if (deadAsOut && harm === 'obviously-dead') harm = 'out-of-the-fight';
  return reduceHarm(ctx, t, harm, 'shot');
}

/**
 * 42.1.2: a band member (Star or Grunt) who kills an enemy earns one coin:
 * Bronze for a lower Rep, Silver for an equal one, Gold for a higher one
 * (the Reps as they stand, without the -1 Rep losses of a melee, 23.6.1).
 */
export function killCoin(ctx: Ctx, killer: Fighter | null, victim: Fighter): void {
  if (!killer || killer.side !== 0 || victim.side !== 1) return;
  const mine = killer.c.rep;
  const theirs = victim.c.rep;
  const metal = theirs < mine ? 'bronze' : theirs === mine ? 'silver' : 'gold';
  killer.c.coins[metal]++;
  if (ctx.log) note(ctx, '42.1.2', `${killer.c.name} earns a ${metal} coin for killing ${victim.c.name} (Rep ${theirs} against his ${mine})`);
}

/** Marks a character down (20.4, 20.5) for Man Down (19.0); `by` is who did it (a kill earns him a coin, 42.1.2). */
export function goDown(ctx: Ctx, f: Fighter, harm: 'obviously-dead' | 'out-of-the-fight', rule: string, by: Fighter | null = null): void {
  f.c.status = harm;
  f.downed = true;
  f.dazzled = false;
  f.downedBy = by;
  if (harm === 'obviously-dead') {
    const w = f.carrying;
    if (w !== null) {
      // 25.0: the carried friend falls on the carrier's square.
      w.x = f.x;
      w.y = f.y;
      w.carriedBy = -1;
      f.carrying = null;
    }
    f.x = -1;
    f.y = -1;
  }
  if (ctx.log) note(ctx, rule, `${f.c.name} is ${harm === 'obviously-dead' ? 'Obviously Dead' : 'Out of the Fight'}`);
  if (harm === 'obviously-dead') killCoin(ctx, by, f);
}

/**
 * A hit from the dungeon itself, out of any fight (a trap, a fall, vermin:
 * adventure/damage.ts): a shooting hit of `impact` on `c` as 23.5 reads it,
 * with his armour as worn.
 */
export function hazardHit(ctx: Ctx, c: Character, impact: number, label: string, deadAsOut: boolean, why: Part[] | null): Harm {
  return shotHarm(ctx, newFighter(c, 0), impactOn(c, impact, why), 1, '23.5', label, deadAsOut, why);
}
