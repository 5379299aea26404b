/**
 * 40.0 Treasure: 1d6 as rolled, plus the Big Bad's Rep in the Treasure Room
 * (41.0), or with a stand-in Rep for Secret Room finds (37.1.3–37.1.5).
 */
import { row, type Table } from '../../../core/tables.ts';

export type Metal = 'bronze' | 'silver' | 'gold';

/** Coins found: `fixed` plus `halfD6` rolls of 1/2d6 plus `d6` rolls of 1d6. */
interface CoinFind {
  readonly metal: Metal;
  readonly fixed: number;
  readonly halfD6: number;
  readonly d6: number;
}

type ItemType = 'potion' | 'clothes' | 'weapon' | 'armor' | 'castingTool';

export interface TreasureFind {
  readonly coins: CoinFind | null;
  readonly items: Readonly<Partial<Record<ItemType, number>>>;
}

const coins = (metal: Metal, fixed: number, halfD6: number, d6 = 0): CoinFind => ({ metal, fixed, halfD6, d6 });
const find = (c: CoinFind | null, items: Partial<Record<ItemType, number>> = {}): TreasureFind => ({ coins: c, items });

export const TREASURE_40_0: Table<TreasureFind> = {
  section: '40.0',
  name: 'Treasure',
  dice: '1d6 (+ Big Bad Rep in the Treasure Room)',
  range: [1, 14],
  rows: [
    row(1, 2, 'Nothing', find(null)),
    row(3, 3, '1/2d6 Bronze Coins', find(coins('bronze', 0, 1))),
    row(4, 4, '3 Bronze Coins', find(coins('bronze', 3, 0))),
    row(5, 5, '1 Potion', find(null, { potion: 1 })),
    row(6, 6, '1/2d6 Bronze Coins, 1 Weapon', find(coins('bronze', 0, 1), { weapon: 1 })),
    row(7, 7, '1/2d6 Bronze Coins, 1 Clothes', find(coins('bronze', 0, 1), { clothes: 1 })),
    row(8, 8, '2 Potions, 1 Armor, 1 Weapon', find(null, { potion: 2, armor: 1, weapon: 1 })),
    row(9, 9, '3 + 1/2d6 Bronze Coins, 3 Potions, 1 Clothes, 1 Weapon', find(coins('bronze', 3, 1), { potion: 3, clothes: 1, weapon: 1 })),
    row(10, 10, '3 Potions, 1 Clothes, 1 Weapon, 1 Armor', find(null, { potion: 3, clothes: 1, weapon: 1, armor: 1 })),
    row(11, 11, '2d6 Bronze Coins, 3 Potions, 1 Clothes, 2 Weapons, 1 Armor, 1 Casting Tool', find(coins('bronze', 0, 0, 2), { potion: 3, clothes: 1, weapon: 2, armor: 1, castingTool: 1 })),
    row(12, 12, '4 Potions, 1 Clothes, 2 Weapons, 2 Armor, 1 Casting Tool', find(null, { potion: 4, clothes: 1, weapon: 2, armor: 2, castingTool: 1 })),
    row(13, 13, '3 + 1/2d6 Silver Coins, 5 Potions, 2 Clothes, 3 Weapons, 3 Armor, 2 Casting Tools', find(coins('silver', 3, 1), { potion: 5, clothes: 2, weapon: 3, armor: 3, castingTool: 2 })),
    row(14, 14, '1/2d6 Gold Coins, 6 Potions, 2 Clothes, 4 Weapons, 3 Armor, 3 Casting Tools', find(coins('gold', 0, 1), { potion: 6, clothes: 2, weapon: 4, armor: 3, castingTool: 3 })),
  ],
};

/** 42.1.2: coins per Improving Rep roll. */
export const COINS_PER_ROLL_42_1_2: Record<Metal, number> = { bronze: 5, silver: 3, gold: 1 };
