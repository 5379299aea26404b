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

export const scenarioSchema = z.strictObject({
  format: z.literal('dungeon-world-scenario'),
  id,
  title: z.string().min(1).max(80),
  /** What the players read before the first move. */
  intro: z.string().max(2000),
  map: z.array(z.string().min(1).max(60)).min(2).max(60),
  heroStart: z.array(pos).min(1).max(4),
  teleporters: z.array(pos).max(8).default([]),
  monsters: z.array(z.strictObject({ kind: id, at: pos, id: id.optional() })).max(60).default([]),
  objective: z.strictObject({
    /** The heroes win when one of them ends a move on one of these squares. */
    reach: z.array(pos).max(8).default([]),
    /** The heroes win when every monster named here is dead. */
    slay: z.array(id).max(8).default([]),
  }).refine((o) => o.reach.length + o.slay.length > 0, 'an objective needs a square to reach or a monster to slay'),
  victoryPoints: z.number().int().min(1).max(20),
  maxMoves: z.number().int().min(1).max(100),
  /** How many models of each species the Draken Master owns (the collection). */
  collection: z.record(id, z.number().int().min(0).max(40)).default({}),
  spawningTable: z.array(spawnRow).min(1).max(11).optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;
