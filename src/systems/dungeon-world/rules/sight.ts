/**
 * Line of sight, range and cover (Shooting: Range, Line Of Sight; Cover;
 * Rock Slide; Master Shot).
 *
 * The line runs from the centre of one square to the centre of the other
 * (the book's "imaginary straight line"). We walk every square the segment
 * passes through, exactly, in integers (a supercover walk): where the
 * segment goes through a corner point it touches the two squares beside it
 * and passes between them. A square in between blocks when it is a wall or
 * holds a model; a corner is closed only when both squares beside it block.
 * The segment from B to A is the same set of points, so sight is symmetric
 * by construction (tested on drawn and random boards). No library: rot.js's
 * field-of-view algorithms are not symmetric, and this is a few lines.
 */
import { objects } from '../speed/arrays.ts';
import { SearchCache } from '../../../core/grid-search.ts';
import type { Board, Model, Pos } from '../state.ts';
import { adjacent, blocksSight, distance, givesCover, inside, stairLinks, terrainAt } from './grid.ts';
import { clearWalk, coverWalk, plainLines, SHOT, WALLS } from '../speed/lines.ts';

const NO_MODELS: readonly Model[] = objects();

/** What a line passes: single squares, and corner pairs (two squares touched at a corner point). */
export interface Line {
  readonly squares: Pos[];
  readonly corners: [Pos, Pos][];
}

/**
 * Walks the centre-to-centre segment from `a` to `b`: where it passes exactly
 * through a corner, `corner` gets the two squares beside it; each square
 * strictly between, `square`. Stops (false) as soon as either says false.
 */
function walkLine(a: Pos, b: Pos, corner: (x1: number, y1: number, x2: number, y2: number) => boolean, square: (x: number, y: number) => boolean): boolean {
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
      if (!corner(x + sx, y, x, y + sy)) return false;
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
    if ((x !== b.x || y !== b.y) && !square(x, y)) return false;
  }
  return true;
}

/** The squares strictly between `a` and `b` on the centre-to-centre segment. */
export function lineBetween(a: Pos, b: Pos): Line {
  const squares: Pos[] = [];
  const corners: [Pos, Pos][] = [];
  walkLine(
    a,
    b,
    (x1, y1, x2, y2) => {
      corners.push([{ x: x1, y: y1 }, { x: x2, y: y2 }]);
      return true;
    },
    (x, y) => {
      squares.push({ x, y });
      return true;
    },
  );
  return { squares, corners };
}

/** Whether nothing that blocks stands between `a` and `b`; `blocks` says whether a square blocks. */
export function clearLine(a: Pos, b: Pos, blocks: (x: number, y: number) => boolean): boolean {
  // lineBetween's walk, read as it goes (no arrays made: this runs for every shot weighed).
  return walkLine(a, b, (x1, y1, x2, y2) => !(blocks(x1, y1) && blocks(x2, y2)), (x, y) => !blocks(x, y));
}

// Sight through the walls depends on the terrain alone: kept per viewer's square (1 sees, 0 not, -1 not asked yet) while the terrain stays.
const terrainSight = new SearchCache<Int8Array>(16);

/** Sight through the dungeon's walls only (what a hero sees for spawning). */
export function seesTerrain(board: Board, a: Pos, b: Pos): boolean {
  if (!inside(board, a.x, a.y) || !inside(board, b.x, b.y)) return clearLine(a, b, (x, y) => blocksSight(terrainAt(board, x, y)));
  return seesFrom(board, terrainView(board, a), a, b);
}

/** What a viewer on `a` (on the board) sees through the walls, square by square (1 sees, 0 not, -1 not asked yet), kept while the terrain stays. */
export function terrainView(board: Board, a: Pos): Int8Array {
  const n = board.width * board.height;
  return terrainSight.get(board.terrain, `${board.width}|${a.y * board.width + a.x}`, () => new Int8Array(n).fill(-1));
}

/** seesTerrain from `a` to `b` (both on the board), given `a`'s view (terrainView): for many squares from one viewer. */
export function seesFrom(board: Board, view: Int8Array, a: Pos, b: Pos): boolean {
  const i = b.y * board.width + b.x;
  let v = view[i]!;
  if (v === -1) view[i] = v = (plainLines.on ? clearWalk(WALLS, board, NO_MODELS, null, false, a, b) : clearLine(a, b, (x, y) => blocksSight(terrainAt(board, x, y)))) ? 1 : 0;
  return v === 1;
}

/** The model in play on (x, y), as occupancy() finds it (the last of the list), without making the board's grid for a few squares. */
function modelOn(models: readonly Model[], x: number, y: number): Model | undefined {
  for (let i = models.length - 1; i >= 0; i--) {
    const m = models[i]!;
    if (m.x === x && m.y === y && m.status === 'in-play') return m;
  }
  return undefined;
}

/**
 * A shooter's line of sight to a target: walls and models in between block;
 * with Master Shot, friends adjacent to the shooter (its front rank) and
 * enemies (their ranks) do not.
 */
export function seesForShot(board: Board, models: readonly Model[], shooter: Model, target: Pos, masterShot = false): boolean {
  if (stairSight(board, shooter, target)) return true;
  if (plainLines.on) return clearWalk(SHOT, board, models, shooter, masterShot, shooter, target);
  return clearLine(shooter, target, (x, y) => {
    if (blocksSight(terrainAt(board, x, y))) return true;
    const m = modelOn(models, x, y);
    if (m === undefined) return false;
    if (masterShot && (m.side !== shooter.side || adjacent(m, shooter))) return false;
    return true;
  });
}

/**
 * Sight through a staircase: a model on one end sees the far end and the
 * squares around it, and is seen from them (Staircases: attacks and sight).
 */
export function stairSight(board: Board, a: Pos, b: Pos): boolean {
  if (!board.stairs) return false;
  return stairNear(board, a, b) || stairNear(board, b, a);
}

/** Whether a far end of the staircase `p` stands on is within a square of `q` (no closure: the bots ask this of every square they weigh). */
function stairNear(board: Board, p: Pos, q: Pos): boolean {
  const ends = stairLinks(board, p);
  for (let k = 0; k < ends.length; k++) if (distance(ends[k]!, q) <= 1) return true;
  return false;
}

/** A shot's range: straight on the grid, or through a staircase when it gives the sight (the far end one square away: our ruling), the shorter. */
export function shotRange(board: Board, a: Pos, b: Pos): number {
  if (!stairSight(board, a, b)) return rangeTo(a, b);
  // The least of the straight range and one more than each far end's (loops, not spreads: no arrays per shot).
  let best = rangeTo(a, b);
  const fromA = stairLinks(board, a);
  for (let i = 0; i < fromA.length; i++) best = Math.min(best, 1 + distance(fromA[i]!, b));
  const fromB = stairLinks(board, b);
  for (let i = 0; i < fromB.length; i++) best = Math.min(best, 1 + distance(a, fromB[i]!));
  return best;
}

/** Range counts the squares to the target, its own square included; diagonals count one (Shooting: Range). */
export function rangeTo(a: Pos, b: Pos): number {
  return distance(a, b);
}

/** The target is behind cover: the line passes (or touches) a cover square right beside the target (Cover, Rock Slide). */
export function inCover(board: Board, shooter: Pos, target: Pos): boolean {
  if (plainLines.on) return coverWalk(board, shooter, target);
  const l = lineBetween(shooter, target);
  const covers = (p: Pos) => inside(board, p.x, p.y) && adjacent(p, target) && givesCover(terrainAt(board, p.x, p.y));
  return l.squares.some(covers) || l.corners.some(([p, q]) => covers(p) || covers(q));
}
