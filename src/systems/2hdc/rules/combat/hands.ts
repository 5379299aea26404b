/**
 * 32.3 Using Items: one item in use at a time; switching the item in use
 * takes a whole activation. A fighter starts each fight with his main weapon
 * in use (ruling). A Shooter holding his missile weapon fights unarmed in
 * melee (ruling 24.2) unless he spends an activation switching to a melee
 * weapon he has (a second listed weapon or one carried among his items);
 * having switched he is no longer a Shooter until he switches back.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { option, type Option } from '../../../../core/request.ts';
import type { Weapon } from '../../state.ts';
import { MISSILE_ONLY, WEAPON_NAMES } from '../../tables/races.ts';
import { whoFor, type Fighter, type FightState } from './fighter.ts';
import { weaponChanged } from './melee-mods.ts';
import { FightRequest } from './requests.ts';

const SWITCH_FIRST: readonly Option[] = [option('switch', 'Switch weapons (spends this activation)'), option('keep', 'Keep the weapon in use')];
const KEEP_FIRST: readonly Option[] = [option('keep', 'Keep the melee weapon in use'), option('switch', 'Switch back to the missile weapon (spends this activation)')];

/** The character's listed main weapon is a missile weapon and is the item in use. */
function holdsMissile(f: Fighter): boolean {
  const w = f.c.weapons[0];
  return f.hand === null && w !== undefined && MISSILE_ONLY.includes(w);
}

/** 32.3: a melee weapon `f` has to switch to: a further listed weapon, else a weapon among his items; null if none. */
function spareMeleeWeapon(f: Fighter): Weapon | null {
  const c = f.c;
  for (let i = 1; i < c.weapons.length; i++) {
    const w = c.weapons[i]!;
    if (!MISSILE_ONLY.includes(w)) return w;
  }
  for (const it of c.items) if (it.kind === 'weapon' && it.weapon !== undefined && !MISSILE_ONLY.includes(it.weapon)) return it.weapon;
  return null;
}

/**
 * 32.3: a fighter holding his missile weapon may spend this activation
 * switching to his melee weapon (in melee, or with nothing to shoot at).
 * Switching is the first option: the sensible choice for a bot. Returns true
 * if the activation was spent switching.
 */
export function offerSwitch(ctx: Ctx, st: FightState, f: Fighter): boolean {
  if (!holdsMissile(f)) return false;
  const w = spareMeleeWeapon(f);
  if (w === null) return false;
  const a = ctx.ask(new FightRequest(whoFor(st, f), '32.3', 'switch', SWITCH_FIRST, '%: switch to the # (takes this activation)?', f.c.name, WEAPON_NAMES[w]));
  if (a !== 'switch') return false;
  f.hand = w;
  f.done = true;
  weaponChanged(f);
  if (ctx.log) note(ctx, '32.3', `${f.c.name} spends the activation switching from the ${WEAPON_NAMES[f.c.weapons[0]!]} to the ${WEAPON_NAMES[w]}`);
  return true;
}

/**
 * 32.3: a fighter who switched to his melee weapon, out of melee with a
 * target in sight, may spend this activation switching back to his missile
 * weapon. Keeping the melee weapon is the first option. Returns true if he switched.
 */
export function offerSwitchBack(ctx: Ctx, st: FightState, f: Fighter): boolean {
  const w = f.c.weapons[0];
  if (f.hand === null || w === undefined || !MISSILE_ONLY.includes(w) || (w === 'F' && f.fired)) return false;
  const a = ctx.ask(new FightRequest(whoFor(st, f), '32.3', 'switch', KEEP_FIRST, '%: switch back to the # (takes this activation)?', f.c.name, WEAPON_NAMES[w]));
  if (a !== 'switch') return false;
  f.hand = null;
  f.done = true;
  weaponChanged(f);
  if (ctx.log) note(ctx, '32.3', `${f.c.name} spends the activation switching back to the ${WEAPON_NAMES[w]}`);
  return true;
}
