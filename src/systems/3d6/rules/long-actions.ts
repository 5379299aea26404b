/**
 * Long actions (Combat: Actions: Prepare and Feat): a slow spell needs rounds
 * of Prepare, a long Feat rounds of the Feat action, each "in a row". Ours:
 * the work is lost when its maker does anything else, loses a turn (stunned,
 * asleep), falls, or (option `interrupt=hit`, the default) takes damage.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { SixOptions } from '../options.ts';
import { actionSec } from '../sections.ts';
import type { Fighter, LongAction } from '../state.ts';

/** The action kind of the id (`prepare`, `spell`, `feat`...) carries on the long action under way: same spell or Feat, same target. */
export function carriesOn(p: LongAction, kind: string, what: string | undefined, target: string | undefined): boolean {
  const same = p.what === what && p.target === target;
  return same && (p.kind === 'spell' ? kind === 'prepare' || kind === 'spell' : kind === 'feat');
}

export function roundsLeft(p: LongAction): number {
  return Math.max(0, p.needs - p.done);
}

/** "Renew, 1 of 2 rounds done, 1 left" */
export function longText(p: LongAction): string {
  const left = roundsLeft(p);
  return `${p.name}, ${p.done} of ${p.needs} round${p.needs === 1 ? '' : 's'} done, ${left ? `${left} left` : 'ready'}`;
}

/** Loses the long action under way, saying why. */
export function dropLong(ctx: Ctx, f: Fighter, why: string): void {
  const p = f.preparing;
  if (!p) return;
  f.preparing = null;
  if (ctx.log) note(ctx, actionSec(p.kind === 'spell' ? 'Prepare' : 'Feat'), `${f.name} ${why}: the work on ${p.name} is lost (${p.done} of ${p.needs} rounds).`);
}

/** A hit breaks a long action unless the option says only actions do. */
export function hitBreaks(o: Partial<Pick<SixOptions, 'interrupt'>>): boolean {
  return (o.interrupt ?? 'hit') === 'hit';
}

/** One round more of a long action: carries on the one under way, or starts it; returns it with the round counted. */
export function advanceLong(f: Fighter, start: Omit<LongAction, 'done'>): LongAction {
  const p = f.preparing && f.preparing.kind === start.kind && f.preparing.what === start.what && f.preparing.target === start.target ? f.preparing : (f.preparing = { ...start, done: 0 });
  p.done++;
  return p;
}
