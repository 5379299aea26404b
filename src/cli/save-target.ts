/**
 * `play --save FILE`: a file already there is overwritten only when it is a
 * save of this program (an older game under the same name); any other file
 * (notes, a photo, a config) is refused before the game starts.
 */
import { lstatSync } from 'node:fs';
import { FileProblem, readBounded, shownPath } from '../save/files.ts';
import { MAX_SAVE_BYTES, SAVE_FORMAT } from '../save/schema.ts';

/** Whether `text` is a save of this program: JSON naming its format (a save of any version, readable or not). */
function looksLikeSave(text: string): boolean {
  try {
    const j = JSON.parse(text) as Record<string, unknown>;
    return !!j && typeof j === 'object' && j.format === SAVE_FORMAT;
  } catch {
    return false;
  }
}

export function checkOverwritable(file: string, what: string): void {
  let st;
  try {
    st = lstatSync(file);
  } catch {
    return; // nothing there: checkWritable says whether it can be made
  }
  if (!st.isFile() || st.size === 0) return;
  const refuse = () => new FileProblem(`${what} ${shownPath(file)}: that file is there and is not a save of dungeon-crawl; it is not overwritten (give another name, or move it away)`);
  if (st.size > MAX_SAVE_BYTES) throw refuse();
  let text: string;
  try {
    text = readBounded(file, MAX_SAVE_BYTES, 'save');
  } catch {
    throw refuse();
  }
  if (!looksLikeSave(text)) throw refuse();
}
