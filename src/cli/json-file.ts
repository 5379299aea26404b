/** A player's JSON file (`--scenario`, `--adventure`), read bounded; a problem is refused in one line naming the file. */
import { excerpt } from '../core/excerpt.ts';
import { readBounded, shownPath } from '../save/files.ts';

export function readJsonFile(file: string, max: number, flag: string, what: string, refuse: (message: string) => Error): unknown {
  let text: string;
  try {
    text = readBounded(file, max, what);
  } catch (e) {
    throw refuse(`${flag}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw refuse(`${shownPath(file)}: not JSON (${excerpt((e as Error).message, 80)})`);
  }
}
