/**
 * Taking damage (23.6): Obviously Dead, Out of the Fight, or the lesser
 * result (-1 Rep in melee, Duck Back when shot). Once-only abilities
 * (Hard as Nails 7.0.1, Stout 7.0.3, Resilient 7.0.9, Resiliency items
 * 29.1.1/29.1.3) apply first, then a Star rolls Star Power (6.3.1).
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { hasAttribute } from '../state.ts';
import { findItem, uses } from '../magic/items.ts';
import type { Fighter } from './fighter.ts';
import { rollAs } from './roll.ts';
import { starPowerOddsText } from './odds.ts';
import { counted } from '../../../core/text.ts';

/** Damage levels from worst to least. 'lesser' is -1 Rep in melee or Duck Back when shot; 'none' is Carry On. */
export type Harm = 'obviously-dead' | 'out-of-the-fight' | 'lesser' | 'none';

function once(f: Fighter, key: string): boolean {
  if (f.c.usedThisAdventure.includes(key)) return false;
  f.c.usedThisAdventure.push(key);
  return true;
}

/** 6.3.1: roll the Star Power dice; each 1–3 reduces one level, each 6 is lost. Returns levels reduced. */
export function starPower(ctx: Ctx, f: Fighter): number {
  const n = f.c.starPower;
  if (n <= 0) return 0;
  const dice = rollAs(ctx, n, 6, '6.3.1', f.c.name, ' Star Power');
  let levels = 0;
  let lost = 0;
  for (const d of dice) {
    if (d <= 3) levels++;
    else if (d === 6) lost++;
  }
  f.c.starPower -= lost;
  if (ctx.log) note(ctx, '6.3.1', `${f.c.name}: Star Power reduces the damage ${counted(levels, 'level')}${lost ? `, ${lost} die lost (${f.c.starPower} left)` : ''}`);
  return levels;
}

/** Applies the once-only abilities and Star Power to a damage result; returns what the character actually takes. */
export function reduceHarm(ctx: Ctx, f: Fighter, harm: Harm, mode: 'shot' | 'melee'): Harm {
  const c = f.c;
  if (harm === 'obviously-dead') {
    if (hasAttribute(c, 'Hard as Nails') && once(f, 'Hard as Nails')) {
      if (ctx.log) note(ctx, '7.0.1', `${c.name} is Hard as Nails: the first Obviously Dead counts as Carry On`);
      return 'none';
    }
    if (hasAttribute(c, 'Resilient') && once(f, 'Resilient')) {
      if (ctx.log) note(ctx, '7.0.9', `${c.name} is Resilient: the first Obviously Dead counts as ${mode === 'melee' ? '-1 Rep' : 'Duck Back'}`);
      return 'lesser';
    }
  }
  if (harm === 'out-of-the-fight') {
    if (hasAttribute(c, 'Stout') && once(f, 'Stout')) {
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
    if (ctx.log && c.starPower > 0) note(ctx, '6.3.1', starPowerOddsText(c.starPower, harm, mode === 'melee' ? '-1 Rep' : 'Ducks Back'));
    let levels = starPower(ctx, f);
    while (levels > 0 && harm !== 'lesser') {
      harm = harm === 'obviously-dead' ? 'out-of-the-fight' : 'lesser';
      levels--;
    }
  }
  return harm;
}

/** Marks a character down (20.4, 20.5) for Man Down (19.0). */
export function goDown(ctx: Ctx, f: Fighter, harm: 'obviously-dead' | 'out-of-the-fight', rule: string): void {
  f.c.status = harm;
  f.downed = true;
  f.dazzled = false;
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
}
