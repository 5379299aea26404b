/**
 * `--data DIR`: a folder of JSON files replacing a system's default data
 * (`GameSystem.files.data`). Each file is checked alone, then all together; a
 * problem is refused in one line naming the file and the path inside it.
 * The result goes into the rule option `data`, so the save carries it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { excerpt } from '../core/excerpt.ts';
import { shownPath } from '../save/files.ts';
import type { GameSystem, Setup } from '../core/engine.ts';
import { chooseSetups } from '../sim/games.ts';

export class BadDataDir extends Error {}

/** The files of DIR as name (without `.json`) → parsed JSON; refuses what cannot be read. */
function readJsonFolder(dir: string, maxBytes: number): Record<string, unknown> {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new BadDataDir(`--data ${shownPath(dir)}: not a folder`);
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch (e) {
    if (e instanceof BadDataDir) throw e;
    throw new BadDataDir(`--data ${shownPath(dir)}: cannot read the folder (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!names.length) throw new BadDataDir(`--data ${shownPath(dir)}: no .json files in the folder`);
  const out: Record<string, unknown> = {};
  for (const n of names) {
    const file = join(dir, n);
    if (statSync(file).size > maxBytes) throw new BadDataDir(`${shownPath(file)}: larger than ${maxBytes} bytes`);
    try {
      out[n.slice(0, -'.json'.length)] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new BadDataDir(`${shownPath(file)}: not JSON (${excerpt((e as Error).message, 80)})`);
    }
  }
  return out;
}

/** The rule options `--data DIR` sets for a system; refuses systems without data files. */
export function dataOptions(system: GameSystem, dir: string): Record<string, unknown> {
  const h = system.files?.data;
  if (!h) throw new BadDataDir(`${system.name} has no data files to replace (--data is for the systems whose data is written out)`);
  const files = readJsonFolder(dir, h.maxBytes);
  try {
    const data = h.merge(files, (n) => shownPath(join(dir, `${n}.json`)));
    return { data, [h.team]: h.teamFor(data) };
  } catch (e) {
    throw new BadDataDir((e as Error).message);
  }
}

/**
 * `simulate --data`: the system's setups with the data, those whose team the
 * data lacks left out; none left, the data's own team.
 */
export function dataSetups(system: GameSystem, data: Record<string, unknown>, pinned: Record<string, unknown>): Setup[] {
  const h = system.files!.data!;
  const { [h.team]: team, ...rest } = data;
  const ids = h.members(rest.data as Record<string, unknown>);
  const fits = (system.setups ?? []).filter((s) => !Array.isArray(s.options[h.team]) || (s.options[h.team] as string[]).every((id) => ids.includes(id)));
  if (fits.length && !(h.team in pinned)) return chooseSetups({ ...system, setups: fits }, { ...rest, ...pinned });
  return chooseSetups({ ...system, setups: [] }, { [h.team]: team, ...rest, ...pinned });
}
