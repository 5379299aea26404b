/**
 * How an exact chance is shown to a player: the rounded percentage and the
 * exact fraction, "44% (4/9)". Shared by every system's odds lines and option labels.
 */
import { toNumber, type Ratio } from './odds.ts';

/** "44% (4/9)": the rounded percentage and the exact fraction; "0%" and "100%" alone. */
export function pct(r: Ratio): string {
  const p = toNumber(r) * 100;
  const shown = p > 0 && p < 1 ? '<1' : p < 100 && p > 99 ? '>99' : String(Math.round(p));
  return r.num === 0n || r.num === r.den ? `${shown}%` : `${shown}% (${r.num}/${r.den})`;
}
