/**
 * Potions (29.1.5, 29.2): drunk when active before the Charge into Melee Test
 * (ruling: both sides drink as the fight starts); effects last the fight.
 * A potion giving an attribute the drinker has does nothing: NPCs hand it to
 * another NPC it would help, or keep it.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { FightRequest, POTION_OPTIONS } from '../combat/requests.ts';
import { hasAttribute, type MagicItem, type MagicItemId } from '../../state.ts';
import { whoFor, type Fighter, type FightState } from '../combat/fighter.ts';
import { counted, withArticle } from '../../../../core/text.ts';

const FIGHT_POTIONS: readonly MagicItemId[] = ['potion-of-rage', 'potion-of-courage', 'potion-of-eager', 'potion-of-strength'];

/** Whether this potion would change anything for the fighter. */
function potionHelps(f: Fighter, id: MagicItemId): boolean {
  if (id === 'potion-of-rage') return !f.rage && !hasAttribute(f.c, 'Rage');
  if (id === 'potion-of-eager') return !f.eager && !hasAttribute(f.c, 'Eager');
  if (id === 'potion-of-courage') return !f.courage;
  if (id === 'potion-of-strength') return !f.strength;
  return false;
}

function drink(ctx: Ctx, f: Fighter, p: MagicItem): void {
  p.uses = (p.uses ?? 1) - 1;
  if (p.id === 'potion-of-rage') f.rage = true;
  if (p.id === 'potion-of-courage') f.courage = true;
  if (p.id === 'potion-of-eager') f.eager = true;
  if (p.id === 'potion-of-strength') f.strength = true;
  if (p.uses <= 0) f.c.magic = f.c.magic.filter((m) => m !== p);
  if (ctx.log) note(ctx, '29.2', `${f.c.name} drinks ${withArticle(p.name)} (${counted(Math.max(0, p.uses), 'use')} left)`);
}

/** 29.2: each side's fighters drink their fight potions. */
export function drinkPotions(ctx: Ctx, st: FightState, side: 0 | 1): void {
  const mine = st.fighters.filter((f) => f.side === side);
  for (const f of mine) {
    if (f.c.magic.length === 0) continue;
    for (const p of f.c.magic.slice()) {
      if (!FIGHT_POTIONS.includes(p.id) || (p.uses ?? 0) <= 0) continue;
      if (side === 0) {
        if (!potionHelps(f, p.id)) continue;
        const a = ctx.ask(new FightRequest(whoFor(st, f), '29.2', 'potion', POTION_OPTIONS, '%: drink the #?', f.c.name, p.name));
        if (a === 'drink') drink(ctx, f, p);
        continue;
      }
      if (potionHelps(f, p.id)) {
        drink(ctx, f, p);
        continue;
      }
      const other = mine.find((o) => o !== f && potionHelps(o, p.id));
      if (other) {
        if (ctx.log) note(ctx, '29.2', `${f.c.name} hands the ${p.name} to ${other.c.name}`);
        drink(ctx, other, p);
        if ((p.uses ?? 0) <= 0) f.c.magic = f.c.magic.filter((m) => m !== p);
      }
    }
  }
}
