/**
 * Our scenarios, parsed and checked when loaded; `parseScenario` reads a
 * user's file the same way (the shape with zod, then what zod cannot see:
 * rows of one length, known terrain, squares on the floor, known kinds, a
 * spawning table covering 2-12 once).
 */
import crypt from './scenarios/crypt-of-bones.json' with { type: 'json' };
import granary from './scenarios/sunken-granary.json' with { type: 'json' };
import mill from './scenarios/bone-mill.json' with { type: 'json' };
import vault from './scenarios/drakes-vault.json' with { type: 'json' };
import { describeIssue } from '../../../core/excerpt.ts';
import { coverageProblems, type Table } from '../../../core/tables.ts';
import { TERRAINS } from '../state.ts';
import { scenarioSpawningTable, type Spawn } from '../tables/spawning.ts';
import { DEFAULT_DATA } from './index.ts';
import { scenarioSchema, type Scenario } from './scenario-schema.ts';
import { dungeonProblems } from './scenario-dungeon.ts';
import { generateScenario } from './generator.ts';

export class BadScenario extends Error {}

/** The longest scenario file read (a big dungeon is a few tens of KB). */
export const MAX_SCENARIO_CHARS = 400_000;

function problems(s: Scenario): string[] {
  const p: string[] = [];
  const w = s.map[0]!.length;
  s.map.forEach((row, y) => {
    if (row.length !== w) p.push(`map.${y}: ${row.length} squares, the first row has ${w}`);
    [...row].forEach((ch, x) => {
      if (!(TERRAINS as readonly string[]).includes(ch)) p.push(`map.${y}: "${ch}" at ${x} is not a terrain (${TERRAINS.join(' ')})`);
    });
  });
  const floor = (at: readonly [number, number], where: string) => {
    const ch = s.map[at[1]]?.[at[0]];
    if (!ch || !'.,TS?/'.includes(ch)) p.push(`${where}: (${at[0]}, ${at[1]}) is not a floor square`);
  };
  p.push(...dungeonProblems(s));
  s.heroStart.forEach((a, i) => floor(a, `heroStart.${i}`));
  s.teleporters.forEach((a, i) => floor(a, `teleporters.${i}`));
  s.objective.reach.forEach((a, i) => floor(a, `objective.reach.${i}`));
  const ids = new Set<string>();
  s.monsters.forEach((m, i) => {
    floor(m.at, `monsters.${i}.at`);
    if (!(m.kind in DEFAULT_DATA.monsters)) p.push(`monsters.${i}.kind: no monster kind "${m.kind}"`);
    if (m.id) {
      // The game numbers the others m1, m2... (spawns too): an id of that form could name two monsters.
      if (/^m\d+$/.test(m.id)) p.push(`monsters.${i}.id: "${m.id}" is of the form the game numbers its monsters with (m and a number)`);
      if (ids.has(m.id)) p.push(`monsters.${i}.id: "${m.id}" is used twice`);
      ids.add(m.id);
    }
  });
  s.objective.slay.forEach((m, i) => {
    if (!ids.has(m)) p.push(`objective.slay.${i}: no monster with the id "${m}"`);
  });
  const squares = [...s.heroStart, ...s.monsters.map((m) => m.at)].map((a) => a.join(','));
  if (new Set(squares).size !== squares.length) p.push('heroStart, monsters: two models set up on one square');
  if (s.spawningTable) {
    s.spawningTable.forEach((r, i) => {
      if (!(r.kind in DEFAULT_DATA.monsters)) p.push(`spawningTable.${i}.kind: no monster kind "${r.kind}"`);
      if (r.roll[0] > r.roll[1]) p.push(`spawningTable.${i}.roll: ${r.roll[0]} is above ${r.roll[1]}`);
    });
    const t = tableOf(s)!;
    const cover = coverageProblems(t);
    if (cover.length) p.push(`spawningTable: ${cover[0]!.slice(t.section.length + 2)}`);
  }
  return p;
}

function tableOf(s: Scenario): Table<Spawn> | null {
  if (!s.spawningTable) return null;
  return scenarioSpawningTable(s.id, s.spawningTable.map((r) => ({ min: r.roll[0], max: r.roll[1], kind: r.kind, count: r.count, label: r.label })));
}

/** Parses a scenario file's JSON; throws BadScenario with one line naming the path of the problem. */
export function parseScenario(raw: unknown, name = 'scenario'): Scenario {
  const r = scenarioSchema.safeParse(raw);
  if (!r.success) throw new BadScenario(`${name}: ${describeIssue(r.error.issues)}`);
  const p = problems(r.data);
  if (p.length) throw new BadScenario(`${name}: ${p[0]}${p.length > 1 ? ` (and ${p.length - 1} more)` : ''}`);
  return r.data;
}

/** Our scenarios in the order of a campaign, easiest first (crypt-of-bones is the small first one). */
export const CAMPAIGN_ORDER: readonly string[] = ['crypt-of-bones', 'sunken-granary', 'bone-mill', 'drakes-vault'];

/** Our scenarios by id. */
export const SCENARIOS: Readonly<Record<string, Scenario>> = Object.fromEntries([crypt, granary, mill, vault].map((raw) => {
  const s = parseScenario(raw);
  return [s.id, s];
}));

/**
 * The scenario a game's options name: a player's file (`scenarioFile`, from
 * `--scenario FILE`), one of ours, or a dungeon of our generator
 * (`generated`): from the option mapSeed, or, when it is null, from the
 * game's `seed`.
 */
export function scenarioFor(o: { scenario: string; mapSeed: number | null; scenarioFile?: Scenario | null }, seed?: number): Scenario {
  if (o.scenarioFile) return o.scenarioFile;
  if (o.scenario === 'generated') {
    if (o.mapSeed !== null) return generateScenario(o.mapSeed);
    if (seed === undefined) throw new BadScenario('a generated dungeon needs the option mapSeed or the game\'s seed');
    return generateScenario(seed, false);
  }
  const s = SCENARIOS[o.scenario];
  if (!s) throw new BadScenario(`no scenario "${o.scenario}": ours are ${Object.keys(SCENARIOS).join(', ')}, or generated`);
  return s;
}

const tables = new Map<string, Table<Spawn>>();
const fileTables = new WeakMap<Scenario, Table<Spawn>>();

/** The spawning table of a player's scenario file (kept per file, so two files with one id never share a table). */
export function fileTable(s: Scenario): Table<Spawn> {
  let t = fileTables.get(s);
  if (!t) {
    const built = tableOf(s);
    if (!built) throw new BadScenario(`scenario ${s.id} has no spawning table of its own`);
    fileTables.set(s, (t = built));
  }
  return t;
}

/** A scenario's own spawning table, by scenario id. */
export function scenarioTable(id: string): Table<Spawn> {
  let t = tables.get(id);
  if (!t) {
    const s = SCENARIOS[id];
    const built = s && tableOf(s);
    if (!built) throw new BadScenario(`scenario ${id} has no spawning table of its own`);
    tables.set(id, (t = built));
  }
  return t;
}
