/** The odds line every test logs before its roll: "Odds: 48% (...) to succeed". */
import type { Ctx } from '../../core/engine.ts';
import { note } from '../../core/engine.ts';
import { pct } from '../../core/odds-text.ts';
import type { Ratio } from '../../core/odds.ts';

export { pct };

/** Logs the exact chance of a roll about to be made (only when the log is on). */
export function logOdds(ctx: Ctx, rule: string, what: string, r: Ratio, extra = ''): void {
  if (ctx.log) note(ctx, rule, `Odds: ${what} ${pct(r)}${extra ? `; ${extra}` : ''}.`, { odds: { num: String(r.num), den: String(r.den) } });
}
