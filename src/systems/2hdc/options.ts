/**
 * The adventure's options (33.0–34.3, 42.0) and the rulings' alternative
 * readings (docs/rulings/2hdc.md), merged with the fight options.
 */
import { z } from 'zod';
import { combatOptions } from './rules/api.ts';
import { carriedBand, printableName } from './rules/adventure/carried.ts';

/** The fifteen races of the Race Lists (7.0), alphabetical: the order the random race reads. */
export const STAR_RACES = ['Beastman', 'Demon (Major)', 'Demon (Petty)', 'Dwarf', 'Elf', 'Feral Vampire', 'Ghoul', 'Goblin', 'Human', 'Ogre', 'Orc', 'Ratman', 'Skeleton', 'Troll', 'Zombie'] as const;
const PROFESSIONS = ['Caster', 'Healer', 'Knight', 'Paladin', 'Shooter', 'Soldier', 'Thief', 'Warrior'] as const;

const starChoice = z.strictObject({
  race: z.union([z.enum(STAR_RACES), z.literal('roll'), z.literal('choose')]).default('choose'),
  profession: z.union([z.enum(PROFESSIONS), z.literal('roll'), z.literal('choose')]).default('choose'),
  rep: z.number().int().min(3).max(7).default(5),
});

const adventureOptions = {
  /** 33.0: one name per player; each controls a Star (same side), the first Star of highest Rep leads. */
  players: z
    .array(printableName(24))
    .min(1)
    .max(4)
    .refine((p) => new Set(p).size === p.length, 'two players have the same name')
    .default(['Player'])
    .describe('player names, one Star each (33.0 same side); default ["Player"]'),
  /** 34.3.1: roll the Reason Why or choose it. */
  reasonWhy: z.enum(['roll', 'explore', 'treasure', 'rescue', 'kill']).default('roll').describe('roll | explore | treasure | rescue | kill (34.3)'),
  /** 33.1: one-off or campaign. */
  style: z.enum(['one-off', 'campaign']).default('one-off').describe('one-off | campaign (33.1)'),
  /** Star creation, per player in order (missing entries: the player chooses). */
  stars: z.array(starChoice).max(4).default([]).describe('[{race, profession, rep}] per player; race/profession: a name, "roll" or "choose"'),
  /** A campaign's carried band (bandFromReport / campaignOptionsFrom); empty: create new Stars. */
  campaign: z.strictObject({ band: carriedBand.default([]), adventures: z.number().int().min(0).max(100_000).default(0) }).default({ band: [], adventures: 0 }).describe('{band, adventures}: the band carried from the last adventure (42.0)'),
  /** Ruling 36.3: a dead end with tiles left (and no other way on) becomes stairs, or is rolled again. */
  deadEnd: z.enum(['stairs', 'reroll']).default('stairs').describe('stairs | reroll: a dead end with tiles left (36.3)'),
  /** Ruling 37.0: "the dungeon continues on" opens a passage, or means nothing is there. */
  secretContinues: z.enum(['passage', 'nothing']).default('passage').describe('passage | nothing: the "dungeon continues on" Secret Room (37.0)'),
  /** Ruling 40.1: a room's treasure roll comes whenever it is cleared, or only after a fight in it. */
  roomTreasure: z.enum(['cleared', 'after-fight']).default('cleared').describe('cleared | after-fight: when a room gives its treasure roll (40.1)'),
  /** Ruling 39.4: the PEF Target Number (the book's example uses 3). */
  pefTarget: z.number().int().min(1).max(6).default(4).describe('Target Number for resolving PEFs (39.4; the example uses 3)'),
  /** Ruling 42.0/42.2.2: after an adventure that was no success for a member, his share of the treasure coins is kept ('kept'), or lost like his kill coins ('lost'). */
  failedCoins: z.enum(['kept', 'lost']).default('kept').describe('kept | lost: a member without success keeps or loses his share of the treasure coins (42.2.2)'),
  /** Safety cap on turns (never reached by the rules themselves). */
  maxTurns: z.number().int().min(10).max(10_000).default(400).describe('safety cap on turns'),
  ...combatOptions,
};

/** Every carried Star and Grunt belongs to one of this adventure's players. */
export const adventureSchema = z.strictObject(adventureOptions).superRefine((o, ctx) => {
  o.campaign.band.forEach((c, k) => {
    if (c.owner !== undefined && !o.players.includes(c.owner.replace(/^player:/, ''))) {
      ctx.addIssue({ code: 'custom', message: 'belongs to no player of this adventure', path: ['campaign', 'band', k, 'owner'] });
    }
  });
});
export type AdventureOptions = z.infer<typeof adventureSchema>;

export const ADVENTURE_DEFAULTS: AdventureOptions = adventureSchema.parse({});
