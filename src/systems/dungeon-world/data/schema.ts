/**
 * The shapes of the models' data (the bestiary and the premade heroes),
 * checked with zod when loaded: our files and a user's replacement alike.
 * Numbers are the book's; names and notes are in our words.
 */
import { z } from 'zod';

/** Every special ability and spell the book names, by our id. */
const ABILITY_IDS = [
  'berserk-attack', 'fire-weapon', 'swift-mover', 'stealth', 'charge-attack', 'control-enemy', 'gaze-attack', 'fly',
  'dedicated-shot', 'multi-shot', 'master-shot', 'healing-touch', 'field-healing', 'initiative-bonus', 'poison-attack',
  'regenerate', 'listen', 'traps', 'pack', 'undying', 'acid-spit', 'underfoot-attack', 'battle-chant', 'checking',
  // The six spells of the power-up table.
  'hold-portal', 'shield', 'invulnerable-to-fire', 'invulnerable-to-poison', 'finger-of-death', 'resurrection',
] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

const id = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'ids are lower-case words joined by dashes');
const name = z.string().min(1).max(40);
const notes = z.array(z.string().min(1).max(400)).max(8);

/** A ranged attack: dice thrown and range in squares ("3-10"). */
const shootingSchema = z.strictObject({ dice: z.number().int().min(1).max(20), range: z.number().int().min(1).max(40) });
export type Shooting = z.infer<typeof shootingSchema>;

/** What a die must show to hit with a shot, in the open and in cover (the book's elves: 4 and 5; everyone else 5 and 6). */
const toHitSchema = z.strictObject({ open: z.number().int().min(2).max(6), cover: z.number().int().min(2).max(6) }).refine((t) => t.cover >= t.open, 'cover is never easier to hit than the open');

const statsSchema = z.strictObject({
  id,
  name,
  movement: z.number().int().min(1).max(12),
  attacks: z.number().int().min(0).max(12),
  shooting: shootingSchema.nullable(),
  armour: z.number().int().min(1).max(6),
  wounds: z.number().int().min(1).max(20),
  abilities: z.array(z.enum(ABILITY_IDS)).max(10).refine((a) => new Set(a).size === a.length, 'each ability once'),
  /** Abilities of which the model uses only one in any one move (the Wraith: control enemy or multi shot). */
  oneOf: z.array(z.enum(ABILITY_IDS)).max(4).default([]),
  /** Damage kinds the model never takes (the Mage's permanent fire immunity). */
  immune: z.array(z.enum(['fire', 'poison'])).max(2).default([]),
  /** A shot's to-hit numbers when not the usual 5 and 6. */
  shootToHit: toHitSchema.nullable().default(null),
  /** The model slides through closed doors (the Slime). */
  throughDoors: z.boolean().default(false),
  notes,
});
export type Stats = z.infer<typeof statsSchema>;

/** A bestiary entry may come in variants that differ in their ranged attack (skeleton patrols have bows, warriors none). */
const variantSchema = z.strictObject({ id, name, shooting: shootingSchema.nullable() });

const monsterSchema = statsSchema.extend({ variants: z.array(variantSchema).max(4).default([]) });
export type MonsterEntry = z.infer<typeof monsterSchema>;

export const dataSchema = z.strictObject({
  bestiary: z.strictObject({ note: z.string().max(2000).optional(), monsters: z.array(monsterSchema).min(1).max(200) }),
  heroes: z.strictObject({ note: z.string().max(2000).optional(), heroes: z.array(statsSchema).min(1).max(100) }),
});
