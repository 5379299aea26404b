/**
 * The one odds widget of every system: a small bar, the percentage and what
 * it is the chance of ("44% hits"). The rules' exact words (a fraction that
 * may run to many digits) are only in the hover title, never in the text.
 */
import type { Odds } from '../../src/server/api-types.ts';

/** The chance as a whole percentage, "<1" and ">99" at the edges, so a near-certainty never reads as 100. */
export function percent(chance: number): string {
  const pc = chance * 100;
  return pc > 0 && pc < 1 ? '<1' : pc > 99 && pc < 100 ? '>99' : String(Math.round(pc));
}

export function OddsView(p: { odds: Odds; class?: string }) {
  const o = p.odds;
  const pc = Math.max(0, Math.min(100, o.chance * 100));
  return (
    <span class={p.class ? `odds ${p.class}` : 'odds'} title={o.text}>
      <span class="odds-bar" aria-hidden="true">
        <span style={{ width: `${pc}%` }} />
      </span>{' '}
      <span class="odds-pct">{percent(o.chance)}%</span> <span class="odds-of">{o.of}</span>
    </span>
  );
}
