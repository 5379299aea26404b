/**
 * Reads a scenario file: the shape with zod, then what zod cannot see (rows
 * of one length, known terrain, squares on the floor, known kinds, a
 * spawning table covering 2-12 once). Apart from scenarios.ts, which parses
 * our own at load and draws generated ones, so the generator can parse too.
 */
import { describeIssue } from '../../../core/excerpt.ts';
import { coverageProblems, type Table } from '../../../core/tables.ts';
import { TERRAINS } from '../state.ts';
import { scenarioSpawningTable, type Spawn } from '../tables/spawning.ts';
import { DEFAULT_DATA } from './index.ts';
import { scenarioSchema, type Scenario } from './scenario-schema.ts';
import { dungeonProblems } from './scenario-dungeon.ts';

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

export function tableOf(s: Scenario): Table<Spawn> | null {
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
