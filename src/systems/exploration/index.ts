/**
 * Dungeon Crawl Exploration, id "exploration": the exploration procedure of
 * a story-driven host game (rounds, leadership passing, doors revealing
 * rooms, creatures and skirmishes, resting), run from an adventure file.
 * Checks and fights go through one seam (rules/resolve/seam.ts): the 3d6
 * rules by default, or the players at the table. See
 * docs/rulings/exploration.md.
 */
import type { GameSystem, Setup } from '../../core/engine.ts';
import { DEFAULT_DATA, makeCharacter, type SixState } from '../3d6/api.ts';
import { botPolicy, mechanicsPolicy } from './bots/party.ts';
import { useAdventure } from './data/index.ts';
import { explorationOptions, type ExplorationOptions } from './options.ts';
import { fromRounds, playExploration } from './rules/game.ts';
import { EXPLORATION_GLOSSARY } from './rules-glossary.ts';
import { EXPLORATION_WORDS } from './words.ts';
import type { ExploreState } from './state.ts';
import { reportExploration } from './view/report.ts';
import { explorationParts, textOf } from './view/text.ts';
import { explorationNote } from './view/notes.ts';
import { explorationFiles } from './files.ts';
import { defineSystem } from '../../core/system.ts';
import { explorationViewModel, type ExplorationViewModel } from './view/view-model.ts';

export type { ExploreState, ExplorationOptions };
export type { ExplorationViewModel } from './view/view-model.ts';

export function newExploration(o: ExplorationOptions): ExploreState {
  const d = useAdventure(o);
  const party = o.party ?? d.a.party;
  const defs = party.map((id) => d.a.characters.find((c) => c.id === id)!);
  const player = `player:${o.player}`;
  let six: SixState | null = null;
  if (o.resolve === '3d6') {
    const fighters: SixState['fighters'] = {};
    for (const c of defs) fighters[c.id] = { ...makeCharacter(DEFAULT_DATA, DEFAULT_DATA.characters[c.six]!, c.id), name: c.name };
    six = { player, data: null, fighters, party: defs.map((c) => c.id), fight: null, dungeon: { rooms: [], total: 0, nights: 0, hours: 0 }, story: [], outcome: 'playing', kills: 0, coins: 0, diceRolled: 0 };
  }
  return {
    player,
    adventure: d.key,
    title: d.a.title,
    resolve: o.resolve,
    // With 3d6, a character's move on the map is his Speed, from Reflex (3d6: Abilities: "movement rate, overland and in combat"); option move=adventure: the file's.
    characters: defs.map((c, i) => ({ id: c.id, name: c.name, pos: { x: d.a.start.at[i]![0], y: d.a.start.at[i]![1] }, condition: 'up', items: [], move: six && o.move === 'speed' ? six.fighters[c.id]!.speed : c.move })),
    leader: 0,
    round: 0,
    acting: null,
    phase: 'start',
    revealed: [],
    doors: Object.fromEntries(d.a.connections.filter((k) => k.kind === 'door' || k.kind === 'portcullis').map((k) => [k.id, 'closed' as const])),
    opening: [],
    searched: [],
    journal: [],
    goalsMet: [],
    creatures: [],
    combat: null,
    thisRound: { encounter: false, passed: false, rested: false },
    six,
    story: [],
    outcome: 'playing',
    counts: { doors: 0, encounters: 0, skirmishes: 0, rests: 0, checksPassed: 0, checksFailed: 0, items: 0 },
    diceRolled: 0,
  };
}

/** What `simulate` mixes: each shipped adventure with its party, smaller groups, and at the table. */
const SETUPS: Setup[] = [
  { name: 'Salt-Marsh Chapel, four characters', options: { adventure: 'salt-marsh-chapel' } },
  { name: 'Salt-Marsh Chapel, five characters', options: { adventure: 'salt-marsh-chapel', party: ['gorren', 'silka', 'ambrose', 'hale', 'tamsin'] } },
  { name: 'Salt-Marsh Chapel, two characters', options: { adventure: 'salt-marsh-chapel', party: ['gorren', 'hale'] } },
  { name: 'Lantern Cellars, three characters', options: { adventure: 'lantern-cellars' } },
  { name: 'Lantern Cellars, one character', options: { adventure: 'lantern-cellars', party: ['gorren'] } },
  { name: 'Salt-Marsh Chapel at the table', options: { adventure: 'salt-marsh-chapel', resolve: 'table' } },
];

export const explorationSystem: GameSystem<ExploreState, ExplorationOptions> = defineSystem({
  id: 'exploration',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 4,
  name: 'Dungeon Crawl Exploration',
  options: explorationOptions,
  setup: newExploration,
  play: playExploration,
  resume: fromRounds,
  mechanics: mechanicsPolicy,
  bot: botPolicy,
  viewModel: explorationViewModel,
  viewText: textOf,
  report: reportExploration,
  setups: SETUPS,
  glossary: EXPLORATION_GLOSSARY,
  words: EXPLORATION_WORDS,
  files: explorationFiles,
  // Set from the terminal's --adventure file.
  formHidden: ['file'],
  terminal: { parts: (m, at) => explorationParts(m as ExplorationViewModel, at), note: explorationNote },
});
