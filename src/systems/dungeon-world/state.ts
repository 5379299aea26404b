/**
 * The state of a Dungeon World game: plain JSON rebuilt from setup on every
 * replay. The board is the scenario's map (one character a square), the
 * models stand on it by square; every model keeps its own stat line (power
 * ups change it), wounds and counters.
 */
import type { Kind } from './data/index.ts';
import type { Shooting } from './data/schema.ts';
import { words, wordsOf } from './speed/arrays.ts';

export type Side = 'heroes' | 'monsters';

export interface Pos {
  x: number;
  y: number;
}

/**
 * Map characters. `.` clear floor, `,` rough ground (2 points, may stand),
 * `r` rock slide (2 points to cross, cover, nobody stands on it), `~` water
 * (only flyers cross), `#` wall (blocks movement and sight), `O` pit (nobody
 * ends a move on it), ` ` outside the dungeon (as a wall).
 * The dungeon's squares (rules/dungeon/): `+` a closed door (a wall until
 * opened), `/` an open door (floor), `f` a furnishing (blocks movement, not
 * sight; cover), `t` a table or chair (crossed at 1 point, never stood on;
 * cover; heroes carry it), `T` a teleporter (monsters never end a move on
 * it), `S` a staircase (floor), `?` a trap counter (floor; a hero entering
 * stops).
 */
export type Terrain = '.' | ',' | 'r' | '~' | '#' | 'O' | ' ' | '+' | '/' | 'f' | 't' | 'T' | 'S' | '?';
export const TERRAINS: readonly Terrain[] = ['.', ',', 'r', '~', '#', 'O', ' ', '+', '/', 'f', 't', 'T', 'S', '?'];

export interface Board {
  width: number;
  height: number;
  /** One terrain character a square, row by row (y * width + x). */
  terrain: string;
  /** Each square's area (tile) number, row by row; -1 outside. */
  area: number[];
  /** Areas the heroes have revealed. */
  revealed: boolean[];
  /** Staircases: each group lists the squares (indices) of one colour's ends, linked for attacks and sight (Staircases). */
  stairs?: number[][];
}

/** `hidden`: set up in an area not yet revealed (not on the board yet); `escaped`: left through a teleporter (a retreat). */
type Status = 'in-play' | 'dead' | 'waiting' | 'hidden' | 'escaped';

export interface Model {
  id: string;
  /** The data kind: a monster kind or a premade hero. */
  kind: string;
  /** The bestiary entry (Pack counts models of one species). */
  species: string;
  name: string;
  side: Side;
  x: number;
  y: number;
  status: Status;
  movement: number;
  attacks: number;
  shooting: Shooting | null;
  armour: number;
  /** Hits left and the starting total. */
  wounds: number;
  maxWounds: number;
  abilities: string[];
  immune: string[];
  shootToHit: { open: number; cover: number } | null;
  /** Poison and fire counters. */
  poison: number;
  fire: number;
  /** Underfoot Attack spent (once a game per model). */
  underfootUsed: boolean;
  /** Killed this many times (heroes). */
  deaths: number;
  /** Powers (rules/abilities, rules/spells): abilities of which it uses one a move (the Wraith's). */
  oneOf: string[];
  /** The `oneOf` ability picked this move (null: not yet). */
  pick: string | null;
  /** Abilities and spells used this move (each once a move); cleared as a move starts. */
  used: string[];
  /** Once-a-game powers spent (Finger of Death). */
  spent: string[];
  /** Protections cast on itself this move: 'shield', 'fire', 'poison'. */
  guards: string[];
  /** The model whose Gaze Attack holds it this move (null: free). */
  gazedBy: string | null;
  /** The enemy its Finger of Death will kill at the end of this move's Non-Mover's Shooting Phase. */
  fingerOn: string | null;
  /** The move it listened on (Listen: +1 initiative the move after); 0 never. */
  listenedOn: number;
  /** What a hero carries (rules/dungeon/kit.ts); absent on monsters. */
  kit?: Kit;
}

/** A hero's belongings: gold, treasure stacks, items, keys, power-ups and learned spells (carried between games). */
export interface Kit {
  /** Gold coins (100 and 500 piles, chest gold, and 25 a stack). */
  gold: number;
  /** 25 Gold treasure stacks carried: every two cost a movement point. */
  stacks: number;
  /** Potions, antidotes, portable teleporters. */
  items: string[];
  /** Key colours. */
  keys: string[];
  /** Power-ups taken: magic, weapon, ranged (non-transferable). */
  powerUps: string[];
  /** Spells learned from the power-up table, a bookcase, a tome or the shop (also among the abilities). */
  spells: string[];
  /** Skills bought in the shop (also among the abilities). */
  skills: string[];
  /** The familiar: none, a walker or a flyer; and the hits stored in it this game. */
  familiar: 'none' | 'walker' | 'flyer';
  stored: number;
  /** Asleep in a bed. */
  asleep: boolean;
}

type Outcome = 'playing' | 'heroes-won' | 'master-won' | 'retreated' | 'time-up';

export interface GameState {
  scenario: string;
  title: string;
  board: Board;
  models: Model[];
  /** Seat names: `player:<name>` for the heroes; the Draken Master is the game mechanics or a player. */
  heroPlayer: string;
  masterPlayer: string;
  /** Several hero players (rules/seats.ts): their seats in order, and each hero's (`h<n>`) player; absent with one player, who runs every hero. */
  seats?: { players: string[]; heroes: Record<string, string> };
  move: number;
  maxMoves: number;
  /** The model whose action is being asked for (bots read it). */
  acting: string | null;
  /** The other model a pending choice is about (the enemy Control Enemy moves); bots read it. */
  target?: string | null;
  /** Who took the Mover's Action Phase this move. */
  mover: Side | null;
  phase: string;
  victoryPoints: number;
  victoryLimit: number;
  /** Monsters each kind may have in play at once (the collection); absent: no limit. */
  collection: Record<string, number>;
  /** Kills by side: monsters slain by the heroes, heroes slain by the monsters. */
  kills: { heroes: number; monsters: number };
  spawned: number;
  lost: number;
  /** The scenario's objective squares (heroes win by standing on one) and monster ids to slay. */
  objective: { reach: Pos[]; slay: string[] };
  /** Where killed heroes come back (active teleporters). */
  respawns: Pos[];
  outcome: Outcome;
  story: string[];
  nextId: number;
  /** The scenario's spawning table id (null: the book's sample). */
  spawnTable: string | null;
  /** The key of the user's data set the game plays with (`--data`; data/sets.ts); null or absent: ours. */
  data?: string | null;
  /** The dungeon: doors, stairs, teleporters, traps, furnishings, chests, conditions (rules/dungeon/); absent on plain boards. */
  dungeon?: Dungeon;
  /** Heroes brought back by Resurrection: their victory points were taken back. */
  resurrections?: number;
  /** The shop after the game (a campaign): what each hero bought. */
  shop?: { open: boolean; bought: string[] };
}

/** One thing of the dungeon on a square. */
export interface Feature {
  id: string;
  kind: string;
  x: number;
  y: number;
  /** Doors, keys and stairs: the colour (a key door opens with a key of its colour; stairs link squares of one colour). */
  colour?: string;
  /** Chests: the number on the bottom (1-3), hidden until opened. Treasure: its gold. */
  number?: number;
  /** Doors open, teleporters active, campfires lit. */
  on?: boolean;
  /** Doors: locked by Hold Portal since this move (rules/spells/hold-portal.ts). */
  held?: number;
  /** Explored or taken away. */
  gone?: boolean;
}

interface Condition {
  id: string;
  squares: Pos[];
  once: boolean;
  fired: boolean;
  effects: ConditionEffect[];
}

type ConditionEffect =
  | { do: 'say'; text: string }
  | { do: 'reveal'; area: number }
  | { do: 'open' | 'close'; at: Pos }
  | { do: 'spawn'; kind: string; count: number }
  | { do: 'hits'; hits: number }
  | { do: 'trap' };

export interface Dungeon {
  features: Feature[];
  conditions: Condition[];
  /** Heroes a dungeon condition touched this move (Finger of Death's condition d). */
  affected: string[];
  /** Models that spent a move beside a pit to cross it next time (Pits: movement 3 or less), by id: the pit square. */
  pitReady: Record<string, Pos>;
  /** Heroes warding with a campfire this move, by id: the campfire square. */
  warding: Record<string, Pos>;
  /** Heroes reading an altar this move (+1 initiative next move while they stay beside it). */
  reading: string[];
  /** The heroes' altar bonus for this move's initiative. */
  altarBonus: number;
  /** Familiar six-dice taken in the current melee or shot. */
  familiarSixes: Record<string, number>;
  /** The gold objective: gold the heroes must carry. */
  goldGoal: number;
  /** Treasure dropped this game (lost if not taken back). */
  dropped: number;
  /** Secret doors not found yet: wall squares Checking turns into doors (never in a view). */
  secrets?: Pos[];
  /** Areas (tiles) a hero checked with success (Checking): nothing more is hidden there. */
  checked?: number[];
}

/**
 * A feature with every optional field present, undefined where unset, in one
 * order: every feature shares one hidden class (speed/shapes.ts). JSON drops
 * the undefined fields, so saves read as before.
 */
export function newFeature(id: string, f: Omit<Feature, 'id'>): Feature {
  return { id, kind: f.kind, x: f.x, y: f.y, colour: f.colour, number: f.number, on: f.on, held: f.held, gone: f.gone };
}

/** A model made from a data kind, placed at `p`. */
export function makeModel(k: Kind, id: string, p: Pos): Model {
  return {
    id, kind: k.id, species: k.species, name: k.name, side: k.side, x: p.x, y: p.y, status: 'in-play',
    movement: k.movement, attacks: k.attacks, shooting: k.shooting ? shootingOf(k.shooting.dice, k.shooting.range) : null, armour: k.armour,
    wounds: k.wounds, maxWounds: k.wounds, abilities: wordsOf(k.abilities), immune: wordsOf(k.immune),
    shootToHit: k.shootToHit ? { ...k.shootToHit } : null, poison: 0, fire: 0, underfootUsed: false, deaths: 0,
    oneOf: wordsOf(k.oneOf), pick: null, used: words(), spent: words(), guards: words(), gazedBy: null, fingerOn: null, listenedOn: 0,
    // Always a field (undefined on monsters and familiars): one hidden class for every model (speed/shapes.ts).
    kit: k.side === 'heroes' && k.species !== 'familiar' ? newKit() : undefined,
  };
}

/**
 * A model's ranged attack, made here only: the data's objects (parsed by
 * zod) came in four hidden classes, and every function reading a shooter's
 * range was compiled again for each (speed only; same fields, same order).
 */
export function shootingOf(dice: number, range: number): Shooting {
  return { dice, range };
}

export function newKit(): Kit {
  return { gold: 0, stacks: 0, items: words(), keys: words(), powerUps: words(), spells: words(), skills: words(), familiar: 'none', stored: 0, asleep: false };
}

export function has(m: Model, ability: string): boolean {
  return m.abilities.includes(ability);
}

export function other(side: Side): Side {
  return side === 'heroes' ? 'monsters' : 'heroes';
}
