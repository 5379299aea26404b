/**
 * `--scenario FILE` (3d6): a dungeon written out as JSON in place of the
 * generated one. The file is read bounded, parsed, checked with the
 * scenario's zod schema and against the game's data (its monsters must be
 * in the bestiary); a problem is refused in one line naming the file and the
 * path inside it. The scenario goes into the rule option `scenario`, so the
 * save carries it whole. A name we ship (`drowned-chapel`) with no such file
 * sets the option `dungeon` instead. Dungeon World's files go into its
 * option `scenarioFile` the same way; its scenario names set `scenario`.
 */
import { existsSync } from 'node:fs';
import { describeIssue, excerpt } from '../core/excerpt.ts';
import { readBounded, shownPath } from '../save/files.ts';

export class BadScenario extends Error {}

/** The rule options `--scenario FILE` sets for a system; `data` is the option --data set, if any. */
export async function scenarioOptions(system: { id: string; name: string }, file: string, data: unknown = null): Promise<Record<string, unknown>> {
  if (system.id === 'dungeon-world') return dungeonWorldScenario(file);
  if (system.id !== '3d6') throw new BadScenario(`${system.name} has no scenario files (--scenario is for 3d6 and dungeon-world)`);
  const { MAX_SCENARIO_CHARS, scenarioProblems, scenarioSchema, SHIPPED_SCENARIOS } = await import('../systems/3d6/data/scenario.ts');
  if (!existsSync(file) && file in SHIPPED_SCENARIOS) return { dungeon: file };
  const raw = readJson(file, MAX_SCENARIO_CHARS);
  const r = scenarioSchema.safeParse(raw);
  if (!r.success) throw new BadScenario(`${shownPath(file)}: ${describeIssue(r.error.issues)}`);
  const { DEFAULT_DATA } = await import('../systems/3d6/data/index.ts');
  const { useData } = await import('../systems/3d6/data/sets.ts');
  const problems = scenarioProblems(r.data, data === null ? DEFAULT_DATA : useData(data).data);
  if (problems.length) throw new BadScenario(`${shownPath(file)}: ${describeIssue(problems)}${data === null ? '' : ' (with the --data set)'}`);
  return { scenario: r.data };
}

/** Dungeon World: a shipped scenario by name (`scenario`), or a player's file checked as ours are (`scenarioFile`). */
async function dungeonWorldScenario(file: string): Promise<Record<string, unknown>> {
  const { MAX_SCENARIO_CHARS, parseScenario, SCENARIOS } = await import('../systems/dungeon-world/data/scenarios.ts');
  if (!existsSync(file) && (file in SCENARIOS || file === 'generated')) return { scenario: file };
  const raw = readJson(file, MAX_SCENARIO_CHARS);
  try {
    return { scenarioFile: parseScenario(raw, shownPath(file)) };
  } catch (e) {
    throw new BadScenario((e as Error).message);
  }
}

function readJson(file: string, max: number): unknown {
  let text: string;
  try {
    text = readBounded(file, max, 'scenario');
  } catch (e) {
    throw new BadScenario(`--scenario: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new BadScenario(`${shownPath(file)}: not JSON (${excerpt((e as Error).message, 80)})`);
  }
}
