/**
 * 29.1.1–29.1.5 Magic item tables and 29.3 NPC Magic Items. Each row carries
 * the item's NPC minimum Rep (29.3.1).
 */
import { row, type Table } from '../../../core/tables.ts';
import type { AC, MagicItemId, MagicTable } from '../state.ts';

export interface MagicRow {
  readonly id: MagicItemId;
  readonly name: string;
  readonly npcRep: number;
}

const m = (id: MagicItemId, name: string, npcRep: number): MagicRow => ({ id, name, npcRep });

function t(section: string, name: string, rows: [number, number, MagicRow][]): Table<MagicRow> {
  return { section, name, dice: '2d6', range: [2, 12], rows: rows.map(([a, b, r]) => row(a, b, r.name, r)) };
}

/** 29.1.1 first die: the armour's AC. */
export const MAGIC_ARMOR_AC_29_1_1: Table<AC> = {
  section: '29.1.1',
  name: 'Magic Armor: type',
  dice: '1d6 (first die)',
  range: [1, 6],
  rows: [row(1, 3, 'AC 2', 2), row(4, 5, 'AC 4', 4), row(6, 6, 'AC 6', 6)],
};

/** 29.1.1 the next two dice added: the armour's effect. */
const MAGIC_ARMOR_29_1_1 = t('29.1.1', 'Magic Armor', [
  [2, 3, m('armor-of-resiliency', 'Armor of Resiliency', 3)],
  [4, 5, m('armor-of-protection', 'Armor of Protection', 3)],
  [6, 7, m('armor-of-agility', 'Armor of Agility', 3)],
  [8, 9, m('deflective-armor', 'Deflective Armor', 3)],
  [10, 11, m('armor-of-awareness', 'Armor of Awareness', 3)],
  [12, 12, m('phase-armor', 'Phase Armor', 3)],
]);

const MAGIC_CASTING_TOOL_29_1_2 = t('29.1.2', 'Magic Casting Tool', [
  [2, 3, m('wand-of-blasting', 'Wand of Blasting', 4)],
  [4, 4, m('talisman-of-restoration', 'Talisman of Restoration', 4)],
  [5, 6, m('wand-of-brilliance', 'Wand of Brilliance', 3)],
  [7, 8, m('caster-wand', 'Caster Wand', 3)],
  [9, 10, m('caster-ring', 'Caster Ring', 3)],
  [11, 12, m('staff-of-healing', 'Staff of Healing', 4)],
]);

const MAGIC_CLOTHING_29_1_3 = t('29.1.3', 'Magic Clothing', [
  [2, 3, m('boots-of-speed', 'Boots of Speed', 3)],
  [4, 5, m('cloak-of-stealth', 'Cloak of Stealth', 3)],
  [6, 7, m('hard-shirt', 'Hard Shirt', 3)],
  [8, 9, m('absorbing-undershirt', 'Absorbing Undershirt', 3)],
  [10, 11, m('iron-cloak', 'Iron Cloak', 3)],
  [12, 12, m('shirt-of-resiliency', 'Shirt of Resiliency', 3)],
]);

const MAGIC_WEAPON_29_1_4 = t('29.1.4', 'Magic Weapon', [
  [2, 3, m('bow-of-seeking', 'Bow of Seeking', 4)],
  [4, 5, m('dancing-sword', 'Dancing Sword', 4)],
  [6, 7, m('true-arrows', 'True Arrows', 3)],
  [8, 9, m('battle-axe-of-virtue', 'Battle Axe of Virtue', 3)],
  [10, 12, m('sword-of-rage', 'Sword of Rage', 4)],
]);

const MAGIC_POTION_29_1_5 = t('29.1.5', 'Magic Potion', [
  [2, 3, m('potion-of-rage', 'Potion of Rage', 3)],
  [4, 5, m('potion-of-courage', 'Potion of Courage', 3)],
  [6, 7, m('potion-of-healing', 'Potion of Healing', 3)],
  [8, 9, m('potion-of-eager', 'Potion of Eager', 3)],
  [10, 11, m('potion-of-strength', 'Potion of Strength', 3)],
  [12, 12, m('potion-of-speed', 'Potion of Speed', 3)],
]);

export const MAGIC_TABLES_29_1: Readonly<Record<MagicTable, Table<MagicRow>>> = {
  armor: MAGIC_ARMOR_29_1_1,
  castingTool: MAGIC_CASTING_TOOL_29_1_2,
  clothes: MAGIC_CLOTHING_29_1_3,
  weapon: MAGIC_WEAPON_29_1_4,
  potion: MAGIC_POTION_29_1_5,
};

/** 29.3 NPC Magic Items: 1d6 + the NPC's Rep. Below 4 (only a Rep 2 or lower NPC) finds nothing (ruling). */
export const NPC_MAGIC_ITEMS_29_3: Table<readonly MagicTable[]> = {
  section: '29.3',
  name: 'NPC Magic Items',
  dice: '1d6 + Rep',
  range: [2, 14],
  rows: [
    row(2, 3, 'Nothing (below the table)', []),
    row(4, 5, 'Potion', ['potion']),
    row(6, 7, 'Clothes', ['clothes']),
    row(8, 9, 'Weapon', ['weapon']),
    row(10, 10, 'Armor', ['armor']),
    row(11, 12, 'Weapon & Armor', ['weapon', 'armor']),
    row(13, 13, 'Potion, Weapon & Armor', ['potion', 'weapon', 'armor']),
    row(14, 14, 'Potion (2), Weapon & Armor', ['potion', 'potion', 'weapon', 'armor']),
  ],
};
