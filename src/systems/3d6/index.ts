/**
 * The Dungeon Crawl core system, id "3d6": one chapter of rules (dice,
 * Feats, abilities, combat, magic, dying and recovery) with our defaults for
 * everything else (data/*.json, docs/rulings/3d6.md). A party of one to four
 * ready-made characters goes through a dungeon rolled room by room.
 */
import type { Ctx, GameSystem, Setup } from '../../core/engine.ts';
import { botPolicy } from './bots/party.ts';
import { dataOf, textKey, useData } from './data/sets.ts';
import { sixOptions, type SixOptions } from './options.ts';
import { makeCharacter } from './rules/characters.ts';
import { createInPlay } from './rules/create-in-play.ts';
import { fromRooms, playDungeon, scenarioOf } from './rules/dungeon.ts';
import type { GameState } from './state.ts';
import { SIX_GLOSSARY } from './rules-glossary.ts';
import { SIX_WORDS } from './words.ts';
import { reportSix } from './view/report.ts';
import { mechanicsPolicy, mechanicsWhy } from './bots/game-master.ts';
import { sixParts, sixText } from './view/text.ts';
import { sixNote } from './view/notes.ts';
import { sixFiles } from './files.ts';
import { defineSystem } from '../../core/system.ts';
import { sixViewModel, type SixViewModel } from './view/view-model.ts';

export type { GameState as SixState, SixOptions };
export type { SixViewModel, SixSheet } from './view/view-model.ts';

export function newGame(o: SixOptions): GameState {
  const set = o.data === null ? null : useData(o.data);
  const data = set?.data ?? dataOf({});
  const fighters: GameState['fighters'] = {};
  for (const id of o.party) fighters[id] = makeCharacter(data, data.characters[id]!, id, o.hp);
  const sc = scenarioOf(o);
  const dungeon: GameState['dungeon'] = { rooms: [], total: sc ? sc.rooms.length : o.rooms, nights: 0, hours: 0 };
  if (sc) dungeon.scenario = { key: textKey(JSON.stringify(sc)), name: sc.name };
  return { player: `player:${o.player}`, data: set?.key ?? null, fighters, party: o.party.slice(), fight: null, dungeon, story: [], outcome: 'playing', kills: 0, coins: 0, diceRolled: 0 };
}

export function playSix(ctx: Ctx, st: GameState, o: SixOptions): void {
  if (o.create && !st.party.some((id) => id.startsWith('new-'))) createInPlay(ctx, st, dataOf(st), o);
  playDungeon(ctx, st, dataOf(st), o);
}

/** The rest of the game from the top of a room (where the room loop calls `ctx.checkpoint`): the GameSystem's `resume`. */
export function resumeSix(ctx: Ctx, st: GameState, o: SixOptions): void {
  fromRooms(ctx, st, dataOf(st), o);
}

/** What `simulate` mixes: the full party, and each ready-made character alone with a friend. */
const SETUPS: Setup[] = [
  { name: 'fighter, rogue, wizard, cleric', options: { party: ['fighter', 'rogue', 'wizard', 'cleric'] } },
  { name: 'fighter and cleric', options: { party: ['fighter', 'cleric'] } },
  { name: 'spearman, rogue, wizard', options: { party: ['spearman', 'rogue', 'wizard'] } },
  { name: 'fighter alone', options: { party: ['fighter'] } },
];

export const sixSystem: GameSystem<GameState, SixOptions> = defineSystem({
  id: '3d6',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 3,
  name: 'Dungeon Crawl core system (3d6)',
  options: sixOptions,
  setup: newGame,
  play: playSix,
  resume: resumeSix,
  mechanics: mechanicsPolicy,
  mechanicsWhy,
  bot: botPolicy,
  viewModel: sixViewModel,
  viewText: sixText,
  report: reportSix,
  setups: SETUPS,
  glossary: SIX_GLOSSARY,
  words: SIX_WORDS,
  files: sixFiles,
  // Set from the terminal's --data and --scenario files.
  formHidden: ['data'],
  terminal: { parts: (m, at) => sixParts(m as SixViewModel, at), note: sixNote },
});
