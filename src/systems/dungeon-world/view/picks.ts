/**
 * The squares of the board a click answers the decision by: each option's
 * square (`DwOptionHint.at`), gathered by square, so a square a move, a shot
 * and a spell all point at offers the three. In reading order (rows top to
 * bottom), the order the keyboard walks them; the options of a square in the
 * request's order. Options with no square (stay, hold fire) are left to the
 * buttons.
 */
import type { Pos } from '../state.ts';
import type { DwOptionHint } from './attacks.ts';

export interface DwPick {
  at: Pos;
  /** The ids of the options picked on this square, in the request's order. */
  options: string[];
}

export function boardPicks(hints: readonly DwOptionHint[], options: readonly { id: string }[]): DwPick[] {
  const atOf = new Map<string, Pos>();
  for (const h of hints) if (h.at) atOf.set(h.option, h.at);
  const bySquare = new Map<string, DwPick>();
  for (const o of options) {
    const at = atOf.get(o.id);
    if (!at) continue;
    const key = `${at.x},${at.y}`;
    const pick = bySquare.get(key);
    if (pick) pick.options.push(o.id);
    else bySquare.set(key, { at: { x: at.x, y: at.y }, options: [o.id] });
  }
  return [...bySquare.values()].sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
}
