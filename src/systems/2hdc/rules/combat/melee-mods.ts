/**
 * The melee modifiers of one fighter that do not change during a fight
 * (24.2 dice, 24.4 Impact, 12.0/29.1 armour and magic): worked out once per
 * fight after the potions (29.2), again when the weapon in use changes
 * (32.3 switching, 23.1 a thrown axe) or the Rep changes (an NPC's magic
 * item needs a minimum Rep, 29.3.1). The fast path of every melee round.
 */
import type { Weapon } from '../../state.ts';
import { TRAIT } from '../../speed/traits.ts';
import { part, type Part } from '../../../../core/parts.ts';
import { uses } from '../magic/items.ts';
import { effectiveAC, hasRage, hasTrait, meleeClassOf, meleeWeaponOf, twoWeaponsOf, type Fighter } from './fighter.ts';

export type { MeleeMods } from './melee-mods-type.ts';
import type { MeleeMods } from './melee-mods-type.ts';

/** Magic weapons need the matching weapon in use (32.3): a sword item with a sword in hand, and so on. */
function inUse(f: Fighter, w: Weapon): boolean {
  if (f.hand !== null) return f.hand === w;
  const m = meleeWeaponOf(f);
  return m === w || (m !== null && twoWeaponsOf(f) && f.c.weapons[1] === w);
}

/** The reasons behind `dice`, `win` and `lose`, as named parts (log only). */
export interface MeleeWhy {
  readonly dice: Part[];
  readonly win: Part[];
  readonly lose: Part[];
}

/** Works out the modifiers; `why` collects their reasons when given (the log is on). */
export function meleeMods(f: Fighter, why: MeleeWhy | null = null): MeleeMods {
  const c = f.c;
  // Most fighters carry no magic item: their item checks (a call each) are skipped.
  const magic = c.magic.length > 0;
  const cls = meleeClassOf(f);
  const ac = effectiveAC(c);
  const twoHanded = cls === '2A' || cls === '2S';
  let dice = 0;
  if (magic && uses(c, 'sword-of-rage') && inUse(f, 'S')) { dice++; why?.dice.push(part(1, 'Sword of Rage')); }
  if (twoHanded) { dice--; why?.dice.push(part(-1, 'two-handed weapon')); }
  if (twoWeaponsOf(f)) { dice++; why?.dice.push(part(1, 'two weapons')); }
  if (cls === null) { dice--; why?.dice.push(part(-1, 'unarmed')); }
  if (hasRage(f)) { dice++; why?.dice.push(part(1, 'Rage')); }
  let win = 0;
  if (twoHanded) { win += 2; why?.win.push(part(2, 'two-handed weapon')); }
  if (magic && uses(c, 'battle-axe-of-virtue') && inUse(f, '2A')) { win++; why?.win.push(part(1, 'Battle Axe of Virtue')); }
  if (f.strength) { win++; why?.win.push(part(1, 'Potion of Strength')); }
  if (hasTrait(f, TRAIT.Lightweight)) { win--; why?.win.push(part(-1, 'Lightweight')); }
  if (hasTrait(f, TRAIT.Strong)) { win++; why?.win.push(part(1, 'Strong')); }
  let lose = 0;
  if (ac === 6) { lose--; why?.lose.push(part(-1, 'loser in AC 6')); }
  if (ac === 2) { lose++; why?.lose.push(part(1, 'loser in AC 2')); }
  if (magic && uses(c, 'armor-of-protection')) { lose--; why?.lose.push(part(-1, 'Armor of Protection')); }
  if (magic && uses(c, 'absorbing-undershirt')) { lose--; why?.lose.push(part(-1, 'Absorbing Undershirt')); }
  if (hasTrait(f, TRAIT.Slippery)) { lose--; why?.lose.push(part(-1, 'Slippery')); }
  if (hasTrait(f, TRAIT.Strong)) { lose--; why?.lose.push(part(-1, 'loser is Strong')); }
  const damageRolls = 1 + (hasTrait(f, TRAIT.Swordsman) ? 1 : 0) + (magic && uses(c, 'dancing-sword') && inUse(f, 'S') ? 1 : 0);
  return { rep: c.rep, cls, mace: cls === 'M', sword: cls === 'S', ac, dice, agility: magic && uses(c, 'armor-of-agility'), win, lose, damageRolls, shield: c.shield || (magic && uses(c, 'phase-armor')) };
}

/** The fighter's modifiers: the fight's cached ones while the Rep is unchanged, else worked out afresh (and re-cached in a fight). */
export function modsOf(f: Fighter): MeleeMods {
  const m = f.mods;
  if (m !== null && m.rep === f.c.rep) return m;
  const fresh = meleeMods(f);
  if (m !== null) f.mods = fresh;
  return fresh;
}

/** After the weapon in use changed (32.3, 23.1): re-caches if the fight caches. */
export function weaponChanged(f: Fighter): void {
  if (f.mods !== null) f.mods = meleeMods(f);
}
