/**
 * Ruling options for characters and fights (see docs/rulings/2hdc.md). The
 * GameSystem merges this shape into its options schema: z.object({...combatOptions}).
 */
import { z } from 'zod';

export const combatOptions = {
  /** 24.2 Charge: +1d6 in every melee of the fight for the side that won the Charge into Melee Test, or only during that side's first action. */
  chargeBonus: z.enum(['whole-fight', 'first-action']).default('whole-fight').describe('whole-fight | first-action: how long the Charge +1d6 melee bonus lasts (24.2)'),
  /** 9.0.5 Duty: two of the Leader's dice count as passed without rolling ('two-dice'), or +2 successes on top of the full roll ('plus-two'). */
  duty: z.enum(['two-dice', 'plus-two']).default('two-dice').describe("two-dice | plus-two: how a Soldier Leader's Duty counts on the Charge into Melee Test (9.0.5)"),
  /** 12.1.1/24.2 Shielded: +1d6 to a shield user in every melee round ('always'), or only when it is the one attacked ('defender'). */
  shieldInMelee: z.enum(['always', 'defender']).default('always').describe('always | defender: when a shield gives +1d6 in melee (12.1.1)'),
  /** 28.3: Rep lost to failed casting lasts until the band leaves the dungeon ('adventure') or until the fight ends ('fight'). */
  castingLoss: z.enum(['adventure', 'fight']).default('adventure').describe('adventure | fight: how long Rep lost to failed casting lasts (28.3)'),
  /** 28.2.2/28.6: a Defend spell stops a Damage spell ('stops'), or only one cast with pass 1, as a shield stops a pass-1 shot ('pass-2'). */
  defendVsDamage: z.enum(['stops', 'pass-2']).default('stops').describe('stops | pass-2: whether a Defend spell stops every Damage spell or only one cast with pass 1 (28.6)'),
};

const combatOptionsSchema = z.object(combatOptions);
export type CombatOptions = z.infer<typeof combatOptionsSchema>;

export const COMBAT_DEFAULTS: CombatOptions = combatOptionsSchema.parse({});

