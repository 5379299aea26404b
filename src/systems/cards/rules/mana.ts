/**
 * Mana regeneration (Battles 3, 1 Mage): 10 score points buy back mana cards,
 * at any time, even in combat. Ruling R9: the whole pool up to the MP card
 * (default) or one card per 10 points (regen = per-card).
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { drawIndex } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState } from '../state.ts';
import { counted } from '../../../core/text.ts';

const REGEN_COST = 10;

/** Whether the Mage can regenerate now: a gap in the pool and 10 points to spend. */
export function canRegen(st: CardsState): boolean {
  return st.character === 'mage' && st.mana.length < st.maxMana && st.score >= REGEN_COST;
}

export function regenerate(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  st.score -= REGEN_COST;
  const target = o.regen === 'per-card' ? st.mana.length + 1 : st.maxMana;
  const rule = o.regen === 'per-card' ? SEC.mage : SEC.score;
  let n = 0;
  while (st.mana.length < target) {
    const c = drawIndex(ctx, st, o, rule, 'Regenerated mana card', 'face-down');
    st.mana.push(c);
    n++;
  }
  if (ctx.log) note(ctx, rule, `You spend ${REGEN_COST} score points to regenerate ${counted(n, 'mana card')}: pool ${st.mana.length} of ${st.maxMana}, score ${st.score}.`);
}
