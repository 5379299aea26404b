/**
 * Ye Olde Shoppe's price list (gold coins) and what is on sale. The book
 * prices potions, a New Skill (the shop's own four: Traps, Listen, Fast,
 * which we read as Swift Mover, and Charge Attack), Other Skills (the
 * heroes' other abilities: ours, the Draken Master's choice in the book), a
 * New Spell (Resurrection, Finger of Death, Shield) and the Familiar. It
 * lists the three power-ups for sale without a price: ours, a New Skill's.
 */
export const PRICES: Readonly<Record<string, number>> = {
  'health-potion': 50,
  'major-health-potion': 100,
  familiar: 2500,
  'familiar-flyer': 3000,
  'magic-power-up': 1000,
  'ranged-power-up': 1000,
  'weapon-power-up': 1000,
};

/** The shop's own skills (New Skill, 1000). */
export const NEW_SKILLS = ['traps', 'listen', 'swift-mover', 'charge-attack'];
/** Other skills on sale (2000): the heroes' abilities in the book. */
export const OTHER_SKILLS = ['berserk-attack', 'stealth', 'dedicated-shot', 'multi-shot', 'master-shot', 'healing-touch', 'field-healing', 'initiative-bonus', 'battle-chant', 'checking'];
/** Spells on sale (New Spell, 1000). */
export const SHOP_SPELLS = ['resurrection', 'finger-of-death', 'shield'];

export const SHOP_ABILITIES = [...NEW_SKILLS, ...OTHER_SKILLS, ...SHOP_SPELLS];

export function priceOf(thing: string): number {
  if (thing in PRICES) return PRICES[thing]!;
  if (NEW_SKILLS.includes(thing) || SHOP_SPELLS.includes(thing)) return 1000;
  if (OTHER_SKILLS.includes(thing)) return 2000;
  throw new Error(`nothing called ${thing} is on sale`);
}
