/** The options of Dungeon World, with their defaults; each ruling's other reading is an option (docs/rulings/dungeon-world.md). */
import { z } from 'zod';
import { isPrintable } from '../../core/excerpt.ts';
import { DEFAULT_DATA } from './data/index.ts';
import { CAMPAIGN_ORDER } from './data/scenarios.ts';
import { campaignOption, customHero, customProblems } from './rules/campaign/options.ts';

const printable = z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed');

export const dwOptions = z.strictObject({
  /** The heroes' player's name in requests (`player:<name>`). */
  player: printable.default('Player'),
  /** The Draken Master: the computer (the game mechanics) or a person at the same screen. */
  master: z.enum(['computer', 'player']).default('computer'),
  /** The Draken Master's name when a person plays it. */
  masterName: printable.default('Draken Master'),
  /** The scenario to play: one of ours by id (the campaign's order), or `generated`; the form lists them. */
  scenario: z.enum([CAMPAIGN_ORDER[0]!, ...CAMPAIGN_ORDER.slice(1), 'generated']).default('crypt-of-bones'),
  /** The dungeon our generator builds when `scenario` is `generated`. */
  mapSeed: z.number().int().min(0).max(4294967295).default(1),
  /** The heroes, 1 to 4 premade heroes (or custom ones by id). */
  heroes: z.array(z.string().max(40)).min(1).max(4).refine((p) => new Set(p).size === p.length, 'each hero once').default(['front-line-warrior', 'ranger', 'warmage', 'dwarf']),
  /** Custom heroes, built from our plain stat line and the shop's abilities (campaign/custom.ts). */
  custom: z.array(customHero).max(4).default([]),
  /** A campaign's game: what each hero carries in (by hero id), and the shop after the game. */
  campaign: campaignOption.nullable().default(null),
  /** Spawning dice before each Mover's Action Phase: the book's 3D6, or 2D6 for a gentler dungeon (Type/Style of Game). */
  spawnDice: z.number().int().min(0).max(6).default(3),
  /** Stealth: never stopped by kill zones (our ruling), or stopped like anyone except right after a disengage. */
  stealth: z.enum(['ignores-zones', 'only-after-disengage']).default('ignores-zones'),
  /** Diagonal steps into rough ground: 3 points (the diagonal's extra point on top of rough's 2), or 4 (doubled). */
  diagonalRough: z.enum(['add', 'double']).default('add'),
}).superRefine((o, ctx) => {
  o.heroes.forEach((id, i) => {
    if (!(id in DEFAULT_DATA.heroes) && !o.custom.some((c) => c.id === id)) ctx.addIssue({ code: 'custom', path: ['heroes', i], message: `a premade hero (${Object.keys(DEFAULT_DATA.heroes).join(', ')}) or a custom hero's id` });
  });
  o.custom.forEach((c, i) => {
    for (const p of customProblems(c)) ctx.addIssue({ code: 'custom', path: ['custom', i], message: p });
  });
});

export type DwOptions = z.infer<typeof dwOptions>;

export const dwOptionHelp: Record<string, string> = {
  player: "the heroes' player's name in requests and the log",
  master: 'computer: the computer plays the Draken Master | player: a person plays it at the same screen',
  masterName: "the Draken Master's name when a person plays it",
  scenario: `which scenario to play: ${CAMPAIGN_ORDER.join(', ')} (easiest first), or generated (a dungeon from mapSeed)`,
  heroes: `the heroes, 1-4 of: ${Object.keys(DEFAULT_DATA.heroes).join(', ')} (or custom heroes' ids)`,
  mapSeed: 'with scenario=generated: the seed of the generated dungeon',
  custom: 'custom heroes: [{id, name, abilities}] from our plain stat line and up to 2000 gold of the shop\'s skills and spells',
  campaign: 'a campaign game (set by --campaign): what each hero carries in; the shop opens after the game',
  spawnDice: 'spawning dice before each Mover\'s Action Phase (the book: 3; 2 for fewer heroes)',
  stealth: 'ignores-zones: a Stealth model is never stopped by kill zones | only-after-disengage: stopped like anyone, except right after leaving a kill zone',
  diagonalRough: 'add: a diagonal step into rough ground costs 3 | double: it costs 4',
};
