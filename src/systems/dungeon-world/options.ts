/** The options of Dungeon World, with their defaults; each ruling's other reading is an option (docs/rulings/dungeon-world.md). */
import { z } from 'zod';
import { isPrintable } from '../../core/excerpt.ts';
import { DEFAULT_DATA } from './data/index.ts';
import { MAX_DATA_CHARS, useData } from './data/sets.ts';
import { CAMPAIGN_ORDER, parseScenario, SCENARIOS, scenarioFor } from './data/scenarios.ts';
import { GENERATED_MONSTERS } from './data/generator.ts';
import { SPAWNING_TABLE } from './tables/spawning.ts';
import { campaignOption, customHero, customProblems } from './rules/campaign/options.ts';
import { seatProblems } from './rules/seats.ts';

const printable = z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed');

export const dwOptions = z.strictObject({
  /** The heroes' player's name in requests (`player:<name>`), when one player runs every hero. */
  player: printable.default('Player').describe("the heroes' player's name in requests and the log (one player runs every hero)"),
  /** Several hero players at one keyboard (or one seat each in a room): their names, in order; empty: `player` alone. */
  players: z.array(printable).max(4).refine((p) => new Set(p).size === p.length, 'two players have the same name').default([]).describe('several hero players, e.g. ["Ann","Bob"]: each decides for their own heroes (the first also for the whole side: initiative, order of acting and of melees, retreats, the shop\'s turns); empty: player alone'),
  /** Which player runs each hero, one name per hero in the order of `heroes`; empty: dealt round-robin (rules/seats.ts). */
  owners: z.array(printable).max(4).default([]).describe('with players: who runs each hero, one name per hero in the order of heroes, e.g. ["Ann","Bob","Ann"]; empty: heroes dealt in turn (1st hero to the 1st player, 2nd to the 2nd, ... then round again)'),
  /** The Draken Master: the computer (the game mechanics) or a person at the same screen. */
  master: z.enum(['computer', 'player']).default('computer').describe('computer: the computer plays the Draken Master | player: a person plays it at the same screen'),
  /** The Draken Master's name when a person plays it. */
  masterName: printable.default('Draken Master').describe("the Draken Master's name when a person plays it"),
  /** The scenario to play: one of ours by id (the campaign's order), or `generated`; the form lists them. */
  scenario: z.enum([CAMPAIGN_ORDER[0]!, ...CAMPAIGN_ORDER.slice(1), 'generated']).default('crypt-of-bones').describe(`which scenario to play: ${CAMPAIGN_ORDER.join(', ')} (easiest first), or generated (a dungeon of our generator: from mapSeed, or a new one each game)`),
  /** A player's scenario file (`--scenario FILE`), whole, so a save replays it; null: the scenario named by `scenario`. */
  scenarioFile: z.unknown().nullable().default(null).transform((raw, ctx) => {
    if (raw === null) return null;
    try {
      return parseScenario(raw, 'the scenario file');
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: (e as Error).message });
      return z.NEVER;
    }
  }).describe('a scenario file of your own (set by --scenario FILE); kept in the save'),
  /** The dungeon our generator builds when `scenario` is `generated`; null: the game's own seed (a new dungeon each game). */
  mapSeed: z.number().int().min(0).max(4294967295).nullable().default(null).describe('with scenario=generated: the seed of the generated dungeon; null (the default): the game\'s own seed, a new dungeon each game'),
  /** The heroes, 1 to 4 premade heroes (or custom ones by id). */
  heroes: z.array(z.string().max(40)).min(1).max(4).refine((p) => new Set(p).size === p.length, 'each hero once').default(['front-line-warrior', 'ranger', 'warmage', 'dwarf']).describe(`the heroes, 1-4 of: ${Object.keys(DEFAULT_DATA.heroes).join(', ')} (or custom heroes' ids)`),
  /** Custom heroes, built from our plain stat line and the shop's abilities (campaign/custom.ts). */
  custom: z.array(customHero).max(4).default([]).describe('custom heroes: [{id, name, abilities}] from our plain stat line and up to 2000 gold of the shop\'s skills and spells'),
  /** A campaign's game: what each hero carries in (by hero id), and the shop after the game. */
  campaign: campaignOption.nullable().default(null).describe('a campaign game (set by --campaign): what each hero carries in; the shop opens after the game'),
  /** Spawning dice before each Mover's Action Phase: the book's 3D6, or 2D6 for a gentler dungeon (Type/Style of Game). */
  spawnDice: z.number().int().min(0).max(6).default(3).describe('spawning dice before each Mover\'s Action Phase (the book: 3; 2 for fewer heroes)'),
  /** Stealth: never stopped by kill zones (our ruling), or stopped like anyone except right after a disengage. */
  stealth: z.enum(['ignores-zones', 'only-after-disengage']).default('ignores-zones').describe('ignores-zones: a Stealth model is never stopped by kill zones | only-after-disengage: stopped like anyone, except right after leaving a kill zone'),
  /** Diagonal steps into rough ground: 3 points (the diagonal's extra point on top of rough's 2), or 4 (doubled). */
  diagonalRough: z.enum(['add', 'double']).default('add').describe('add: a diagonal step into rough ground costs 3 | double: it costs 4'),
  /** Fire Weapon's two entries read as one ability whose second entry adds the fire counters (on), or the first alone (off). */
  fireCounters: z.enum(['on', 'off']).default('on').describe("on: a fire weapon's wounds leave fire counters (its two entries are one ability) | off: no fire counters"),
  /** Fire counters rolled one die each (like poison), or one die a burning model (1-3 puts every counter out). */
  fireDice: z.enum(['per-counter', 'per-model']).default('per-counter').describe('per-counter: each fire counter is rolled (1-3 out, 6 a wound) | per-model: one die a burning model, 1-3 puts all its counters out'),
  /** Poison Attack: a counter for each assigned kill die of 4-6 (kill-die), or a die rolled for each wound, 4-6 a counter (extra-die). */
  poisonCounters: z.enum(['kill-die', 'extra-die']).default('kill-die').describe('kill-die: each poisoner kill die of 4-6 that wounds leaves a counter | extra-die: a die rolled for each such wound, 4-6 leaves a counter'),
  /** Shield and the invulnerabilities: to the end of the move (whole-move), or only in the Non-Mover's Shooting Phase that follows. */
  spellDuration: z.enum(['whole-move', 'shooting-phase']).default('whole-move').describe('whole-move: Shield and the invulnerabilities last to the end of the move | shooting-phase: only through the Non-Mover\'s Shooting Phase'),
  /** Gaze Attack's reach in squares; 0: anywhere in the gazer's line of sight (the book prints no range). */
  gazeRange: z.number().int().min(0).max(40).default(0).describe('Gaze Attack reach in squares (0: anywhere in sight)'),
  /** Resurrection: once a move (the rule for every ability) or once a game (as Finger of Death). */
  resurrection: z.enum(['once-a-move', 'once-a-game']).default('once-a-move').describe('once-a-move: a wizard may resurrect once each move | once-a-game: once a game'),
  /** Vanishing: a spawn whose collection is all in play may take a model of that kind off the board to set it up anew (when-full), or is lost (never). */
  vanish: z.enum(['when-full', 'never']).default('when-full').describe('when-full: a spawn whose collection is all in play may move one of those models instead | never: it is lost'),
  /** Our bestiary and heroes replaced by a user's (`--data DIR`): the raw files, so a save replays with the same data; null: ours. */
  data: z.record(z.string(), z.unknown()).nullable().default(null).describe('a bestiary and heroes replacing ours (set by --data DIR: bestiary.json, heroes.json)'),
}).superRefine((o, ctx) => {
  let data = DEFAULT_DATA;
  if (o.data !== null) {
    if (JSON.stringify(o.data).length > MAX_DATA_CHARS) return void ctx.addIssue({ code: 'custom', path: ['data'], message: `at most ${MAX_DATA_CHARS} characters of JSON` });
    try {
      data = useData(o.data).data;
    } catch (e) {
      return void ctx.addIssue({ code: 'custom', path: ['data'], message: (e as Error).message });
    }
  }
  o.heroes.forEach((id, i) => {
    if (!(id in data.heroes) && !o.custom.some((c) => c.id === id)) ctx.addIssue({ code: 'custom', path: ['heroes', i], message: `a premade hero (${Object.keys(data.heroes).join(', ')}) or a custom hero's id` });
  });
  for (const p of seatProblems(o)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  o.custom.forEach((c, i) => {
    for (const p of customProblems(c)) ctx.addIssue({ code: 'custom', path: ['custom', i], message: p });
  });
  if (data !== DEFAULT_DATA && (o.scenarioFile || o.scenario === 'generated' || o.scenario in SCENARIOS)) {
    // A dungeon from the game's seed is not known yet: every kind the generator may set up.
    const s = o.scenario === 'generated' && o.mapSeed === null && !o.scenarioFile ? null : scenarioFor(o);
    const coffins = !s || s.features.some((f) => f.kind === 'coffin') ? ['vampire'] : [];
    const kinds = !s ? [...GENERATED_MONSTERS, ...SPAWNING_TABLE.rows.map((r) => r.result.kind), ...coffins] : [...s.monsters.map((m) => m.kind), ...(s.spawningTable ?? SPAWNING_TABLE.rows.map((r) => r.result)).map((r) => r.kind), ...coffins];
    const missing = [...new Set(kinds)].filter((k) => !(k in data.monsters));
    if (missing.length) ctx.addIssue({ code: 'custom', path: ['data'], message: `the scenario ${s?.id ?? 'generated'} needs monsters the bestiary lacks: ${missing.join(', ')}` });
  }
});

export type DwOptions = z.infer<typeof dwOptions>;

