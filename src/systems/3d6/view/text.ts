/** What a player sees, as text drawn from the view model: the party's sheets, the dungeon so far, and during a fight the foes and the grid. */
import { withAxes } from '../../../core/axes-text.ts';
import type { SixSheet, SixViewModel } from './view-model.ts';
import { marksKey, squareMarks, type Pointing } from './picks-text.ts';
import { TERRAIN, type TerrainKind } from '../tables/terrain.ts';

/** The text grid's mark of each kind of terrain (a fighter in a pit is drawn over it). */
const TERRAIN_MARK: Readonly<Record<TerrainKind, string>> = { pit: '_', rubble: '^', narrow: ':' };

function sheet(f: SixSheet): string {
  const a = f.abilities;
  const st = f.condition === 'up' ? (f.prone ? 'down' : 'standing') : f.condition;
  const extra = [f.wounds ? `${f.wounds} Wound${f.wounds === 1 ? '' : 's'}` : '', ...f.states.filter((x) => x !== 'prone')].filter(Boolean).join(', ');
  const abil = a ? ` F${a.fortitude} R${a.reflex} W${a.will} V${a.vigor} L${a.luck} C${a.charm}` : '';
  const who = f.side === 'party' ? `${f.role}${f.follower ? `, ${f.follower}` : ''}` : `level ${f.level}`;
  return `${f.name} (${who}): HP ${f.hp}/${f.maxHp}${f.maxSp ? ` SP ${f.sp}/${f.maxSp}` : ''} AC ${f.ac} Speed ${f.speed}${abil}, ${st}${extra ? `; ${extra}` : ''}`;
}

/** The characters a square takes in the text grid: the longest mark and a space (at least 3, for an option's two-digit number). */
export function cellWidth(fight: NonNullable<SixViewModel['fight']>): number {
  return Math.max(2, ...fight.fighters.map((f) => f.mark.length)) + 1;
}

/**
 * The grid: each fighter by its mark, the one its token on the browser's
 * grid carries ("Br", "O2"), `.` for a free square, blank for a wall (on
 * Exploration's map, what is not floor), `_` `^` `:` for a pit, rubble, a
 * narrow gap (named under the grid), `x` for the dead; (x, y)
 * numbered on the edges; the legend names each mark, the party first. At a
 * decision (`at`), the browser's pick marks too (picks-text.ts): the numbers
 * of the options on the squares they go to, or the way of the one pointed at.
 */
export function gridText(fight: NonNullable<SixViewModel['fight']>, at?: Pointing): string[] {
  // The squares drawn are the axes' (on Exploration's map, the revealed part of it, in the map's coordinates).
  const { x0, y0 } = fight.axes;
  const cells: string[][] = Array.from({ length: fight.height }, () => Array.from({ length: fight.width }, () => '.'));
  const put = (x: number, y: number, c: string, onlyFree = false) => {
    const row = cells[y - y0];
    if (row === undefined || x < x0 || x - x0 >= fight.width) return;
    if (!onlyFree || row[x - x0] === '.') row[x - x0] = c;
  };
  for (const w of fight.walls) put(w.x, w.y, ' ');
  for (const t of fight.terrain ?? []) put(t.x, t.y, TERRAIN_MARK[t.kind]);
  for (const f of fight.fighters) put(f.pos.x, f.pos.y, f.condition === 'dead' ? 'x' : f.mark);
  const marks = squareMarks(fight.picks, at);
  for (const [q, mark] of marks.squares) {
    const [x, y] = q.split(',').map(Number) as [number, number];
    put(x, y, mark, true);
  }
  const w = cellWidth(fight);
  const cols = new Map<number, number>();
  for (let x = 0; x < fight.width; x++) cols.set(w * x, x0 + x);
  const rows = cells.map((r) => r.map((c) => c.padEnd(w)).join('').trimEnd());
  const alive = fight.fighters.filter((f) => f.condition !== 'dead');
  const side = (s: string) => alive.filter((f) => f.side === s).map((f) => `${f.mark} ${f.name}`).join(' · ');
  const legend = [`Party: ${side('party') || 'none'}`, `Foes: ${side('foes') || 'none'}`].join('  |  ');
  const named = new Map(fight.fighters.map((f) => [f.id, `${f.mark} ${f.name}`]));
  const key = marksKey(marks, (id) => named.get(id));
  const kinds = [...new Set((fight.terrain ?? []).map((t) => t.kind))];
  const ground = kinds.length ? [`Ground: ${kinds.map((k) => `${TERRAIN_MARK[k]} ${TERRAIN[k].name}`).join(' · ')} (crossed only with a Feat)`] : [];
  return [`Round ${fight.round}`, ...withAxes(rows, cols, cells.map((_, y) => y0 + y)), legend, ...ground, ...(key ? [key] : [])];
}

/** The view in two parts, for the terminal's `b` and `s`: the board (the grid in a fight, the dungeon) and the sheets (party, foes). */
export function sixParts(m: SixViewModel, at?: Pointing): { board: string[]; sheets: string[] } {
  const sheets: string[] = ['The party:'];
  for (const f of m.party) sheets.push(`  ${sheet(f)}`);
  const board: string[] = [];
  if (m.fight) {
    sheets.push('Foes:');
    for (const f of m.fight.fighters) if (f.side === 'foes' && f.condition !== 'dead') sheets.push(`  ${sheet(f)}`);
    board.push(...gridText(m.fight, at));
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

