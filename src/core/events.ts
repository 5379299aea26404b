/**
 * The event log. Every roll, table lookup, decision and change of state is an
 * event carrying the rulebook section that applies. No clock times: the same
 * game always writes the same log, byte for byte.
 */

export interface RollEvent {
  type: 'roll';
  rule: string;
  text: string;
  sides?: number;
  dice?: number[];
  cards?: string[];
}

export interface TableEvent {
  type: 'table';
  rule: string;
  /** The table's section number as printed in the book. */
  table: string;
  /** The number that selected the row. */
  roll: number;
  result: string;
  text: string;
}

export interface DecisionEvent {
  type: 'decision';
  rule: string;
  who: string;
  choice: string;
  text: string;
}

/** Any other change of state: damage, movement, a status, the end of the game. */
export interface StateEvent {
  type: 'state';
  rule: string;
  text: string;
  [extra: string]: unknown;
}

/** Heads the log: the game, its options and seed. */
export interface StartEvent {
  type: 'start';
  rule: string;
  text: string;
  system: string;
  seed: number;
  dice: string;
  options: Record<string, unknown>;
}

export type GameEvent = RollEvent | TableEvent | DecisionEvent | StateEvent | StartEvent;

/** Counts kept even with the event log off, for `simulate`. */
export interface Tally {
  tables: Record<string, Record<string, number>>;
}

export function newTally(): Tally {
  return { tables: {} };
}

export function mergeTally(into: Tally, from: Tally): void {
  for (const [t, rows] of Object.entries(from.tables)) {
    const dst = (into.tables[t] ??= {});
    for (const [r, n] of Object.entries(rows)) dst[r] = (dst[r] ?? 0) + n;
  }
}

/** One readable line for players. */
export function renderEvent(e: GameEvent): string {
  return e.rule ? `${e.rule} ${e.text}` : e.text;
}

/** JSON Lines for tools. */
export function toJsonLines(events: readonly GameEvent[]): string {
  let out = '';
  for (const e of events) out += JSON.stringify(e) + '\n';
  return out;
}
