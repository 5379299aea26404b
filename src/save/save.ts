/**
 * Saved games. A save holds exactly what determines a game: system, options,
 * seed, dice mode, the players' decisions and the physical entries. Loading
 * replays it; the recorded state hash proves the replay reached the same game.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { z } from 'zod';
import { run, type RunResult, type GameSystem } from '../core/engine.ts';
import { IllegalReplay } from '../core/request.ts';
import { loadSystem } from '../systems/registry.ts';

export const SAVE_FORMAT = 'dungeon-crawl-save';
export const SAVE_VERSION = 1;

const entry = z.union([z.array(z.number().int()), z.string()]);

export const saveSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  system: z.string(),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int(),
  dice: z.enum(['seeded', 'physical']),
  decisions: z.array(z.string()),
  physical: z.array(entry),
  status: z.enum(['over', 'decision', 'chance']),
  /** sha256 of the final state's JSON, to refuse a save that replays to another game. */
  stateHash: z.string().regex(/^[0-9a-f]{64}$/),
});

export type SaveFile = z.infer<typeof saveSchema>;

export class BadSave extends Error {}

export function hashState(state: unknown): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

export function makeSave(system: GameSystem, r: RunResult, seed: number, dice: 'seeded' | 'physical', physical: readonly (number[] | string)[]): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: system.id,
    options: r.options as Record<string, unknown>,
    seed,
    dice,
    decisions: r.decisions.slice(),
    physical: physical.map((e) => (Array.isArray(e) ? e.slice() : e)),
    status: r.status,
    stateHash: hashState(r.state),
  };
}

/** Writes atomically: a crash mid-write never leaves half a save. */
export function writeSave(file: string, save: SaveFile): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(save, null, 1) + '\n');
  renameSync(tmp, file);
}

/** Parses and validates a save's text; throws BadSave with one line naming the problem. */
export function parseSave(text: string): SaveFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new BadSave(`not a readable save (truncated or not JSON): ${(e as Error).message}`);
  }
  const r = saveSchema.safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new BadSave(`invalid save: ${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`);
  }
  return r.data;
}

export interface Loaded {
  save: SaveFile;
  system: GameSystem;
  result: RunResult;
}

/** Replays a save to its state, refusing it when the replay does not reach the recorded game. */
export async function replaySave(save: SaveFile, log = true, resolve: (id: string) => Promise<GameSystem> = loadSystem): Promise<Loaded> {
  let system: GameSystem;
  try {
    system = await resolve(save.system);
  } catch (e) {
    throw new BadSave(`invalid save: ${(e as Error).message}`);
  }
  let result: RunResult;
  try {
    result = run({ system, options: save.options, seed: save.seed, dice: save.dice, decisions: save.decisions, physical: save.physical, log });
  } catch (e) {
    if (e instanceof IllegalReplay) throw new BadSave(`save does not fit its game: ${e.message}`);
    throw new BadSave(`save does not replay: ${(e as Error).message}`);
  }
  if (result.status !== save.status) throw new BadSave(`save does not replay to its recorded game: it says "${save.status}" but replays to "${result.status}"`);
  if (hashState(result.state) !== save.stateHash) throw new BadSave('save does not replay to its recorded game (state hash differs): it was edited or made by another version');
  return { save, system, result };
}

export async function loadSave(file: string, log = true, resolve?: (id: string) => Promise<GameSystem>): Promise<Loaded> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new BadSave(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  return replaySave(parseSave(text), log, resolve);
}
