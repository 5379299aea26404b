/**
 * Dungeon World's options, choices, section titles and heroes in words
 * (core/words.ts): the new-game form, the first log line, the rule tag of a
 * log line, what each hero and ability does.
 */
import type { Choice, SystemWords } from '../../core/words.ts';
import { DEFAULT_DATA } from './data/index.ts';
import { SCENARIOS } from './data/scenarios.ts';
import { SHOP_ABILITIES, priceOf } from './rules/campaign/prices.ts';
import { DW_GLOSSARY, DW_TITLES } from './rules-glossary.ts';

/** An ability's name: its section's title ("multi-shot" → "Multi Shot"). */
function abilityName(id: string): string {
  return DW_TITLES[`ability-${id}`] ?? DW_TITLES[`spell-${id}`]?.replace(' (spell)', '') ?? id;
}

const POWER_UPS: Record<string, string> = { magic: 'Magic Power-Up', weapon: 'Weapon Attack Power-Up', ranged: 'Ranged Weapon Power-Up' };

/** A thing a hero has or carries (an ability, a spell, a skill, an item, a power-up) by its name in words; its id when we have none. */
function thingName(id: string): string {
  return POWER_UPS[id] ?? (DW_TITLES[`ability-${id}`] || DW_TITLES[`spell-${id}`] ? abilityName(id) : (DW_TITLES[id] ?? id));
}

/** Names of a list of things (view models show these; the state keeps the ids). */
export const thingNames = (ids: readonly string[]): string[] => ids.map(thingName);

function abilityAbout(id: string): string | undefined {
  return DW_GLOSSARY[`ability-${id}`] ?? DW_GLOSSARY[`spell-${id}`];
}

/** A premade hero in a phrase: the stat line and the abilities. */
function heroAbout(h: (typeof DEFAULT_DATA.heroes)[string]): string {
  const shot = h.shooting ? `, shoots ${h.shooting.dice} dice to ${h.shooting.range} squares` : '';
  const abilities = h.abilities.length ? `; ${h.abilities.map(abilityName).join(', ')}` : '';
  return `Movement ${h.movement}, ${h.attacks} attack dice${shot}, Armour ${h.armour}, ${h.wounds} hits${abilities}`;
}

const HEROES: Choice[] = Object.entries(DEFAULT_DATA.heroes).map(([id, h]) => ({ value: id, label: h.name, about: heroAbout(h) }));
const ABILITIES: Choice[] = SHOP_ABILITIES.map((a) => ({ value: a, label: `${abilityName(a)} (${priceOf(a)} gold)`, about: abilityAbout(a) }));
const SCENARIO_TITLES: Record<string, string> = Object.fromEntries(Object.entries(SCENARIOS).map(([id, s]) => [id, s.title]));

export const DW_OUTCOMES: Readonly<Record<string, string>> = {
  'heroes-won': 'The heroes won',
  'master-won': 'The Draken Master won',
  retreated: 'The heroes retreated',
  'time-up': 'Time ran out',
  playing: 'Unfinished',
  unfinished: 'Unfinished',
};

export const DW_WORDS: SystemWords = {
  options: {
    player: "The heroes' player",
    players: 'Hero players',
    owners: 'Who runs each hero',
    master: 'Draken Master',
    masterName: "The Draken Master's name",
    scenario: 'Scenario',
    mapSeed: 'Map seed',
    heroes: 'Heroes',
    custom: 'Custom heroes',
    spawnDice: 'Spawning dice',
    stealth: 'Stealth',
    diagonalRough: 'Diagonal step into rough ground',
    fireCounters: 'Fire counters',
    fireDice: 'Rolling fire counters',
    poisonCounters: 'Poison counters',
    spellDuration: 'Shield and invulnerability last',
    gazeRange: 'Gaze Attack reach',
    resurrection: 'Resurrection',
    vanish: 'A spawn whose models are all in play',
    'custom.id': 'Id (lower case letters, digits and dashes)',
    'custom.name': 'Name',
    'custom.abilities': 'Abilities',
  },
  choices: {
    master: { computer: 'The computer plays it', player: 'A person plays it at this screen' },
    scenario: { ...SCENARIO_TITLES, generated: 'A generated dungeon' },
    stealth: { 'ignores-zones': 'Never stopped by kill zones', 'only-after-disengage': 'Stopped like anyone, except right after leaving a kill zone' },
    diagonalRough: { add: 'Costs 3', double: 'Costs 4' },
    fireCounters: { on: "A fire weapon's wounds leave counters", off: 'No fire counters' },
    fireDice: { 'per-counter': 'Each counter rolled', 'per-model': 'One die a burning model' },
    poisonCounters: { 'kill-die': 'Each wounding kill die of 4 to 6 leaves one', 'extra-die': 'A die for each wound, 4 to 6 leaves one' },
    spellDuration: { 'whole-move': 'To the end of the move', 'shooting-phase': "Through the non-mover's shooting phase" },
    resurrection: { 'once-a-move': 'Once each move', 'once-a-game': 'Once a game' },
    vanish: { 'when-full': 'One of those models may move instead', never: 'It is lost' },
  },
  help: {
    player: "The heroes' player's name, when one player runs every hero.",
    players: 'Several hero players, each deciding for their own heroes (the first also for the whole side).',
    owners: 'With several players: who runs each hero, in the order of the heroes; none set: dealt in turn.',
    master: 'Who plays the monsters.',
    masterName: 'Its name when a person plays it.',
    scenario: 'Easiest first; or a dungeon of our generator.',
    mapSeed: "With a generated dungeon: its seed; empty: the game's own seed, a new dungeon each game.",
    heroes: 'One to four heroes: premade ones, or custom heroes by their id.',
    custom: 'Heroes built from our plain stat line and up to 2000 gold of the shop\'s skills and spells; add one to the heroes by its id.',
    spawnDice: "Dice rolled for spawning before each mover's action phase (the book: 3; 2 for fewer heroes).",
    stealth: 'How kill zones stop a Stealth model.',
    diagonalRough: 'What a diagonal step into rough ground costs.',
    fireCounters: 'Whether a fire weapon sets its targets burning.',
    fireDice: 'How the fire counters are rolled.',
    poisonCounters: 'How a poisoner leaves counters.',
    spellDuration: 'How long Shield and the invulnerabilities last.',
    gazeRange: 'In squares; 0: anywhere in sight.',
    resurrection: 'How often a wizard may resurrect.',
    vanish: 'What a spawn roll brings when its monsters are all on the board.',
  },
  items: { heroes: HEROES, 'custom.abilities': ABILITIES },
  itemsFrom: { heroes: 'custom', owners: 'players' },
  itemNames: { players: 'hero player', owners: 'hero\'s player', heroes: 'hero', custom: 'custom hero', 'custom.abilities': 'ability' },
  ruleTitles: DW_TITLES,
  title: (o) => {
    const file = o.scenarioFile as { title?: unknown } | null | undefined;
    if (file && typeof file.title === 'string') return file.title;
    return typeof o.scenario === 'string' ? (SCENARIO_TITLES[o.scenario] ?? (o.scenario === 'generated' ? 'a generated dungeon' : undefined)) : undefined;
  },
  outcomes: DW_OUTCOMES,
};
