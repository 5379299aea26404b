/**
 * Rules as data. A table is a typed constant keyed by its section number;
 * `lookup` finds the row a number selects and logs the lookup.
 */
import type { Ctx } from './engine.ts';

export interface Row<R> {
  /** Lowest and highest number (inclusive) that select this row. */
  readonly min: number;
  readonly max: number;
  readonly result: R;
  /** The row's result as a player reads it; what the log records. */
  readonly label: string;
}

export interface Table<R> {
  /** Section number as printed in the book, e.g. "38.0". */
  readonly section: string;
  readonly name: string;
  /** What selects a row, e.g. "2d6", "1d6", "dice passed 0-2". */
  readonly dice: string;
  /** The full range of numbers the table must answer. */
  readonly range: readonly [number, number];
  readonly rows: readonly Row<R>[];
}

export function row<R>(min: number, max: number, label: string, result: R): Row<R> {
  return { min, max, label, result };
}

/** Finds the row for `roll` without logging (views, odds). Out-of-range numbers clamp to the table's ends. */
export function rowFor<R>(table: Table<R>, roll: number): Row<R> {
  const n = Math.min(Math.max(roll, table.range[0]), table.range[1]);
  for (const r of table.rows) if (n >= r.min && n <= r.max) return r;
  throw new Error(`table ${table.section} has no row for ${roll}`);
}

/** Looks up a row and logs `{type:"table", table, roll, result}`. */
export function lookup<R>(ctx: Ctx, table: Table<R>, roll: number, who = ''): R {
  const r = rowFor(table, roll);
  if (ctx.tally) {
    const t = (ctx.tally.tables[table.section] ??= {});
    t[r.label] = (t[r.label] ?? 0) + 1;
  }
  if (ctx.log) {
    ctx.log.push({
      type: 'table',
      rule: table.section,
      table: table.section,
      roll,
      result: r.label,
      text: `${table.name}${who ? ` for ${who}` : ''}: ${roll} → ${r.label}`,
    });
  }
  return r.result;
}

/** Checks that rows cover the table's range exactly once; returns the problems found. */
export function coverageProblems(table: Table<unknown>): string[] {
  const problems: string[] = [];
  for (let n = table.range[0]; n <= table.range[1]; n++) {
    const hits = table.rows.filter((r) => n >= r.min && n <= r.max).length;
    if (hits !== 1) problems.push(`${table.section}: ${n} is covered ${hits} times`);
  }
  for (const r of table.rows) {
    if (r.min > r.max || r.min < table.range[0] || r.max > table.range[1]) problems.push(`${table.section}: row ${r.min}-${r.max} lies outside ${table.range[0]}-${table.range[1]}`);
  }
  return problems;
}
