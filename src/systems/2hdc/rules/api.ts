/**
 * What the dungeon and adventure code calls: characters (6.0–14.0), the band
 * (13.0), enemies from the Race Lists (7.0) with NPC magic items (29.3), the
 * whole Battle Board fight (18.4–32.0), recovery after it (27.0) and the magic
 * item tables (29.1.x).
 */
import type { Ctx } from '../../../core/engine.ts';
import type { Band, Character, Coins, Item, MagicItem, MagicTable, Profession, Race, Weapon, AC } from '../state.ts';
import { createStarImpl, makeEnemyImpl } from './characters/create.ts';
import { recruitBandImpl } from './characters/band.ts';
import { fightImpl } from './combat/fight.ts';
import { recoverAfterFightImpl, runAwayTestImpl } from './combat/recovery.ts';
import { rollMagicItemImpl } from './magic/items.ts';
import { restoreOnExitImpl } from './characters/adventure.ts';
import type { CombatOptions } from './combat/options.ts';
import { carrying as carryingImpl, type Carrying } from './characters/carry.ts';
import { speedDice as speedDiceImpl, useTalisman as useTalismanImpl } from './magic/restore.ts';

export type { Band, Character, MagicItem, MagicTable, Carrying };

/** What a player may fix when creating a Star; anything left out is asked (6.1, 7.0, 9.0–12.1). */
export interface StarOptions {
  name?: string;
  race?: Race;
  /** Primary, then optional secondary profession (9.2). */
  professions?: Profession[];
  /** 6.1: Rep 5 suggested (the default). */
  rep?: number;
  weapons?: Weapon[];
  armor?: AC;
  shield?: boolean;
  /** Up to four non-magical items at the start of a one-off game (32.1). */
  items?: Item[];
  /** Stable id; defaults to "star-<name>". */
  id?: string;
}

/** What makeEnemy may be told about the NPC. */
export interface EnemyOptions {
  /** Stable id prefix (ids must be unique within a fight). */
  id: string;
  name?: string;
  /** A scenario Star or the Big Bad: Magic Item chance 1–3 instead of 1 (29.3). */
  star?: boolean;
  bigBad?: boolean;
  /** Skip the NPC magic item roll (29.3), e.g. for Secret Room Skeletons if the adventure wants. */
  noMagic?: boolean;
  /**
   * Changes the Rep rolled on the Race List before the magic items are
   * rolled (29.3 adds the Rep): the Big Bad's Rep note (34.1).
   */
  adjustRep?: (rep: number) => number;
}

/** Where and how a fight on the Battle Board starts (21.1–21.2). */
export interface BattleSetup {
  /** The band's characters on this Dungeon Tile, Star(s) and Grunts. */
  band: Character[];
  /** The opposing characters. */
  enemies: Character[];
  /** 17.1/21.1: corridors are 2 wide, rooms 4 wide. */
  place: 'corridor' | 'room';
  /** The side that moved into the tile (counts −1d6 on the Charge into Melee Test, 21.0). */
  active: 'band' | 'enemies';
  /** Sides that are Fleeing when they made contact count −2d6 (18.3.2, 21.0). */
  bandFleeing?: boolean;
  enemiesFleeing?: boolean;
  /** The player deciding for the band: `player:<name>` (the Star's owner). */
  who: string;
  /** Whether the band may choose to flee the Battle Board (26.0); default true. */
  mayFlee?: boolean;
  /** Ruling options (rules/combat/options.ts); defaults when absent. */
  options?: Partial<CombatOptions>;
  /**
   * A plain-data holder the fight keeps the live Battle Board in (18.4), for
   * the view: refreshed at the start of each turn and whenever the fight
   * pauses for a player's decision (or a physical die), set back to null
   * when the fight ends.
   */
  live?: LiveBattle;
}

/** Where the live Battle Board is kept while a fight runs (e.g. a field of the adventure state). */
export interface LiveBattle {
  board: BoardView | null;
}

/** One fighter on the live Battle Board, as plain data. */
export interface BoardFighter {
  /** The mark drawn on its square: A, B, ... for the band, a, b, ... for the enemies. */
  mark: string;
  name: string;
  side: 'band' | 'enemies';
  star: boolean;
  rep: number;
  status: Character['status'];
  /** Square; -1 when off the squares (waiting outside, fled, carried, dead). */
  x: number;
  y: number;
  /** The weapon in use (32.3): a melee weapon switched to, else the first listed; null when unarmed. */
  weapon: Weapon | null;
  /** 25.0: the mark of the wounded friend carried, or null. */
  carrying: string | null;
}

/** The Battle Board as the view draws it (18.4, 21.1): 2 or 4 squares wide, 6 long. */
export interface BoardView {
  place: 'corridor' | 'room';
  width: number;
  length: number;
  /** Turns of activation begun (0 before the first, during placing and the Charge into Melee Test). */
  turn: number;
  /** The side acting now (21.3). */
  active: 'band' | 'enemies';
  fighters: BoardFighter[];
}

/** What a fight leaves behind. Characters are the same objects as in the setup, updated in place. */
export interface BattleResult {
  /** Who holds the Battle Board at the end: 'band', 'enemies', or 'none' (both gone). */
  winner: 'band' | 'enemies' | 'none';
  /** The band fled the Battle Board by choice (26.0) or all its survivors fled (20.3). */
  bandFled: boolean;
  /** Band members who fled the board: the adventure moves them away (Fast Move, 18.3.2/26.0). */
  fled: Character[];
  /** Enemies who fled the board. */
  enemiesFled: Character[];
  /** Enemies dispatched or found Obviously Dead, Out of the Fight, or captured: their coins and items are in `loot` (23.7, 29.4.1). */
  dispatched: Character[];
  /** Enemies taken prisoner by the band (23.7). */
  captured: Character[];
  /** Band members the enemies captured (23.7). */
  bandCaptured: Character[];
  /** Coins and items taken from the enemies dispatched or captured (23.7, 29.4.1): empty unless the band holds the board. */
  loot: { coins: Coins; items: Item[]; magic: MagicItem[] };
  /** Kill coins (42.1.2) the fleeing band's members dropped (26.0): left on the tile the enemy holds, lost to the band. */
  dropped: Coins;
  /** Band members who fled the board by the player's choice (26.0), each dropping half his treasure; not those who fled a Crisis Test (20.3). */
  fledByChoice: Character[];
  /** Turns of activation fought after the Charge into Melee Test. */
  turns: number;
}

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
