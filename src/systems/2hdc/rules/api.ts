/**
 * What the dungeon and adventure code calls: characters (6.0–14.0), the band
 * (13.0), enemies from the Race Lists (7.0) with NPC magic items (29.3), the
 * whole Battle Board fight (18.4–32.0), recovery after it (27.0) and the magic
 * item tables (29.1.x).
 */
import type { Ctx } from '../../../core/engine.ts';
import type { Band, Character, MagicItem, MagicTable, Race } from '../state.ts';
import { createStarImpl, makeEnemyImpl } from './characters/create.ts';
import { recruitBandImpl } from './characters/band.ts';
import { fightImpl } from './combat/fight.ts';
import { recoverAfterFightImpl, runAwayTestImpl } from './combat/recovery.ts';
import { rollMagicItemImpl } from './magic/items.ts';
import { restoreOnExitImpl } from './characters/adventure.ts';
import type { BattleResult, BattleSetup, EnemyOptions, StarOptions } from './api-types.ts';
import { carrying as carryingImpl, type Carrying } from './characters/carry.ts';
import { speedDice as speedDiceImpl, useTalisman as useTalismanImpl } from './magic/restore.ts';

export type { Band, Character, MagicItem, MagicTable, Carrying };
export type { StarOptions, EnemyOptions, BattleSetup, LiveBattle, BoardFighter, BoardView, BattleResult } from './api-types.ts';

/** Creates a player's Star (6.1): race, profession(s), Rep 5 by default, weapons, armour, shield. Choices go to `who`. */
export function createStar(ctx: Ctx, who: string, opts: StarOptions = {}): Character {
  return createStarImpl(ctx, who, opts);
}

/**
 * Recruits the Star's band (13.1): Humans, Elves and Dwarves recruit those
 * races, others roll on the Minions table (39.8). The band never exceeds the
 * Star's Rep and every Grunt's Rep is below it. Returns the band with the
 * Star first.
 */
export function recruitBand(ctx: Ctx, star: Character, who: string): Band {
  return recruitBandImpl(ctx, star, who);
}

/**
 * An NPC from its Race List (7.0): 2d6 for the profession row (doubles may add
 * a second profession, 9.1), listed Rep with the 1d6 adjustment (10.0) unless
 * `rep` is given, the row's armour, shield and first weapon choice, and a
 * possible magic item (29.3).
 */
export function makeEnemy(ctx: Ctx, race: Race, rep: number | undefined, opts: EnemyOptions): Character {
  return makeEnemyImpl(ctx, race, rep, opts);
}

/**
 * The whole Battle Board fight (18.4–32.0): placing (21.1), potions (29.2),
 * the Charge into Melee Test (21.0), then each side in turn shoots, casts and
 * charges into melee, heals, takes Crisis Tests, until one side has nobody
 * left carrying on or the band flees (26.0). Out of the Fight enemies are
 * dispatched or captured (23.7). Recovery (27.0) is separate.
 */
export function fight(ctx: Ctx, battle: BattleSetup): BattleResult {
  return fightImpl(ctx, battle);
}

/**
 * 27.0: each Out of the Fight band member rolls 2d6 against its original Rep:
 * 2 passed back at full Rep, 1 back at one lower, 0 dies. Ghoul infection and
 * Feral Vampire poison resolve here too (7.0.5, 7.0.6). Call after the fight,
 * once no enemy is left on the Battle Board.
 */
export function recoverAfterFight(ctx: Ctx, band: Band): void {
  recoverAfterFightImpl(ctx, band);
}

/**
 * 26.1 Run Away!: a character who fled takes a Man Down Crisis Test when next
 * active; Duck Back or Flee means he quits the encounter, dropping his
 * treasure, and later counts as Out of the Fight for 27.0. Returns those who quit.
 */
export function runAwayTest(ctx: Ctx, fled: Character[], who: string): Character[] {
  return runAwayTestImpl(ctx, fled, who);
}

/** Rolls one magic item on its table (29.1.1–29.1.5), with potion uses (1/2d6), arrows or Talisman Rep. */
export function rollMagicItem(ctx: Ctx, table: MagicTable): MagicItem {
  return rollMagicItemImpl(ctx, table);
}

/** 6.3.1/28.3: on leaving the dungeon Stars recover their Star Power and casting losses are restored. */
export function restoreOnExit(band: Band): void {
  restoreOnExitImpl(band);
}

/**
 * 32.2 What can you carry?: the Items a character carries (plus `extraItems`
 * he would pick up) against 2×, 3× and 4× his Rep: normal movement, no Fast
 * Move, or no Fast Move and no moving two turns in a row; beyond 4× he cannot.
 */
export function carrying(c: Character, extraItems = 0): Carrying {
  return carryingImpl(c, extraItems);
}

/**
 * 18.2 Fast Move Test dice (the best two count): 3 with Boots of Speed
 * (29.1.3) or by drinking a Potion of Speed (29.1.5, `who` decides, one use
 * spent), else 2.
 */
export function speedDice(ctx: Ctx, c: Character, who: string): number {
  return speedDiceImpl(ctx, c, who);
}

/** 29.1.2: a Caster uses his Talisman of Restoration (once an adventure) to win back Rep lost casting. Returns the Rep recovered. recoverAfterFight offers it too. */
export function useTalisman(ctx: Ctx, c: Character): number {
  return useTalismanImpl(ctx, c);
}
