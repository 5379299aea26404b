/**
 * Ours: a scenario file (`play 3d6 --scenario FILE`, or a shipped one by
 * name with the option `dungeon`): a dungeon written out room by room in
 * place of the generated one. Each room has a door (open, stuck, locked, or
 * any Feat with its rounds), maybe a trap (a Feat to avoid it, a kept die as
 * damage), monsters from the bestiary, treasure (coins, or "roll" for our
 * 3d6 × 10) and hirelings for hire. Checked with zod, then against the data
 * set (every monster must be in the bestiary).
 */
import { z } from 'zod';
import { isPrintable } from '../../../core/excerpt.ts';
import { ABILITIES, KEEPS } from './schema.ts';
import type { GameData } from './index.ts';
import chapel from './scenarios/drowned-chapel.json' with { type: 'json' };

const id = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'ids are lower-case words joined by dashes');
const words = (max: number) => z.string().min(1).max(max).refine(isPrintable, 'control or invisible characters are not allowed');
const difficulty = z.enum(['high', 'moderate', 'low']);

const doorSchema = z.union([
  z.enum(['open', 'stuck', 'locked']),
  z.strictObject({ ability: z.enum(ABILITIES), difficulty, rounds: z.number().int().min(1).max(10) }),
]);

const trapSchema = z.strictObject({
  name: words(40),
  ability: z.enum(ABILITIES),
  difficulty,
  damage: z.enum(KEEPS),
  bonus: z.number().int().min(0).max(6).default(0),
});

const hirelingSchema = z.strictObject({ character: id, wage: z.number().int().min(0).max(1000) });

const scenarioRoomSchema = z.strictObject({
  name: words(60),
  text: words(400).optional(),
  door: doorSchema.default('open'),
  trap: trapSchema.nullable().default(null),
  foes: z.array(id).max(8).default([]),
  treasure: z.union([z.number().int().min(0).max(100_000), z.literal('roll')]).default(0),
  /** Ready-made characters (by id in the data) the party may hire here, each for its wage in coins. */
  hire: z.array(hirelingSchema).max(4).default([]),
});

export const scenarioSchema = z.strictObject({
  name: words(60),
  note: z.string().max(2000).optional(),
  rooms: z.array(scenarioRoomSchema).min(1).max(20),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioRoom = z.infer<typeof scenarioRoomSchema>;

/** At most this many characters of JSON in a scenario. */
export const MAX_SCENARIO_CHARS = 64 * 1024;

/** Problems of a scenario against a data set, each with its path: a monster or hireling the data does not have. */
export function scenarioProblems(s: Scenario, d: GameData): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  s.rooms.forEach((r, i) => {
    r.foes.forEach((m, j) => {
      if (!(m in d.monsters)) out.push({ path: ['rooms', i, 'foes', j], message: `no monster "${m}" in the bestiary` });
    });
    r.hire.forEach((h, j) => {
      if (!(h.character in d.characters)) out.push({ path: ['rooms', i, 'hire', j, 'character'], message: `no character "${h.character}"` });
    });
  });
  return out;
}

/** The scenarios we ship, by the name the option `dungeon` takes. */
export const SHIPPED_SCENARIOS: Readonly<Record<string, Scenario>> = {
  'drowned-chapel': scenarioSchema.parse(chapel),
};
