/**
 * `--adventure FILE` (exploration): a player's adventure file, read and
 * checked here so a refusal names the file and the path inside it, then
 * sealed into the rule option `file` (the save carries it, unreadable at a
 * glance). `adventures` lists the shipped ones.
 */
import { readFileSync, statSync } from 'node:fs';
import { excerpt } from '../core/excerpt.ts';
import { shownPath } from '../save/files.ts';

export class BadAdventureFile extends Error {}

export async function adventureOptions(system: { id: string; name: string }, file: string): Promise<Record<string, unknown>> {
  if (system.id !== 'exploration') throw new BadAdventureFile(`${system.name} plays no adventure files (--adventure is for exploration)`);
  const { parseAdventure, sealAdventure } = await import('../systems/exploration/data/index.ts');
  const { MAX_FILE_CHARS } = await import('../systems/exploration/options.ts');
  let text: string;
  try {
    if (!statSync(file).isFile()) throw new BadAdventureFile(`--adventure ${shownPath(file)}: not a file`);
    if (statSync(file).size > MAX_FILE_CHARS / 2) throw new BadAdventureFile(`${shownPath(file)}: larger than ${MAX_FILE_CHARS / 2} bytes`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof BadAdventureFile) throw e;
    throw new BadAdventureFile(`--adventure ${shownPath(file)}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new BadAdventureFile(`${shownPath(file)}: not JSON (${excerpt((e as Error).message, 80)})`);
  }
  try {
    parseAdventure(raw, 'check');
  } catch (e) {
    throw new BadAdventureFile(`${shownPath(file)}: ${(e as Error).message}`);
  }
  return { file: sealAdventure(JSON.stringify(raw)) };
}

/** The shipped adventures, one line each. */
export async function adventureLines(): Promise<string[]> {
  const { SHIPPED } = await import('../systems/exploration/data/index.ts');
  return Object.values(SHIPPED).map(({ a }) => `${a.id}: ${a.title} (${a.rooms.length} rooms, ${a.goals.length} goals, ${a.rounds} rounds; party ${a.party.length} of ${a.characters.length} characters). ${a.about}`);
}
