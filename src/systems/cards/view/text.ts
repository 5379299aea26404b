/** What a player sees: the cards on the table, never the faces of the face-down mana cards. */
import { cardName } from '../../../core/cards.ts';
import type { CardsState } from '../state.ts';
import { counted } from '../../../core/text.ts';

export function viewCards(st: CardsState): string {
  const lines: string[] = [];
  if (!st.character) lines.push('No character yet.');
  else {
    const who = st.character === 'warrior' ? 'Warrior' : 'Mage';
    const hero = st.heroCard ? ` (character card: ${cardName(st.heroCard)})` : '';
    lines.push(`${who}: HP ${st.hp} of ${st.maxHp}${hero}`);
    if (st.shieldCard) lines.push(`Shield: ${cardName(st.shieldCard)}, absorbs ${st.absorb} from every hit`);
    if (st.manaCard) lines.push(`Mana pool: ${st.mana.length} of ${counted(st.maxMana, 'card')} face down (MP card: ${cardName(st.manaCard)})`);
  }
  if (st.monster) {
    const cap = st.hardcore ? 'no damage cap' : `deals at most ${st.monsterMax}`;
    lines.push(`Monster: ${cardName(st.monster)}, HP ${st.monsterHp} of ${st.monsterMax}, ${cap}`);
    if (st.pendingHit > 0) lines.push(`Incoming hit: ${st.pendingHit} damage`);
  }
  const diff = st.hardcore === null ? '' : st.hardcore ? ' (hard core)' : ' (normal)';
  lines.push(`Score: ${st.score}${diff} · rooms entered: ${st.rooms} · monsters slain: ${st.kills}`);
  lines.push(`Battle pool: ${counted(st.pool.length, 'card')} left, ${st.discard.length} discarded`);
  if (st.outcome !== 'playing') lines.push(`Game over (${st.outcome}): final score ${st.finalScore}`);
  return lines.join('\n');
}
