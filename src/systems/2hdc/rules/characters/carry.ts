/**
 * 32.0–32.2 What a character carries and how it slows him down. Weapons,
 * shields, spare armour and magic items count as Items; the one suit of
 * armour worn (magic or not) and coins do not (ruling: the weapons in hand
 * and the shield count, as 32.0 says weapons must be carried).
 */
import type { Character } from '../../state.ts';
import { wornMagicArmor } from '../magic/items.ts';

/** 32.2: how a load lets a character move. */
type Load = 'normal' | 'no-fast-move' | 'no-fast-move-or-two-turns' | 'too-much';

export interface Carrying {
  /** Items counted against the limits. */
  items: number;
  /** 2×, 3× and 4× the character's current Rep. */
  limits: [number, number, number];
  load: Load;
  /** May take the Fast Move Test (18.2). */
  mayFastMove: boolean;
  /** May move on two turns in a row (18.1). */
  mayMoveTwoTurnsInARow: boolean;
}

/** Items a character carries (32.0). */
function itemCount(c: Character): number {
  // The one magic armour worn (the first whose AC is the armour's AC) does not count.
  const worn = wornMagicArmor(c);
  return c.weapons.length + c.items.length + (c.shield ? 1 : 0) + c.magic.length - (worn ? 1 : 0);
}

/** 32.2: up to 2× Rep moves normally, up to 3× cannot Fast Move, up to 4× cannot Fast Move nor move two turns in a row; more cannot be carried. */
export function carrying(c: Character, extraItems = 0): Carrying {
  const items = itemCount(c) + extraItems;
  const rep = Math.max(0, c.rep);
  const limits: [number, number, number] = [2 * rep, 3 * rep, 4 * rep];
  const load: Load = items <= limits[0] ? 'normal' : items <= limits[1] ? 'no-fast-move' : items <= limits[2] ? 'no-fast-move-or-two-turns' : 'too-much';
  return { items, limits, load, mayFastMove: load === 'normal', mayMoveTwoTurnsInARow: load === 'normal' || load === 'no-fast-move' };
}
