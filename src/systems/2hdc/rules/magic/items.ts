/**
 * Magic items (29.0): rolling one on its table (29.1.x), NPCs' items (29.3),
 * who can use an item (29.3.1) and whether an item is in use (32.3).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { atMost, halfD6, roll, rollx } from '../../../../core/dice.ts';
import { counted } from '../../../../core/text.ts';
import { lookup, lookupDice } from '../../../../core/tables.ts';
import { diceRead, part, type Part } from '../../../../core/parts.ts';
import { hasProfession, type AC, type Character, type MagicItem, type MagicItemId, type MagicTable } from '../../state.ts';
import { MAGIC_ARMOR_AC_29_1_1, MAGIC_TABLES_29_1, NPC_MAGIC_ITEMS_29_3, type MagicRow } from '../../tables/magic.ts';
import { rollAs } from '../combat/roll.ts';

/** 29.1.x: one item from its table; 29.1.1 armour reads the first die for AC and adds the next two. */
export function rollMagicItem(ctx: Ctx, table: MagicTable): MagicItem {
  let ac: MagicItem['ac'];
  let r: MagicRow;
  if (table === 'armor') {
    const d = roll(ctx, 3, 6, '29.1.1', 'Magic armor (first die: AC, next two: effect)');
    ac = lookupDice(ctx, MAGIC_ARMOR_AC_29_1_1, d.slice(0, 1), 'face', '', undefined, undefined, d);
    r = lookupDice(ctx, MAGIC_TABLES_29_1.armor, d.slice(1), 'sum', '', undefined, undefined, d);
  } else {
    const t = MAGIC_TABLES_29_1[table];
    r = lookupDice(ctx, t, roll(ctx, 2, 6, t.section, t.name), 'sum');
  }
  const item: MagicItem = { id: r.id, table, name: r.name, npcRep: r.npcRep };
  if (ac !== undefined) {
    item.ac = ac;
    item.name = `${r.name} (AC ${ac})`;
  }
  if (table === 'potion') {
    // 29.2: a potion can be used 1/2d6 times, rolled when found.
    item.uses = halfD6(rollx(ctx, 1, 6, '29.2', r.name, ' uses (1/2d6)', null, ctx.log ? (d) => `${counted(halfD6(d[0]!), 'use')}` : null)[0]!);
  } else if (r.id === 'true-arrows') {
    item.uses = 3 + halfD6(roll(ctx, 1, 6, '29.1.4', 'True Arrows (3 + 1/2d6)', ctx.log ? (d) => `3 + ${halfD6(d[0]!)} = ${3 + halfD6(d[0]!)} arrows` : null)[0]!);
  } else if (r.id === 'talisman-of-restoration') {
    item.rep = 2 + halfD6(roll(ctx, 1, 6, '29.1.2', 'Talisman Rep (2 + 1/2d6)', ctx.log ? (d) => `2 + ${halfD6(d[0]!)} = Rep ${2 + halfD6(d[0]!)}` : null)[0]!);
    item.uses = 1;
  } else if (r.id === 'staff-of-healing') {
    item.uses = 1;
  }
  return item;
}

/** 29.3: a Grunt has a magic item on a 1, a Big Bad or scenario Star on 1–3; then 1d6 + Rep on the NPC table. */
export function npcMagicItems(ctx: Ctx, c: Character): MagicItem[] {
  const chance = c.star || c.bigBad ? 3 : 1;
  const d = rollx(ctx, 1, 6, '29.3', c.name, ctx.log ? ` magic item chance (${chance === 1 ? 'a 1' : `1-${chance} for ${c.bigBad ? 'the Big Bad' : 'a Star'}`})` : '', null, ctx.log ? atMost(chance, 'carries magic items', 'no magic item') : null)[0]!;
  if (d > chance) return [];
  const die = rollAs(ctx, 1, 6, '29.3', c.name, ' NPC Magic Items');
  const tables = lookup(ctx, NPC_MAGIC_ITEMS_29_3, die[0]! + c.rep, c.name, ctx.log ? [diceRead(die, 'face'), part(c.rep, 'Rep')] : null);
  const items: MagicItem[] = [];
  for (const t of tables) items.push(rollMagicItem(ctx, t));
  return items;
}

/** The weapon a magic weapon needs in hand (ruling): bows for the Bow of Seeking and True Arrows, and so on. */
const NEEDS_WEAPON: Partial<Record<MagicItemId, string>> = {
  'bow-of-seeking': 'B',
  'true-arrows': 'B',
  'dancing-sword': 'S',
  'sword-of-rage': 'S',
  'battle-axe-of-virtue': '2A',
};

/** Magic items for a bow in use (29.1.4). */
const BOW_ITEMS: readonly MagicItemId[] = ['bow-of-seeking', 'true-arrows'];

/**
 * 29.3.1/32.3: can this character use the item now? NPCs need the table's
 * minimum Rep; casting tools need a Caster; magic weapons need the matching
 * weapon in hand; magic armour must be the armour worn; potions are drunk, not used.
 */
export function usable(c: Character, item: MagicItem): boolean {
  if (!c.owner && c.rep < item.npcRep) return false;
  if (item.table === 'castingTool' && !hasProfession(c, 'Caster')) return false;
  if (item.table === 'potion') return false;
  if (item.table === 'armor' && item !== wornMagicArmor(c)) return false;
  const w = NEEDS_WEAPON[item.id];
  if (w !== undefined && !(c.weapons as string[]).includes(w)) return false;
  // 32.3: a shot is fired with the main weapon, the item in use (combat/hands.ts: Fighter.hand is null while
  // shooting); the bow items help only when that weapon is the bow, not a crossbow with a bow carried besides.
  if (BOW_ITEMS.includes(item.id) && c.weapons[0] !== 'B') return false;
  if (item.id === 'true-arrows' && (item.uses ?? 0) <= 0) return false;
  if (item.id === 'absorbing-undershirt' && c.armor === 6) return false;
  if (item.id === 'boots-of-speed' && c.armor === 6) return false;
  return true;
}

/** 12.0/32.0: the one magic armour worn: the first carried whose AC is the armour's AC (the others are carried), or undefined. */
export function wornMagicArmor(c: Character): MagicItem | undefined {
  for (const m of c.magic) if (m.table === 'armor' && m.ac === c.armor) return m;
  return undefined;
}

/**
 * 41.0/34.3 (ruling): a band member handed magic armour puts it on in place
 * of the armour he wore (41.0's example gives found armour to Sooze to wear;
 * 34.3's lets it replace the armour rolled), unless he already wears magic
 * armour: then it is carried. Call before the item joins `c.magic`; the
 * armour put on goes first among his items, so it is the one worn.
 * Returns the AC he wore before, or null when he does not put it on.
 */
export function takeMagicItem(c: Character, m: MagicItem): AC | null {
  if (m.table !== 'armor' || m.ac === undefined || wornMagicArmor(c) !== undefined) {
    c.magic.push(m);
    return null;
  }
  const was = c.armor;
  c.armor = m.ac;
  c.magic.unshift(m);
  return was;
}

/** The character has this item and can use it (29.3.1). */
export function uses(c: Character, id: MagicItemId): boolean {
  const m = c.magic;
  for (let i = 0; i < m.length; i++) if (m[i]!.id === id && usable(c, m[i]!)) return true;
  return false;
}

export function findItem(c: Character, id: MagicItemId): MagicItem | undefined {
  for (const m of c.magic) if (m.id === id) return m;
  return undefined;
}

/** Extra casting dice from casting tools (28.3 "Using Magic Item +1 or more d6", 29.1.2); `why` receives them as named parts. */
export function castingToolDice(c: Character, spell: 'damage' | 'dazzle' | 'defend', why: Part[] | null = null): number {
  let n = 0;
  if (uses(c, 'caster-wand')) { n += 1; why?.push(part(1, 'Caster Wand')); }
  if (uses(c, 'caster-ring')) { n += 1; why?.push(part(1, 'Caster Ring')); }
  if (spell === 'damage' && uses(c, 'wand-of-blasting')) { n += 2; why?.push(part(2, 'Wand of Blasting')); }
  if (spell === 'dazzle' && uses(c, 'wand-of-brilliance')) { n += 2; why?.push(part(2, 'Wand of Brilliance')); }
  return n;
}

/** 29.1.3 Boots of Speed: the Fast Move Test (18.2) rolls 3d6 keeping the best two. Potions are not counted here (see speedDice). */
export function fastMoveDice(c: Character): number {
  return uses(c, 'boots-of-speed') ? 3 : 2;
}
