/**
 * The terminal's view, drawn from the view model (never from the adventure):
 * the revealed map with thin walls (each square is a character, walls and
 * ways sit between them), the party, the goals and the journal read so far.
 * Map key: letters are characters (the Leader in capitals), x a creature,
 * ? a search token, # a wall, + a closed door or portcullis, = a locked
 * one, / a door opened this round, a gap an open way (no door is a letter,
 * so the Leader is never taken for one). Squares are numbered (x, y) on the
 * map's edges, as the log names them. At a decision the browser's pick
 * marks too (3d6's picks-text.ts): each option's number on its square, or
 * the way of the one pointed at (`b N`); during a fight, the fight's grid.
 */
import type { ExplorationViewModel } from './view-model.ts';
import { withAxes } from '../../../core/axes-text.ts';
import { gridText, marksKey, type Pointing, squareMarks, type SquareMarks } from '../../3d6/api.ts';

/** The map's rows, blank rows trimmed off top and bottom; `first`: the grid row the first one is (odd grid rows hold squares). */
function mapGrid(vm: ExplorationViewModel, marks: SquareMarks): { rows: string[]; first: number } {
  const { x: ox, y: oy } = vm.extent;
  const W = vm.extent.w * 2 + 1;
  const H = vm.extent.h * 2 + 1;
  // Squares are drawn from the revealed extent's corner; walls and ways sit between them.
  const grid: string[][] = Array.from({ length: H }, () => Array.from({ length: W }, () => ' '));
  const put = (gy: number, gx: number, ch: string) => (grid[gy - 2 * oy]![gx - 2 * ox] = ch);
  const inRoom = new Map<string, string>();
  for (const r of vm.rooms) for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) inRoom.set(`${x},${y}`, r.id);
  const solid = new Set(vm.rooms.flatMap((r) => r.walls.map((w) => `${w.x},${w.y}`)));
  for (const [k, room] of inRoom) {
    const [x, y] = k.split(',').map(Number) as [number, number];
    put(2 * y + 1, 2 * x + 1, solid.has(k) ? '#' : '.');
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      if (inRoom.get(`${x + dx},${y + dy}`) !== room) put(2 * y + 1 + dy, 2 * x + 1 + dx, '#');
    }
    for (const [dx, dy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
      if (inRoom.get(`${x + dx},${y + dy}`) !== room || inRoom.get(`${x + dx},${y}`) !== room || inRoom.get(`${x},${y + dy}`) !== room) put(2 * y + 1 + dy, 2 * x + 1 + dx, '#');
    }
  }
  for (const r of vm.rooms) for (const t of r.terrain ?? []) put(2 * t.y + 1, 2 * t.x + 1, TERRAIN_MARKS[t.kind] ?? '.');
  for (const w of vm.ways) {
    const mark = w.state === 'closed' ? (w.lock === 'locked' ? '=' : '+') : w.state === 'opening' ? '/' : ' ';
    for (const [p, q] of w.squares) put(p.y + q.y + 1, p.x + q.x + 1, mark);
  }
  // One character a square: options past 9 keep their square unmarked (their labels name it).
  for (const [q, mark] of marks.squares) {
    const [x, y] = q.split(',').map(Number) as [number, number];
    if (mark.length === 1 && inRoom.has(q) && !solid.has(q)) put(2 * y + 1, 2 * x + 1, mark);
  }
  for (const t of vm.tokens) put(2 * t.at.y + 1, 2 * t.at.x + 1, '?');
  for (const c of vm.creatures) put(2 * c.pos.y + 1, 2 * c.pos.x + 1, 'x');
  vm.characters.forEach((c, i) => {
    if (c.condition === 'dead') return;
    const ch = String.fromCharCode(97 + i);
    put(2 * c.pos.y + 1, 2 * c.pos.x + 1, c.leader ? ch.toUpperCase() : ch);
  });
  const rows = grid.map((r) => r.join('').trimEnd());
  let first = 0;
  while (rows.length && !rows[0]) {
    rows.shift();
    first++;
  }
  while (rows.length && !rows[rows.length - 1]) rows.pop();
  return { rows, first };
}

/** The map with its axes: each square's x over its column, its y before its row. */
function mapWithAxes(vm: ExplorationViewModel, marks: SquareMarks): { lines: string[]; map: string[] } {
  const { x: ox, y: oy } = vm.extent;
  const { rows, first } = mapGrid(vm, marks);
  const cols = new Map<number, number>();
  for (let x = 0; x < vm.extent.w; x++) cols.set(2 * x + 1, ox + x);
  return { map: rows, lines: withAxes(rows, cols, rows.map((_, i) => ((first + i) % 2 === 1 ? oy + (first + i - 1) / 2 : null))) };
}

/** The map's marks of 3d6 terrain (never letters: those are the characters). */
const TERRAIN_MARKS: Readonly<Record<string, string>> = { pit: '_', rubble: '^', narrow: ':' };

/** What each mark on the map means, for the marks drawn (letters: the characters listed below the map). */
const KEY: readonly [string, string][] = [
  ['#', 'wall'],
  ['_', 'pit (a Feat to cross in a fight)'],
  ['^', 'rubble (a Feat to cross in a fight)'],
  [':', 'narrow gap (a Feat to cross in a fight)'],
  ['?', 'search token'],
  ['x', 'creature'],
  ['+', 'closed door'],
  ['=', 'locked door'],
  ['/', 'door opened this round'],
];

function mapKey(map: readonly string[]): string {
  const drawn = KEY.filter(([mark]) => map.some((row) => row.includes(mark)));
  return `Key: capital letter the Leader, letters the others${drawn.map(([mark, what]) => `, ${mark} ${what}`).join('')}.`;
}

/** The view in two parts, for the terminal's `b` and `s`: the board (the map and its key) and the sheets (characters, fight, goals, journal). */
export function explorationParts(vm: ExplorationViewModel, at?: Pointing): { board: string[]; sheets: string[] } {
  const board = [`${vm.title}: round ${vm.round} of ${vm.rounds}${vm.outcome !== 'playing' ? ` (over: ${vm.outcome})` : ''}.`];
  const marks = squareMarks(vm.fight ? [] : vm.picks, at);
  const drawn = mapWithAxes(vm, marks);
  board.push(...drawn.lines, mapKey(drawn.map));
  const letters = new Map(vm.characters.map((c, i) => [c.id, `${String.fromCharCode((c.leader ? 65 : 97) + i)} ${c.name}`]));
  const key = marksKey(marks, (id) => letters.get(id));
  if (key) board.push(key);
  if (vm.fight) board.push(...gridText(vm.fight, at));
  const lines: string[] = [];
  vm.characters.forEach((c, i) => {
    const hp = c.hp !== null ? `, HP ${c.hp}/${c.maxHp}` : '';
    lines.push(`  ${String.fromCharCode(97 + i)} ${c.name}${c.leader ? ' (Leader)' : ''}: ${c.condition} at ${c.pos.x},${c.pos.y}${hp}${c.items.length ? `; carries ${c.items.join(', ')}` : ''}`);
  });
  if (vm.combat) lines.push(`Fighting (${vm.combat.kind}): ${vm.combat.foes.join(', ')}`);
  lines.push(`Goals: ${vm.goals.map((g) => `[${g.met ? 'x' : ' '}] ${g.text}`).join('  ')}`);
  const last = vm.journal[vm.journal.length - 1];
  if (last) lines.push(`Journal (latest of ${vm.journal.length}): ${last.text}`);
  return { board, sheets: lines };
}

export function textOf(vm: ExplorationViewModel): string {
  const { board, sheets } = explorationParts(vm);
  return [...board, ...sheets].join('\n');
}

