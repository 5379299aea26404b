/**
 * The state of one 2HDC adventure (15.0–18.3, 33.0–42.0): the band and its
 * groups, the Big Bad, the Reason Why, the map as it grows, PEFs and enemy
 * groups on the tiles, and the treasure found. Plain JSON data throughout.
 */
import type { Character, Coins, MagicItem } from './state.ts';
import type { DungeonMap, Dir } from './rules/dungeon/map.ts';
import type { Pef } from './rules/dungeon/pef.ts';
import type { ReasonWhy } from './tables/dungeon-setup.ts';
import type { LiveBattle } from './rules/api.ts';
import { mapPacked } from './speed/packed.ts';

/** 17.0: characters on one Dungeon Tile that activate together. */
export interface Group {
  id: number;
  /** Character ids, in march order (17.1): the Leader first. */
  members: string[];
  tile: number;
  /** The way the group last moved: "straight ahead" for PEF placement (39.1). */
  facing: Dir;
}

/** Enemies left on the tiles after a fight, moving like an NPC group (39.3). */
interface EnemyGroup {
  id: number;
  tile: number;
  members: Character[];
}

export interface FighterLine {
  name: string;
  rep: number;
  status: Character['status'];
}

/** What the view shows of the last fight on the Battle Board (18.4–27.0): who stood where at the end. */
export interface FightSummary {
  turn: number;
  tile: number;
  place: 'corridor' | 'room';
  /** Each side at the end, in the order they were placed (21.1). */
  band: FighterLine[];
  enemies: FighterLine[];
  winner: 'band' | 'enemies' | 'none';
  bandFled: boolean;
  /** Turns of activation fought. */
  rounds: number;
}

export type Phase = 'setup' | 'dungeon' | 'afterwards' | 'over';

export type Outcome = 'success' | 'failure' | 'star-dead' | 'in-progress';

/** Each outcome in words, for the view, the story and the report. */
export const OUTCOME_WORDS: Record<Outcome, string> = {
  success: 'success: the Star came out with the Reason Why done',
  failure: 'failure: the Star came out without the Reason Why done',
  'star-dead': 'the Star did not come out of the dungeon',
  'in-progress': 'unfinished',
};

interface RepChange {
  id: string;
  name: string;
  from: number;
  to: number;
}

export interface AdventureState {
  phase: Phase;
  players: string[];
  /** Every band member, whatever their status; `groups` says who is where. */
  band: Character[];
  groups: Group[];
  nextGroupId: number;
  bigBad: Character | null;
  bigBadMet: boolean;
  /** 34.3: the Big Bad was killed (dispatched or Obviously Dead); a captured one is not (ruling). */
  bigBadDefeated: boolean;
  reason: ReasonWhy;
  map: DungeonMap;
  pefs: Pef[];
  nextPefId: number;
  /** 39.4: "something is out there": the next PEF is resolved with 3d6. */
  pefThreeDice: boolean;
  enemyGroups: EnemyGroup[];
  nextEnemyId: number;
  turn: number;
  /** Treasure found (40.0, 41.0) waiting to be divided (42.0). */
  treasure: { coins: Coins; magic: MagicItem[] };
  /** 34.3 Rescue: captives in the Treasure Room (1/2d6) and whether they were found. */
  captives: number;
  captivesFound: boolean;
  treasureRoomLooted: boolean;
  /** Rooms the band has entered and cleared (34.3 Explore). */
  roomsCleared: number;
  /** The band has left through the entry tile (41.2). */
  exited: boolean;
  /** Band members who have left the dungeon through the entry tile (41.2). */
  outside: string[];
  /** Band members who went Out of the Fight during the adventure (42.1, 42.2). */
  wentOut: string[];
  /** The group taking its turn, for the bot and the view. */
  activeGroup: number | null;
  /** 32.2: how many of the pool's magic items (treasure, 40.0) each member carries until they are divided (42.0). */
  carried: Record<string, number>;
  /** 32.2: the last turn each member moved (18.1, 18.2, 18.3.2), for loads that forbid moving two turns in a row. */
  movedOn: Record<string, number>;
  /** 29.1.5: the member deciding whether to drink a Potion of Speed now, for the bot; null otherwise. */
  speedFor: string | null;
  /** Each member's share of the treasure coins (42.0), apart from the coins won by kills (42.1.2). */
  shares: Record<string, Coins>;
  /** The Star's Rep when the band went down: 13.1 is measured against it until the adventure ends. */
  starStartRep: number;
  /** Magic items found in the treasure (42.0). */
  itemsFound: number;
  /** Dice rolled in the whole game (for the report). */
  diceRolled: number;
  /** Band members who fled a fight and take the Run Away! test when next active (26.1). */
  runAway: string[];
  /** Band members left behind Out of the Fight or worse (42.1). */
  leftBehind: string[];
  outcome: Outcome;
  repChanges: RepChange[];
  /** Fights fought. */
  fights: number;
  /** The last fight, for the view. */
  lastFight: FightSummary | null;
  /** The live Battle Board while a fight runs (18.4), for the view; its board is null between fights. */
  battle: LiveBattle;
  /** A short story of what happened, for the report. */
  story: string[];
  /** 13.1: Grunts who got out and then left the band (Rep reached the Star's, or the band over his Rep), for the report. */
  departed?: { character: Character; why: string }[];
}

/**
 * A fresh table keyed by character id (`carried`, `movedOn`, `shares`): a
 * plain object (JSON as before) held in V8's dictionary mode from the start.
 * Keyed by ever new ids, a fast object would grow a new hidden class per key
 * and order, shared with every `{}` of the program, and each field change on
 * those classes throws away optimized code (the long warm-up of simulate).
 */
export function idTable<T>(): Record<string, T> {
  // Without a prototype (as the map's cells): made in dictionary mode at once, and a key added or missed is
  // settled on the table itself, where with Object.prototype behind it each one went on to search that too
  // (an add some 2.5 times dearer, measured). The JSON is the same; read the keys as data (no methods on it).
  return Object.create(null) as Record<string, T>;
}

export function emptyCoins(): Coins {
  return { bronze: 0, silver: 0, gold: 0 };
}

export function member(state: AdventureState, id: string): Character {
  const band = state.band;
  for (let i = 0; i < band.length; i++) if (band[i]!.id === id) return band[i]!;
  throw new Error(`no band member ${id}`);
}

export function groupMembers(state: AdventureState, g: Group): Character[] {
  return mapPacked(g.members, (id) => member(state, id));
}

/** 14.0: the group's Leader is its highest Rep member (the Star when tied). */
export function groupLeader(state: AdventureState, g: Group): Character {
  let best: Character | null = null;
  for (const id of g.members) {
    const c = member(state, id);
    if (!best || c.rep > best.rep || (c.rep === best.rep && c.star && !best.star)) best = c;
  }
  return best!;
}

export function star(state: AdventureState): Character {
  return state.band.find((c) => c.star) ?? state.band[0]!;
}
