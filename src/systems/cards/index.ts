/** The playing-card "Dungeon Crawl" (issue 4), registered with the engine as `cards`. */
import type { GameSystem } from '../../core/engine.ts';
import { botPolicy, mechanicsPolicy } from './bots/policies.ts';
import { cardsOptions, cardsSetups, type CardsOptions } from './options.ts';
import { reportCards } from './view/report.ts';
import { cardsScore } from './score-sheet.ts';
import { playCards, playRooms } from './rules/game.ts';
import { newState, type CardsState } from './state.ts';
import { cardsParts, cardsText } from './view/text.ts';
import { defineSystem } from '../../core/system.ts';
import { cardsViewModel, type CardsViewModel } from './view/view-model.ts';
import { CARDS_GLOSSARY } from './rules-glossary.ts';
import { CARDS_WORDS } from './words.ts';

export type { CardsOptions } from './options.ts';
export type { CardsState } from './state.ts';
export type { CardsViewModel, CardFace } from './view/view-model.ts';

export const cardsSystem: GameSystem<CardsState, CardsOptions> = defineSystem({
  id: 'cards',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 1,
  name: 'Dungeon Crawl (playing cards)',
  title: 'Dungeon Crawl, the playing-card game',
  options: cardsOptions,
  setup: (o, recycled) => newState(o.player, recycled),
  play: playCards,
  resume: playRooms,
  mechanics: mechanicsPolicy,
  bot: botPolicy,
  viewModel: cardsViewModel,
  viewText: cardsText,
  glossary: CARDS_GLOSSARY,
  words: CARDS_WORDS,
  report: (st, recycled) => reportCards(st, st.player, recycled),
  setups: cardsSetups,
  // No inlining budget of its own: V8's default (920). 1800 once gave about 5% less CPU; measured again on 2026-11-27 (14 interleaved pairs of 400,000 games), it cost 6-9% more CPU than the default, mostly the compiles of the bigger inlined functions (bench/threads.ts: 0.26 CPU s on V8's helper threads against 0.20).
  terminal: { parts: (m) => cardsParts(m as CardsViewModel) },
  scoreSheet: cardsScore,
});
