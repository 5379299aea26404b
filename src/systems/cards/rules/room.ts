/** Battles 1: enter a room, draw the monster and its HP counters. */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { cardName } from '../../../core/cards.ts';
import { cardIndex, DECK, drawCounters, drawIndex, FACE_OF } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState } from '../state.ts';

export function enterRoom(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  st.rooms++;
  // The label names the room for the log and for a physical or scripted draw; a seeded draw with the log off never reads it.
  const k = drawIndex(ctx, st, o, SEC.room, ctx.log || ctx.chance.mode !== 'seeded' ? `Room ${st.rooms}: monster card` : 'Monster card');
  const m = DECK[k]!;
  st.monster = m;
  st.monsterMax = FACE_OF[k]!;
  st.monsterHp = st.monsterMax;
  if (ctx.log) note(ctx, SEC.room, `The monster, the ${cardName(m)}, has ${st.monsterMax} HP${st.hardcore ? '' : ` and deals at most ${st.monsterMax} damage`}.`);
  drawCounters(ctx, st, o, st.monsterMax, st.monsterCounters, SEC.room, 'Monster HP counter');
}

/** The monster is slain: its card and counters go to the discard pile. */
export function clearMonster(st: CardsState): void {
  const d = st.discard;
  if (st.monster) d.push(cardIndex(st.monster));
  const mc = st.monsterCounters;
  while (mc.length > 0) d.push(mc.pop());
  st.monster = null;
  st.monsterHp = 0;
}
