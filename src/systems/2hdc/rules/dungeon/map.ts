/**
 * The dungeon as it grows (36.0–36.6): Dungeon Tiles on a square grid, one
 * grid per dungeon level, joined through their exits. Plain JSON data, so a
 * map can be saved, replayed and carried into a later visit.
 */
import type { TileKind } from '../../tables/dungeon-rooms.ts';

/** Compass directions, clockwise: 0 north (straight into the dungeon), 1 east, 2 south, 3 west. */
export type Dir = 0 | 1 | 2 | 3;

export const DX: readonly number[] = [0, 1, 0, -1];
export const DY: readonly number[] = [-1, 0, 1, 0];

export const turnRight = (d: Dir): Dir => ((d + 1) & 3) as Dir;
export const turnLeft = (d: Dir): Dir => ((d + 3) & 3) as Dir;
export const opposite = (d: Dir): Dir => ((d + 2) & 3) as Dir;

/** The way a tile was entered: straight ahead from there is "forward". */
export function heading(tile: Tile): Dir {
  return tile.from === null ? 0 : opposite(tile.exits[0]!.dir);
}

export interface Exit {
  readonly dir: Dir;
  /** The tile beyond, or null while unexplored. */
  to: number | null;
  /** A blank wall found behind it (36.3): it can never be used. */
  closed: boolean;
  /** Leads one dungeon level down (stairs, 36.5; a crossed chasm, 37.1.6). */
  down: boolean;
}

export type SecretFound = 'none' | 'vermin' | 'continues' | 'boneyard' | 'challenge' | 'trap' | 'skeletons' | 'zombies' | 'empty';

export interface Tile {
  readonly id: number;
  kind: TileKind;
  readonly level: number;
  readonly x: number;
  readonly y: number;
  /** Every opening, the way in included. */
  exits: Exit[];
  /** The tile it was entered from when placed (null for the first). */
  readonly from: number | null;
  /** The 38.0 row asked for a Secret Room search once clear (37.0). */
  secretAllowed: boolean;
  searched: boolean;
  secret: SecretFound;
  /** A room's first-entry PEF has been resolved (39.5). */
  entered: boolean;
  /** The band has stood on it. */
  visited: boolean;
  /** The last tile: the Big Bad's Treasure Room (41.0). */
  treasureRoom: boolean;
}

export interface DungeonMap {
  tiles: Tile[];
  /** 36.2: four times the Big Bad's Rep. */
  tilesTotal: number;
  /** Occupied cells: "level,x,y" → tile id. */
  cells: Record<string, number>;
}

export const cellKey = (level: number, x: number, y: number): string => `${level},${x},${y}`;

export function newMap(tilesTotal: number): DungeonMap {
  // A prototype-free record: kept as a hash table from the start (cheap to add keys to, same JSON).
  return { tiles: [], tilesTotal, cells: Object.create(null) as Record<string, number> };
}

/** The tile on a cell; a scan of the few tiles costs less than building the cell's key. */
export function tileAt(map: DungeonMap, level: number, x: number, y: number): Tile | undefined {
  const tiles = map.tiles;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i]!;
    if (t.x === x && t.y === y && t.level === level) return t;
  }
  return undefined;
}

export function exitToward(tile: Tile, dir: Dir): Exit | undefined {
  for (const e of tile.exits) if (e.dir === dir) return e;
  return undefined;
}

/**
 * Breadth-first distances (in tiles) from `start`; -1 where unreachable. `avoid` is never entered.
 * One array of the map's length, reused by the next call: read it before asking again.
 */
export function distances(map: DungeonMap, start: number, avoid = -1): Int16Array {
  const n = map.tiles.length;
  if (scratch.length !== n) scratch = new Int16Array(n);
  const dist = scratch.fill(-1);
  dist[start] = 0;
  if (queue.length < n) queue = new Int16Array(Math.max(n, 2 * queue.length));
  queue[0] = start;
  let len = 1;
  for (let q = 0; q < len; q++) {
    const at = queue[q]!;
    const exits = map.tiles[at]!.exits;
    for (let i = 0; i < exits.length; i++) {
      const to = exits[i]!.to;
      if (to === null || to === avoid || dist[to] !== -1) continue;
      dist[to] = dist[at]! + 1;
      queue[len++] = to;
    }
  }
  return dist;
}
let scratch = new Int16Array(0);

/**
 * Distances from each tile, computed once per map change: a cache kept
 * beside the map (never in the state, which stays plain data). Joining two
 * tiles calls `mapChanged`; a new tile changes the count, which also clears it.
 * Only the last map asked about is kept: a game asks about one map at a time
 * (a WeakMap of every map gathered a dead entry per adventure in a
 * simulation, dear to look up, to grow and to collect). The rows' arrays
 * are kept from map to map and refilled (a map of a few dozen tiles
 * changes a dozen times an adventure); a row may be longer than the map
 * has tiles, with -1 (unreachable) past its last tile.
 */
let lastMap: DungeonMap | null = null;
let lastTiles = -1;
/** Each start tile's row, and the map's version it was worked out for (`version`, raised by every change). */
const rows: Int16Array[] = [];
const rowVersion: number[] = [];
let version = 0;
/** The search's queue, shared (each search is done before the next starts); grown when a map has more tiles. */
let queue = new Int16Array(64);

/** Forget the cached distances: call after joining tiles through an exit. */
export function mapChanged(map: DungeonMap): void {
  if (lastMap === map) version++;
}

/** Distances (in tiles) from `start`, -1 where unreachable (and past the map's last tile); cached until the map changes. Read only, and only until the next call. */
export function pathsFrom(map: DungeonMap, start: number): Int16Array {
  const n = map.tiles.length;
  if (lastMap !== map || lastTiles !== n) {
    lastMap = map;
    lastTiles = n;
    version++;
  }
  let row = rows[start];
  if (row && row.length >= n && rowVersion[start] === version) return row;
  if (!row || row.length < n) rows[start] = row = new Int16Array(Math.max(64, n));
  row.fill(-1);
  row[start] = 0;
  if (queue.length < n) queue = new Int16Array(Math.max(n, 2 * queue.length));
  queue[0] = start;
  let len = 1;
  for (let q = 0; q < len; q++) {
    const at = queue[q]!;
    const exits = map.tiles[at]!.exits;
    for (let i = 0; i < exits.length; i++) {
      const to = exits[i]!.to;
      if (to === null || row[to] !== -1) continue;
      row[to] = row[at]! + 1;
      queue[len++] = to;
    }
  }
  rowVersion[start] = version;
  return row;
}

/** The next tile on a shortest path from `from` to `to`, or null when there is none. */
export function stepToward(map: DungeonMap, from: number, to: number): number | null {
  if (from === to) return null;
  const dist = pathsFrom(map, to);
  const d = dist[from]!;
  if (d === -1) return null;
  let best: number | null = null;
  for (const e of map.tiles[from]!.exits) {
    if (e.to === null) continue;
    if (dist[e.to] === d - 1 && (best === null || e.to < best)) best = e.to;
  }
  return best;
}

/** Whether a tile has a way on not yet explored and not walled off. */
export function hasOpenExit(tile: Tile): boolean {
  for (const e of tile.exits) if (e.to === null && !e.closed) return true;
  return false;
}

/** The deepest level placed so far. */
export function deepestLevel(map: DungeonMap): number {
  const tiles = map.tiles;
  let l = 1;
  for (let i = 0; i < tiles.length; i++) if (tiles[i]!.level > l) l = tiles[i]!.level;
  return l;
}
