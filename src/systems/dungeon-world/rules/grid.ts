/**
 * The square grid: what each terrain does (Movement's cost table, Rock
 * Slide, Obstacles, Pits, Water), distances, neighbours, and who stands
 * where. Pure helpers over the board; movement, sight and combat build on them.
 */
import { objects } from '../speed/arrays.ts';
import type { Board, Model, Pos, Side, Terrain } from '../state.ts';
import { keptStairLinks } from '../speed/stairs.ts';
import { freshInt16, freshUint8 } from '../speed/slab.ts';

/** Movement points to enter a square orthogonally (Movement: clear 1, rough 2); Infinity: walkers cannot enter. */
export function enterCost(t: string): number {
  switch (t) {
    case '.': case '/': case 't': case 'T': case 'S': case '?': return 1;
    case ',': case 'r': return 2;
    default: return Infinity;
  }
}

/** Nobody ends a move here: a rock slide (Rock Slide), a pit (Pits), a table or chair (ours: crossed, never stood on). */
export function noStanding(t: string): boolean {
  return t === 'r' || t === 'O' || t === 't';
}

/** Monsters never end a move here: a teleporter (Teleporters). */
export function noMonsterStanding(t: string): boolean {
  return t === 'T';
}

/** Blocks line of sight (Obstacles: walls and closed doors; water does not, Pool of Water). */
export function blocksSight(t: string): boolean {
  return t === '#' || t === ' ' || t === '+';
}

/** Gives cover to a model just behind it (Cover: rock slides, crates and furniture, tables and chairs). */
export function givesCover(t: string): boolean {
  return t === 'r' || t === 'f' || t === 't';
}

/** A flyer may cross it but not land on it (Fly over water and impassable terrain); walls and closed doors stay walls. */
export function flyable(t: string): boolean {
  return t !== '#' && t !== ' ' && t !== '+';
}

/** Changes one square's terrain (a door opened, a crate taken away, a table carried). */
export function setTerrain(b: Board, x: number, y: number, t: Terrain): void {
  const i = y * b.width + x;
  b.terrain = b.terrain.slice(0, i) + t + b.terrain.slice(i + 1);
}

export function inside(b: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

export function terrainAt(b: Board, x: number, y: number): Terrain {
  return (inside(b, x, y) ? b.terrain[y * b.width + x] : ' ') as Terrain;
}

/** Squares counted for range and kill zones: diagonals count 1 (Diagonal Movement: not for ranged attacks). */
export function distance(a: Pos, b: Pos): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function adjacent(a: Pos, b: Pos): boolean {
  return distance(a, b) === 1;
}

/** The squares a staircase links to `p`: the other ends of the same colour when `p` is an end (Staircases: attacks and sight). */
export function stairLinks(b: Board | undefined, p: Pos): readonly Pos[] {
  if (!b?.stairs) return NO_LINKS;
  return keptStairLinks(b.stairs, b.width, p.y * b.width + p.x, findStairLinks);
}

/** The search stairLinks keeps (speed/stairs.ts): the other squares of the first staircase holding square `i`. */
function findStairLinks(stairs: readonly (readonly number[])[], w: number, i: number): Pos[] {
  const group = stairs.find((g) => g.includes(i));
  return group ? group.filter((j) => j !== i).map((j) => ({ x: j % w, y: Math.floor(j / w) })) : [];
}

// Read only by its type, not frozen (speed/unfrozen.ts).
const NO_LINKS: readonly Pos[] = objects();

/** Side by side for attacks and kill zones: adjacent on the grid, or the two ends of a staircase. */
export function touching(b: Board | undefined, a: Pos, c: Pos): boolean {
  if (adjacent(a, c)) return true;
  if (!b?.stairs) return false;
  const ends = stairLinks(b, a);
  for (let k = 0; k < ends.length; k++) if (ends[k]!.x === c.x && ends[k]!.y === c.y) return true;
  return false;
}

export const STEPS: readonly (readonly [number, number])[] = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
];

export function enemiesOf(models: readonly Model[], side: Side): Model[] {
  return models.filter((m) => m.status === 'in-play' && m.side !== side);
}

/** Each square's model index + 1 (0: empty); written into `into` (zeroed first, at least the board's size) when given. */
export function occupancy(b: Board, models: readonly Model[], into?: Int16Array): Int16Array {
  const occ = into ? into.fill(0, 0, b.width * b.height) : freshInt16(b.width * b.height);
  for (let i = 0; i < models.length; i++) {
    const m = models[i]!;
    if (m.status === 'in-play') occ[m.y * b.width + m.x] = i + 1;
  }
  return occ;
}

/**
 * Whether the model has a kill zone: every model but a familiar, which may
 * not enter a melee on its own (Familiar): nobody is stopped or held beside it.
 */
export function hasKillZone(m: Model): boolean {
  return m.species !== 'familiar';
}

/** Squares in the kill zone of `side`'s enemies (the squares adjacent to an enemy model), as 1s; written into `into` (zeroed first) when given. */
export function killZones(b: Board, models: readonly Model[], side: Side, ignore?: Model, into?: Uint8Array): Uint8Array {
  const kz = into ? into.fill(0, 0, b.width * b.height) : freshUint8(b.width * b.height);
  for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
    const e = a1[i1]!;
    if (e.status !== 'in-play' || e.side === side || e === ignore || !hasKillZone(e)) continue;
    // neighbours(b, e), written straight into the grid (this runs for every move asked).
    for (let k = 0; k < 8; k++) {
      const x = e.x + STEPS[k]![0];
      const y = e.y + STEPS[k]![1];
      if (inside(b, x, y)) kz[y * b.width + x] = 1;
    }
    if (b.stairs) for (let i2 = 0, a2 = stairLinks(b, e); i2 < a2.length; i2++) {
      const q = a2[i2]!;
      kz[q.y * b.width + q.x] = 1;
    }
  }
  return kz;
}

/** The enemies in whose kill zone `m` stands (through a staircase too, given the board). */
export function engagedBy(models: readonly Model[], m: Model, b?: Board): Model[] {
  return models.filter((e) => e.status === 'in-play' && e.side !== m.side && hasKillZone(e) && touching(b, e, m));
}

/**
 * A board from a drawing: one string a row, every character a terrain.
 * `area`, when given, has one character a square too (digits or letters,
 * each a tile; a space outside). Every area starts revealed unless listed in `hidden`.
 */
export function boardFrom(rows: readonly string[], area?: readonly string[], hidden: readonly number[] = []): Board {
  const height = rows.length;
  const width = Math.max(...rows.map((r) => r.length));
  let terrain = '';
  const areas: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = rows[y]![x] ?? ' ';
      terrain += t;
      const a = area ? area[y]?.[x] ?? ' ' : t === ' ' ? ' ' : '0';
      areas.push(a === ' ' ? -1 : parseInt(a, 36));
    }
  }
  const count = Math.max(0, ...areas) + 1;
  const revealed = Array.from({ length: count }, (_, i) => !hidden.includes(i));
  return { width, height, terrain, area: areas, revealed, stairs: undefined };
}

export function isRevealed(b: Board, x: number, y: number): boolean {
  const a = b.area[y * b.width + x]!;
  return a >= 0 && b.revealed[a] === true;
}
