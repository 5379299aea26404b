/** The files a Dungeon World player may give (`--scenario`, `--data`): checked here, turned into options. */
import type { SystemFiles } from '../../core/contract.ts';
import { MAX_SCENARIO_CHARS, parseScenario, SCENARIOS } from './data/scenarios.ts';
import { heroesFor, MAX_DATA_CHARS, mergeDataFiles } from './data/sets.ts';

export const dwFiles: SystemFiles = {
  // A shipped scenario by name sets `scenario`; a player's file, checked as ours are, goes whole into `scenarioFile`.
  scenario: {
    maxChars: MAX_SCENARIO_CHARS,
    shipped: (name) => (name in SCENARIOS || name === 'generated' ? { scenario: name } : null),
    parse: (raw, where) => ({ scenarioFile: parseScenario(raw, where) }),
  },
  data: {
    maxBytes: MAX_DATA_CHARS,
    merge: mergeDataFiles,
    team: 'heroes',
    teamFor: heroesFor,
    members: (d) => (d.heroes as { heroes: { id: string }[] }).heroes.map((c) => c.id),
  },
};
