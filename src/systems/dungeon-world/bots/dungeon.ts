/**
 * The bots' dungeon choices (ours), each with its reason: heroes drink a
 * potion when badly hurt, take the antidote when poisoned, open chests and
 * take what lies about, read what teaches, open the doors on their way;
 * a familiar keeps beside its owner; when a key door bars the way, the
 * heroes head for its key.
 */
import type { Option } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { isRevealed } from '../rules/grid.ts';
import { live } from '../rules/dungeon/features.ts';
import { at, distanceField } from './field.ts';
import { besideSquares, type Plan } from './common.ts';
import { heroWays, lockedDoors, unexploredStairs } from './ways.ts';

const WANTED = new Set(['chest', 'key', 'treasure', 'health-potion', 'major-health-potion', 'antidote', 'portable-teleporter', 'weapons-rack', 'wizards-table', 'bookcase', 'tome']);
const WHEN_HURT = new Set(['crate-apples', 'food']);

export function heroDungeonPlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  const has = (id: string) => opts.find((o) => o.id === id);
  if (m.wounds * 2 <= m.maxWounds) {
    const potion = has('do:item:major-health-potion') ?? has('do:item:health-potion') ?? opts.find((o) => o.id.startsWith('do:familiar:'));
    if (potion) return { id: potion.id, reason: `${m.name} is badly hurt (${m.wounds} of ${m.maxWounds})` };
  }
  if (m.poison > 0 && has('do:item:antidote')) return { id: 'do:item:antidote', reason: 'poisoned: the antidote clears it' };
  for (const o of opts) {
    if (!o.id.startsWith('do:explore:')) continue;
    const f = st.dungeon?.features.find((x) => x.id === o.id.slice(11));
    if (!f) continue;
    if (f.kind === 'treasure' && f.number === 25 && (m.kit?.stacks ?? 0) >= 1) continue;
    if (f.kind === 'chest' && m.wounds <= 2) continue; // a chest's trap could kill a hero this hurt
    if (WANTED.has(f.kind) || (WHEN_HURT.has(f.kind) && m.wounds < m.maxWounds)) return { id: o.id, reason: `the ${f.kind} is worth taking` };
  }
  return null;
}

/** The door option, when standing still gains nothing more. */
export function openPlan(opts: readonly Option[]): Plan | null {
  const o = opts.find((x) => x.id.startsWith('do:open:'));
  return o ? { id: o.id, reason: 'open the door to go on' } : null;
}

/** Goals for a hero: the objective if it can be reached, else the keys of the doors in the way; a familiar its owner. */
export function heroGoals(st: GameState, m: Model, objective: Pos[]): Pos[] {
  if (m.species === 'familiar') {
    const owner = st.models.find((o) => `f-${o.id}` === m.id);
    return owner && owner.status === 'in-play' ? [{ x: owner.x, y: owner.y }] : [];
  }
  const locked = lockedDoors(st);
  if (!objective.length) return exploring(st, locked);
  const ways = heroWays(st);
  const field = distanceField(st.board, objective, ways.blocked, ways.links);
  if (at(field, st.board, m) < 9999) return objective;
  const found = live(st, 'key').filter((k) => locked.some((d) => d.colour === k.colour) && isRevealed(st.board, k.x, k.y));
  return found.length ? found.map((k) => ({ x: k.x, y: k.y })) : exploring(st, locked);
}

/** With no objective in sight: the things worth taking in the revealed dungeon, the closed doors the heroes can open, the stairs not yet taken. */
function exploring(st: GameState, locked: readonly { x: number; y: number }[]): Pos[] {
  // A thing is explored from beside it (or on it): heading for those squares, the hero gets there with points left to take it.
  const things = live(st).filter((f) => WANTED.has(f.kind) && isRevealed(st.board, f.x, f.y)).flatMap((f) => [{ x: f.x, y: f.y }, ...besideSquares([f])]);
  const doors = live(st, 'door').filter((d) => st.board.terrain[d.y * st.board.width + d.x] === '+' && !locked.some((l) => l.x === d.x && l.y === d.y)).map((d) => ({ x: d.x, y: d.y }));
  return [...things, ...doors, ...unexploredStairs(st)];
}
