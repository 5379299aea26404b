/**
 * When the heroes' bot spends an action on Checking (ours): only where a
 * secret door could lead somewhere new (a wall of the tile with unrevealed
 * ground behind it) and the party needs a way: its goals cannot be reached
 * by the ways it knows, or the ground behind that wall lies much nearer the
 * objective than the walk there. (It checked every tile before, losing the
 * Dwarf's action almost every move.)
 */
import type { GameState, Model, Pos } from '../state.ts';
import { inTile, tileOf } from '../rules/abilities/checking.ts';
import { distance, isRevealed, terrainAt } from '../rules/grid.ts';
import { at, distanceField } from './field.ts';
import { heroGoals } from './dungeon.ts';
import { heroWays } from './ways.ts';

/** A shortcut worth a search saves at least this many points of walking. */
const SHORTCUT = 8;

/** Squares of unrevealed ground behind a wall of `m`'s tile (where a secret door would lead). */
function hiddenBehindWalls(st: GameState, m: Model): Pos[] {
  const b = st.board;
  const area = tileOf(st, m);
  const out: Pos[] = [];
  for (let y = 1; y < b.height - 1; y++) {
    for (let x = 1; x < b.width - 1; x++) {
      if (terrainAt(b, x, y) !== '#' || !inTile(st, { x, y }, area)) continue;
      for (let i1 = 0, a1 = [[1, 0], [0, 1]] as const; i1 < a1.length; i1++) {
        const e1 = a1[i1]!;
        const dx = e1[0];
        const dy = e1[1];
        const a = { x: x - dx, y: y - dy };
        const c = { x: x + dx, y: y + dy };
        for (let i2 = 0, a2 = [[a, c], [c, a]] as const; i2 < a2.length; i2++) {
          const e2 = a2[i2]!;
          const near = e2[0];
          const far = e2[1];
          if (tileOf(st, near) === area && isRevealed(b, near.x, near.y) && terrainAt(b, far.x, far.y) !== '#' && !isRevealed(b, far.x, far.y)) out.push(far);
        }
      }
    }
  }
  return out;
}

/** Why a search of `m`'s tile is worth its action now, or null. */
export function checkWorth(st: GameState, m: Model): string | null {
  const behind = hiddenBehindWalls(st, m);
  if (!behind.length) return null;
  const ways = heroWays(st);
  const goals = heroGoals(st, m, st.objective.reach);
  const walk = goals.length ? at(distanceField(st.board, goals, ways.blocked, ways.links, ways.key), st.board, m) : 9999;
  if (walk >= 9999) return 'the party knows no way on';
  const reach = st.objective.reach;
  if (reach.length && behind.some((p) => Math.min(...reach.map((r) => distance(r, p))) + SHORTCUT <= walk)) return 'a wall here may hide a shorter way to the objective';
  return null;
}
