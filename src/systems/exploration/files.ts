/** The adventure files an Exploration player may give (`--adventure`): checked, then sealed into the option `file`. */
import type { SystemFiles } from '../../core/contract.ts';
import { parseAdventure, sealAdventure, SHIPPED } from './data/index.ts';
import { MAX_FILE_CHARS } from './options.ts';

export const explorationFiles: SystemFiles = {
  adventure: {
    // The option holds the file sealed (about twice its size): half the option's bound.
    maxChars: MAX_FILE_CHARS / 2,
    parse(raw, where) {
      try {
        parseAdventure(raw, 'check');
      } catch (e) {
        throw new Error(`${where}: ${(e as Error).message}`);
      }
      return { file: sealAdventure(JSON.stringify(raw)) };
    },
    setups: [
      { name: 'the adventure file', options: {} },
      { name: 'the adventure file at the table', options: { resolve: 'table' } },
    ],
    shipped: () =>
      Object.values(SHIPPED).map(({ a }) => `${a.id}: ${a.title} (${a.rooms.length} rooms, ${a.goals.length} goals, ${a.rounds} rounds; party ${a.party.length} of ${a.characters.length} characters). ${a.about}`),
  },
};
