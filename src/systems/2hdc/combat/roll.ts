/**
 * Rolling without paying for words nobody reads: like core `roll`, but the
 * label (its parts joined) is only built when someone reads it: the event
 * log, or physical and scripted dice, whose requests and errors name the
 * roll. Seeded dice with the log off skip it.
 */
import type { Ctx } from '../../../core/engine.ts';
import { roll } from '../../../core/dice.ts';

export function rollAs(ctx: Ctx, count: number, sides: number, rule: string, a: string, b: string | number = '', c: string | number = '', d: string | number = ''): number[] {
  if (ctx.log === null && ctx.chance.mode === 'seeded') return ctx.chance.dice(count, sides, rule, '');
  return roll(ctx, count, sides, rule, `${a}${b}${c}${d}`);
}
