/**
 * The dungeon's things on squares (features: doors, keys, stairs,
 * teleporters, traps, furnishings, pick-ups, chests) and the areas the
 * heroes reveal. Helpers every dungeon rule shares.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Dungeon, Feature, GameState, Model, Pos } from '../../state.ts';
import { occupancy } from '../grid.ts';
import type { G } from '../game-types.ts';

export function emptyDungeon(): Dungeon {
  return { features: [], conditions: [], affected: [], pitReady: {}, warding: {}, reading: [], altarBonus: 0, familiarSixes: {}, goldGoal: 0, dropped: 0, secrets: undefined, checked: undefined };
}

const NONE: Dungeon = emptyDungeon();

/** The state's dungeon (an empty one on a plain board); read-only use. */
export function dungeonOf(st: GameState): Dungeon {
  return st.dungeon ?? NONE;
}

/** The features still on the board. */
export function live(st: GameState, kind?: string): Feature[] {
  return dungeonOf(st).features.filter((f) => !f.gone && (kind === undefined || f.kind === kind));
}

export function featureAt(st: GameState, x: number, y: number, kind?: string): Feature | undefined {
  return dungeonOf(st).features.find((f) => !f.gone && f.x === x && f.y === y && (kind === undefined || f.kind === kind));
}

/** A hero proper: not a familiar. */
export function isHero(m: Model): boolean {
  return m.side === 'heroes' && m.species !== 'familiar';
}

/** Reveals an area: its monsters set up beforehand come onto the board. */
export function revealArea(g: G, a: number, how: string): void {
  const b = g.st.board;
  if (a < 0 || b.revealed[a]) return;
  b.revealed[a] = true;
  g.ctx.reveal(SEC.revealed, 'a new part of the dungeon was revealed');
  if (g.ctx.log) note(g.ctx, SEC.revealed, `${how}: a new part of the dungeon is revealed`);
  const occ = occupancy(b, g.st.models);
  for (const m of g.st.models) {
    if (m.status !== 'hidden' || b.area[m.y * b.width + m.x] !== a || occ[m.y * b.width + m.x] !== 0) continue;
    m.status = 'in-play';
    occ[m.y * b.width + m.x] = 1;
    if (g.ctx.log) note(g.ctx, SEC.revealed, `${m.name} stands in the new area at (${m.x}, ${m.y})`);
  }
}

/** Reveals the area of a square and of the squares beside it (a door opened: both sides). */
export function revealAround(g: G, p: Pos, how: string): void {
  const b = g.st.board;
  for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
    const x = p.x + dx;
    const y = p.y + dy;
    if (x < 0 || y < 0 || x >= b.width || y >= b.height) continue;
    revealArea(g, b.area[y * b.width + x]!, how);
  }
}

/** The feature's name for the log. */
export function featureName(f: Feature): string {
  return `${f.colour ? `${f.colour} ` : ''}${NAMES[f.kind] ?? f.kind}`;
}

const NAMES: Record<string, string> = {
  door: 'door', key: 'key', stairs: 'staircase', teleporter: 'teleporter', chest: 'treasure chest', treasure: 'treasure',
  campfire: 'campfire', altar: 'stone altar', 'crate-apples': 'crate of apples', 'crate-skulls': 'crate of skulls',
  'weapons-rack': 'weapons rack', bed: 'bed', bookcase: 'bookcase', table: 'table', chair: 'chair', 'wizards-table': "wizard's table",
  food: 'table full of food', 'torture-rack': 'torture rack', tome: 'tome on a pedestal', coffin: 'coffin', grill: 'floor grill',
  trapdoor: 'trap door', pool: 'pool of water', well: 'well', antidote: 'poison antidote', 'portable-teleporter': 'portable teleporter',
  'health-potion': 'health potion', 'major-health-potion': 'major health potion', trap: 'trap counter',
};
