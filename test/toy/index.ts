/**
 * A toy rule system, id "toy", registered only by the tests
 * (DUNGEON_CRAWL_SYSTEMS=toy=<this file>): the same parts as a system folder
 * of src/systems/, and nothing outside this folder knows it. It shows that a
 * system plugs into the terminal, the server and `simulate` through its
 * GameSystem alone (test/toy/toy.test.ts).
 */
import type { GameSystem, Setup } from '../../src/core/contract.ts';
import { defineSystem } from '../../src/core/system.ts';
import { toyBot, toyMechanics } from './bots/policies.ts';
import { toyOptions, type ToyOptions } from './options.ts';
import { playToy } from './rules/game.ts';
import { TOY_GLOSSARY } from './rules-glossary.ts';
import { newToy, type ToyState } from './state.ts';
import { reportToy } from './view/report.ts';
import { toyParts, toyText } from './view/text.ts';
import { toyViewModel, type ToyViewModel } from './view/view-model.ts';
import { TOY_WORDS } from './words.ts';

const SETUPS: Setup[] = [
  { name: 'three rooms', options: { rooms: 3 } },
  { name: 'six rooms, 2 HP', options: { rooms: 6, hp: 2 } },
];

export const toySystem: GameSystem<ToyState, ToyOptions> = defineSystem({
  id: 'toy',
  rulesVersion: 1,
  name: 'Toy Dungeon',
  options: toyOptions,
  setup: newToy,
  play: playToy,
  resume: playToy,
  mechanics: toyMechanics,
  bot: toyBot,
  viewModel: toyViewModel,
  viewText: (m) => toyText(m as ToyViewModel),
  report: reportToy,
  setups: SETUPS,
  simulateGames: 200,
  glossary: TOY_GLOSSARY,
  words: TOY_WORDS,
  terminal: { parts: (m) => toyParts(m as ToyViewModel) },
});
