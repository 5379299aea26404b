/**
 * The browser board's pick marks for a grid drawn as text (the terminal's
 * `b` and `b N`, issue 21): with no option pointed at, each square an option
 * is answered on shows the option's number, as the browser outlines it; with
 * option N pointed at (`b N`), what the browser marks on hover: the squares
 * of its way (`*`), its number on the square it ends on, and the figures it
 * touches (named in the key, by their marks on the grid).
 */
import type { BoardPick } from '../../../core/view-model.ts';

/** The decision's options in the order they are numbered, and the one pointed at (its index), if any. */
export interface Pointing {
  readonly options: readonly { readonly id: string; readonly label: string }[];
  readonly focus: number | null;
}

export interface SquareMarks {
  /** A mark per square ("x,y"): an option's number, or `*` for a square of the way. */
  readonly squares: Map<string, string>;
  /** The figures (ids) the option pointed at touches or aims at. */
  readonly figures: string[];
  /** The option pointed at: its number and label. */
  readonly pointed: { n: number; label: string } | null;
}

const square = (k: string): string | null => (k.startsWith('sq:') ? k.slice(3) : null);

export function squareMarks(picks: readonly BoardPick[], at: Pointing | undefined): SquareMarks {
  const squares = new Map<string, string>();
  if (!at) return { squares, figures: [], pointed: null };
  const number = new Map(at.options.map((o, i) => [o.id, i + 1]));
  const o = at.focus === null ? undefined : at.options[at.focus];
  if (!o) {
    for (const p of picks) {
      const q = square(p.at);
      const n = number.get(p.option);
      if (q && n !== undefined && !squares.has(q)) squares.set(q, String(n));
    }
    return { squares, figures: [], pointed: null };
  }
  const n = at.focus! + 1;
  const p = picks.find((x) => x.option === o.id);
  const figures: string[] = [];
  for (const k of [...(p?.touches ?? []), ...(p ? [p.at] : [])]) {
    const q = square(k);
    if (q) squares.set(q, k === p!.at ? String(n) : '*');
    else if (k.startsWith('fig:') && !figures.includes(k.slice(4))) figures.push(k.slice(4));
  }
  return { squares, figures, pointed: { n, label: o.label } };
}

/** The key's words for the marks: what the numbers and `*` mean. */
export function marksKey(m: SquareMarks, figureName: (id: string) => string | undefined): string | null {
  if (m.pointed) {
    const names = m.figures.map(figureName).filter((x): x is string => !!x);
    const hasWay = [...m.squares.values()].includes('*');
    const ends = [...m.squares.values()].includes(String(m.pointed.n));
    const parts = [hasWay ? '* its way' : '', ends ? `${m.pointed.n} where it ends` : '', names.length ? `it touches ${names.join(', ')}` : ''].filter(Boolean);
    return `Option ${m.pointed.n} (${m.pointed.label}): ${parts.length ? parts.join('; ') : 'nothing on the board'}.`;
  }
  return m.squares.size ? 'Numbers: the squares the options of that number go to (b N shows option N\'s way).' : null;
}
