/**
 * The state of a 3d6 game: plain JSON data rebuilt from setup on every
 * replay. Fighters (characters and monsters alike) carry their derived
 * numbers, conditions and timed effects; a fight adds the grid and the
 * round. Data (weapons, spells, monsters) is referred to by id.
 */
import type { Abilities, Tactics } from './data/schema.ts';

export type Side = 'party' | 'foes';
export interface Pos {
  x: number;
  y: number;
}

/**
 * A timed effect. It lasts until the end of turn number `until` of `side`
 * (the side whose turns count it down): "until the end of the opponents'
 * next turn" is the other side's next turn number.
 */
export interface Effect {
  kind: 'dodge' | 'charged' | 'braced' | 'set' | 'guard' | 'cover' | 'buff-ac' | 'buff-attack';
  amount: number;
  side: Side;
  until: number;
  /** Guard: the ward's id. */
  ward?: string;
  /** Cover: the squares covered. */
  squares?: Pos[];
  /** Guard and Cover: the one attack has been made. */
  used?: boolean;
  /** Where it comes from, for the view ("Warding"). */
  source?: string;
}

/** A long action under way: see `Fighter.preparing`. */
export interface LongAction {
  kind: 'spell' | 'feat';
  what: string;
  name: string;
  target: string;
  done: number;
  needs: number;
}

type Condition = 'up' | 'unconscious' | 'dead' | 'fled';

export interface Fighter {
  id: string;
  name: string;
  side: Side;
  kind: 'pc' | 'monster';
  /** The data id: a ready-made character or a monster. */
  ref: string;
  role: string;
  level: number;
  abilities: Abilities;
  maxHp: number;
  hp: number;
  maxSp: number;
  sp: number;
  speed: number;
  /** 10 + armour + shield (Combat: Attack and Defense); effects add to it. */
  baseAc: number;
  wounds: number;
  weapons: string[];
  /** The weapon in hand (an id from `weapons`). */
  weapon: string;
  /** Thrown weapons out of hand until the fight ends (ours). */
  thrown: string[];
  /** A weapon that needs reloading is loaded. */
  loaded: boolean;
  proficiency: Record<string, number>;
  /** A monster's flat attack bonus with every weapon. */
  attackBonus: number;
  spells: string[];
  items: { id: string; ready: boolean }[];
  condition: Condition;
  pos: Pos;
  prone: boolean;
  /** Turns to lose (stunned, asleep). */
  stunned: number;
  /** Asleep: loses its turns until woken by damage or `stunned` runs out. */
  asleep: boolean;
  /** Turns of bleeding left. */
  bleeding: number;
  effects: Effect[];
  /**
   * A long action under way (Combat: Actions: Prepare and Feat): a slow
   * spell's rounds of Prepare, or a long Feat's rounds of the Feat action;
   * what (a spell id, or a combat Feat id), its name for people, its
   * target, the rounds done and needed.
   */
  preparing: LongAction | null;
  /** First Aid this round: no dying test at the end of it. */
  tended: boolean;
  tactics: Tactics | null;
  treasure: number;
  /** A follower of the party (Abilities: Charm): a hireling for a wage, or a character's henchman; `of`: the hirer or master. */
  follower?: { kind: 'hireling' | 'henchman'; of: string; wage: number };
}

/**
 * A fight on a map drawn elsewhere (Exploration's rooms): the squares are the
 * map's, so its coordinates are the map's. `floor`: 1 where a fighter may
 * stand; `steps`: for each square, a bit per direction of grid.ts STEPS that
 * the map's walls and closed doors allow; `exits`: the squares each side
 * leaves the fight from (instead of its edge).
 */
export interface FightMap {
  floor: number[];
  steps: number[];
  exits: Record<Side, number[]>;
}

export interface Fight {
  width: number;
  height: number;
  /** Set when the fight is on a map with walls (Exploration); absent, an open grid left by its edges. */
  map?: FightMap;
  round: number;
  /** Turns each side has had (effects count down on them). */
  turns: Record<Side, number>;
  /** Whose turn it is now, for the view. */
  acting: Side | null;
  /** The fighter choosing an action now (policies read it). */
  actor: string | null;
  /** A monster that attacks at random: the foe Luck picked for it this turn (Abilities: Luck). */
  luckPick: string | null;
  fighterIds: string[];
  /** How the fight ended. */
  outcome: 'on' | 'won' | 'lost' | 'fled';
  /** Ours: a side that was ready and waiting (it heard the party at its door): it acts first in round 1 without an initiative roll. */
  ready?: Side;
}

/** A room of the dungeon, rolled when the party reaches its door. */
export interface Room {
  n: number;
  /** A scenario room's name (a generated room has none). */
  name?: string;
  door: string;
  contents: string;
  foes: string[];
  coins: number;
  cleared: boolean;
  /** Ours: whoever was inside heard the party working at the door (a long Feat's rounds) and was ready. */
  heard?: boolean;
}

interface Dungeon {
  rooms: Room[];
  total: number;
  /** Nights slept in the dungeon (the party may sleep at most MAX_NIGHTS). */
  nights: number;
  hours: number;
  /** Ours: rounds (3 seconds each) spent working at doors and fighting, besides the hours of rest; absent: none yet. */
  rounds?: number;
  /** The scenario played (its key: a hash of its JSON, which the option `scenario` or `dungeon` carries; and its name); absent for a generated dungeon. */
  scenario?: { key: string; name: string };
}

export interface GameState {
  /** Who decides for the party: `player:<name>`. */
  player: string;
  /** The key of the data set the options brought (`data/sets.ts`); null: our defaults. */
  data: string | null;
  fighters: Record<string, Fighter>;
  /** The party in seating order (the order they act in). */
  party: string[];
  fight: Fight | null;
  dungeon: Dungeon;
  /** What happened, in a few lines, for the report. */
  story: string[];
  outcome: 'playing' | 'cleared' | 'retreated' | 'dead';
  kills: number;
  coins: number;
  diceRolled: number;
  /** While a character is being made in play (`create=N`): its role and the proficiency and spells chosen so far, for the bot's choices. */
  creating?: { role: string; proficiency: Record<string, number>; spells: string[] };
}
