/**
 * Combat: Initiative. Every round one player rolls 3d6 for the party and the
 * game master 3d6 for its side; the higher total acts first. A tie compares
 * the high dice, then the middle, then the low; a complete tie is rolled
 * again. With no bonus on either side each goes first half the time.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { keep, sum } from '../../../../core/dice.ts';
import { ratio } from '../../../../core/odds.ts';
import { logOdds } from '../odds.ts';
import { SEC } from '../../sections.ts';
import type { Side } from '../../state.ts';
import { roll3, showDice } from '../dice.ts';

/** Compares two initiative rolls: positive when `a` wins, negative when `b` does, 0 on a complete tie. */
export function compareInitiative(a: readonly number[], b: readonly number[]): number {
  const d = sum(a) - sum(b);
  if (d !== 0) return d;
  for (const k of ['highest', 'middle', 'lowest'] as const) {
    const x = keep(a, k) - keep(b, k);
    if (x !== 0) return x;
  }
  return 0;
}

/** Rolls until one side wins; returns the side that acts first. */
export function rollInitiative(ctx: Ctx, roller: string): Side {
  logOdds(ctx, SEC.initiative, 'the party acts first', ratio(1, 2));
  for (;;) {
    const p = roll3(ctx, SEC.initiative, ctx.log ? `Initiative for the party (rolled by ${roller})` : '');
    const g = roll3(ctx, SEC.initiative, ctx.log ? "Initiative for the game master's side" : '');
    const c = compareInitiative(p, g);
    if (c !== 0) {
      const first: Side = c > 0 ? 'party' : 'foes';
      if (ctx.log) note(ctx, SEC.initiative, `${showDice(p)} against ${showDice(g)}: ${first === 'party' ? 'the party' : "the game master's side"} acts first${sum(p) === sum(g) ? ' (the tie broken by the dice in order)' : ''}.`);
      return first;
    }
    if (ctx.log) note(ctx, SEC.initiative, `${showDice(p)} against ${showDice(g)}: a complete tie, rolled again.`);
  }
}
