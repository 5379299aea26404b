/**
 * The Dungeon Crawl core system, id "3d6": one chapter of rules (dice,
 * Feats, abilities, combat, magic, dying and recovery) with our defaults for
 * everything else (data/*.json, docs/rulings/3d6.md). A party of one to four
 * ready-made characters goes through a dungeon rolled room by room.
 */
import type { Ctx, GameReport, GameSystem, Setup } from '../../core/engine.ts';
import { botPolicy } from './bots/party.ts';
import { dataOf, textKey, useData } from './data/sets.ts';
import { sixOptionHelp, sixOptions, type SixOptions } from './options.ts';
import { makeCharacter } from './rules/characters.ts';
import { createInPlay } from './rules/create-in-play.ts';
import { fromRooms, playDungeon, scenarioOf } from './rules/dungeon.ts';
import type { GameState } from './state.ts';
import { SIX_GLOSSARY } from './rules-glossary.ts';
import { SIX_OUTCOMES, SIX_WORDS } from './words.ts';
import { mechanicsPolicy, mechanicsWhy } from './bots/game-master.ts';
import { sixText, viewSix } from './view/text.ts';
import { sixViewModel } from './view/view-model.ts';

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

export function reportSix(st: GameState): GameReport {
  const party = st.party.map((id) => st.fighters[id]!);
  return {
    system: '3d6',
    outcome: st.outcome === 'playing' ? 'unfinished' : st.outcome,
    outcomeText: SIX_OUTCOMES[st.outcome === 'playing' ? 'unfinished' : st.outcome],
    players: party.map((f) => ({ name: f.name, role: `${f.role}, level ${f.level}${f.follower ? `, ${f.follower.kind === 'henchman' ? `${st.fighters[f.follower.of]?.name ?? 'a'}'s henchman` : 'hireling'}` : ''}`, fate: f.condition === 'dead' ? 'died' : `${st.outcome === 'dead' ? 'lost' : 'got out'} with ${f.hp}/${f.maxHp} HP${f.wounds ? ` and ${f.wounds} Wound${f.wounds === 1 ? '' : 's'}` : ''}` })),
    numbers: {
      roomsEntered: st.dungeon.rooms.length,
      roomsCleared: st.dungeon.rooms.filter((r) => r.cleared).length,
      rooms: st.dungeon.total,
      kills: st.kills,
      coins: st.coins,
      // Those who got out, as the fates say: nobody when the party fell (a hireling left standing is lost with it).
      survivors: st.outcome === 'dead' ? 0 : party.filter((f) => f.condition !== 'dead').length,
      wounds: party.reduce((a, f) => a + f.wounds, 0),
      hoursRested: st.dungeon.hours,
      dice: st.diceRolled,
    },
    labels: { roomsEntered: 'rooms entered', roomsCleared: 'rooms cleared', rooms: 'rooms in the dungeon', kills: 'monsters slain', coins: 'coins', survivors: 'survivors (got out)', wounds: 'Wounds carried out', hoursRested: 'hours rested', dice: 'dice rolled' },
    story: st.story.slice(),
  };
}

/** What `simulate` mixes: the full party, and each ready-made character alone with a friend. */
const SETUPS: Setup[] = [
  { name: 'fighter, rogue, wizard, cleric', options: { party: ['fighter', 'rogue', 'wizard', 'cleric'] } },
  { name: 'fighter and cleric', options: { party: ['fighter', 'cleric'] } },
  { name: 'spearman, rogue, wizard', options: { party: ['spearman', 'rogue', 'wizard'] } },
  { name: 'fighter alone', options: { party: ['fighter'] } },
];

export const sixSystem: GameSystem<GameState, SixOptions> = {
  id: '3d6',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 2,
  name: 'Dungeon Crawl core system (3d6)',
  options: sixOptions,
  optionHelp: sixOptionHelp,
  setup: newGame,
  play: playSix,
  resume: resumeSix,
  mechanics: mechanicsPolicy,
  mechanicsWhy,
  bot: botPolicy,
  view: viewSix,
  viewModel: sixViewModel,
  viewText: sixText,
  report: reportSix,
  setups: SETUPS,
  glossary: SIX_GLOSSARY,
  words: SIX_WORDS,
};
