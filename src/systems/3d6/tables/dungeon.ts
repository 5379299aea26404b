/**
 * Ours (`Ours: Dungeon`): the tables that generate the dungeon room by room
 * as the party enters, read from dice a player could roll: what a room
 * holds (3d6), who lives there (3d6), its door (1d6), its trap (1d6); and
 * the wandering-monster tables, built from data (`data/wandering.json`,
 * replaceable by `--data DIR`).
 */
import { row, type Table } from '../../../core/tables.ts';
import { SEC } from '../sections.ts';
import type { Difficulty } from './core.ts';
import { DEFAULT_DATA } from '../data/index.ts';
import type { Ability, WanderingData } from '../data/schema.ts';

export type RoomKind = 'empty' | 'trap' | 'monsters' | 'guarded-treasure' | 'treasure';

export const ROOM_TABLE: Table<RoomKind> = {
  section: SEC.oursDungeon,
  name: 'Room contents',
  dice: '3d6',
  range: [3, 18],
  rows: [
    row(3, 5, 'empty', 'empty'),
    row(6, 8, 'a trap', 'trap'),
    row(9, 14, 'monsters', 'monsters'),
    row(15, 16, 'monsters guarding treasure', 'guarded-treasure'),
    row(17, 18, 'unguarded treasure', 'treasure'),
  ],
};

/** Monster groups by bestiary id. */
export const ENCOUNTER_TABLE: Table<readonly string[]> = {
  section: SEC.oursDungeon,
  name: 'Encounter',
  dice: '3d6',
  range: [3, 18],
  rows: [
    row(3, 5, 'three giant rats', ['giant-rat', 'giant-rat', 'giant-rat']),
    row(6, 7, 'three kobold slingers', ['kobold', 'kobold', 'kobold']),
    row(8, 9, 'two goblins and a goblin archer', ['goblin', 'goblin', 'goblin-archer']),
    row(10, 10, 'three skeletons', ['skeleton', 'skeleton', 'skeleton']),
    row(11, 11, 'two wolves', ['wolf', 'wolf']),
    row(12, 12, 'two orcs', ['orc', 'orc']),
    row(13, 13, 'two zombies', ['zombie', 'zombie']),
    row(14, 14, 'two ghouls', ['ghoul', 'ghoul']),
    row(15, 15, 'an orc and an orc shaman', ['orc', 'orc-shaman']),
    row(16, 16, 'two giant spiders', ['spider', 'spider']),
    row(17, 17, 'a cult adept and a cult guard', ['cultist', 'bodyguard']),
    row(18, 18, 'an ogre', ['ogre']),
  ],
};

/** The last room's master and guard. */
export const LAIR_TABLE: Table<readonly string[]> = {
  section: SEC.oursDungeon,
  name: 'Lair',
  dice: '1d6',
  range: [1, 6],
  rows: [
    row(1, 2, 'a hobgoblin captain and two goblins', ['hobgoblin', 'goblin', 'goblin']),
    row(3, 4, 'a cult adept, a cult guard and a skeleton', ['cultist', 'bodyguard', 'skeleton']),
    row(5, 6, 'an ogre and a goblin archer', ['ogre', 'goblin-archer']),
  ],
};

export interface Door {
  kind: 'open' | 'stuck' | 'locked';
  ability: Ability;
  difficulty: Difficulty;
  /** Rounds of work per attempt (a long Feat). */
  rounds: number;
}

export const DOOR_TABLE: Table<Door> = {
  section: SEC.oursDungeon,
  name: 'Door',
  dice: '1d6',
  range: [1, 6],
  rows: [
    row(1, 3, 'open', { kind: 'open', ability: 'fortitude', difficulty: 'low', rounds: 0 }),
    row(4, 5, 'stuck: a Moderate Fortitude Feat to force', { kind: 'stuck', ability: 'fortitude', difficulty: 'moderate', rounds: 1 }),
    row(6, 6, 'locked: a High Reflex Feat of three rounds to pick', { kind: 'locked', ability: 'reflex', difficulty: 'high', rounds: 3 }),
  ],
};

export interface Trap {
  name: string;
  ability: Ability;
  difficulty: Difficulty;
  /** The die of a 3×6 roll kept as damage on a failed Feat. */
  damage: 'highest' | 'middle' | 'lowest';
  /** Added to the kept die (a scenario's trap may have one). */
  bonus?: number;
}

export const TRAP_TABLE: Table<Trap> = {
  section: SEC.oursDungeon,
  name: 'Trap',
  dice: '1d6',
  range: [1, 6],
  rows: [
    row(1, 2, 'a pit: a Moderate Feat of Reflex avoids it, else the middle die of 3×6 as damage', { name: 'pit', ability: 'reflex', difficulty: 'moderate', damage: 'middle' }),
    row(3, 4, 'darts: a High Feat of Reflex avoids them, else the low die as damage', { name: 'darts', ability: 'reflex', difficulty: 'high', damage: 'lowest' }),
    row(5, 5, 'poison gas: a Moderate Feat of Fortitude avoids it, else the middle die as damage', { name: 'poison gas', ability: 'fortitude', difficulty: 'moderate', damage: 'middle' }),
    row(6, 6, 'a falling block: a Low Feat of Reflex avoids it, else the high die as damage', { name: 'falling block', ability: 'reflex', difficulty: 'low', damage: 'highest' }),
  ],
};


/** What a rest's wandering-monster check (1d6) brings: wanderers whether resting or sleeping, only over a night's sleep, or nothing. */
export type WanderCheck = 'always' | 'night' | 'none';

export interface WanderTables {
  /** Ours: one 1d6 for each rest, an hour or a night (ours: a 1 brings wanderers; a 2 only over a night's sleep). */
  check: Table<WanderCheck>;
  /** Ours: who wanders by while the party rests (1d6): smaller groups than a room's. */
  groups: Table<readonly string[]>;
}

const built = new WeakMap<WanderingData, WanderTables>();

/** The wandering-monster tables of a data set (ours, or a user's `wandering.json`), built once per set. */
export function wanderTables(w: WanderingData): WanderTables {
  let t = built.get(w);
  if (!t) {
    t = {
      check: { section: SEC.oursDungeon, name: 'Wandering monsters?', dice: '1d6', range: [1, 6], rows: w.check.map((r) => row(r.min, r.max, r.label, r.comes)) },
      groups: { section: SEC.oursDungeon, name: 'Wandering monsters', dice: '1d6', range: [1, 6], rows: w.groups.map((r) => row(r.min, r.max, r.label, r.monsters as readonly string[])) },
    };
    built.set(w, t);
  }
  return t;
}

/** Our wandering-monster tables (data/wandering.json). */
const OUR_WANDER_TABLES = wanderTables(DEFAULT_DATA.wandering);

export const DUNGEON_TABLES: readonly Table<unknown>[] = [ROOM_TABLE, ENCOUNTER_TABLE, LAIR_TABLE, DOOR_TABLE, TRAP_TABLE, OUR_WANDER_TABLES.check, OUR_WANDER_TABLES.groups];
