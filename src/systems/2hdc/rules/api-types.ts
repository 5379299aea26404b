/**
 * The types of the façade api.ts, types only: the modules behind it
 * (characters/create.ts, combat/fight.ts) name them without importing the
 * façade back.
 */
import type { Character, Coins, Item, MagicItem, Profession, Race, Weapon, AC } from '../state.ts';
import type { CombatOptions } from './combat/options.ts';

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
