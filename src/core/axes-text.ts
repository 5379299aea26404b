/**
 * Coordinates on the edges of a grid drawn as text (issue 21), the one
 * convention of the boards and the log: column x from the left, row y from
 * the top, both from 0, a square named (x, y). Column numbers stand over
 * their squares (tens on a line above the units when a number has two
 * digits); each row of squares starts with its number.
 */

/** A grid's text rows with its axes: `cols` the x of each character column that holds a square; `rows` the y of each text row (null: a row between squares, drawn unnumbered). */
export function withAxes(lines: readonly string[], cols: ReadonlyMap<number, number>, rows: readonly (number | null)[]): string[] {
  const ys = rows.filter((y): y is number => y !== null);
  const pad = Math.max(1, ...ys.map((y) => String(y).length)) + 1;
  const width = Math.max(0, ...lines.map((l) => l.length), ...[...cols.keys()].map((c) => c + 1));
  const tens = new Array<string>(width).fill(' ');
  const units = new Array<string>(width).fill(' ');
  let twoDigits = false;
  for (const [at, x] of cols) {
    units[at] = String(Math.abs(x) % 10);
    if (x >= 10 || x < 0) {
      twoDigits = true;
      tens[at] = x < 0 ? '-' : String(Math.floor(x / 10) % 10);
    }
  }
  const head = (chars: string[]) => (' '.repeat(pad) + chars.join('')).trimEnd();
  const out = twoDigits ? [head(tens), head(units)] : [head(units)];
  lines.forEach((l, i) => {
    const y = rows[i];
    out.push(((y === null || y === undefined ? '' : String(y)).padStart(pad - 1) + ' ' + l).trimEnd());
  });
  return out;
}
