/**
 * Our scenarios, parsed and checked when loaded (scenario-parse.ts, which
 * reads a user's file the same way), and the scenario a game's options name.
 */
import crypt from './scenarios/crypt-of-bones.json' with { type: 'json' };
import granary from './scenarios/sunken-granary.json' with { type: 'json' };
import mill from './scenarios/bone-mill.json' with { type: 'json' };
import vault from './scenarios/drakes-vault.json' with { type: 'json' };
import type { Table } from '../../../core/tables.ts';
import type { Spawn } from '../tables/spawning.ts';
import type { Scenario } from './scenario-schema.ts';
import { generateScenario } from './generator.ts';
import { BadScenario, parseScenario, tableOf } from './scenario-parse.ts';

export { BadScenario, MAX_SCENARIO_CHARS, parseScenario } from './scenario-parse.ts';

/** Our scenarios in the order of a campaign, easiest first (crypt-of-bones is the small first one). */
export const CAMPAIGN_ORDER: readonly string[] = ['crypt-of-bones', 'sunken-granary', 'bone-mill', 'drakes-vault'];

/** Our scenarios by id. */
export const SCENARIOS: Readonly<Record<string, Scenario>> = Object.fromEntries([crypt, granary, mill, vault].map((raw) => {
  const s = parseScenario(raw);
  return [s.id, s];
}));

/**
 * The scenario a game's options name: a player's file (`scenarioFile`, from
 * `--scenario FILE`), one of ours, or a dungeon of our generator
 * (`generated`): from the option mapSeed, or, when it is null, from the
 * game's `seed`.
 */
export function scenarioFor(o: { scenario: string; mapSeed: number | null; scenarioFile?: Scenario | null }, seed?: number): Scenario {
  if (o.scenarioFile) return o.scenarioFile;
  if (o.scenario === 'generated') {
    if (o.mapSeed !== null) return generateScenario(o.mapSeed);
    if (seed === undefined) throw new BadScenario('a generated dungeon needs the option mapSeed or the game\'s seed');
    return generateScenario(seed, false);
  }
  const s = SCENARIOS[o.scenario];
  if (!s) throw new BadScenario(`no scenario "${o.scenario}": ours are ${Object.keys(SCENARIOS).join(', ')}, or generated`);
  return s;
}

const tables = new Map<string, Table<Spawn>>();
const fileTables = new WeakMap<Scenario, Table<Spawn>>();

/** The spawning table of a player's scenario file (kept per file, so two files with one id never share a table). */
export function fileTable(s: Scenario): Table<Spawn> {
  let t = fileTables.get(s);
  if (!t) {
    const built = tableOf(s);
    if (!built) throw new BadScenario(`scenario ${s.id} has no spawning table of its own`);
    fileTables.set(s, (t = built));
  }
  return t;
}

/** A scenario's own spawning table, by scenario id. */
export function scenarioTable(id: string): Table<Spawn> {
  let t = tables.get(id);
  if (!t) {
    const s = SCENARIOS[id];
    const built = s && tableOf(s);
    if (!built) throw new BadScenario(`scenario ${id} has no spawning table of its own`);
    tables.set(id, (t = built));
  }
  return t;
}
