/**
 * 2 Hour Dungeon Crawl (2nd ed.), system id "2hdc": Stars and their band go
 * down a dungeon generated tile by tile, meet PEFs, fight the Big Bad's
 * Minions, loot the Treasure Room and come back out (13.0, 15.0–18.3, 33.0–42.0).
 */
import type { Ctx, GameReport, GameSystem, Policy, Setup } from '../../core/engine.ts';
import type { Request } from '../../core/request.ts';
import { adventureBot } from './bots/adventure.ts';
import { combatBot, combatMechanics } from './bots/combat.ts';
import { afterwards } from './rules/adventure/afterwards.ts';
import { adventureOptionHelp, adventureSchema, type AdventureOptions } from './options.ts';
import { buildDungeon, chooseBigBad, chooseReason, formBand, newAdventure } from './rules/adventure/setup.ts';
import { OUTCOME_WORDS, type AdventureState } from './state-adventure.ts';
import { playTurns } from './rules/adventure/turn.ts';
import type { Character } from './state.ts';
import { adventureText, viewAdventure } from './view/text.ts';
import { boardEventText } from './view/board-text.ts';
import { twoHourViewModel } from './view/view-model.ts';
import { mechanicsWhy } from './bots/why.ts';
import { TWO_HOUR_GLOSSARY } from './rules-glossary.ts';
import { TWO_HOUR_WORDS } from './words.ts';

export type { AdventureState, AdventureOptions };
export type { TwoHourViewModel, TileView, SheetView } from './view/view-model.ts';

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
const mechanics: Policy<AdventureState> = (req: Request) => combatMechanics(req) ?? req.options[0]!.id;

/**
 * The players' bot: fight requests to the combat bot, the rest to the
 * adventure bot; fleeing the Battle Board (26.0) too, which reads the live
 * board in the state (bots/adventure.ts).
 */
const bot: Policy<AdventureState> = (req: Request, state: AdventureState) => (req.kind === 'flee' ? adventureBot(req, state) : combatBot(req) ?? adventureBot(req, state));

export function reportAdventure(state: AdventureState): GameReport {
  const s = state.band.find((c) => c.star);
  const k = state.treasure.coins;
  const explored = state.map.tiles.filter((t) => t.visited).length;
  return {
    system: '2hdc',
    outcome: state.outcome === 'in-progress' ? 'unfinished' : state.outcome,
    outcomeText: OUTCOME_WORDS[state.outcome],
    players: [
      ...state.band.map((c) => ({
        name: c.star ? c.owner?.replace(/^player:/, '') ?? c.name : c.name,
        role: `${c.star ? 'Star' : 'Grunt'}: ${c.race} ${c.professions.join('/')} Rep ${c.rep}`,
        fate: fateOf(state, c),
      })),
      // 13.1: Grunts who got out and left the band afterwards are still in this adventure's report.
      ...(state.departed ?? []).map(({ character: c, why }) => ({
        name: c.name,
        role: `Grunt: ${c.race} ${c.professions.join('/')} Rep ${c.rep}`,
        fate: `${fateOf(state, c)}, then left the band (${why})`,
      })),
    ],
    numbers: {
      treasureBronze: k.bronze,
      treasureSilver: k.silver,
      treasureGold: k.gold,
      magicItems: state.itemsFound + state.treasure.magic.length,
      // What the sheets show: the items the band's members hold at the end (some found may be left behind or lost with a fallen band, some carried in from an earlier adventure).
      magicHeld: state.band.reduce((a, c) => a + c.magic.length, 0),
      tilesPlaced: state.map.tiles.length,
      tilesExplored: explored,
      tilesTotal: state.map.tilesTotal,
      roomsCleared: state.roomsCleared,
      turns: state.turn,
      fights: state.fights,
      repChange: state.repChanges.reduce((a, r) => a + r.to - r.from, 0),
      starRep: s?.rep ?? 0,
      dice: state.diceRolled,
    },
    labels: REPORT_LABELS,
    story: state.story.slice(),
  };
}

const REPORT_LABELS: Record<string, string> = {
  treasureBronze: 'bronze coins found', treasureSilver: 'silver coins found', treasureGold: 'gold coins found', magicItems: 'magic items found', magicHeld: "magic items on the band's sheets at the end",
  tilesPlaced: 'Dungeon Tiles placed', tilesExplored: 'Dungeon Tiles explored', tilesTotal: 'Dungeon Tiles in all', roomsCleared: 'rooms cleared',
  turns: 'turns', fights: 'fights', repChange: 'Rep gained (lost) in all', starRep: "the Star's Rep", dice: 'dice rolled',
};

/** One band member's fate in words, with the Rep change after the adventure (42.1, 42.2). */
function fateOf(state: AdventureState, c: Character): string {
  const change = state.repChanges.find((r) => r.id === c.id);
  const rep = change ? ` (Rep ${change.from} → ${change.to})` : '';
  if (c.status === 'obviously-dead') return 'died';
  if (c.status === 'turned') return 'became a Feral Vampire';
  if (c.status === 'captured') return 'captured';
  if (state.leftBehind.includes(c.id)) return 'left behind in the dungeon';
  if (state.outside.includes(c.id)) return `got out${rep}`;
  if (c.status === 'fled' || c.status === 'quit') return 'fled and never came back';
  return `lost in the dungeon${rep}`;
}

/** The band that goes on to the next adventure: those who got out, with their share of the coins. */
export function bandFromReport(state: AdventureState): Character[] {
  const band: Character[] = [];
  for (const c of state.band) {
    if (!state.outside.includes(c.id) || c.status === 'obviously-dead') continue;
    const copy = JSON.parse(JSON.stringify(c)) as Character;
    const share = state.shares[c.id];
    if (share) copy.coins = { ...share };
    band.push(copy);
  }
  return band;
}

/** Options for the next adventure of a campaign (33.1), as plain data the CLI can store. */
export function campaignOptionsFrom(state: AdventureState, previous: Partial<AdventureOptions> = {}): Partial<AdventureOptions> {
  const done = previous.campaign?.adventures ?? 0;
  return { ...previous, style: 'campaign', players: state.players, campaign: { band: bandFromReport(state) as AdventureOptions['campaign']['band'], adventures: done + 1 } };
}

/** What `simulate` mixes: a one-player band led by a Rep 5 Human Star of each profession (Humans may take all eight, 7.0). */
const SIMULATION_SETUPS: Setup[] = (['Caster', 'Healer', 'Knight', 'Paladin', 'Shooter', 'Soldier', 'Thief', 'Warrior'] as const).map((profession) => ({
  name: `Human ${profession}`,
  options: { stars: [{ race: 'Human', profession, rep: 5 }] },
}));

export const twoHourSystem: GameSystem<AdventureState, AdventureOptions> = {
  id: '2hdc',
  // Raise it when a change makes this system's games replay differently (ARCHITECTURE.md, "Rules versions").
  rulesVersion: 2,
  name: '2 Hour Dungeon Crawl',
  options: adventureSchema,
  optionHelp: adventureOptionHelp,
  setup: (options) => newAdventure(options),
  play: playAdventure,
  resume: fromTurns,
  mechanics,
  bot,
  view: viewAdventure,
  logText: boardEventText,
  viewModel: twoHourViewModel,
  viewText: adventureText,
  mechanicsWhy,
  glossary: TWO_HOUR_GLOSSARY,
  words: TWO_HOUR_WORDS,
  report: reportAdventure,
  setups: SIMULATION_SETUPS,
};
