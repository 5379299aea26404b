/** Checks on a state that the rules must keep; used by the property tests. */
import { FULL_DECK } from '../../core/cards.ts';
import { cardIndex, DECK } from './rules/deck.ts';
import type { CardsState } from './state.ts';

/** Every card out of the pool and the discard pile (card indexes): on the table or laid out in front of the player. */
export function cardsInPlay(st: CardsState): number[] {
  const out: number[] = [];
  if (st.heroCard) out.push(cardIndex(st.heroCard));
  if (st.shieldCard) out.push(cardIndex(st.shieldCard));
  if (st.manaCard) out.push(cardIndex(st.manaCard));
  if (st.monster) out.push(cardIndex(st.monster));
  out.push(...st.hpCounters, ...st.mana, ...st.monsterCounters, ...st.table);
  return out;
}

/** What is wrong with a state, or an empty list. */
export function invariantProblems(st: CardsState): string[] {
  const p: string[] = [];
  const all = [...st.pool, ...st.discard, ...cardsInPlay(st)];
  if (all.length !== FULL_DECK.length) p.push(`${all.length} cards accounted for, not ${FULL_DECK.length}`);
  const seen = new Set<number>();
  for (const c of all) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK.length) p.push(`${JSON.stringify(c)} is not a card index`);
    else if (seen.has(c)) p.push(`${DECK[c]} is in two places at once`);
    seen.add(c);
  }
  for (let c = 0; c < DECK.length; c++) if (!seen.has(c)) p.push(`${DECK[c]} is missing`);
  if (st.hp < 0 || st.hp > st.maxHp) p.push(`HP ${st.hp} outside 0..${st.maxHp}`);
  if (st.score < 0) p.push(`negative score ${st.score}`);
  if (st.mana.length > st.maxMana) p.push(`mana pool ${st.mana.length} above ${st.maxMana}`);
  if (st.monsterHp < 0 || st.monsterHp > st.monsterMax) p.push(`monster HP ${st.monsterHp} outside 0..${st.monsterMax}`);
  // A deck that runs dry can stop the laying out of counters halfway.
  if (st.outcome === 'deck-out') return p;
  if (st.hpCounters.length !== 0 && st.hpCounters.length !== st.hp) p.push(`${st.hpCounters.length} HP counters for ${st.hp} HP`);
  if (st.monsterCounters.length !== 0 && st.monsterCounters.length !== st.monsterHp) p.push(`${st.monsterCounters.length} monster counters for ${st.monsterHp} HP`);
  return p;
}
