/**
 * Growing the dungeon (36.1–36.5, 38.0): the first tile is a corridor facing
 * straight ahead; every later one is rolled on the Dungeon Generation Table
 * when the band walks through an unexplored exit.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { rollq } from '../adventure/quiet.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { DUNGEON_GENERATION_38_0, type TileKind } from '../../tables/dungeon-rooms.ts';
import { keptCellKey } from '../../speed/cell-keys.ts';
import { cellKey, DX, DY, mapChanged, opposite, tileAt, turnLeft, turnRight, type Dir, type DungeonMap, type Exit, type Tile } from './map.ts';
import { capital, withArticle } from '../../../../core/text.ts';

export const TILE_NAMES: Record<TileKind, string> = {
  corridor: 'Corridor',
  room: 'Room',
  'dead-end': 'Dead end',
  t: '"T" corridor',
  left: 'Left turn',
  right: 'Right turn',
  'four-way': 'Four-way intersection',
  stairs: 'Stairs',
};

/** The ways on out of a tile of `kind` entered heading `h` (36.1, 36.4, 36.5). Read only: one list per kind and heading, made once. */
export function exitDirs(kind: TileKind, h: Dir): readonly Dir[] {
  switch (kind) {
    case 'corridor':
    case 'room':
    case 'stairs':
      return AHEAD[h]!;
    case 'dead-end':
      return NO_WAY;
    case 't':
      return T_WAYS[h]!;
    case 'left':
      return LEFT[h]!;
    case 'right':
      return RIGHT[h]!;
    case 'four-way':
      return FOUR_WAYS[h]!;
  }
}
const HEADINGS: readonly Dir[] = [0, 1, 2, 3];
const AHEAD = HEADINGS.map((h) => workOutExitDirs('corridor', h));
const NO_WAY: readonly Dir[] = [];
const T_WAYS = HEADINGS.map((h) => workOutExitDirs('t', h));
const LEFT = HEADINGS.map((h) => workOutExitDirs('left', h));
const RIGHT = HEADINGS.map((h) => workOutExitDirs('right', h));
const FOUR_WAYS = HEADINGS.map((h) => workOutExitDirs('four-way', h));

function workOutExitDirs(kind: TileKind, h: Dir): Dir[] {
  switch (kind) {
    case 'corridor':
    case 'room':
    case 'stairs':
      return [h];
    case 'dead-end':
      return [];
    case 't':
      return [turnLeft(h), turnRight(h)];
    case 'left':
      return [turnLeft(h)];
    case 'right':
      return [turnRight(h)];
    case 'four-way':
      return [turnLeft(h), h, turnRight(h)];
  }
}

const exit = (dir: Dir, to: number | null, down = false): Exit => ({ dir, to, closed: false, down });

function addTile(map: DungeonMap, t: Tile): Tile {
  map.tiles.push(t);
  map.cells[keptCellKey(t.level, t.x, t.y, cellKey)] = t.id;
  return t;
}

/** 36.1: the first Dungeon Tile is a corridor, entered from the surface, its exit straight ahead. */
export function placeFirstTile(ctx: Ctx, map: DungeonMap): Tile {
  note(ctx, '36.1', 'The first Dungeon Tile is a corridor leading straight ahead.');
  return addTile(map, {
    id: 0, kind: 'corridor', level: 1, x: 0, y: 0, exits: [exit(0, null)], from: null,
    secretAllowed: false, searched: false, secret: 'none', entered: true, visited: true, treasureRoom: map.tilesTotal <= 1,
  });
}

/** Whether a way out in `dir` (down a level when `down`) would run into a blank wall (36.3). */
function blocked(map: DungeonMap, level: number, x: number, y: number, dir: Dir, down: boolean): boolean {
  const other = tileAt(map, level + (down ? 1 : 0), x + DX[dir]!, y + DY[dir]!);
  if (!other) return false;
  if (down) return true;
  return openWay(other, opposite(dir)) === undefined;
}

/** The tile's way in `dir` still open (not explored, not walled off), if any. */
function openWay(t: Tile, dir: Dir): Exit | undefined {
  const exits = t.exits;
  for (let i = 0; i < exits.length; i++) {
    const e = exits[i]!;
    if (e.dir === dir && e.to === null && !e.closed) return e;
  }
  return undefined;
}

function fitsHere(map: DungeonMap, level: number, x: number, y: number, kind: TileKind, h: Dir): boolean {
  const dirs = exitDirs(kind, h);
  for (let i = 0; i < dirs.length; i++) if (blocked(map, level, x, y, dirs[i]!, kind === 'stairs')) return false;
  return true;
}

/** The kind a 38.0 result lays after the "previous roll" rule. */
function applyPrevious(kind: TileKind, repeatBecomes: TileKind | undefined, previous: TileKind | null): TileKind {
  return repeatBecomes !== undefined && previous === kind ? repeatBecomes : kind;
}

/**
 * Rolls and lays the tile beyond `through` (an open exit of `from`), joining
 * it to any tile it meets. Returns the new tile, or null when the exit turns
 * out to face a blank wall (it is closed).
 */
export function generateTile(ctx: Ctx, map: DungeonMap, from: Tile, through: Exit): Tile | null {
  // The cell beyond the exit: the neighbour on the same level, or the one below for a way down.
  const level = from.level + (through.down ? 1 : 0);
  const x = from.x + DX[through.dir]!;
  const y = from.y + DY[through.dir]!;
  const there = tileAt(map, level, x, y);
  if (there) {
    const back = openWay(there, opposite(through.dir));
    if (back && !through.down) {
      through.to = there.id;
      back.to = from.id;
      mapChanged(map);
      if (ctx.log) note(ctx, '36.3', `The way joins tile ${there.id} already on the map.`);
      return there;
    }
    through.closed = true;
    note(ctx, '36.3', 'The way runs into a blank wall of a tile already on the map: it is closed.');
    return null;
  }
  const id = map.tiles.length;
  const last = id + 1 >= map.tilesTotal;
  const previous = map.tiles[id - 1]!.kind;
  const h = through.dir;
  let kind: TileKind = 'dead-end';
  let secret = true;
  for (let tries = 0; tries < 12; tries++) {
    const r = lookupDice(ctx, DUNGEON_GENERATION_38_0, rollq(ctx, 2, 6, '38.0', 'Dungeon Generation'), 'sum');
    const k = applyPrevious(r.kind, r.repeat?.becomes, previous);
    if (k !== r.kind && ctx.log) note(ctx, '38.0', `The previous tile was the same: this one counts as ${withArticle(TILE_NAMES[k])}.`);
    const fits = last || fitsHere(map, level, x, y, k, h);
    if (fits) {
      kind = k;
      secret = r.secret || k === 'room';
      break;
    }
    if (ctx.log) note(ctx, '36.3', `${capital(withArticle(TILE_NAMES[k]))} here would run into a blank wall: roll again.`);
  }
  const exits: Exit[] = [exit(opposite(h), from.id)];
  // 36.4: a room's exit is opposite its entrance unless it is the last tile; the last tile leads nowhere.
  if (!last) for (const d of exitDirs(kind, h)) exits.push(exit(d, null, kind === 'stairs'));
  through.to = id;
  const t = addTile(map, {
    id, kind, level, x, y, exits, from: from.id,
    secretAllowed: secret, searched: false, secret: 'none', entered: false, visited: false, treasureRoom: last,
  });
  // Join exits that meet an open way of a tile already there (never a way down).
  for (let i = 0; i < exits.length; i++) {
    const e = exits[i]!;
    if (e.to !== null || e.down) continue;
    const other = tileAt(map, level, x + DX[e.dir]!, y + DY[e.dir]!);
    const back = other ? openWay(other, opposite(e.dir)) : undefined;
    if (back) {
      e.to = other!.id;
      back.to = id;
    }
  }
  mapChanged(map);
  ctx.reveal('38.0', 'a new Dungeon Tile was laid');
  if (ctx.log) note(ctx, kind === 'stairs' ? '36.5' : '38.0', `Tile ${id} (level ${level}): ${TILE_NAMES[kind]}${last ? ', the last tile: the Treasure Room (41.0)' : ''}.`);
  return t;
}

/** 36.3: a dead end with tiles still to place becomes stairs down. */
export function deadEndToStairs(ctx: Ctx, map: DungeonMap, tile: Tile): void {
  const h = opposite(tile.exits[0]!.dir);
  tile.kind = 'stairs';
  tile.exits.push(exit(h, null, true));
  if (blocked(map, tile.level, tile.x, tile.y, h, true)) tile.exits[tile.exits.length - 1]!.closed = true;
  if (ctx.log) note(ctx, '36.3', `The dead end at tile ${tile.id} is replaced by stairs down.`);
}

/** Opens a side way out of a tile (a Secret Room passage or a crossed chasm, 37.0). Null when no side is free. */
export function openSideExit(map: DungeonMap, tile: Tile, down: boolean, prefer: Dir | null = null): Exit | null {
  const sides: Dir[] = [0, 1, 2, 3];
  if (prefer !== null) sides.unshift(prefer);
  for (const d of sides) {
    if (tile.exits.some((e) => e.dir === d)) continue;
    if (blocked(map, tile.level, tile.x, tile.y, d, down)) continue;
    const e = exit(d, null, down);
    tile.exits.push(e);
    return e;
  }
  return null;
}
