/**
 * A character on the Battle Board for one fight (18.4–32.0): its square and
 * what lasts only for this fight (melee Rep losses 23.6.1, Dazzle 28.5,
 * Defend 28.6, potions 29.2, once-per-fight items 29.1.1/29.1.3).
 */
import { MECHANICS } from '../../../../core/request.ts';
import { playerOf, type AC, type Character, type Weapon } from '../../state.ts';
import { traitsOf, TRAIT } from '../../speed/traits.ts';
import type { CombatOptions } from './options.ts';
import { MISSILE_ONLY } from '../../tables/races.ts';
import { uses } from '../magic/items.ts';
import type { MeleeMods } from './melee-mods-type.ts';

export interface Fighter {
  c: Character;
  /** 0: the band, 1: the enemies. */
  side: 0 | 1;
  /** Square on the Battle Board; y = -1 when off the board (waiting outside, fled or removed). */
  x: number;
  y: number;
  /** 23.6.1: Rep lost in the current melee, removed when the melee is over. */
  meleeLoss: number;
  /** 28.5: forfeits its next activation and counts as shieldless until then. */
  dazzled: boolean;
  /** 28.6: shielded for this many melee rounds / shooting attacks. */
  defendMelee: number;
  defendShots: number;
  /** 20.2: ducked back in melee without a free square: -1d6 next round. */
  duckPenalty: boolean;
  /** 29.1.1/29.1.3 Resiliency used this fight. */
  resiliencyUsed: boolean;
  /** Potions drunk for this fight (29.1.5). */
  rage: boolean;
  courage: boolean;
  eager: boolean;
  strength: boolean;
  /** 23.1: a firearm fires once per fight. */
  fired: boolean;
  /** Acted (or may only react) this turn: healed characters (30.0), healers. */
  done: boolean;
  /** Missed by a shot since the last Crisis Test (19.0 Received Fire). */
  receivedFire: boolean;
  /** Went Out of the Fight or Obviously Dead since the last Crisis Test (19.0 Man Down). */
  downed: boolean;
  /** Who put him Out of the Fight (the one credited when he is dispatched after the fight, 42.1.2), or null. */
  downedBy: Fighter | null;
  /** A band member carrying this wounded friend off the board (25.0). */
  carriedBy: number;
  /** 22.3.1: how many of the active side have charged this fighter this turn. */
  targeted: number;
  /** 32.3: the melee weapon switched to in this fight (one item in use at a time); null: the character's weapon(s) as listed. */
  hand: Weapon | null;
  /** 25.0: the wounded friend this fighter carries (he is off the squares while carried), or null. */
  carrying: Fighter | null;
  /** Melee modifiers fixed for the fight, set once by the fight after potions (melee-mods.ts); null: worked out on each use. */
  mods: MeleeMods | null;
  /** The character's attributes as bits (speed/traits.ts), read when the fighter is made: a character's attributes never change (characters/create.ts). */
  traits: number;
}

export interface FightState {
  readonly fighters: Fighter[];
  readonly width: number;
  readonly length: number;
  readonly opts: CombatOptions;
  /** The side that won the Charge into Melee Test (21.3). */
  chargeWinner: 0 | 1;
  /** The side acting now and whether this is its first action of the fight. */
  activeSide: 0 | 1;
  firstAction: boolean;
  /** The Leader each side started with (19.0: 3d6 while he is up). */
  leaders: [Fighter | undefined, Fighter | undefined];
  /** `player:<name>` deciding for the band. */
  who: string;
}

export function newFighter(c: Character, side: 0 | 1): Fighter {
  return { c, side, x: -1, y: -1, meleeLoss: 0, dazzled: false, defendMelee: 0, defendShots: 0, duckPenalty: false, resiliencyUsed: false, rage: false, courage: false, eager: false, strength: false, fired: false, done: false, receivedFire: false, downed: false, downedBy: null, carriedBy: -1, targeted: 0, hand: null, carrying: null, mods: null, traits: traitsOf(c.attributes) };
}

/**
 * Carry On or Duck Back: still fighting. (Written to stay under 27 bytes of
 * bytecode, which V8 inlines whatever the inlining budget: 2HDC's simulation
 * runs with a small one, src/systems/2hdc/index.ts `simulateInlining`.)
 */
export function up(f: Fighter): boolean {
  const s = f.c.status;
  return s === 'carry-on' || s === 'duck-back';
}

/**
 * Who decides for a fighter (13.0, 33.0): the game mechanics for the
 * enemies; a player's Star's own decisions (his Crisis Test result, target,
 * spell, potion, healing, carrying, weapon switch, melee order) go to his
 * owner; the band's Grunts' (and ownerless band members') to the player
 * deciding for the band (`st.who`).
 */
export function whoFor(st: FightState, f: Fighter): string {
  if (f.side === 1) return MECHANICS;
  return f.c.star && f.c.owner ? playerOf(f.c.owner) : st.who;
}

/** 29.1.3 Hard Shirt (at least AC 4) and Iron Cloak (one AC higher, at most AC 6). */
export function effectiveAC(c: Character): AC {
  if (c.magic.length === 0) return c.armor;
  let ac: number = c.armor;
  if (ac < 4 && uses(c, 'hard-shirt')) ac = 4;
  if (uses(c, 'iron-cloak')) ac = Math.min(6, ac + 2);
  return ac as AC;
}

/**
 * Weapon used in melee: a missile-only weapon means unarmed (ruling, 24.2).
 * 32.3: the missile weapon is the one item in use, so a second weapon is not
 * used for free; switching to it spends an activation (see meleeWeaponOf).
 */
function meleeWeapon(c: Character): Weapon | null {
  const w = c.weapons[0];
  return w === undefined || MISSILE_ONLY.includes(w) ? null : w;
}

/** 32.3: the melee weapon in use in this fight: the one switched to, else the character's own (null: unarmed). */
export function meleeWeaponOf(f: Fighter): Weapon | null {
  return f.hand ?? meleeWeapon(f.c);
}

/** 24.1 with 32.3: the class of the melee weapon in use (a spear switched to is two-handed unless a shield is carried). */
export function meleeClassOf(f: Fighter): Weapon | null {
  if (f.hand === null) return meleeClass(f.c);
  return f.hand === 'SP' ? (f.c.shield ? 'S' : '2S') : f.hand;
}

/** 24.1.1 with 32.3: two one-handed weapons in use (not after switching to one weapon). */
export function twoWeaponsOf(f: Fighter): boolean {
  return f.hand === null && twoWeapons(f.c);
}

/** 24.1: a spear counts as a sword with a shield or second weapon, else as a two-handed sword (ruling). */
function meleeClass(c: Character): Weapon | null {
  const w = meleeWeapon(c);
  if (w === 'SP') return c.shield || c.weapons.length > 1 ? 'S' : '2S';
  return w;
}

/** 24.1.1: two one-handed melee weapons. */
function twoWeapons(c: Character): boolean {
  return c.weapons.length >= 2 && !MISSILE_ONLY.includes(c.weapons[0]!) && !MISSILE_ONLY.includes(c.weapons[1]!);
}

/** 12.1/28.5/28.6/29.1.1: counts as shielded (a Dazzled target counts as shieldless). */
export function shielded(f: Fighter): boolean {
  if (f.dazzled) return false;
  return f.c.shield || (!f.c.shield && uses(f.c, 'phase-armor'));
}

/** The mark the Battle Board draws for `f`: A, B, ... for the band, a, b, ... for the enemies, in board order. */
export function markOf(st: FightState, f: Fighter): string {
  let n = 0;
  for (const o of st.fighters) {
    if (o === f) break;
    if (o.side === f.side) n++;
  }
  return markFor(f.side, n);
}

/** The first 26 marks of each side, made once (a mark is made for every fighter of every fight). */
const MARKS: readonly (readonly string[])[] = [0, 1].map((side) => Array.from({ length: 26 }, (_, n) => String.fromCharCode((side === 0 ? 65 : 97) + n)));

/** The mark of the `n`th fighter (from 0) of a side: A, B, ... Z, A1, B1, ... for the band; a, b, ... for the enemies. */
export function markFor(side: 0 | 1, n: number): string {
  const letter = MARKS[side]![n % 26]!;
  return n < 26 ? letter : letter + String(Math.floor(n / 26));
}

/** Current Rep in melee, after -1 Rep losses (23.6.1). */
export function meleeRep(f: Fighter): number {
  return Math.max(0, f.c.rep - f.meleeLoss);
}

/** The character has this attribute (8.0): `bit` is `TRAIT[attribute]`. */
export function hasTrait(f: Fighter, bit: number): boolean {
  return (f.traits & bit) !== 0;
}

export function hasRage(f: Fighter): boolean {
  return f.rage || hasTrait(f, TRAIT.Rage);
}

export function isShooter(f: Fighter): boolean {
  if (f.hand !== null) return false; // 32.3: switched to a melee weapon
  const w = f.c.weapons[0];
  if (w === undefined) return false;
  if (MISSILE_ONLY.includes(w)) return w !== 'F' || !f.fired;
  // 23.1: an axe can be thrown; only Shooters armed with one throw it (ruling).
  return w === 'A' && hasTrait(f, TRAIT.Marksman);
}

export function isCaster(f: Fighter): boolean {
  return hasTrait(f, TRAIT['Cast Spells']) && f.c.rep > 0;
}

export function isHealer(f: Fighter): boolean {
  return hasTrait(f, TRAIT.Healing);
}

