/** The exploration game's options and choices in words (core/words.ts): the new-game form and the first log line. */
import type { Choice, SystemWords } from '../../core/words.ts';
import { DEFAULT_DATA } from '../3d6/api.ts';
import { SHIPPED } from './data/index.ts';

/** An adventure's characters as picks: the name, and what the 3d6 character they play as does. */
function partyOf(id: string): Choice[] {
  return SHIPPED[id]!.a.characters.map((c) => {
    const six = DEFAULT_DATA.characters[c.six];
    return { value: c.id, label: c.name, about: `${six ? `plays as the 3d6 ${six.role}: ${six.weapons.map((w) => DEFAULT_DATA.weapons[w]?.name ?? w).join(', ')}${six.spells.length ? `, spells ${six.spells.map((s) => DEFAULT_DATA.spells[s]?.name ?? s).join(', ')}` : ''}; ` : ''}moves ${c.move}${six ? ' (with 3d6: his Speed, unless the option says the adventure\'s)' : ''}` };
  });
}

export const EXPLORATION_WORDS: SystemWords = {
  options: {
    player: 'Your name',
    adventure: 'Adventure',
    party: 'Party',
    resolve: 'Checks and fights',
    midEncounter: 'After an encounter in the middle of a round',
    restCreatures: 'Creatures during a rest',
    move: 'How far a character moves',
  },
  choices: {
    adventure: Object.fromEntries(Object.entries(SHIPPED).map(([id, d]) => [id, d.a.title])),
    resolve: { '3d6': 'Played out by the 3d6 rules', table: 'You resolve them at the table and type the outcome' },
    midEncounter: { 'round-goes-on': 'The others still take their turns', 'round-ends': 'The round ends' },
    restCreatures: { 'on-a-roll': 'On a d10 of 1 to 3', always: 'Every rest brings a skirmish' },
    move: { speed: 'His 3d6 Speed, from Reflex', adventure: 'The move the adventure gives' },
  },
  help: {
    player: 'Your name in the requests and the log.',
    adventure: 'Which of our adventures to play.',
    party: "The adventure's characters who go in, in seating order; none picked: the adventure's own party.",
    resolve: 'How checks and fights are settled.',
    midEncounter: 'Whether an encounter in the middle of a round ends it (see the rulings).',
    restCreatures: 'Whether a rest brings creatures only on a roll.',
    move: 'With 3d6 resolving: a character moves his Speed, as 3d6 moves overland, or the adventure\'s number (at the table, always the adventure\'s).',
  },
  itemNames: { party: 'character' },
  itemsBy: { party: { key: 'adventure', choices: Object.fromEntries(Object.keys(SHIPPED).map((id) => [id, partyOf(id)])) } },
  title: (o) => (typeof o.adventure === 'string' && o.file == null ? SHIPPED[o.adventure]?.a.title : "a player's adventure"),
  outcomes: { unfinished: 'Unfinished', won: 'Every goal met', lost: 'The party fell', 'out-of-time': 'Out of time', left: 'The party left the dungeon' },
};
