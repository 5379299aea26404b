/**
 * The adventure file (JSON), checked with zod: rooms on one square grid
 * (their corner, size and wall squares), the connections between rooms
 * (doors and portcullises, locked or unlocked; archways; openings), search
 * tokens and what they hold, the journal keyed to rooms and events, the
 * goals, the creature table, the skirmish-strength dice by group size, the
 * characters and where they start, and how each named check is resolved
 * (a 3d6 ability and a difficulty by the check's level). The checks across
 * fields (a door's squares in its two rooms, every name that must exist...)
 * are in `checks.ts`; both report the path of what is wrong.
 */
import { z } from 'zod';
import { isPrintable } from '../../../core/excerpt.ts';
import { ABILITIES, TERRAIN_KINDS } from '../../3d6/api.ts';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'ids are lower-case letters, digits and dashes');
const text = (max: number) => z.string().min(1).max(max).refine(isPrintable, 'control or invisible characters are not allowed');
/** Prose may break lines. */
const prose = (max: number) => z.string().min(1).max(max).refine((s) => isPrintable(s.replace(/\n/g, ' ')), 'control or invisible characters are not allowed');
const coord = z.number().int().min(0).max(63);
const xySchema = z.tuple([coord, coord]);
export type XY = z.infer<typeof xySchema>;

/** A named check and its level, as the host game writes it ("AWARENESS 4"). */
const checkSchema = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Z-]{1,23}$/, 'a check is named in capitals, e.g. TRICKERY'),
  level: z.number().int().min(1).max(10),
});
export type Check = z.infer<typeof checkSchema>;

const diceSchema = z.string().regex(/^[1-4]d(4|6|8|10|12|20)$/, 'dice are written like 1d6, 2d6 or 1d10');

const roomSchema = z.strictObject({
  id,
  name: text(40),
  /** The room's top-left square on the dungeon's grid, and its size in squares. */
  x: coord,
  y: coord,
  w: z.number().int().min(1).max(20),
  h: z.number().int().min(1).max(20),
  /** Squares inside the room that are solid (pillars, rubble, wall blocks). */
  walls: z.array(xySchema).max(200).default([]),
  /** Squares inside the room with terrain a 3d6 fight crosses with a Feat (a pit to leap, rubble to climb, a narrow gap): walked freely out of a fight. */
  terrain: z.array(z.strictObject({ at: xySchema, kind: z.enum(TERRAIN_KINDS) })).max(100).default([]),
  /** Creatures met when the room is revealed (monster ids), besides any the creature table sends. */
  encounter: z.array(id).max(6).default([]),
});

const connectionSchema = z.strictObject({
  id,
  kind: z.enum(['door', 'portcullis', 'archway', 'opening']),
  /** Doors and portcullises only. */
  lock: z.enum(['locked', 'unlocked']).optional(),
  /** A locked one's check; without it, TRICKERY at the adventure's `lockLevel`. */
  check: checkSchema.optional(),
  /** The two rooms, and the square on each side of the wall where it stands. */
  between: z.tuple([id, id]),
  a: xySchema,
  b: xySchema,
  /** How many squares of wall it spans, along the wall from a and b. */
  width: z.number().int().min(1).max(10).default(1),
});

const holdsSchema = z.strictObject({
  item: id.optional(),
  /** Creatures met at once: monster ids, or "table" for a roll on the creature table. */
  encounter: z.union([z.literal('table'), z.array(id).min(1).max(6)]).optional(),
  /** A skirmish with creatures from the table. */
  skirmish: z.literal(true).optional(),
});

const tokenSchema = z.strictObject({
  id,
  at: xySchema,
  holds: holdsSchema,
  /** A check the searcher must pass to find what it holds. */
  check: checkSchema.optional(),
});

const journalSchema = z.strictObject({
  id,
  /** When it is read: a room revealed, a token searched, a goal met, or an event of the adventure. */
  on: z.union([
    z.strictObject({ room: id }),
    z.strictObject({ token: id }),
    z.strictObject({ goal: id }),
    z.strictObject({ event: z.enum(['start', 'won', 'lost', 'rest']) }),
  ]),
  text: prose(2000),
});

const goalSchema = z.union([
  z.strictObject({ id, text: text(120), find: id }),
  z.strictObject({ id, text: text(120), reach: id }),
]);

const monsterSchema = z.strictObject({
  id,
  name: text(40),
  /** The 3d6 bestiary monster whose numbers it fights with. */
  six: id,
});

const creatureTableSchema = z.strictObject({
  dice: diceSchema,
  rows: z.array(z.strictObject({ range: z.tuple([z.number().int().min(1).max(80), z.number().int().min(1).max(80)]), label: text(80), creatures: z.array(id).min(1).max(6) })).min(1).max(40),
});

const characterSchema = z.strictObject({
  id,
  name: text(40),
  /** The 3d6 ready-made character whose numbers it plays with. */
  six: id,
  /** Squares it may move in a turn. */
  move: z.number().int().min(1).max(12).default(5),
});

export const adventureSchema = z.strictObject({
  format: z.literal(1, { error: 'the adventure file format: write "format": 1 (the only one so far)' }),
  id,
  title: text(60),
  /** What players may read before they start (no spoilers). */
  about: text(400),
  /** Ours: the rounds the party has before its light runs out. */
  rounds: z.number().int().min(5).max(200).default(40),
  /** The level of TRICKERY a locked door asks when it names no check. */
  lockLevel: z.number().int().min(1).max(10).default(4),
  rooms: z.array(roomSchema).min(1).max(40),
  connections: z.array(connectionSchema).max(80),
  tokens: z.array(tokenSchema).max(80).default([]),
  items: z.array(z.strictObject({ id, name: text(40) })).max(80).default([]),
  journal: z.array(journalSchema).max(200).default([]),
  goals: z.array(goalSchema).min(1).max(12),
  monsters: z.array(monsterSchema).min(1).max(40),
  creatures: creatureTableSchema,
  /** Skirmish-strength dice by the number of characters: groups from smallest to largest. */
  skirmish: z.array(z.strictObject({ group: z.tuple([z.number().int().min(1).max(6), z.number().int().min(1).max(6)]), dice: diceSchema })).min(1).max(6),
  characters: z.array(characterSchema).min(1).max(6),
  /** The party by default, in seating order (ids of `characters`). */
  party: z.array(id).min(1).max(6),
  start: z.strictObject({ room: id, at: z.array(xySchema).min(1).max(6) }),
  /** How each named check resolves with 3d6: the ability tested. */
  checks: z.record(z.string().regex(/^[A-Z][A-Z-]{1,23}$/), z.strictObject({ ability: z.enum(ABILITIES) })),
  /** A check's level as a 3d6 difficulty: the first band whose `upTo` reaches it. */
  levels: z.array(z.strictObject({ upTo: z.number().int().min(1).max(10), difficulty: z.enum(['low', 'moderate', 'high']) })).min(1).max(10).default([
    { upTo: 3, difficulty: 'low' },
    { upTo: 5, difficulty: 'moderate' },
    { upTo: 10, difficulty: 'high' },
  ]),
});

export type Adventure = z.infer<typeof adventureSchema>;
export type Room = z.infer<typeof roomSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type Token = z.infer<typeof tokenSchema>;
export type JournalEntry = z.infer<typeof journalSchema>;
