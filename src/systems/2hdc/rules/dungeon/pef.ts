/**
 * Where PEFs appear and how they move on the Dungeon Tiles (39.1–39.3).
 * Pure functions of the map; the adventure rolls the dice and resolves them.
 */
import { distances, pathsFrom, turnRight, type Dir, type DungeonMap } from './map.ts';
import { sortSmall } from '../../speed/sort.ts';

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
    const e = home.exits.find((x) => x.dir === dir && x.to !== null);
    if (!e || e.to === null) continue;
    // The branch beyond this exit, never walking back through the party's tile.
    const dist = distances(map, e.to, partyTile);
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

/** 39.3: PEFs move farthest from the party first. */
export function movingOrder(map: DungeonMap, pefs: readonly Pef[], partyTiles: readonly number[]): Pef[] {
  const far = new Map<number, number>();
  for (const p of pefs) far.set(p.id, nearestGroup(map, p.tile, partyTiles).dist);
  return sortSmall(pefs.slice(), (a, b) => far.get(b.id)! - far.get(a.id)! || a.id - b.id);
}

/** The party tile nearest to `from` and how far it is (a large number when unreachable). */
export function nearestGroup(map: DungeonMap, from: number, partyTiles: readonly number[]): { tile: number; dist: number } {
  const dist = pathsFrom(map, from);
  let best = { tile: -1, dist: 1e9 };
  for (const t of partyTiles) {
    const d = dist[t]!;
    if (d >= 0 && d < best.dist) best = { tile: t, dist: d };
  }
  return best;
}
