/** What a player sees, as text drawn from the view model: the party's sheets, the dungeon so far, and during a fight the foes and the grid. */
import { withAxes } from '../../../core/axes-text.ts';
import type { SixSheet, SixViewModel } from './view-model.ts';

function sheet(f: SixSheet): string {
  const a = f.abilities;
  const st = f.condition === 'up' ? (f.prone ? 'down' : 'standing') : f.condition;
  const extra = [f.wounds ? `${f.wounds} Wound${f.wounds === 1 ? '' : 's'}` : '', ...f.states.filter((x) => x !== 'prone')].filter(Boolean).join(', ');
  const abil = a ? ` F${a.fortitude} R${a.reflex} W${a.will} V${a.vigor} L${a.luck} C${a.charm}` : '';
  const who = f.side === 'party' ? `${f.role}${f.follower ? `, ${f.follower}` : ''}` : `level ${f.level}`;
  return `${f.name} (${who}): HP ${f.hp}/${f.maxHp}${f.maxSp ? ` SP ${f.sp}/${f.maxSp}` : ''} AC ${f.ac} Speed ${f.speed}${abil}, ${st}${extra ? `; ${extra}` : ''}`;
}

/** The grid: one letter per fighter (party upper case, foes lower case), `.` for a free square, `x` for the dead; (x, y) numbered on the edges. */
export function gridText(fight: NonNullable<SixViewModel['fight']>): string[] {
  const cells: string[][] = Array.from({ length: fight.height }, () => Array.from({ length: fight.width }, () => '.'));
  const legend: string[] = [];
  let k = 0;
  for (const f of fight.fighters) {
    const ch = String.fromCharCode((f.side === 'party' ? 65 : 97) + (k++ % 26));
    cells[f.pos.y]![f.pos.x] = f.condition === 'dead' ? 'x' : ch;
    if (f.condition !== 'dead') legend.push(`${ch} ${f.name}`);
  }
  const cols = new Map<number, number>();
  for (let x = 0; x < fight.width; x++) cols.set(2 * x, x);
  return [`Round ${fight.round}`, ...withAxes(cells.map((r) => r.join(' ')), cols, cells.map((_, y) => y)), legend.join(' · ')];
}

/** The view in two parts, for the terminal's `b` and `s`: the board (the grid in a fight, the dungeon) and the sheets (party, foes). */
export function sixParts(m: SixViewModel): { board: string[]; sheets: string[] } {
  const sheets: string[] = ['The party:'];
  for (const f of m.party) sheets.push(`  ${sheet(f)}`);
  const board: string[] = [];
  if (m.fight) {
    sheets.push('Foes:');
    for (const f of m.fight.fighters) if (f.side === 'foes' && f.condition !== 'dead') sheets.push(`  ${sheet(f)}`);
    board.push(...gridText(m.fight));
  }
  board.push(dungeonLine(m));
  if (m.outcome !== 'playing') board.push(`The adventure is over: ${m.outcome}.`);
  return { board, sheets };
}

function dungeonLine(m: SixViewModel): string {
  const here = m.rooms[m.rooms.length - 1]?.name;
  return `Dungeon${m.scenario ? ` (${m.scenario})` : ''}: room ${m.rooms.length} of ${m.totalRooms}${here ? `, ${here}` : ''}; ${m.coins} coins; ${m.hours} hours rested, ${m.nights} nights slept${m.rounds ? `, ${m.rounds} rounds at doors and in fights` : ''}.`;
}

/** The terminal's text of a view model (what the browser gets, drawn the same way): the sheets, then the board. */
export function sixText(m: SixViewModel): string {
  const { board, sheets } = sixParts(m);
  return [...sheets, ...board].join('\n');
}

