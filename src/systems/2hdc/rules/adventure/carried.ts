/**
 * The schema of a character carried from one adventure to the next (42.0,
 * `campaign.band` in the options): every field of `Character` (state.ts),
 * typed, bounded and closed, so the rules only ever meet well-formed
 * characters however a save or a campaign row was edited. The lists below
 * are checked against the types at compile time (a new race, status or item
 * in state.ts must be added here too).
 */
import { z } from 'zod';
import { isPrintable } from '../../../../core/excerpt.ts';
import { MAGIC_TABLES_29_1 } from '../../tables/magic.ts';
import { PROFESSIONS, RACES } from '../../tables/races.ts';
import type { Attribute, Character, MagicItemId, MagicTable, Profession, Race, Status, Weapon } from '../../state.ts';

const ATTRIBUTES = ['Rage', 'Hard as Nails', 'Eager', 'Stout', 'Slippery', 'Poison', 'Infection', 'Lightweight', 'Resolute', 'Resilient', 'Rebound', 'Strong', 'Deathly Calm', 'Cast Spells', 'Healing', 'Swordsman', 'Martyr', 'Marksman', 'Duty', 'Secret Rooms and Traps', 'Fanatic'] as const satisfies readonly Attribute[];
const STATUSES = ['carry-on', 'duck-back', 'flee', 'out-of-the-fight', 'obviously-dead', 'captured', 'fled', 'quit', 'turned'] as const satisfies readonly Status[];
const WEAPONS = ['A', 'B', 'CB', 'F', 'M', 'SL', 'SP', 'S', '2A', '2S'] as const satisfies readonly Weapon[];
const MAGIC_KINDS = ['armor', 'castingTool', 'clothes', 'weapon', 'potion'] as const satisfies readonly MagicTable[];

/** Every magic item id with its table (29.1), from the tables themselves. */
const TABLE_OF = new Map<string, MagicTable>(MAGIC_KINDS.flatMap((t) => MAGIC_TABLES_29_1[t].rows.map((r) => [r.result.id, t] as [string, MagicTable])));
const MAGIC_IDS = [...TABLE_OF.keys()] as [MagicItemId, ...MagicItemId[]];

// Compile-time checks: each list names every member of its type.
type Exhaustive<T, L> = [Exclude<T, L>] extends [never] ? true : never;
const listsAreComplete: [Exhaustive<Attribute, (typeof ATTRIBUTES)[number]>, Exhaustive<Status, (typeof STATUSES)[number]>, Exhaustive<Weapon, (typeof WEAPONS)[number]>, Exhaustive<MagicTable, (typeof MAGIC_KINDS)[number]>] = [true, true, true, true];
void listsAreComplete;

/** A name shown in the log: 1-`max` characters, none that a terminal would act on. */
export const printableName = (max = 60) => z.string().min(1).max(max).refine(isPrintable, 'control or invisible characters are not allowed');

const rep = z.number().int().min(0).max(12);
const count = z.number().int().min(0).max(1_000_000_000);
const ac = z.union([z.literal(2), z.literal(4), z.literal(6)]);

const item = z.strictObject({
  kind: z.enum(['weapon', 'armor', 'shield', 'other']),
  name: printableName(),
  weapon: z.enum(WEAPONS).optional(),
  ac: ac.optional(),
});

const magicItem = z
  .strictObject({
    id: z.enum(MAGIC_IDS),
    table: z.enum(MAGIC_KINDS),
    name: printableName(),
    npcRep: rep,
    ac: ac.optional(),
    uses: z.number().int().min(0).max(99).optional(),
    rep: z.number().int().min(0).max(20).optional(),
  })
  .refine((m) => TABLE_OF.get(m.id) === m.table, { message: 'the item is not on that table (29.1)', path: ['table'] });

/** An id the adventure keys records by: printable, and never a name plain objects already have ("__proto__"). */
const characterId = printableName(80).refine((id) => !(id in Object.prototype), 'not a usable id');

const carriedCharacter = z.strictObject({
  id: characterId,
  name: printableName(),
  race: z.enum(RACES as readonly Race[] as [Race, ...Race[]]),
  star: z.boolean(),
  owner: printableName(24).optional(),
  professions: z.array(z.enum(PROFESSIONS as readonly Profession[] as [Profession, ...Profession[]])).min(1).max(2),
  rep,
  originalRep: rep,
  secondaryRep: rep.optional(),
  attributes: z.array(z.enum(ATTRIBUTES)).max(ATTRIBUTES.length),
  weapons: z.array(z.enum(WEAPONS)).max(2),
  armor: ac,
  shield: z.boolean(),
  items: z.array(item).max(32),
  magic: z.array(magicItem).max(32),
  coins: z.strictObject({ bronze: count, silver: count, gold: count }),
  status: z.enum(STATUSES),
  starPower: rep,
  usedThisAdventure: z.array(printableName()).max(16),
  castingLoss: rep,
  infected: z.boolean().optional(),
  poisoned: rep.optional(),
  axeThrown: z.boolean().optional(),
  bigBad: z.literal(false).optional(),
});

/** The carried band: at most 16, ids unique, at least one member alive when there are any. */
export const carriedBand = z
  .array(carriedCharacter)
  .max(16)
  .superRefine((band, ctx) => {
    const seen = new Set<string>();
    band.forEach((c, k) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', message: 'two band members share this id', path: [k, 'id'] });
      seen.add(c.id);
      if (new Set(c.professions).size !== c.professions.length) ctx.addIssue({ code: 'custom', message: 'a profession is listed twice', path: [k, 'professions'] });
    });
    if (band.length > 0 && band.every((c) => c.status === 'obviously-dead')) ctx.addIssue({ code: 'custom', message: 'nobody in the band is alive' });
  });

// The schema's output is a Character: a change to one without the other fails to compile.
const isCharacter = (c: z.infer<typeof carriedCharacter>): Character => c;
void isCharacter;
