/**
 * Doors & Keys: an adjacent hero or monster opens an ordinary door for 2
 * points (monsters only where both sides are revealed); a key door opens
 * only for a hero whose party holds a key of its colour; an adjacent model
 * closes an open door for nothing. Opening reveals the areas on both sides.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Feature, GameState, Model, Pos } from '../../state.ts';
import { isRevealed, occupancy, setTerrain, terrainAt } from '../grid.ts';
import { who, type G } from '../game.ts';
import { featureAt, featureName, isHero, revealAround } from './features.ts';

function doorAt(st: GameState, p: Pos): Feature | undefined {
  return featureAt(st, p.x, p.y, 'door');
}

export function isOpen(st: GameState, f: Feature): boolean {
  return terrainAt(st.board, f.x, f.y) === '/';
}

/** The key colours the heroes hold. */
export function partyKeys(st: GameState): string[] {
  return st.models.flatMap((h) => (h.side === 'heroes' && h.kit ? h.kit.keys : []));
}

/** Why `m` may not open door `f` now, or null when it may. */
export function cannotOpen(st: GameState, m: Model, f: Feature): string | null {
  if (isOpen(st, f)) return 'it is open';
  if (f.held !== undefined) return 'Hold Portal keeps it shut';
  if (m.species === 'familiar') return 'a familiar opens no doors';
  if (f.colour) {
    if (!isHero(m)) return 'monsters never open key doors';
    if (!partyKeys(st).includes(f.colour)) return `the heroes have no ${f.colour} key`;
  }
  if (m.side === 'monsters') {
    const b = st.board;
    const around = [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dy]) => ({ x: f.x + dx!, y: f.y + dy! })).filter((p) => b.area[p.y * b.width + p.x] !== undefined && b.area[p.y * b.width + p.x]! >= 0);
    if (!around.every((p) => isRevealed(b, p.x, p.y))) return 'monsters open doors only inside the revealed dungeon';
  }
  return null;
}

/** Opens the door at `p` (by `m`, or by a dungeon condition). */
export function openDoor(g: G, p: Pos, m: Model | null): void {
  const f = doorAt(g.st, p);
  if (terrainAt(g.st.board, p.x, p.y) !== '+') return;
  setTerrain(g.st.board, p.x, p.y, '/');
  if (f) f.on = true;
  if (f?.held !== undefined) {
    f.held = undefined; // not deleted: the feature keeps its hidden class (state.ts newFeature)
    if (g.ctx.log) note(g.ctx, SEC.holdPortal, `the Hold Portal on the door at (${p.x}, ${p.y}) is broken`);
  }
  if (g.ctx.log) note(g.ctx, f?.colour ? SEC.keyDoors : SEC.doors, `${m ? who(m) : 'Something'} opens the ${f ? featureName(f) : 'door'} at (${p.x}, ${p.y})`);
  revealAround(g, p, `The door at (${p.x}, ${p.y}) opens`);
}

/** Closes the door at `p` when nobody stands in it. */
export function closeDoor(g: G, p: Pos, m: Model | null): boolean {
  if (terrainAt(g.st.board, p.x, p.y) !== '/') return false;
  if (occupancy(g.st.board, g.st.models)[p.y * g.st.board.width + p.x] !== 0) return false;
  setTerrain(g.st.board, p.x, p.y, '+');
  const f = doorAt(g.st, p);
  if (f) f.on = false;
  if (g.ctx.log) note(g.ctx, SEC.closeDoor, `${m ? who(m) : 'Something'} closes the door at (${p.x}, ${p.y})`);
  return true;
}
