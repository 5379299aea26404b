/**
 * `--adventure FILE`: a player's adventure file, read here and checked by
 * the system (`GameSystem.files.adventure`), so a refusal names the file and
 * the path inside it; the system says which options it sets (the save
 * carries them). `adventures` lists the shipped ones.
 */
import type { GameSystem } from '../core/engine.ts';
import { shownPath } from '../save/files.ts';
import { readJsonFile } from './json-file.ts';

export class BadAdventureFile extends Error {}

export function adventureOptions(system: GameSystem, file: string): Record<string, unknown> {
  const hook = system.files?.adventure;
  if (!hook) throw new BadAdventureFile(`${system.name} plays no adventure files (--adventure is for the systems played from one)`);
  const raw = readJsonFile(file, hook.maxChars, '--adventure', 'adventure', (m) => new BadAdventureFile(m));
  try {
    return hook.parse(raw, shownPath(file));
  } catch (e) {
    throw new BadAdventureFile((e as Error).message);
  }
}

/** The shipped adventures of every system that plays them, one line each. */
export function adventureLines(systems: readonly GameSystem[]): string[] {
  return systems.flatMap((s) => s.files?.adventure?.shipped() ?? []);
}
