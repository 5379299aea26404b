/**
 * The dungeon's tables, keyed by their headings: the Trap Table (1D6, read
 * when a `?` square or a chest trap goes off), the Treasure Chest Contents
 * Table (2D6) and the Special Magical Abilities Power Up Table (1D6, the
 * spell a Magic Power Up teaches).
 */
import { row, type Table } from '../../../core/tables.ts';
import type { AbilityId } from '../data/schema.ts';
import { SEC } from '../sections.ts';

export interface Trap {
  /** The hero dies outright. */
  readonly kills: boolean;
  /** Automatic wounds. */
  readonly hits: number;
  /** Poison counters placed on the hero. */
  readonly poison: number;
}

export const TRAP_TABLE: Table<Trap> = {
  section: SEC.trapTable,
  name: 'Trap Table',
  dice: '1d6',
  range: [1, 6],
  rows: [
    row(1, 1, '1 automatic hit', { kills: false, hits: 1, poison: 0 }),
    row(2, 2, '2 automatic hits', { kills: false, hits: 2, poison: 0 }),
    row(3, 3, '3 automatic hits', { kills: false, hits: 3, poison: 0 }),
    row(4, 4, '3 automatic hits and 1 poison hit', { kills: false, hits: 3, poison: 1 }),
    row(5, 5, '3 automatic hits and 2 poison hits', { kills: false, hits: 3, poison: 2 }),
    row(6, 6, 'the trap kills the hero', { kills: true, hits: 0, poison: 0 }),
  ],
};

export type ChestItem =
  | 'magic-power-up' | 'weapon-power-up' | 'ranged-power-up' | 'gold-25' | 'gold-100' | 'health-potion'
  | 'major-health-potion' | 'gold-500' | 'poison-antidote' | 'portable-teleporter';

export const CHEST_TABLE: Table<ChestItem> = {
  section: SEC.chestTable,
  name: 'Treasure Chest Contents Table',
  dice: '2d6',
  range: [2, 12],
  rows: [
    row(2, 2, 'a Magic Power Up', 'magic-power-up'),
    row(3, 3, 'a close combat Weapon Power Up', 'weapon-power-up'),
    row(4, 4, 'a Ranged Weapon Power Up', 'ranged-power-up'),
    row(5, 5, '25 Gold (a treasure stack)', 'gold-25'),
    row(6, 6, '100 Gold Coins', 'gold-100'),
    row(7, 8, 'a Health Potion', 'health-potion'),
    row(9, 9, 'a Major Health Potion', 'major-health-potion'),
    row(10, 10, '500 Gold Coins', 'gold-500'),
    row(11, 11, 'a Poison Antidote', 'poison-antidote'),
    row(12, 12, 'a Portable Teleporter', 'portable-teleporter'),
  ],
};

export const POWER_UP_TABLE: Table<AbilityId> = {
  section: SEC.powerUpTable,
  name: 'Special Magical Abilities Power Up Table',
  dice: '1d6',
  range: [1, 6],
  rows: [
    row(1, 1, 'Hold Portal', 'hold-portal'),
    row(2, 2, 'Shield', 'shield'),
    row(3, 3, 'Invulnerable to Fire', 'invulnerable-to-fire'),
    row(4, 4, 'Invulnerable to Poison', 'invulnerable-to-poison'),
    row(5, 5, 'Finger of Death', 'finger-of-death'),
    row(6, 6, 'Resurrection', 'resurrection'),
  ],
};
