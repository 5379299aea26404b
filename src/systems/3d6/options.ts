/** The options of the 3d6 game, with their defaults; each ruling's other reading is an option. */
import { z } from 'zod';
import { isPrintable } from '../../core/excerpt.ts';
import { DEFAULT_DATA } from './data/index.ts';
import { useData } from './data/sets.ts';
import { MAX_SCENARIO_CHARS, scenarioProblems, scenarioSchema, SHIPPED_SCENARIOS } from './data/scenario.ts';

/** At most this many characters of JSON in the `data` option (a save holds at most 1 MB). */
export const MAX_DATA_CHARS = 256 * 1024;

export const sixOptions = z.strictObject({
  /** The player's name in requests (`player:<name>`). */
  player: z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed').default('Player').describe('your name in requests and the log'),
  /** The party in seating order: 1 to 4 ready-made characters. */
  party: z.array(z.string().max(40)).min(1).max(4).refine((p) => new Set(p).size === p.length, 'each character once').default(['fighter', 'rogue', 'wizard', 'cleric']).describe(`the party in seating order, 1-4 of: ${Object.keys(DEFAULT_DATA.characters).join(', ')}`),
  /** Ours: how many characters the player makes at the start of play (our creation procedure); they take the last seats, the ready-made party keeping at most the rest. */
  create: z.number().int().min(0).max(4).default(0).describe('characters (0-4) you make at the start by our creation procedure: a role, the 5, 4, 3 of the standard array, a name, weapons, armour, shield, proficiency and (casters) spells; they take the party\'s last seats'),
  /** Names the player gives the characters made in play (offered first, before ours). */
  names: z.array(z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed')).max(4).default([]).describe('names for the characters you make (create=N), offered before ours, e.g. ["Ann","Bo"]'),
  /** The dying test: death on a kept die equal or lower than the negative HP (like every Feat), or strictly lower (the sentence as printed). */
  dying: z.enum(['at-most', 'less-than']).default('at-most').describe('at-most: the dying test kills on a high die equal or lower than the negative HP, like every Feat | less-than: only strictly lower (see docs/rulings/3d6.md)'),
  /** HP: 5 + Fortitude per level, or 5 + Fortitude and half Fortitude per later level. */
  hp: z.enum(['fortitude', 'half']).default('fortitude').describe('fortitude: HP 5 + Fortitude per level | half: 5 + Fortitude, then half Fortitude per level'),
  /** Bleeding after a slashing critical: as many turns as the damage, or the next turn and then that many more. */
  bleeding: z.enum(['damage', 'damage-plus-one']).default('damage').describe('damage: a slashing critical bleeds for as many turns as its damage | damage-plus-one: the next turn and then that many more'),
  /** Ours: what breaks a long action (a slow spell's Prepare, a long Feat) besides another action, a lost turn or falling: a hit too (hit), or not (action). */
  interrupt: z.enum(['hit', 'action']).default('hit').describe('hit: a long action (a slow spell being prepared, a Feat of several rounds) is lost when its maker takes damage, acts otherwise, loses a turn or falls | action: damage alone does not break it'),
  /** Critical Hits: a large weapon's knock-down sends the target into a hazard beside it (a pit) when there is one, or only knocks it down (the GM's discretion, docs/rulings/3d6.md). */
  knockback: z.enum(['hazard', 'down']).default('hazard').describe('hazard: a large weapon\'s critical knocks the target into a pit beside it, if any | down: it only knocks the target down'),
  /** Brace's +2 damage with a set weapon: on any hit next turn (the sentence as printed), or only on a foe who charged (what setting a weapon is for). */
  brace: z.enum(['any-hit', 'charger']).default('any-hit').describe('any-hit: Brace\'s +2 damage with a set weapon counts on any hit next turn | charger: only against a foe who charged'),
  /** Natural healing (Vigor an hour): from 0 HP up, the dying first brought to 0 (Recovery: "a character at 0 HP heals normally"), or from wherever HP stand. */
  healing: z.enum(['zero', 'below-zero']).default('zero').describe('zero: resting heals only from 0 HP up (below 0, First Aid first) | below-zero: resting heals from any HP'),
  /** The dungeon's seed-generated layout size: rooms. */
  rooms: z.number().int().min(2).max(12).default(6).describe('rooms in the generated dungeon (2-12)'),
  /** Ours: wandering monsters may interrupt a rest or a night's sleep (on), or resting is always safe (off). */
  wandering: z.enum(['on', 'off']).default('on').describe("on: wandering monsters may interrupt a rest (ours: 1 in 6) or a night's sleep (ours: 2 in 6; data/wandering.json, replaceable by --data) | off: resting is always safe"),
  /** The dungeon: generated room by room (seeded), or one of our shipped scenarios by name. */
  dungeon: z.enum(['generated', ...Object.keys(SHIPPED_SCENARIOS)] as [string, ...string[]]).default('generated').describe(`generated: a dungeon rolled room by room | a scenario we ship: ${Object.keys(SHIPPED_SCENARIOS).join(', ')}`),
  /** A scenario file's dungeon (`--scenario FILE`), carried whole so a save replays it; null: the option `dungeon` decides. */
  scenario: scenarioSchema.nullable().default(null).describe('a scenario file\'s dungeon (set by --scenario FILE: rooms, doors, traps, monsters, treasure, hirelings); kept in the save'),
  /** Our data files replaced by a user's (`--data DIR`): the raw files, so a save replays with the same data; null: ours. */
  data: z.record(z.string(), z.unknown()).nullable().default(null).describe('a data set replacing ours (set by --data DIR: weapons, armour, items, spells, bestiary, characters, wandering)'),
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
  const chars = data.characters;
  if (o.scenario !== null) {
    if (o.dungeon !== 'generated') ctx.addIssue({ code: 'custom', path: ['dungeon'], message: `a scenario file and dungeon=${o.dungeon} both name a dungeon: give one` });
    if (JSON.stringify(o.scenario).length > MAX_SCENARIO_CHARS) ctx.addIssue({ code: 'custom', path: ['scenario'], message: `at most ${MAX_SCENARIO_CHARS} characters of JSON` });
  }
  const sc = o.scenario ?? SHIPPED_SCENARIOS[o.dungeon] ?? null;
  if (sc) for (const p of scenarioProblems(sc, data)) ctx.addIssue({ code: 'custom', path: ['scenario', ...p.path], message: p.message });
  o.party.forEach((id, i) => {
    if (!(id in chars)) ctx.addIssue({ code: 'custom', path: ['party', i], message: `a ready-made character: ${Object.keys(chars).join(', ')}` });
  });
});

export type SixOptions = z.infer<typeof sixOptions>;
