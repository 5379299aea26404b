/** The files a 3d6 player may give (`--scenario`, `--data`): checked here, turned into options. */
import type { SystemFiles } from '../../core/contract.ts';
import { describeIssue } from '../../core/excerpt.ts';
import { DEFAULT_DATA } from './data/index.ts';
import { MAX_SCENARIO_CHARS, scenarioProblems, scenarioSchema, SHIPPED_SCENARIOS } from './data/scenario.ts';
import { mergeDataFiles, partyFor, useData } from './data/sets.ts';
import { MAX_DATA_CHARS } from './options.ts';

export const sixFiles: SystemFiles = {
  // A scenario goes whole into the option `scenario` (the save carries it); a shipped one's name sets `dungeon`.
  scenario: {
    maxChars: MAX_SCENARIO_CHARS,
    shipped: (name) => (name in SHIPPED_SCENARIOS ? { dungeon: name } : null),
    parse(raw, where, data) {
      const r = scenarioSchema.safeParse(raw);
      if (!r.success) throw new Error(`${where}: ${describeIssue(r.error.issues)}`);
      // Its monsters must be in the bestiary of the data played with.
      const problems = scenarioProblems(r.data, data === null ? DEFAULT_DATA : useData(data).data);
      if (problems.length) throw new Error(`${where}: ${describeIssue(problems)}${data === null ? '' : ' (with the --data set)'}`);
      return { scenario: r.data };
    },
  },
  data: {
    maxBytes: MAX_DATA_CHARS,
    merge: mergeDataFiles,
    team: 'party',
    teamFor: partyFor,
    members: (d) => (d.characters as { characters: { id: string }[] }).characters.map((c) => c.id),
  },
};
