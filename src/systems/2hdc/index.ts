/**
 * 2 Hour Dungeon Crawl (2nd ed.), system id "2hdc": Stars and their band go
 * down a dungeon generated tile by tile, meet PEFs, fight the Big Bad's
 * Minions, loot the Treasure Room and come back out (13.0, 15.0–18.3, 33.0–42.0).
 */
import type { Ctx, GameSystem, Policy, Setup } from '../../core/engine.ts';
import type { Request } from '../../core/request.ts';
import { adventureBot } from './bots/adventure.ts';
import { combatBot, mechanicsChoice } from './bots/combat.ts';
import { afterwards } from './rules/adventure/afterwards.ts';
import { adventureSchema, type AdventureOptions } from './options.ts';
import { buildDungeon, chooseBigBad, chooseReason, formBand, newAdventure } from './rules/adventure/setup.ts';
import type { AdventureState } from './state-adventure.ts';
import { reportAdventure } from './view/report.ts';
import { playTurns } from './rules/adventure/turn.ts';
import { adventureParts, adventureText } from './view/text.ts';
import { twoHourNote } from './view/notes.ts';
import { twoHourCampaign } from './campaign.ts';
import { defineSystem } from '../../core/system.ts';
import { settleShapes } from './speed/shapes.ts';
import { boardEventText } from './view/board-text.ts';
import { twoHourViewModel } from './view/view-model.ts';
import { mechanicsWhy } from './bots/why.ts';
import { TWO_HOUR_GLOSSARY } from './rules-glossary.ts';
import { TWO_HOUR_WORDS } from './words.ts';

export type { AdventureState, AdventureOptions };
export { campaignOptionsFrom } from './campaign.ts';
export type { TwoHourViewModel, TileView, SheetView } from './view/view-model.ts';
import type { TwoHourViewModel } from './view/view-model.ts';

/** The game from the first Star to the last Rep roll. */
export function playAdventure(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  formBand(ctx, state, options);
  chooseBigBad(ctx, state);
  chooseReason(ctx, state, options);
  buildDungeon(ctx, state);
  fromTurns(ctx, state, options);
}

/** The rest of the game from the top of a turn (where the turn loop calls `ctx.checkpoint`): the GameSystem's `resume`. */
function fromTurns(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  playTurns(ctx, state, options);
  afterwards(ctx, state, options);
  state.diceRolled = ctx.chance.diceRolled;
}

/**
 * The game mechanics: every NPC and the dungeon. Fight requests (NPC turns,
 * crisis tests, spells, items, capture) go to the combat policy; anything
 * else takes the first option, which the rules list as the book's default.
 */
const mechanics: Policy<AdventureState> = (req: Request) => mechanicsChoice(req, req.kind);

/**
 * The players' bot: fight requests to the combat bot, the rest to the
 * adventure bot; fleeing the Battle Board (26.0) too, which reads the live
 * board in the state (bots/adventure.ts).
 */
const bot: Policy<AdventureState> = (req: Request, state: AdventureState) => {
  const kind = req.kind; // read once (a megamorphic read: requests of many shapes)
  return kind === 'flee' ? adventureBot(req, state, kind) : combatBot(req, kind) ?? adventureBot(req, state, kind);
};

/** What `simulate` mixes: a one-player band led by a Rep 5 Human Star of each profession (Humans may take all eight, 7.0). */
const SIMULATION_SETUPS: Setup[] = (['Caster', 'Healer', 'Knight', 'Paladin', 'Shooter', 'Soldier', 'Thief', 'Warrior'] as const).map((profession) => ({
  name: `Human ${profession}`,
  options: { stars: [{ race: 'Human', profession, rep: 5 }] },
}));

export const twoHourSystem: GameSystem<AdventureState, AdventureOptions> = defineSystem({
  id: '2hdc',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 3,
  name: '2 Hour Dungeon Crawl',
  options: adventureSchema,
  setup: (options) => {
    settleShapes();
    return newAdventure(options);
  },
  play: playAdventure,
  resume: fromTurns,
  mechanics,
  bot,
  logText: boardEventText,
  viewModel: twoHourViewModel,
  viewText: adventureText,
  mechanicsWhy,
  glossary: TWO_HOUR_GLOSSARY,
  words: TWO_HOUR_WORDS,
  report: reportAdventure,
  setups: SIMULATION_SETUPS,
  // 2HDC's large rule functions compile sooner and cheaper with a small budget: 200 took about 10% less CPU than V8's 920 for
  // a cold 10,000-adventure run; 60 about 9% less again (8 of 10 interleaved pairs, 2026-11-27; warm play no slower). README, issue 26.
  simulateInlining: 60,
  campaign: twoHourCampaign,
  // A campaign sets these.
  formHidden: ['campaign', 'style'],
  terminal: { parts: (m) => adventureParts(m as TwoHourViewModel), note: twoHourNote },
});
