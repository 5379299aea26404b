/**
 * The terminal's text of a card game, drawn from the view model (view-model.ts),
 * so the terminal and the browser show the same things: the cards on the
 * table, never the faces of the face-down mana cards.
 */
import { counted } from '../../../core/text.ts';
import type { CardsViewModel } from './view-model.ts';

/** The view in two parts, for the terminal's `b` and `s`: the table (monster, score, pool) and the sheet (the character). */
export function cardsParts(v: CardsViewModel): { board: string[]; sheets: string[] } {
  const lines: string[] = [];
  if (!v.hero) lines.push('No character yet.');
  else {
    const who = v.character === 'warrior' ? 'Warrior' : 'Mage';
    const hero = v.hero.card ? ` (character card: ${v.hero.card.name})` : '';
    lines.push(`${who}: HP ${v.hero.hp} of ${v.hero.maxHp}${hero}`);
    if (v.shield) lines.push(`Shield: ${v.shield.card.name}, absorbs ${v.shield.absorb} from every hit`);
    if (v.mana) lines.push(`Mana pool: ${v.mana.faceDown} of ${counted(v.mana.max, 'card')} face down (MP card: ${v.mana.card.name})`);
  }
  const sheets = lines.splice(0);
  const m = v.monster;
  if (m) {
    const cap = m.cap === null ? 'no damage cap' : `deals at most ${m.cap}`;
    lines.push(`Monster: ${m.card.name}, HP ${m.hp} of ${m.max}, ${cap}`);
    if (m.pendingHit > 0) lines.push(`Incoming hit: ${m.pendingHit} damage`);
  }
  const diff = v.difficulty === null ? '' : v.difficulty === 'hardcore' ? ' (hard core)' : ' (normal)';
  lines.push(`Score: ${v.score}${diff} · rooms entered: ${v.rooms} · monsters slain: ${v.kills}`);
  lines.push(`Battle pool: ${counted(v.pool.left, 'card')} left, ${v.pool.discarded} discarded`);
  if (v.outcome !== 'playing') lines.push(`Game over (${v.outcome}): final score ${v.finalScore ?? 0}`);
  return { board: lines, sheets };
}

export function cardsText(v: CardsViewModel): string {
  const { board, sheets } = cardsParts(v);
  return [...sheets, ...board].join('\n');
}

