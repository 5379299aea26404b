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
  const load = loadFor(items, rep);
  return { items, limits, load, mayFastMove: load === 'normal', mayMoveTwoTurnsInARow: load === 'normal' || load === 'no-fast-move' };
}

/** 32.2: the load of `items` at a Rep of `rep` (0 or more). */
function loadFor(items: number, rep: number): Load {
  return items <= 2 * rep ? 'normal' : items <= 3 * rep ? 'no-fast-move' : items <= 4 * rep ? 'no-fast-move-or-two-turns' : 'too-much';
}

/** `carrying(c, extraItems).load` alone, without building the rest (asked every turn of every group). */
export function loadClass(c: Character, extraItems = 0): Load {
  return loadFor(itemCount(c) + extraItems, Math.max(0, c.rep));
}
