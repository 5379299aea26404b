/**
 * The shapes of our default data (weapons, armour, items, spells, bestiary,
 * ready-made characters), checked with zod when loaded, plus the checks
 * across files (a character's weapon must be in the weapon list...). A user's
 * `--data DIR` will be read through the same schemas.
 */
import { z } from 'zod';

const id = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'ids are lower-case words joined by dashes');
const name = z.string().min(1).max(40);
const score = z.number().int().min(1).max(6);
const note = z.string().max(2000).optional();

export const ABILITIES = ['fortitude', 'reflex', 'will', 'vigor', 'luck', 'charm'] as const;
export type Ability = (typeof ABILITIES)[number];
const abilitiesSchema = z.strictObject({ fortitude: score, reflex: score, will: score, vigor: score, luck: score, charm: score });
export type Abilities = z.infer<typeof abilitiesSchema>;

export const KEEPS = ['highest', 'middle', 'lowest'] as const;

const weaponSchema = z.strictObject({
  id,
  name,
  group: id,
  size: z.enum(['small', 'normal', 'large']),
  type: z.enum(['blunt', 'slashing', 'piercing']),
  reach: z.number().int().min(0).max(3),
  range: z.number().int().min(0).max(40),
  reload: z.number().int().min(0).max(3),
  set: z.boolean(),
}).refine((w) => w.reach > 0 || w.range > 0, 'a weapon needs a reach or a range');
export type Weapon = z.infer<typeof weaponSchema>;

const armourSchema = z.strictObject({ id, name, kind: z.enum(['armour', 'shield']), ac: z.number().int().min(0).max(10), speed: z.number().int().min(0).max(4) });
export type Armour = z.infer<typeof armourSchema>;

const itemSchema = z.strictObject({ id, name, heal: z.enum(KEEPS), bonus: z.number().int().min(0).max(6) });
export type Item = z.infer<typeof itemSchema>;

const effectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('damage'), bonus: z.number().int().min(0).max(10), onMiss: z.enum(['none', 'half']) }),
  z.strictObject({ kind: z.literal('heal'), bonus: z.number().int().min(0).max(10) }),
  z.strictObject({ kind: z.literal('buff'), stat: z.enum(['ac', 'attack']), amount: z.number().int().min(1).max(4), rounds: z.number().int().min(1).max(20) }),
  z.strictObject({ kind: z.literal('condition'), condition: z.enum(['stunned', 'asleep', 'prone']), rounds: z.number().int().min(0).max(10) }),
]);

const spellSchema = z.strictObject({
  id,
  name,
  sp: z.number().int().min(0).max(10),
  target: z.enum(['fortitude', 'reflex', 'will', 'none']),
  potency: z.enum(['strong', 'moderate', 'weak']),
  shape: z.enum(['single', 'area', 'ally', 'allies']),
  range: z.number().int().min(0).max(40),
  bands: z.array(z.number().int().min(0).max(6)).max(3),
  prepare: z.number().int().min(0).max(5),
  effect: effectSchema,
}).refine((s) => (s.shape === 'area') === (s.bands.length > 0), 'an area spell has one to three bands, other spells none')
  .refine((s) => s.bands.every((b, i) => i === 0 || b > s.bands[i - 1]!), 'bands widen outwards')
  .refine((s) => (s.target === 'none') === (s.effect.kind === 'heal' || s.effect.kind === 'buff'), 'healing and buffs need no attack; every other spell names a target ability');
export type Spell = z.infer<typeof spellSchema>;

const tacticsSchema = z.strictObject({
  focus: z.enum(['nearest', 'wounded', 'casters', 'random']),
  protect: z.boolean(),
  cover: z.boolean(),
  chargeBraced: z.boolean(),
  fleeAt: z.number().min(0).max(1),
  role: z.enum(['brute', 'skirmisher', 'archer', 'caster']),
});
export type Tactics = z.infer<typeof tacticsSchema>;

const monsterSchema = z.strictObject({
  id,
  name,
  level: z.number().int().min(1).max(10),
  abilities: abilitiesSchema,
  hp: z.number().int().min(1).max(200),
  ac: z.number().int().min(8).max(25),
  weapons: z.array(id).min(1).max(4),
  attack: z.number().int().min(0).max(10),
  spells: z.array(id).max(8),
  sp: z.number().int().min(0).max(100),
  tactics: tacticsSchema,
  treasure: z.number().int().min(0).max(1000),
});
export type Monster = z.infer<typeof monsterSchema>;

const characterSchema = z.strictObject({
  id,
  name,
  role: z.enum(['fighter', 'rogue', 'wizard', 'cleric']),
  level: z.number().int().min(1).max(10),
  abilities: abilitiesSchema,
  armour: id.nullable(),
  shield: id.nullable(),
  weapons: z.array(id).min(1).max(4),
  proficiency: z.record(id, z.number().int().min(1).max(10)),
  spells: z.array(id).max(12),
  items: z.array(id).max(6),
});
export type CharacterData = z.infer<typeof characterSchema>;

const face = z.number().int().min(1).max(6);
const d6Row = { min: face, max: face, label: z.string().min(1).max(80) };
/** Ours: the wandering-monster tables, each read on 1d6 (rows cover 1-6 exactly once: checked across files). */
const wanderingSchema = z.strictObject({
  note,
  check: z.array(z.strictObject({ ...d6Row, comes: z.enum(['always', 'night', 'none']) })).min(1).max(6),
  groups: z.array(z.strictObject({ ...d6Row, monsters: z.array(id).min(1).max(8) })).min(1).max(6),
});
export type WanderingData = z.infer<typeof wanderingSchema>;

export const dataSchema = z.strictObject({
  weapons: z.strictObject({ note, weapons: z.array(weaponSchema).min(1).max(200) }),
  armour: z.strictObject({ note, armour: z.array(armourSchema).max(100) }),
  items: z.strictObject({ note, items: z.array(itemSchema).max(100) }),
  spells: z.strictObject({ note, spells: z.array(spellSchema).max(200) }),
  bestiary: z.strictObject({ note, monsters: z.array(monsterSchema).min(1).max(500) }),
  characters: z.strictObject({ note, characters: z.array(characterSchema).min(1).max(100) }),
  /** Optional so that a save made before the file existed still loads (it plays with ours). */
  wandering: wanderingSchema.optional(),
});
export type RawData = z.infer<typeof dataSchema>;
