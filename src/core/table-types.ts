/** A table's shape, types only (events.ts names it; tables.ts looks rows up). */
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
