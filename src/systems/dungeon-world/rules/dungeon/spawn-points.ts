/**
 * Floor Grills & Trap Doors, and Wells: wandering monsters may come up
 * through them even in the heroes' sight. A grill or trap door is closed
 * while a hero stands on it (its square is taken); a well's squares are
 * closed while a hero stands beside the well.
 */
import type { GameState, Pos } from '../../state.ts';
import { adjacent } from '../grid.ts';
import { isHero, live } from './features.ts';

export function spawnPoint(st: GameState, p: Pos): boolean {
  for (const f of live(st)) {
    if ((f.kind === 'grill' || f.kind === 'trapdoor') && f.x === p.x && f.y === p.y) return true;
    if (f.kind === 'well' && adjacent(f, p) && !st.models.some((h) => h.status === 'in-play' && isHero(h) && adjacent(h, f))) return true;
  }
  return false;
}
