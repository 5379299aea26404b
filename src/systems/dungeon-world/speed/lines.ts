/**
 * Speed: lines of sight walked without a closure. `clearLine` takes the
 * test of a square as a function, and its callers made one (with the board
 * and the models in it) for every line asked, plus the walk's own two;
 * `inCover` made the line's lists of squares and corners to read them once.
 * Spawning asks sight of every free square for every hero, the bots ask a
 * shot of every square they weigh: these walks are sight.ts's walk
 * (walkLine) with the test written in, the same squares in the same order.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Board, Model, Pos } from '../state.ts';
import { adjacent, blocksSight, givesCover, inside, terrainAt } from '../rules/grid.ts';

/** Off only for the benchmark that shows what walking without closures is worth (sight.ts then walks with them). */
export const plainLines = { on: true };

/** What blocks a line: walls only (a hero's sight for spawning), or walls and models (a shot). */
export const WALLS = 0;
export const SHOT = 1;

/** The model in play on (x, y), as occupancy() finds it (the last of the list). */
function modelOn(models: readonly Model[], x: number, y: number): Model | undefined {
  for (let i = models.length - 1; i >= 0; i--) {
    const m = models[i]!;
    if (m.x === x && m.y === y && m.status === 'in-play') return m;
  }
  return undefined;
}

/** Whether (x, y) blocks the line: for a shot, walls and the models in play (Master Shot: not the shooter's front rank nor enemies). */
function blocks(mode: number, board: Board, models: readonly Model[], shooter: Model | null, masterShot: boolean, x: number, y: number): boolean {
  if (blocksSight(terrainAt(board, x, y))) return true;
  if (mode === WALLS) return false;
  const m = modelOn(models, x, y);
  if (m === undefined) return false;
  if (masterShot && (m.side !== shooter!.side || adjacent(m, shooter!))) return false;
  return true;
}

/** Whether the square (x, y) gives `target` cover (Cover, Rock Slide): on the board, beside it, of a terrain that covers. */
function covers(board: Board, target: Pos, x: number, y: number): boolean {
  return inside(board, x, y) && Math.max(Math.abs(x - target.x), Math.abs(y - target.y)) === 1 && givesCover(terrainAt(board, x, y));
}

/** Cover: the line is stopped by a square that gives the target cover, at a corner by either square beside it. */
const COVER = 2;

/** Whether (x, y) stops the line for `kind`: blocks it (WALLS, SHOT) or covers the line's end `b` (COVER). */
function stops(kind: number, board: Board, models: readonly Model[], shooter: Model | null, masterShot: boolean, b: Pos, x: number, y: number): boolean {
  return kind === COVER ? covers(board, b, x, y) : blocks(kind, board, models, shooter, masterShot, x, y);
}

/**
 * sight.ts walkLine with the test written in: whether a square strictly
 * between `a` and `b` stops the line, or a corner does (for a block both
 * squares beside it, for cover either).
 */
function walkStops(kind: number, board: Board, models: readonly Model[], shooter: Model | null, masterShot: boolean, a: Pos, b: Pos): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  let x = a.x;
  let y = a.y;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decide = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decide === 0) {
      const first = stops(kind, board, models, shooter, masterShot, b, x + sx, y);
      const second = stops(kind, board, models, shooter, masterShot, b, x, y + sy);
      if (kind === COVER ? first || second : first && second) return true;
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (decide < 0) {
      x += sx;
      ix++;
    } else {
      y += sy;
      iy++;
    }
    if ((x !== b.x || y !== b.y) && stops(kind, board, models, shooter, masterShot, b, x, y)) return true;
  }
  return false;
}

/** sight.ts clearLine(a, b, test) with the test of `mode` (WALLS or SHOT): a corner closed only when both its squares block. */
export function clearWalk(mode: number, board: Board, models: readonly Model[], shooter: Model | null, masterShot: boolean, a: Pos, b: Pos): boolean {
  return !walkStops(mode, board, models, shooter, masterShot, a, b);
}

const NO_MODELS: readonly Model[] = [];

/** sight.ts inCover without the line's lists: any square the line passes, or touches at a corner, that covers the target. */
export function coverWalk(board: Board, shooter: Pos, target: Pos): boolean {
  return walkStops(COVER, board, NO_MODELS, null, false, shooter, target);
}
