/** Expected damage of an attack option: what both policies weigh targets and weapons by. */
import { total } from '../../../../core/parts.ts';
import { expectedOf } from '../../speed/odds-memo.ts';
import type { Weapon } from '../../data/schema.ts';
import type { Fighter } from '../../state.ts';
import { attackOdds, attackParts, damageParts } from './attack.ts';
import { acAgainst } from './effects.ts';

export function expectedDamage(a: Fighter, t: Fighter, w: Weapon, charging = false): number {
  const o = attackOdds(total(attackParts(a, w)), acAgainst(t, charging), w.size, total(damageParts(a, w)));
  return expectedOf(o);
}
