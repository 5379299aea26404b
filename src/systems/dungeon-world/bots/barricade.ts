/**
 * The heroes' barricades (ours; Table & Chair: a hero carries a table or
 * chair its path crosses and sets it down further along): a hero in the
 * open before monster shooters walks through a table or chair to a square
 * where, with the piece set down beside it, fewer shooters have a clear
 * shot (6s to hit in cover); and whenever a hero carries one, it sets it
 * down where it shelters the hero most, else where it blocks a corridor
 * between the hero and the monsters, else leaves it.
 */
import type { Option, Request } from '../../../core/request.ts';
import type { Board, GameState, Model, Pos } from '../state.ts';
import { adjacent, engagedBy, isRevealed, setTerrain, terrainAt } from '../rules/grid.ts';
import { checkShot } from '../rules/combat/shooting.ts';
import { DEFAULT_MOVE_RULES, moveRulesOf, pathTo, reachable } from '../rules/movement.ts';
import { dungeonMoves } from '../rules/dungeon/moves.ts';
import { live } from '../rules/dungeon/features.ts';
import { actOf, atSquare, type Plan } from './common.ts';
import type { Drop } from '../rules/dungeon/carry.ts';


/** The monster shooters with a clear shot (not in cover) at `hero` standing at `at`, on `board`. */
function exposedTo(st: GameState, board: Board, hero: Model, at: Pos): Model[] {
  return atSquare(hero, at.x, at.y, () => st.models.filter((e) => {
    if (e.status !== 'in-play' || e.side === hero.side || !e.shooting) return false;
    const c = checkShot(board, st.models, e, hero);
    return c.ok && !c.cover;
  }));
}

/** The board with the piece at `from` moved to `to`. */
function withPiece(b: Board, from: Pos, to: Pos): Board {
  const c = { ...b };
  setTerrain(c, from.x, from.y, '.');
  setTerrain(c, to.x, to.y, 't');
  return c;
}

/** A square between two walls (a corridor or a doorway's mouth): a piece there closes the way. */
function corridor(b: Board, p: Pos): boolean {
  const wall = (x: number, y: number) => terrainAt(b, x, y) === '#';
  return (wall(p.x - 1, p.y) && wall(p.x + 1, p.y)) || (wall(p.x, p.y - 1) && wall(p.x, p.y + 1));
}

/** Where a carried piece goes down (the 'carry' request), with the reason. */
export function carryPlan(st: GameState, req: Request): Plan {
  const m = st.models.find((k) => k.id === st.acting && k.status === 'in-play');
  const drops: { id: string; p: Drop }[] = [];
  for (const o of req.options) if (o.value !== null) drops.push({ id: o.id, p: o.value as Drop });
  if (!m || !drops.length) return { id: 'leave', reason: 'no hero to shelter' };
  const from = drops[0]!.p.from;
  const now = exposedTo(st, st.board, m, m).length;
  let best: { id: string; n: number; p: Pos } | null = null;
  for (const o of drops) {
    const p = o.p;
    const n = exposedTo(st, withPiece(st.board, from, p), m, m).length;
    if (!best || n < best.n || (n === best.n && adjacent(p, m) && !adjacent(best.p, m))) best = { id: o.id, n, p };
  }
  if (best && best.n < now) return { id: best.id, reason: `set it down at (${best.p.x}, ${best.p.y}): cover against ${now - best.n} of the ${now} monster shooters that had a clear shot` };
  const foes = st.models.filter((e) => e.status === 'in-play' && e.side !== m.side);
  for (const o of drops) {
    const p = o.p;
    if (corridor(st.board, p) && foes.some((e) => Math.abs(e.x - m.x) + Math.abs(e.y - m.y) > Math.abs(e.x - p.x) + Math.abs(e.y - p.y))) {
      return { id: o.id, reason: `set it down at (${p.x}, ${p.y}), across the corridor between the hero and the monsters` };
    }
  }
  return { id: 'leave', reason: 'no square along the way where it would shelter the hero or bar a corridor' };
}

/** A move through a table or chair to a square it will shelter, when monster shooters have a clear shot at `m`; null otherwise. */
export function barricadePlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  if (!st.dungeon || engagedBy(st.models, m, st.board).length) return null;
  const now = exposedTo(st, st.board, m, m);
  if (!now.length) return null;
  const pieces = live(st).filter((f) => (f.kind === 'table' || f.kind === 'chair') && terrainAt(st.board, f.x, f.y) === 't' && Math.max(Math.abs(f.x - m.x), Math.abs(f.y - m.y)) <= m.movement);
  if (!pieces.length) return null;
  const reach = reachable(st.board, st.models, m, moveRulesOf(DEFAULT_MOVE_RULES.stealthIgnoresZones, DEFAULT_MOVE_RULES.diagonalRough, dungeonMoves(st)));
  let best: { id: string; n: number; cost: number; piece: Pos; drop: Pos } | null = null;
  for (const o of opts) {
    const end = actOf(o);
    if (end.act !== 'move') continue;
    if (!isRevealed(st.board, end.x, end.y)) continue;
    const path = pathTo(reach, end.x, end.y);
    const i = path.findIndex((p) => pieces.some((f) => f.x === p.x && f.y === p.y));
    if (i < 0) continue;
    for (const drop of path.slice(i + 1)) {
      if ((drop.x === end.x && drop.y === end.y) || terrainAt(st.board, drop.x, drop.y) !== '.') continue;
      const n = exposedTo(st, withPiece(st.board, path[i]!, drop), m, end).length;
      const cost = reach.cost[end.y * reach.width + end.x]!;
      if (n < now.length && (!best || n < best.n || (n === best.n && cost < best.cost))) best = { id: o.id, n, cost, piece: path[i]!, drop };
    }
  }
  if (!best) return null;
  return { id: best.id, reason: `${now.map((e) => e.name).join(' and ')} ${now.length === 1 ? 'has' : 'have'} a clear shot: carry the piece at (${best.piece.x}, ${best.piece.y}) to (${best.drop.x}, ${best.drop.y}) and shelter behind it` };
}
