/**
 * Where PEFs appear and how they move on the Dungeon Tiles (39.1–39.3).
 * Pure functions of the map; the adventure rolls the dice and resolves them.
 */
import { distances, pathsFrom, turnRight, type Dir, type DungeonMap, type Exit } from './map.ts';

export interface Pef {
  readonly id: number;
  tile: number;
}

/** 18.2/39.3: a Fast Move Test: both dice passed against the Rep move 2 tiles, otherwise 1. */
export function fastMoveTiles(dice: readonly number[], rep: number): 1 | 2 {
  return dice[0]! <= rep && dice[1]! <= rep ? 2 : 1;
}

/** 39.2: every PEF has Rep 4. */
export const PEF_REP = 4;

/**
 * 39.1: the tile a new PEF goes to, `distance` tiles from the party's tile:
 * straight ahead first, then clockwise (right, behind, left); when no
 * direction is that long, the tile farthest from the party.
 */
export function placePef(map: DungeonMap, partyTile: number, facing: Dir, distance: number): number {
  const home = map.tiles[partyTile]!;
  let farthest = partyTile;
  let farthestDist = 0;
  let dir = facing;
  for (let k = 0; k < 4; k++, dir = turnRight(dir)) {
    const to = exploredWay(home.exits, dir);
    if (to === null) continue;
    // The branch beyond this exit, never walking back through the party's tile.
    const dist = distances(map, to, partyTile);
    let hit = -1;
    for (let id = 0; id < dist.length; id++) {
      const d = dist[id]!;
      if (d < 0) continue;
      if (d + 1 === distance && hit < 0) hit = id;
      if (d + 1 > farthestDist) {
        farthestDist = d + 1;
        farthest = id;
      }
    }
    if (hit >= 0) return hit;
  }
  return farthest;
}

/** Where the way out in `dir` leads, if that way is explored. */
function exploredWay(exits: readonly Exit[], dir: Dir): number | null {
  for (let i = 0; i < exits.length; i++) if (exits[i]!.dir === dir && exits[i]!.to !== null) return exits[i]!.to;
  return null;
}

/** Where the band stands: its groups (anything with a tile). */
type Held = { readonly tile: number };

/**
 * 39.3: PEFs move farthest from the party first (by id when as far).
 * Sorts `pefs` in place and returns it; the distances sit in a list beside
 * them while sorting (no table by id, no comparator reading one).
 */
export function movingOrder<P extends Pef>(map: DungeonMap, pefs: P[], party: readonly Held[]): P[] {
  const far: number[] = [];
  for (const p of pefs) far.push(nearestGroupDist(map, p.tile, party));
  // Insertion sort of the few movers, stable, moving each distance with its PEF.
  for (let i = 1; i < pefs.length; i++) {
    const x = pefs[i]!;
    const fx = far[i]!;
    let j = i;
    while (j > 0 && (far[j - 1]! < fx || (far[j - 1] === fx && pefs[j - 1]!.id > x.id))) {
      pefs[j] = pefs[j - 1]!;
      far[j] = far[j - 1]!;
      j--;
    }
    pefs[j] = x;
    far[j] = fx;
  }
  return pefs;
}

/** The tile of the group nearest to `from` (the first listed when as near), or -1 when none can be reached. */
export function nearestGroupTile(map: DungeonMap, from: number, party: readonly Held[]): number {
  const dist = pathsFrom(map, from);
  let tile = -1;
  let best = 1e9;
  for (let i = 0; i < party.length; i++) {
    const t = party[i]!.tile;
    const d = dist[t]!;
    if (d >= 0 && d < best) ((tile = t), (best = d));
  }
  return tile;
}

/** How far the nearest group is from `from` (in tiles); a large number when none can be reached. */
function nearestGroupDist(map: DungeonMap, from: number, party: readonly Held[]): number {
  const dist = pathsFrom(map, from);
  let best = 1e9;
  for (let i = 0; i < party.length; i++) {
    const d = dist[party[i]!.tile]!;
    if (d >= 0 && d < best) best = d;
  }
  return best;
}
