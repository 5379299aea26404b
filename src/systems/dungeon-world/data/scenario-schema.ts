/**
 * The scenario file format (ours: the book ships no maps). A scenario is a
 * JSON file: the map as rows of terrain characters (state.ts), where the
 * heroes start, the active teleporters they re-spawn on, the monsters set up
 * at the start, the objective, the Draken Master's victory points, the
 * collection limits and, if it likes, its own spawning table. Every problem
 * is refused with the path of what is wrong.
 */
import { z } from 'zod';

const pos = z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]);
const id = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'ids are lower-case words joined by dashes');

const spawnRow = z.strictObject({
  /** The 2D6 totals that select the row. */
  roll: z.tuple([z.number().int().min(2).max(12), z.number().int().min(2).max(12)]),
  kind: id,
  count: z.union([z.number().int().min(1).max(6), z.literal('d3')]),
  /** What the log says ("1D3 Orcs"). */
  label: z.string().min(1).max(60),
});

/** Kinds of things a scenario puts on squares (rules/dungeon/). */
const FEATURE_KINDS = [
  'door', 'key', 'stairs', 'teleporter', 'trap', 'chest', 'treasure', 'campfire', 'altar', 'crate-apples', 'crate-skulls', 'weapons-rack',
  'bed', 'bookcase', 'table', 'chair', 'wizards-table', 'food', 'torture-rack', 'tome', 'coffin', 'grill', 'trapdoor', 'well',
  'antidote', 'portable-teleporter', 'health-potion', 'major-health-potion',
] as const;

const colour = z.string().regex(/^[a-z]{1,12}$/, 'a colour is one lower-case word');

const feature = z.strictObject({
  kind: z.enum(FEATURE_KINDS),
  at: pos,
  /** Doors (a key door), keys and stairs (the two ends share it). */
  colour: colour.optional(),
  /** Chests: the number on the bottom, 1-3. Treasure: 25 (a stack), 100 or 500 gold. */
  number: z.number().int().optional(),
});

const effect = z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('say'), text: z.string().min(1).max(300) }),
  z.strictObject({ do: z.literal('reveal'), area: z.number().int().min(0).max(35) }),
  z.strictObject({ do: z.literal('open'), at: pos }),
  z.strictObject({ do: z.literal('close'), at: pos }),
  z.strictObject({ do: z.literal('spawn'), kind: id, count: z.number().int().min(1).max(6) }),
  z.strictObject({ do: z.literal('hits'), hits: z.number().int().min(1).max(10) }),
  z.strictObject({ do: z.literal('trap') }),
]);

/** A dungeon condition: squares that set off effects when a hero passes them. */
const condition = z.strictObject({
  id,
  squares: z.array(pos).min(1).max(20),
  once: z.boolean().default(true),
  effects: z.array(effect).min(1).max(8),
});

export const scenarioSchema = z.strictObject({
  format: z.literal('dungeon-world-scenario'),
  id,
  title: z.string().min(1).max(80),
  /** What the players read before the first move. */
  intro: z.string().max(2000),
  map: z.array(z.string().min(1).max(60)).min(2).max(60),
  /** Each square's area (tile), one character a square (0-9, a-z; a space for none); absent: one area. */
  areas: z.array(z.string().max(60)).max(60).optional(),
  /** Areas hidden until a door, the stairs or a condition reveals them. */
  hidden: z.array(z.number().int().min(0).max(35)).max(36).default([]),
  features: z.array(feature).max(200).default([]),
  conditions: z.array(condition).max(40).default([]),
  /** Secret doors: wall squares that become doors when a hero with Checking finds them. */
  secrets: z.array(pos).max(20).default([]),
  heroStart: z.array(pos).min(1).max(4),
  teleporters: z.array(pos).max(8).default([]),
  monsters: z.array(z.strictObject({ kind: id, at: pos, id: id.optional() })).max(60).default([]),
  objective: z.strictObject({
    /** The heroes win when one of them ends a move on one of these squares. */
    reach: z.array(pos).max(8).default([]),
    /** The heroes win when every monster named here is dead. */
    slay: z.array(id).max(8).default([]),
    /** The heroes win when they carry this much gold (25 a treasure stack). */
    gold: z.number().int().min(0).max(100000).default(0),
  }).refine((o) => o.reach.length + o.slay.length > 0 || o.gold > 0, 'an objective needs a square to reach, a monster to slay or gold to carry'),
  victoryPoints: z.number().int().min(1).max(20),
  maxMoves: z.number().int().min(1).max(100),
  /** How many models of each species the Draken Master owns (the collection). */
  collection: z.record(id, z.number().int().min(0).max(40)).default({}),
  spawningTable: z.array(spawnRow).min(1).max(11).optional(),
  /** The designer's intent (how hard, for which party, what the limits are for), for whoever tunes it; never shown in play. */
  notes: z.string().max(2000).optional(),
  /** Where the scenario stands in the campaign (1 the first); our generator's dungeons have none. */
  difficulty: z.number().int().min(1).max(10).optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;
