/**
 * Speed: the squares a spawn may appear on, weighed once per spawning.
 * Each monster placed walked the whole board again (terrain, revealed,
 * teleporters kept for re-spawning heroes, each hero's sight) though a
 * spawning of several monsters changes none of that: only who stands
 * where (a monster just placed, one vanished) and the wells used. Here the
 * squares that pass the board's own tests are kept, in the board's order,
 * with whether a hero sees each (asked when first needed); each placement
 * then tests only occupancy, the wells and Underfoot Attack. The kept list
 * is dropped whenever the terrain, the board, the revealed areas or the
 * re-spawning squares differ; when only the heroes in play moved, the
 * squares are kept and only their sight is forgotten.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */
import type { Board, Model, Pos } from '../state.ts';

/** Off only for the benchmark (and the test) that shows what keeping the squares is worth. */
export const spawnMemo = { on: true };

/** Squares passing the board's tests, in row order, with a hero's sight of each (-1 not asked yet, 0 unseen, 1 seen). */
export interface SpawnCells {
  readonly cells: Int32Array;
  readonly seen: Int8Array;
}

let board: Board | null = null;
let terrain = '';
let revealed: boolean[] = [];
const respawnAt: number[] = [];
const heroAt: number[] = [];
let kept: SpawnCells | null = null;

/** The kept squares for this board and these heroes, or made by `make` (and kept). */
export function spawnCells(b: Board, heroes: readonly Model[], spots: readonly Pos[], make: () => SpawnCells): SpawnCells {
  if (kept !== null && board === b && terrain === b.terrain && sameSpots(spots) && sameRevealed(b.revealed)) {
    if (sameHeroes(heroes)) return kept;
    // Only the heroes moved: the squares stand (they depend on the board alone), their sight is asked afresh.
    heroAt.length = 0;
    for (const h of heroes) heroAt.push(h.y * b.width + h.x);
    kept.seen.fill(-1);
    return kept;
  }
  board = b;
  terrain = b.terrain;
  revealed = b.revealed.slice();
  respawnAt.length = 0;
  for (const p of spots) respawnAt.push(p.y * b.width + p.x);
  heroAt.length = 0;
  for (const h of heroes) heroAt.push(h.y * b.width + h.x);
  kept = make();
  return kept;
}

function sameRevealed(now: readonly boolean[]): boolean {
  if (now.length !== revealed.length) return false;
  for (let i = 0; i < now.length; i++) if (now[i] !== revealed[i]) return false;
  return true;
}

function sameSpots(spots: readonly Pos[]): boolean {
  if (spots.length !== respawnAt.length) return false;
  const w = board!.width;
  for (let i = 0; i < spots.length; i++) if (spots[i]!.y * w + spots[i]!.x !== respawnAt[i]) return false;
  return true;
}

function sameHeroes(heroes: readonly Model[]): boolean {
  if (heroes.length !== heroAt.length) return false;
  const w = board!.width;
  for (let i = 0; i < heroes.length; i++) if (heroes[i]!.y * w + heroes[i]!.x !== heroAt[i]) return false;
  return true;
}
