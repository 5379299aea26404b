/**
 * Speed only: the Battle Board (rules/combat/board.ts) has at most 4 × 6 =
 * 24 squares, so a set of squares fits in one 32-bit number, a bit per
 * square (bit `y * width + x`). The movement search keeps its occupancy,
 * the squares next to an opponent and the squares reached as such numbers:
 * no arrays to clear per search, a square's neighbours not yet reached found
 * in one `&`, and "can he reach a square next to this target" answered by
 * one `&` instead of a walk over the squares reached.
 *
 * The neighbours of a square come out of `lowest`/`withoutLowest` in
 * ascending square order, which is the order the plain search scanned them
 * in (row by row, left to right): the same squares reached in the same order
 * (test/2hdc/board-search.test.ts holds the search to the plain one).
 * Worth (README "2HDC, the Battle Board's warm play"): with the chargers'
 * one pass over their targets (rules/combat/actions.ts), warm play went from
 * 1.238 M to 1.158 M instructions an adventure.
 */

/** The squares around each square of a board of one width. */
export interface BoardMasks {
  readonly width: number;
  readonly length: number;
  /** Every square of the board. */
  readonly all: number;
  /** Per square: the (up to 8) squares touching it, itself excluded. */
  readonly around: Int32Array;
  /** Per square: the squares touching it and itself. */
  readonly box: Int32Array;
  /** Every square but those of the first column (x = 0): where a square moved one to the right may land. */
  readonly notFirstColumn: number;
  /** Every square but those of the last column (x = width - 1): where a square moved one to the left may land. */
  readonly notLastColumn: number;
}

const byWidth: (BoardMasks | undefined)[] = [];

function make(width: number, length: number): BoardMasks {
  const cells = width * length;
  if (cells > 31) throw new Error(`a Battle Board of ${width} × ${length} squares does not fit a 32-bit set`);
  const around = new Int32Array(cells);
  const box = new Int32Array(cells);
  for (let c = 0; c < cells; c++) {
    const m = touching(width, length, c % width, (c / width) | 0);
    around[c] = m;
    box[c] = m | (1 << c);
  }
  let firstColumn = 0;
  for (let y = 0; y < length; y++) firstColumn |= 1 << (y * width);
  const all = cells === 31 ? 0x7fffffff : (1 << cells) - 1;
  return { width, length, all, around, box, notFirstColumn: all & ~firstColumn, notLastColumn: all & ~(firstColumn << (width - 1)) };
}

/** The masks of a board `width` squares wide and `length` long (made once per width). */
export function boardMasks(width: number, length: number): BoardMasks {
  const m = byWidth[width];
  if (m !== undefined && m.length === length) return m;
  const made = make(width, length);
  byWidth[width] = made;
  return made;
}

/** The squares of the board touching (x, y), (x, y) itself excluded; (x, y) may lie off the board. */
export function touching(width: number, length: number, x: number, y: number): number {
  let m = 0;
  for (let ny = y - 1; ny <= y + 1; ny++) {
    if (ny < 0 || ny >= length) continue;
    for (let nx = x - 1; nx <= x + 1; nx++) {
      if (nx < 0 || nx >= width || (nx === x && ny === y)) continue;
      m |= 1 << (ny * width + nx);
    }
  }
  return m;
}

/** The lowest square of a non-empty set. */
export function lowest(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/** The set without its lowest square. */
export function withoutLowest(m: number): number {
  return m & (m - 1);
}

/** Whether square `cell` is in the set. */
export function has(m: number, cell: number): boolean {
  return ((m >>> cell) & 1) === 1;
}
