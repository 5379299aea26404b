/**
 * Dungeon World, id "dungeon-world": a square-grid skirmish of up to four
 * heroes against the Draken Master (the computer by default) on a scenario
 * of ours. See docs/rulings/dungeon-world.md.
 */
import type { Ctx, GameSystem, Setup } from '../../core/engine.ts';
import { botPolicy, botWhy } from './bots/heroes.ts';
import { masterPolicy, masterWhy } from './bots/master.ts';
import { dwOptions, type DwOptions } from './options.ts';
import { CAMPAIGN_ORDER } from './data/scenarios.ts';
import { fromMoves, playGame } from './rules/move.ts';
import { newGame } from './rules/setup.ts';
import { settleShapes } from './speed/shapes.ts';
import { DW_GLOSSARY } from './rules-glossary.ts';
import { DW_WORDS } from './words.ts';
import type { GameState } from './state.ts';
import { reportDw } from './view/report.ts';
import { dwParts, textView } from './view/text.ts';
import { dwNote } from './view/notes.ts';
import { dwCampaign } from './campaign.ts';
import { dwFiles } from './files.ts';
import { defineSystem } from '../../core/system.ts';
import { dwViewModel, type DwViewModel } from './view/view-model.ts';

export type { GameState as DwState, DwOptions };
export type { DwViewModel } from './view/view-model.ts';

export function playDw(ctx: Ctx, st: GameState, o: DwOptions): void {
  playGame({ ctx, st, o });
}

/** The rest of the game from the top of a move (where the move loop calls `ctx.checkpoint`): the GameSystem's `resume`. */
export function resumeDw(ctx: Ctx, st: GameState, o: DwOptions): void {
  fromMoves({ ctx, st, o });
}

/** The parties `simulate` mixes: two, three and four heroes of different makes (the first is the default party). */
const PARTIES: readonly { name: string; heroes: readonly string[] }[] = [
  { name: 'four heroes', heroes: ['front-line-warrior', 'ranger', 'warmage', 'dwarf'] },
  { name: 'elves and a healer', heroes: ['wood-elf', 'high-elf', 'healer'] },
  { name: 'two scouts', heroes: ['scout', 'battle-witch'] },
  { name: 'sneaks', heroes: ['hobbit', 'back-up-fighter', 'physician', 'old-sage'] },
  { name: 'wizards', heroes: ['mage', 'old-sage', 'healer', 'front-line-warrior'] },
];

/** Each of our scenarios and a generated dungeon (each game its own, from its seed) with each party; summed by scenario too. */
const SETUPS: Setup[] = [...CAMPAIGN_ORDER, 'generated'].flatMap((scenario) =>
  PARTIES.map((p) => ({ name: `${scenario}, ${p.name}`, group: scenario, options: { scenario, heroes: p.heroes.slice() } })),
);

export const dwSystem: GameSystem<GameState, DwOptions> = defineSystem({
  id: 'dungeon-world',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 2,
  name: 'Dungeon World (10mm grid skirmish)',
  options: dwOptions,
  setup: (o, _recycled, seed) => {
    settleShapes(o);
    return newGame(o, seed);
  },
  play: playDw,
  resume: resumeDw,
  mechanics: masterPolicy,
  mechanicsWhy: masterWhy,
  bot: botPolicy,
  botWhy,
  viewModel: dwViewModel,
  viewText: textView,
  report: reportDw,
  setups: SETUPS,
  // Longer games than the other systems' (16-17 a CPU second at load 30, measured: README): 1,000, about 40 of each setup, take half a minute on two cores.
  simulateGames: 1000,
  // V8's inlining budget for a run (as 2HDC's): with 200 instead of the default 920 the optimising compiles are fewer and cheaper, and these games are long enough to feel them (1,000 games: 43 against 33 per CPU s, README).
  simulateInlining: 200,
  // Given a fixed place in the state (rules/setup.ts) after saves were made with them added as they came.
  lateFields: ['target', 'resurrections', 'shop'],
  glossary: DW_GLOSSARY,
  words: DW_WORDS,
  campaign: dwCampaign,
  files: dwFiles,
  // A campaign sets `campaign`; the terminal's --data and --scenario files the others.
  formHidden: ['campaign', 'data', 'scenarioFile'],
  terminal: { parts: (m) => dwParts(m as DwViewModel), note: (req, o, m) => dwNote(req, o, m as DwViewModel | undefined) },
});
