/**
 * The Battle Board as text (18.4, 21.1): the squares with one mark per
 * fighter (A, B, ... the band; a, b, ... the enemies; in brackets when Out
 * of the Fight), the enemies' edge at the top and the band's at the bottom,
 * then a legend: name, side, Rep, status, weapon in use, friend carried.
 * Drawn from plain data (rules/api.ts BoardView): the live board in the
 * view, and the board each 18.4 event of the log carries.
 */
import { renderEvent, type GameEvent } from '../../../core/events.ts';
import type { BoardFighter, BoardView } from '../rules/api.ts';
import type { Character } from '../state.ts';
import { WEAPON_NAMES } from '../tables/races.ts';

export const STATUS_NAMES: Record<Character['status'], string> = {
  'carry-on': 'Carry On', 'duck-back': 'Duck Back', flee: 'Flee', 'out-of-the-fight': 'Out of the Fight', 'obviously-dead': 'Obviously Dead',
  captured: 'captured', fled: 'fled', quit: 'quit', turned: 'turned',
};

function up(f: BoardFighter): boolean {
  return f.status === 'carry-on' || f.status === 'duck-back';
}

/** Standing or lying on a square (board.ts `at`): up, or Out of the Fight and not carried. */
function onSquare(f: BoardFighter): boolean {
  return f.y >= 0 && f.x >= 0 && (up(f) || f.status === 'out-of-the-fight');
}

function cell(f: BoardFighter | undefined): string {
  if (!f) return ' . ';
  return f.status === 'out-of-the-fight' ? `(${f.mark})` : ` ${f.mark} `;
}

function where(b: BoardView, f: BoardFighter, carriers: Map<string, string>): string {
  const by = carriers.get(f.mark);
  if (by) return `carried by ${by}`;
  if (onSquare(f)) return `square ${f.x},${f.y}`;
  if (up(f)) return 'waiting outside';
  return 'off the board';
}

function legend(b: BoardView, f: BoardFighter, carriers: Map<string, string>): string {
  const weapon = f.weapon === null ? 'unarmed' : WEAPON_NAMES[f.weapon];
  const carry = f.carrying ? ` · carrying ${f.carrying}` : '';
  const side = f.side === 'band' ? (f.star ? 'band, Star' : 'band') : 'enemy';
  return `  ${f.mark}  ${f.name} · ${side} · Rep ${f.rep} · ${STATUS_NAMES[f.status]} · ${weapon}${carry} · ${where(b, f, carriers)}`;
}

/** The board drawn with its legend, one string of lines. */
export function renderBoard(b: BoardView): string {
  const grid: (BoardFighter | undefined)[] = new Array(b.width * b.length);
  const carriers = new Map<string, string>();
  for (const f of b.fighters) {
    if (f.carrying) carriers.set(f.carrying, f.mark);
    // The first fighter on a square is the one that counts (board.ts `at`).
    if (onSquare(f) && f.x < b.width && f.y < b.length && !grid[f.y * b.width + f.x]) grid[f.y * b.width + f.x] = f;
  }
  const whose = b.turn === 0 ? 'before the first turn' : `turn ${b.turn}, ${b.active === 'band' ? 'the band acts' : 'the enemies act'}`;
  const out: string[] = [`Battle Board (${b.place}, ${b.width} wide) · ${whose}`];
  const pad = '    ';
  let head = pad;
  for (let x = 0; x < b.width; x++) head += ` ${x}  `;
  out.push(`${pad}enemies' edge`);
  out.push(head);
  for (let y = b.length - 1; y >= 0; y--) {
    let row = ` ${y}  |`;
    for (let x = 0; x < b.width; x++) row += `${cell(grid[y * b.width + x])}|`;
    out.push(row);
  }
  out.push(`${pad}band's edge`);
  for (const f of b.fighters) out.push(legend(b, f, carriers));
  return out.join('\n');
}

/** The terminal's line for an 18.4 event: the board it carries, drawn (GameSystem.logText); undefined for any other event. */
export function boardEventText(e: GameEvent): string | undefined {
  if (e.type !== 'state' || e.rule !== '18.4' || !e.board) return undefined;
  return renderEvent({ type: 'state', rule: e.rule, text: renderBoard(e.board as BoardView) });
}
