/** Battles 2: initiative, then monster and player turns alternate until one side is dead. */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { clearTable, drawToTable, FACE_OF } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState } from '../state.ts';
import { monsterTurn } from './monster-turn.ts';
import { playerTurn } from './player-turn.ts';

/**
 * Initiative: the monster's card, then the player's; the higher face value
 * goes first. Ruling R4: equal cards are drawn again (ties = redraw), or the
 * side named by the option wins.
 */
export function initiative(ctx: Ctx, st: CardsState, o: CardsOptions): 'player' | 'monster' {
  for (;;) {
    const m = FACE_OF[drawToTable(ctx, st, o, SEC.fight, 'Monster initiative card')]!;
    const p = FACE_OF[drawToTable(ctx, st, o, SEC.fight, 'Your initiative card')]!;
    if (m !== p || o.ties !== 'redraw') {
      const first = m > p ? 'monster' : m < p ? 'player' : o.ties === 'player' ? 'player' : 'monster';
      if (ctx.log) note(ctx, SEC.fight, initiativeText(m, p, o, first));
      clearTable(st);
      return first;
    }
    if (ctx.log) note(ctx, SEC.fight, `Initiative tie at ${m}: both cards are drawn again.`);
    clearTable(st);
  }
}

/** Fights the current monster; returns true when the player is still alive. */
export function fight(ctx: Ctx, st: CardsState, o: CardsOptions): boolean {
  let monsterNext = initiative(ctx, st, o) === 'monster';
  while (st.hp > 0 && st.monsterHp > 0) {
    if (monsterNext) monsterTurn(ctx, st, o);
    else playerTurn(ctx, st, o);
    monsterNext = !monsterNext;
  }
  return st.hp > 0;
}

/** The log's line for the initiative, kept out of `initiative` (a template's code counts against V8's inlining budget even with the log off). */
function initiativeText(m: number, p: number, o: CardsOptions, first: 'player' | 'monster'): string {
  return `Initiative ${m} against your ${p}${m === p ? ` (a tie: ${o.ties === 'player' ? 'you win' : 'the monster wins'} ties)` : ''}: ${first === 'monster' ? 'the monster' : 'you'} go${first === 'monster' ? 'es' : ''} first.`;
}
