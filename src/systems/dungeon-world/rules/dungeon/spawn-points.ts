/**
 * Floor Grills & Trap Doors, and Wells: wandering monsters may come up
 * through them even in the heroes' sight. A grill or trap door is closed
 * while a hero stands on it (its square is taken); a well's squares are
 * closed while a hero stands beside the well.
 */
import type { Feature, GameState, Pos } from '../../state.ts';
import { adjacent } from '../grid.ts';
import { isHero, live } from './features.ts';

/** The squares spawnPointAt finds a feature for (1), the board's size: one pass over the features for a whole board. */
export function spawnPointSquares(st: GameState, wellsUsed: readonly string[] = []): Uint8Array {
  const b = st.board;
  const out = new Uint8Array(b.width * b.height);
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < b.width && y < b.height) out[y * b.width + x] = 1;
  };
  for (let i1 = 0, a1 = live(st); i1 < a1.length; i1++) {
    const f = a1[i1]!;
    if (f.kind === 'grill' || f.kind === 'trapdoor') mark(f.x, f.y);
    else if (f.kind === 'well' && !wellsUsed.includes(f.id) && !st.models.some((h) => h.status === 'in-play' && isHero(h) && adjacent(h, f))) {
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx || dy) mark(f.x + dx, f.y + dy);
    }
  }
  return out;
}

/**
 * The grill, trap door or well that makes `p` a spawning square in sight, or
 * null. A well serves for one wandering monster (Wells) in each spawning
 * (ruling): `wellsUsed` are the wells already used in this one.
 */
export function spawnPointAt(st: GameState, p: Pos, wellsUsed: readonly string[] = []): Feature | null {
  for (let i1 = 0, a1 = live(st); i1 < a1.length; i1++) {
    const f = a1[i1]!;
    if ((f.kind === 'grill' || f.kind === 'trapdoor') && f.x === p.x && f.y === p.y) return f;
  }
  for (let i2 = 0, a2 = live(st); i2 < a2.length; i2++) {
    const f = a2[i2]!;
    if (f.kind === 'well' && !wellsUsed.includes(f.id) && adjacent(f, p) && !st.models.some((h) => h.status === 'in-play' && isHero(h) && adjacent(h, f))) return f;
  }
  return null;
}
