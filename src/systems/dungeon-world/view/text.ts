/**
 * The terminal's view, drawn from the view model: the map with heroes as
 * digits and monsters as letters, `T` the teleporters, `X` the objective,
 * `:` the squares of the monsters' kill zones; then a line per model.
 */
import type { GameState } from '../state.ts';
import { dwViewModel, type DwViewModel } from './view-model.ts';
import { PLAYERS } from '../../../core/view-model.ts';

/** A model's mark: the label the view model gives it once for the whole game (labels.ts). */
export function symbolOf(v: DwViewModel, id: string): string {
  return v.models.find((m) => m.id === id)?.label ?? '?';
}

export function textView(v: DwViewModel): string {
  const grid = v.rows.map((r) => [...r]);
  for (const z of v.monsterZones) if (grid[z.y]![z.x] === '.') grid[z.y]![z.x] = ':';
  for (const t of v.teleporters) grid[t.y]![t.x] = 'T';
  for (const p of v.objective.reach) grid[p.y]![p.x] = 'X';
  for (const m of v.models) grid[m.y]![m.x] = symbolOf(v, m.id);
  const lines = [`${v.title}: move ${v.move} of ${v.maxMoves}, victory points ${v.victoryPoints} of ${v.victoryLimit}${v.mover ? `, mover: ${v.mover === 'heroes' ? 'the heroes' : 'the Draken Master'}` : ''}`];
  lines.push(...grid.map((r) => r.join('')));
  lines.push('Key: digits heroes, letters monsters, : a monster kill zone, T teleporter, X objective, r rock slide, , rough, ~ water, O pit, # wall, + closed door, / open door, S stairs, ? trap, f furnishing, t table or chair, blank unseen');
  const things = v.features.filter((f) => f.kind !== 'door' && f.kind !== 'trap');
  if (things.length) lines.push(`In sight: ${things.map((f) => `${f.colour ? `${f.colour} ` : ''}${f.kind}${f.kind === 'teleporter' ? (f.on ? ' (active)' : ' (asleep)') : ''} (${f.x}, ${f.y})`).join(', ')}`);
  for (const m of v.models) {
    const k = m.kit;
    const carried = k && (k.gold || k.stacks || k.items.length || k.keys.length) ? `; carries ${k.gold} gold${k.stacks ? `, ${k.stacks} treasure stacks` : ''}${k.items.length ? `, ${k.items.join(', ')}` : ''}${k.keys.length ? `, ${k.keys.join(', ')} key` : ''}` : '';
    lines.push(`${symbolOf(v, m.id)} ${m.name}${m.player ? ` [${m.player}]` : ''}${m.acting ? ' (acting)' : ''}${k?.asleep ? ' (asleep)' : ''} at (${m.x}, ${m.y}): move ${m.movement}, attacks ${m.attacks}${m.shooting ? `, shoots ${m.shooting}` : ''}, Armour ${m.armour}, hits ${m.wounds}/${m.maxWounds}${m.poison ? `, poison ${m.poison}` : ''}${m.fire ? `, fire ${m.fire}` : ''}${m.abilities.length ? `; ${m.abilities.join(', ')}` : ''}${carried}`);
  }
  if (v.shopOpen) lines.push('Ye Olde Shoppe is open: the heroes spend their gold.');
  if (v.waiting.length) lines.push(`Waiting to re-spawn: ${v.waiting.join(', ')}`);
  return lines.join('\n');
}

export function viewDw(st: GameState): string {
  return textView(dwViewModel(st, PLAYERS));
}
