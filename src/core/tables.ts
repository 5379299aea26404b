/**
 * Rules as data. A table is a typed constant keyed by its section number;
 * `lookup` finds the row a number selects and logs the lookup.
 */
import type { Ctx } from './contract.ts';
import { diceRead, explainSum, part, readDice, type Part, type Read } from './parts.ts';

export type { Row, Table } from './table-types.ts';
import type { Row, Table } from './table-types.ts';

export function row<R>(min: number, max: number, label: string, result: R): Row<R> {
  return { min, max, label, result };
}

/** The index of the row `roll` selects. Out-of-range numbers clamp to the table's ends. */
function rowIndex(table: Table<unknown>, roll: number): number {
  const n = roll < table.range[0] ? table.range[0] : roll > table.range[1] ? table.range[1] : roll;
  const rows = table.rows;
  for (let i = 0; i < rows.length; i++) if (n >= rows[i]!.min && n <= rows[i]!.max) return i;
  throw new Error(`table ${table.section} has no row for ${roll}`);
}

/** Finds the row for `roll` without logging (views, odds). Out-of-range numbers clamp to the table's ends. */
export function rowFor<R>(table: Table<R>, roll: number): Row<R> {
  return table.rows[rowIndex(table, roll)]!;
}

/**
 * Looks up the row `roll` selects, counts it in the tally and logs
 * `{type:"table", table, name, roll, parts, result}`. `why` is `roll` as a
 * sum of named parts (parts read from dice carry them); callers build it only
 * when the log is on (`ctx.log ? [...] : null`). A bare number would leave
 * the log unexplained.
 */
export function lookup<R>(ctx: Ctx, table: Table<R>, roll: number, who: string, why: readonly Part[] | null): R {
  const i = rowIndex(table, roll);
  const r = table.rows[i]!;
  if (ctx.tally) {
    let counts = ctx.tally.counts.get(table);
    if (!counts) ctx.tally.counts.set(table, (counts = new Array<number>(table.rows.length).fill(0)));
    counts[i]!++;
  }
  if (ctx.log) {
    const parts = why ? why.slice() : [part(roll, 'number')];
    ctx.log.push({
      type: 'table',
      rule: table.section,
      table: table.section,
      name: table.name,
      roll,
      parts,
      result: r.label,
      text: `${table.name}${who ? ` for ${who}` : ''}: ${explainSum(parts)} → ${r.label}`,
    });
  }
  return r.result;
}

/**
 * Looks up the row selected by reading `dice`: the first die as rolled, their
 * sum, the lowest, or the dice passed against `target` (named `targetLabel`).
 * `of` is the whole roll when `dice` were kept from it.
 */
export function lookupDice<R>(ctx: Ctx, table: Table<R>, dice: readonly number[], read: Read, who = '', target?: number, targetLabel?: string, of?: readonly number[], sides = 6): R {
  const n = read === 'face' ? dice[0]! : readDice(dice, read, target);
  return lookup(ctx, table, n, who, ctx.log ? [sides === 6 ? diceRead(dice, read, '', target, targetLabel, of) : { ...diceRead(dice, read, '', target, targetLabel, of), sides }] : null);
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
