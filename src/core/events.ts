/**
 * The event log. Every roll, table lookup, decision and change of state is an
 * event carrying the rulebook section that applies. No clock times: the same
 * game always writes the same log, byte for byte.
 */
import type { Table } from './table-types.ts';
import type { Part } from './parts.ts';

export interface RollEvent {
  type: 'roll';
  rule: string;
  text: string;
  sides?: number;
  dice?: number[];
  cards?: string[];
  /** Why this many dice, as a sum of named parts (the count may be raised to a minimum of 1). */
  count?: Part[];
}

export interface TableEvent {
  type: 'table';
  rule: string;
  /** The table's section number as printed in the book. */
  table: string;
  /** The table's name (several tables share a section: the Race Lists, the Crisis Test columns). */
  name: string;
  /** The number that selected the row: a die as rolled, a total, the dice passed... */
  roll: number;
  /** `roll` as a sum of named parts; a part read from dice carries them (see parts.ts). */
  parts: Part[];
  result: string;
  text: string;
}

export interface DecisionEvent {
  type: 'decision';
  rule: string;
  who: string;
  choice: string;
  text: string;
  /** For a decision of the game mechanics, or of the players' bot: why the policy chose it, when it says. */
  why?: string;
}

/** Any other change of state: damage, movement, a status, the end of the game. */
export interface StateEvent {
  type: 'state';
  rule: string;
  text: string;
  [extra: string]: unknown;
}

/** Heads the log: the game, its options and seed. */
interface StartEvent {
  type: 'start';
  rule: string;
  text: string;
  system: string;
  seed: number;
  dice: string;
  options: Record<string, unknown>;
}

export type GameEvent = RollEvent | TableEvent | DecisionEvent | StateEvent | StartEvent;

/**
 * Counts kept even with the event log off, for `simulate`: per table, how
 * often each row was picked. Counted by row index into one array per table
 * (no text, no per-lookup object), turned into labels once at the end.
 */
export interface Tally {
  readonly counts: Map<Table<unknown>, number[]>;
}

/** Table section → row label → count. */
export type TableCounts = Record<string, Record<string, number>>;

export function newTally(): Tally {
  return { counts: new Map() };
}

/** The counts by table section and row label; tables and labels sorted, so any merge order reads the same. */
export function tallyTables(t: Tally): TableCounts {
  const out: TableCounts = {};
  for (const [table, counts] of t.counts) {
    const dst = (out[table.section] ??= {});
    counts.forEach((n, i) => {
      if (n > 0) dst[table.rows[i]!.label] = (dst[table.rows[i]!.label] ?? 0) + n;
    });
  }
  return sortedCounts(out);
}

/** Adds `from` into `into` (both by section and label). */
export function mergeTables(into: TableCounts, from: TableCounts): void {
  for (const [t, rows] of Object.entries(from)) {
    const dst = (into[t] ??= {});
    for (const [r, n] of Object.entries(rows)) dst[r] = (dst[r] ?? 0) + n;
  }
}

export function sortedCounts(c: TableCounts): TableCounts {
  const out: TableCounts = {};
  for (const t of Object.keys(c).sort(bySection)) out[t] = sortedRecord(c[t]!);
  return out;
}

const SECTIONS = new Intl.Collator('en', { numeric: true });

/** Section numbers in the book's order: 7.0.2 before 7.0.10 before 10.0. */
function bySection(a: string, b: string): number {
  return SECTIONS.compare(a, b);
}

export function sortedRecord<V>(r: Record<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const k of Object.keys(r).sort()) out[k] = r[k]!;
  return out;
}

/** One readable line for players: the rule cited apart from the text, `[24.2] Player melee: ...`. */
export function renderEvent(e: GameEvent): string {
  return e.rule ? `[${e.rule}] ${e.text}` : e.text;
}

/** JSON Lines for tools. */
export function toJsonLines(events: readonly GameEvent[]): string {
  let out = '';
  for (const e of events) out += JSON.stringify(e) + '\n';
  return out;
}
