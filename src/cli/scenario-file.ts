/**
 * `--scenario FILE`: a dungeon written out as JSON in place of the system's
 * own. The file is read bounded and parsed here; the system checks it and
 * says which options it sets (`GameSystem.files.scenario`), so a problem is
 * refused in one line naming the file and the path inside it, and the save
 * carries the scenario whole. A name the system ships, with no such file,
 * sets the option that names it.
 */
import { existsSync } from 'node:fs';
import type { GameSystem } from '../core/engine.ts';
import { readJsonFile } from './json-file.ts';
import { shownPath } from '../save/files.ts';

export class BadScenario extends Error {}

/** The rule options `--scenario FILE` sets for a system; `data` is the option --data set, if any. */
export function scenarioOptions(system: GameSystem, file: string, data: unknown = null): Record<string, unknown> {
  const hook = system.files?.scenario;
  if (!hook) throw new BadScenario(`${system.name} has no scenario files (--scenario is for the systems whose dungeons can be written out)`);
  const named = existsSync(file) ? null : hook.shipped(file);
  if (named) return named;
  const raw = readJsonFile(file, hook.maxChars, '--scenario', 'scenario', (m) => new BadScenario(m));
  try {
    return hook.parse(raw, shownPath(file), data);
  } catch (e) {
    throw new BadScenario((e as Error).message);
  }
}
