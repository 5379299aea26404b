/** The toy's text, drawn from its view model: a row of rooms (board) and the hero (sheet). */
import type { ToyViewModel } from './view-model.ts';

export function toyParts(m: ToyViewModel): { board: string[]; sheets: string[] } {
  const row = Array.from({ length: m.rooms }, (_, i) => (i + 1 === m.room ? (m.monster ? '[M]' : '[@]') : i + 1 < m.room ? '[.]' : '[ ]')).join('');
  return { board: [`Rooms: ${row}`], sheets: [`Hero: ${m.hp} HP, ${m.gold} gold`] };
}

export function toyText(m: ToyViewModel): string {
  const p = toyParts(m);
  return [...p.board, ...p.sheets].join('\n');
}
