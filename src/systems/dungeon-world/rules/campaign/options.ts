/**
 * The campaign's options (ours): what each hero carries into a game, and
 * custom heroes. Kept apart from the rules that use them (shop.ts,
 * heroes.ts, carry.ts) so options.ts stays small.
 */
import { z } from 'zod';
import { isPrintable } from '../../../../core/excerpt.ts';
import { SHOP_ABILITIES, priceOf } from './prices.ts';

const word = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'ids are lower-case words joined by dashes');

/** What one hero carries from game to game (Surviving Games & Keeping Treasure). */
const carried = z.strictObject({
  gold: z.number().int().min(0).max(10_000_000).default(0),
  items: z.array(z.enum(['health-potion', 'major-health-potion', 'antidote', 'portable-teleporter'])).max(40).default([]),
  powerUps: z.array(z.enum(['magic', 'weapon', 'ranged', 'rack', 'wizard'])).max(40).default([]),
  spells: z.array(word).max(6).default([]),
  skills: z.array(word).max(30).default([]),
  familiar: z.enum(['none', 'walker', 'flyer']).default('none'),
});
export type Carried = z.infer<typeof carried>;

export const campaignOption = z.strictObject({
  /** The campaign's name (for the log). */
  name: z.string().min(1).max(40).refine(isPrintable, 'control or invisible characters are not allowed').default('Campaign'),
  /** Games played so far, and scenarios won. */
  games: z.number().int().min(0).max(100000).default(0),
  won: z.number().int().min(0).max(100000).default(0),
  heroes: z.record(word, carried).default({}),
});

export const customHero = z.strictObject({
  id: word,
  name: z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed'),
  abilities: z.array(word).max(4).default([]),
});
export type CustomHero = z.infer<typeof customHero>;

/** Gold a custom hero may spend on the shop's abilities when made (ours). */
const CUSTOM_BUDGET = 2000;

export function customProblems(c: CustomHero): string[] {
  const p: string[] = [];
  if (new Set(c.abilities).size !== c.abilities.length) p.push('no ability twice');
  let cost = 0;
  for (const a of c.abilities) {
    if (!SHOP_ABILITIES.includes(a)) p.push(`"${a}" is not on sale in the shop (${SHOP_ABILITIES.join(', ')})`);
    else cost += priceOf(a);
  }
  if (cost > CUSTOM_BUDGET) p.push(`the abilities cost ${cost} gold, more than the ${CUSTOM_BUDGET} a new hero may spend`);
  return p;
}
