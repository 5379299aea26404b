/**
 * The terminal's view, drawn from the view model: the map with heroes as
 * digits and monsters as letters, `T` the teleporters, `X` the objective,
 * `:` the squares of the monsters' kill zones, (x, y) numbered on the edges;
 * then a line per model.
 */
import type { DwViewModel } from './view-model.ts';
import { withAxes } from '../../../core/axes-text.ts';

/** A model's mark: the label the view model gives it once for the whole game (labels.ts). */
function symbolOf(v: DwViewModel, id: string): string {
  return v.models.find((m) => m.id === id)?.label ?? '?';
}

/** The view in two parts, for the terminal's `b` and `s`: the board (the map, its key, what is in sight) and the sheets (a line per model). */
export function dwParts(v: DwViewModel): { board: string[]; sheets: string[] } {
  const grid = v.rows.map((r) => [...r]);
  for (const z of v.monsterZones) if (grid[z.y]![z.x] === '.') grid[z.y]![z.x] = ':';
  for (const t of v.teleporters) grid[t.y]![t.x] = 'T';
  for (const p of v.objective.reach) grid[p.y]![p.x] = 'X';
  for (const m of v.models) grid[m.y]![m.x] = symbolOf(v, m.id);
  const lines = [`${v.title}: move ${v.move} of ${v.maxMoves}, victory points ${v.victoryPoints} of ${v.victoryLimit}${v.mover ? `, mover: ${v.mover === 'heroes' ? 'the heroes' : 'the Draken Master'}` : ''}`];
  const cols = new Map<number, number>();
  for (let x = 0; x < Math.max(0, ...grid.map((r) => r.length)); x++) cols.set(x, x);
  lines.push(...withAxes(grid.map((r) => r.join('')), cols, grid.map((_, y) => y)));
  lines.push('Key: digits heroes, letters monsters, : a monster kill zone, T teleporter, X objective, r rock slide, , rough, ~ water, O pit, # wall, + closed door, / open door, S stairs, ? trap, f furnishing, t table or chair, blank unseen');
  const things = v.features.filter((f) => f.kind !== 'door' && f.kind !== 'trap');
  if (things.length) lines.push(`In sight: ${things.map((f) => `${f.colour ? `${f.colour} ` : ''}${f.kind}${f.kind === 'teleporter' ? (f.on ? ' (active)' : ' (asleep)') : ''} (${f.x}, ${f.y})`).join(', ')}`);
  const board = lines;
  const sheets: string[] = [];
  for (const m of v.models) {
    const k = m.kit;
    const carried = k && (k.gold || k.stacks || k.items.length || k.keys.length) ? `; carries ${k.gold} gold${k.stacks ? `, ${k.stacks} treasure stacks` : ''}${k.items.length ? `, ${k.items.join(', ')}` : ''}${k.keys.length ? `, ${k.keys.join(', ')} key` : ''}` : '';
    sheets.push(`${symbolOf(v, m.id)} ${m.name}${m.player ? ` [${m.player}]` : ''}${m.acting ? ' (acting)' : ''}${k?.asleep ? ' (asleep)' : ''} at (${m.x}, ${m.y}): move ${m.movement}, attacks ${m.attacks}${m.shooting ? `, shoots ${m.shooting}` : ''}, Armour ${m.armour}, hits ${m.wounds}/${m.maxWounds}${m.poison ? `, poison ${m.poison}` : ''}${m.fire ? `, fire ${m.fire}` : ''}${m.abilities.length ? `; ${m.abilities.join(', ')}` : ''}${carried}`);
  }
  if (v.shopOpen) sheets.push('Ye Olde Shoppe is open: the heroes spend their gold.');
  if (v.waiting.length) sheets.push(`Waiting to re-spawn: ${v.waiting.join(', ')}`);
  return { board, sheets };
}

export function textView(v: DwViewModel): string {
  const { board, sheets } = dwParts(v);
  return [...board, ...sheets].join('\n');
}

