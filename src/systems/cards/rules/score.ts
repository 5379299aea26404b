/**
 * Battles 3: collect the score, then (between rooms) regenerate mana, go on or
 * leave. What score is kept at the end (ruling R12): normal keeps it on leaving
 * and on death; hard core records it only on leaving alive, a death loses it all.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState, Outcome } from '../state.ts';
import { askPlayer, CHOICES } from './ask.ts';
import { canRegen, regenerate } from './mana.ts';
import { clearMonster } from './room.ts';
import { counted } from '../../../core/text.ts';

/** The slain monster is worth the HP it had (its card value). */
export function collectScore(ctx: Ctx, st: CardsState): void {
  st.score += st.monsterMax;
  st.kills++;
  if (ctx.log) note(ctx, SEC.score, `The monster dies: +${st.monsterMax} score, ${st.score} in all.`);
  clearMonster(st);
}

/** After a room: regenerate (Mage) as often as wanted, then go on or leave. Returns true to go on. */
export function goOn(ctx: Ctx, st: CardsState, o: CardsOptions): boolean {
  for (;;) {
    const opts = canRegen(st) ? CHOICES.goOnRegen : CHOICES.goOn;
    const c = askPlayer(ctx, o, SEC.score, 'continue', ctx.log ? `Score ${st.score}, HP ${st.hp} of ${st.maxHp}. Go on to the next room or leave the dungeon?` : 'Go on to the next room or leave the dungeon?', opts);
    if (c === 'regen') {
      regenerate(ctx, st, o);
      continue;
    }
    return c === 'on';
  }
}

/** The score kept for the high score sheet. */
function keptScore(score: number, hardcore: boolean, outcome: Outcome): number {
  return hardcore && outcome === 'died' ? 0 : score;
}

/** Whether the game's score may go on the sheet at all (hard core: only when the character got out alive). */
export function recordable(hardcore: boolean, outcome: Outcome): boolean {
  return !(hardcore && outcome === 'died');
}

export function endGame(ctx: Ctx, st: CardsState, outcome: Exclude<Outcome, 'playing'>): void {
  st.outcome = outcome;
  st.finalScore = keptScore(st.score, st.hardcore === true, outcome);
  if (!ctx.log) return;
  const why = outcome === 'died' ? 'You die.' : outcome === 'left' ? 'You leave the dungeon.' : 'The dungeon is exhausted: you walk out alive (ruling R10).';
  const kept = st.hardcore && outcome === 'died' ? `Hard core: a death loses all ${counted(st.score, 'point')}; nothing goes on the sheet.` : `Your final score is ${st.finalScore}.`;
  note(ctx, SEC.score, `${why} ${kept}`, { outcome, score: st.finalScore });
}
