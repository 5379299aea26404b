/**
 * 2HDC shared plain-data types: characters (5.0–14.0), the band (13.0), magic
 * items (29.x) and items (32.0). Everything here is JSON data (no classes,
 * Map, Set or functions) so the engine can replay a game from its decisions.
 *
 * Teammates import these: fields are only ever ADDED, never renamed or removed.
 */

/** The fifteen races of 7.0 (names as the Race Lists print them; same strings as the dungeon tables use). */
export type Race =
  | 'Beastman'
  | 'Demon (Major)'
  | 'Demon (Petty)'
  | 'Dwarf'
  | 'Elf'
  | 'Feral Vampire'
  | 'Ghoul'
  | 'Goblin'
  | 'Human'
  | 'Ogre'
  | 'Orc'
  | 'Ratman'
  | 'Skeleton'
  | 'Troll'
  | 'Zombie';

/** The eight professions of 9.0. */
export type Profession = 'Caster' | 'Healer' | 'Knight' | 'Paladin' | 'Shooter' | 'Soldier' | 'Thief' | 'Warrior';

/** Attributes (8.0): racial (7.0.x) and professional (9.0.x). Potions may add some for one fight (29.1.5). */
export type Attribute =
  | 'Rage'
  | 'Hard as Nails'
  | 'Eager'
  | 'Stout'
  | 'Slippery'
  | 'Poison'
  | 'Infection'
  | 'Lightweight'
  | 'Resolute'
  | 'Resilient'
  | 'Rebound'
  | 'Strong'
  | 'Deathly Calm'
  | 'Cast Spells'
  | 'Healing'
  | 'Swordsman'
  | 'Martyr'
  | 'Marksman'
  | 'Duty'
  | 'Secret Rooms and Traps'
  | 'Fanatic';

/**
 * Weapons (11.0, 23.1, 24.1) by the Race Lists' letters: A axe (melee or thrown),
 * B bow, CB crossbow, F firearm, M mace, SL sling, SP spear, S sword,
 * 2A two-handed axe, 2S two-handed sword.
 */
export type Weapon = 'A' | 'B' | 'CB' | 'F' | 'M' | 'SL' | 'SP' | 'S' | '2A' | '2S';

/** Armour Class (12.0): 2 unarmoured, 4 protected, 6 armoured. */
export type AC = 2 | 4 | 6;

/**
 * A character's status (20.0). `captured`, `fled`, `quit` (ran away, 26.1) and
 * `turned` (became a Ghoul or Feral Vampire, 7.0.5/7.0.6) are bookkeeping states
 * the fight and recovery leave behind.
 */
export type Status = 'carry-on' | 'duck-back' | 'flee' | 'out-of-the-fight' | 'obviously-dead' | 'captured' | 'fled' | 'quit' | 'turned';

/** The five magic item tables (29.1); the same keys as the treasure table's item types (40.0). */
export type MagicTable = 'armor' | 'castingTool' | 'clothes' | 'weapon' | 'potion';

/** Every magic item by a stable id (29.1.1–29.1.5). */
export type MagicItemId =
  // 29.1.1 armour
  | 'armor-of-resiliency'
  | 'armor-of-protection'
  | 'armor-of-agility'
  | 'deflective-armor'
  | 'armor-of-awareness'
  | 'phase-armor'
  // 29.1.2 casting tools
  | 'wand-of-blasting'
  | 'talisman-of-restoration'
  | 'wand-of-brilliance'
  | 'caster-wand'
  | 'caster-ring'
  | 'staff-of-healing'
  // 29.1.3 clothing
  | 'boots-of-speed'
  | 'cloak-of-stealth'
  | 'hard-shirt'
  | 'absorbing-undershirt'
  | 'iron-cloak'
  | 'shirt-of-resiliency'
  // 29.1.4 weapons
  | 'bow-of-seeking'
  | 'dancing-sword'
  | 'true-arrows'
  | 'battle-axe-of-virtue'
  | 'sword-of-rage'
  // 29.1.5 potions
  | 'potion-of-rage'
  | 'potion-of-courage'
  | 'potion-of-healing'
  | 'potion-of-eager'
  | 'potion-of-strength'
  | 'potion-of-speed';

/** One magic item (29.0). */
export interface MagicItem {
  id: MagicItemId;
  table: MagicTable;
  /** Display name. */
  name: string;
  /** Minimum Rep an NPC needs to use it (29.3.1). */
  npcRep: number;
  /** Magic armour only: its AC, from the first die of 29.1.1. */
  ac?: AC;
  /** Potions: uses left (1/2d6 when found, 29.2). True Arrows: arrows left. Staff/Talisman: uses left this adventure. */
  uses?: number;
  /** Talisman of Restoration: its Rep (2 + 1/2d6). 0 when spent. */
  rep?: number;
}

/** A mundane item carried (32.0): a weapon, a suit of armour, a shield or anything else. */
export interface Item {
  kind: 'weapon' | 'armor' | 'shield' | 'other';
  name: string;
  weapon?: Weapon;
  ac?: AC;
}

export interface Coins {
  bronze: number;
  silver: number;
  gold: number;
}

/** A character (5.0): Star or Grunt, any race, profession(s), Rep, weapons and armour. */
export interface Character {
  id: string;
  name: string;
  race: Race;
  /** 6.0: a Star (a player's character, or a scenario Star/Big Bad) or a Grunt. */
  star: boolean;
  /** The player who decides for this character (the Star's owner decides for his band's Grunts too); absent for NPCs. */
  owner?: string;
  /** Primary profession first, then a secondary one (9.2). */
  professions: Profession[];
  /** Current Rep (10.0): changes with casting losses, poison and recovery. */
  rep: number;
  /** The Rep the character had at the start of the adventure / after the last recovery; recovery tests use it (27.0). */
  originalRep: number;
  /** Rep used with the secondary profession (9.2: one lower than the current Rep when chosen). */
  secondaryRep?: number;
  /** Racial and professional attributes (8.0). */
  attributes: Attribute[];
  /** Weapons in use: one, or two one-handed melee weapons (24.1.1). The first is the main weapon. */
  weapons: Weapon[];
  /** Worn armour (12.0). */
  armor: AC;
  /** Uses a shield (12.1). */
  shield: boolean;
  /** Mundane items carried (32.0), not counting the weapons in use, worn armour and shield. */
  items: Item[];
  /** Magic items carried or worn (29.0). */
  magic: MagicItem[];
  coins: Coins;
  status: Status;
  /** 6.3.1: Star Power dice left this adventure (Stars only; 0 for Grunts). */
  starPower: number;
  /** Once-per-adventure abilities already used: 'Hard as Nails', 'Stout', 'Resilient', 'staff-of-healing', 'talisman-of-restoration'. */
  usedThisAdventure: string[];
  /** Rep lost to failed casting rolls (28.3) this adventure; the Talisman of Restoration restores it. */
  castingLoss: number;
  /** Infected by a Ghoul's Out of the Fight result (7.0.6), checked at recovery (27.0). */
  infected?: boolean;
  /** Rep lost to a Feral Vampire's Poison (7.0.5), recovered by the After the Fight test. */
  poisoned?: number;
  /** A thrown axe left on the Battle Board (23.1), picked up if his side wins. */
  axeThrown?: boolean;
  /** Big Bad of the dungeon (34.1); its NPC magic item chance is 1–3 (29.3). */
  bigBad?: boolean;
}

/**
 * The optional fields a character may gain during play, present from its
 * creation (as undefined, which JSON leaves out): every character then has
 * one shape, which keeps the JIT's property lookups monomorphic.
 */
export const LATER_FIELDS = { owner: undefined, secondaryRep: undefined, infected: undefined, poisoned: undefined, axeThrown: undefined, bigBad: undefined } as const;

/** The player's band (13.0): Star(s) and recruited Grunts. */
export interface Band {
  members: Character[];
}

/** A fresh, empty purse. */
export function noCoins(): Coins {
  return { bronze: 0, silver: 0, gold: 0 };
}

/** Still in the fight (not Out of the Fight, dead, fled, captured...). 20.1–20.3. */
export function isUp(c: Character): boolean {
  return c.status === 'carry-on' || c.status === 'duck-back';
}

/** Alive and still with the band (may be wounded). */
export function isAlive(c: Character): boolean {
  return c.status !== 'obviously-dead' && c.status !== 'turned' && c.status !== 'quit' && c.status !== 'captured';
}

export function hasAttribute(c: Character, a: Attribute): boolean {
  return c.attributes.includes(a);
}

export function hasProfession(c: Character, p: Profession): boolean {
  return c.professions.includes(p);
}

/**
 * 9.0.6/9.2: the Rep a Thief finds Secret Rooms and disarms traps with: his
 * Rep when Thief is his first profession, his secondary Rep (one lower when
 * chosen) when it is his second; null for a non-Thief.
 */
export function thiefRep(c: Character): number | null {
  const i = c.professions.indexOf('Thief');
  if (i < 0) return null;
  return i === 0 ? c.rep : c.secondaryRep ?? c.rep - 1;
}

/** `player:<name>` for an owner (Character.owner holds the bare name). */
export function playerOf(owner: string): string {
  // The last answer is kept: the same owner is asked about every group turn (a new string each time otherwise).
  if (owner === lastOwner) return lastPlayer;
  lastOwner = owner;
  return (lastPlayer = owner.startsWith('player:') ? owner : `player:${owner}`);
}
let lastOwner: string | null = null;
let lastPlayer = '';
