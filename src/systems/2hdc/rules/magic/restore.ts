/**
 * Magic used outside the Battle Board's activations: the Potion of Speed on
 * a Fast Move Test (29.1.5) and the Talisman of Restoration (29.1.2).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { passed } from '../../../../core/dice.ts';
import { MECHANICS, option } from '../../../../core/request.ts';
import { hasProfession, playerOf, type Character } from '../../state.ts';
import { rollAs } from '../combat/roll.ts';
import { twoDiceOddsText } from '../combat/odds.ts';
import { fastMoveDice, findItem } from './items.ts';

const SPEED_OPTIONS = [option('drink', 'Drink the Potion of Speed: 3d6, best two'), option('keep', 'Keep it: 2d6')];
const TALISMAN_OPTIONS = [option('use', 'Use the Talisman of Restoration'), option('keep', 'Keep it for later')];

/**
 * 18.2 with 29.1.3/29.1.5: how many d6 the Fast Move Test rolls (the best two
 * count). Boots of Speed give 3d6; otherwise a Potion of Speed may be drunk
 * (`who` decides) for 3d6, spending one of its 1/2d6 uses.
 */
export function speedDice(ctx: Ctx, c: Character, who: string): number {
  if (fastMoveDice(c) === 3) return 3;
  const p = findItem(c, 'potion-of-speed');
  if (!p || (p.uses ?? 0) <= 0) return 2;
  const a = ctx.ask({ who, rule: '29.1.5', prompt: `${c.name}: drink the Potion of Speed for this Fast Move Test?`, kind: 'speed-potion', options: SPEED_OPTIONS });
  if (a !== 'drink') return 2;
  p.uses = (p.uses ?? 1) - 1;
  if (p.uses <= 0) c.magic = c.magic.filter((m) => m !== p);
  if (ctx.log) note(ctx, '29.1.5', `${c.name} drinks the Potion of Speed: 3d6 on the Fast Move Test`);
  return 3;
}

/**
 * 29.1.2 Talisman of Restoration, once an adventure, for a Caster who lost
 * Rep casting (28.3): 2d6 against the Talisman's Rep. Pass 2: 2 Rep back;
 * pass 1: 1 Rep back and the Talisman loses 1 Rep; pass 0: it is spent.
 * Returns the Rep recovered.
 */
export function useTalisman(ctx: Ctx, c: Character): number {
  const t = findItem(c, 'talisman-of-restoration');
  if (!t || (t.uses ?? 0) <= 0 || (t.rep ?? 0) <= 0 || c.castingLoss <= 0 || !hasProfession(c, 'Caster')) return 0;
  t.uses = 0;
  if (ctx.log) note(ctx, '29.1.2', twoDiceOddsText(t.rep ?? 0, ['2 Rep back', '1 Rep back, Talisman -1 Rep', 'Talisman spent']));
  const n = passed(rollAs(ctx, 2, 6, '29.1.2', c.name, ' uses the Talisman of Restoration (vs its Rep ', t.rep ?? 0, ')'), t.rep ?? 0);
  let back = 0;
  if (n >= 2) back = 2;
  else if (n === 1) {
    back = 1;
    t.rep = (t.rep ?? 1) - 1;
  } else t.rep = 0;
  back = Math.min(back, c.castingLoss);
  c.rep += back;
  c.castingLoss -= back;
  if (ctx.log) note(ctx, '29.1.2', t.rep === 0 && n === 0 ? `The Talisman is spent; ${c.name} recovers nothing` : `${c.name} recovers ${back} Rep (now ${c.rep}); Talisman Rep ${t.rep ?? 0}`);
  return back;
}

/** 29.1.2 in play: after a fight each band Caster who lost Rep casting may use his Talisman (the owner decides). */
export function offerTalismans(ctx: Ctx, members: readonly Character[]): void {
  for (const c of members) {
    if (c.castingLoss <= 0 || c.status !== 'carry-on') continue;
    const t = findItem(c, 'talisman-of-restoration');
    if (!t || (t.uses ?? 0) <= 0 || (t.rep ?? 0) <= 0 || !hasProfession(c, 'Caster')) continue;
    const who = c.owner ? playerOf(c.owner) : MECHANICS;
    const a = ctx.ask({ who, rule: '29.1.2', prompt: `${c.name} has lost ${c.castingLoss} Rep casting: use the Talisman of Restoration?`, kind: 'talisman', options: TALISMAN_OPTIONS });
    if (a === 'use') useTalisman(ctx, c);
  }
}
