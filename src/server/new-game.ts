/**
 * What a new game and a new room ask for, checked once for both: the
 * system, the dice, the seed and the rule options (the system's own schema
 * is the one judge of those). `given` lets a new game put a campaign's
 * options under the ones sent.
 */
import { parseOptions, type GameSystem } from '../core/engine.ts';
import { SEED_MAX } from '../save/schema.ts';
import { freshSeed } from '../session/seed.ts';
import { loadSystem } from '../systems/registry.ts';
import { Refused } from './refused.ts';

export interface NewGameFields {
  system: unknown;
  dice?: unknown;
  seed?: number;
  options?: Record<string, unknown>;
}

export interface NewGame {
  system: GameSystem;
  dice: 'seeded' | 'physical';
  seed: number;
  options: Record<string, unknown>;
}

export async function checkNewGame(req: NewGameFields, given: (system: GameSystem, options: Record<string, unknown>) => Record<string, unknown> = (_s, o) => o): Promise<NewGame> {
  let system: GameSystem;
  try {
    system = await loadSystem(String(req.system));
  } catch (e) {
    throw new Refused(400, (e as Error).message);
  }
  const dice = req.dice ?? 'seeded';
  if (dice !== 'seeded' && dice !== 'physical') throw new Refused(400, 'dice: seeded or physical');
  const seed = req.seed ?? freshSeed();
  if (!Number.isInteger(seed) || seed < 0 || seed > SEED_MAX) throw new Refused(400, `a seed is a whole number from 0 to ${SEED_MAX}`);
  const all = given(system, req.options ?? {});
  try {
    return { system, dice, seed, options: parseOptions(system, all) as Record<string, unknown> };
  } catch (e) {
    throw new Refused(400, (e as Error).message);
  }
}
