/**
 * A scenario's dungeon on the board at the start: a door for every door
 * square (coloured where the scenario says), stairs, teleporters (those the
 * scenario lists are active: the heroes arrive through them), trap counters,
 * furnishings (their squares become obstacles, `f`, or tables and chairs,
 * `t`), pick-ups and chests on the floor, the conditions; monsters standing
 * in hidden areas wait off the board until their area is revealed.
 */
import type { Scenario } from '../../data/scenario-schema.ts';
import { newFeature, type Board, type Feature, type GameState, type Terrain } from '../../state.ts';
import { isRevealed, setTerrain, terrainAt } from '../grid.ts';
import { emptyDungeon } from './features.ts';
import { PICK_UPS } from './explore.ts';

/** The terrain a feature's square takes. */
export function terrainFor(kind: string): Terrain | null {
  if (kind === 'table' || kind === 'chair') return 't';
  if (kind === 'stairs') return 'S';
  if (kind === 'teleporter') return 'T';
  if (kind === 'trap') return '?';
  if (kind === 'door' || kind === 'grill' || kind === 'trapdoor' || PICK_UPS.has(kind)) return null;
  return 'f';
}

/** The board's staircases: the squares of each colour's ends, linked for attacks and sight (Staircases: attacks and sight). */
export function linkStairs(b: Board, features: readonly Feature[]): void {
  const colours = new Map<string, number[]>();
  for (const f of features) if (f.kind === 'stairs' && f.colour) colours.set(f.colour, [...(colours.get(f.colour) ?? []), f.y * b.width + f.x]);
  if (colours.size) b.stairs = [...colours.values()];
}

export function setUpDungeon(st: GameState, s: Scenario): void {
  const d = emptyDungeon();
  const b = st.board;
  let n = 0;
  const add = (f: Omit<Feature, 'id'>) => d.features.push(newFeature(`x${++n}`, f));
  for (const f of s.features) {
    const t = terrainFor(f.kind);
    if (t) setTerrain(b, f.at[0], f.at[1], t);
    add({ kind: f.kind, x: f.at[0], y: f.at[1], ...(f.colour ? { colour: f.colour } : {}), ...(f.number !== undefined ? { number: f.number } : {}) });
  }
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const t = terrainAt(b, x, y);
      const listed = d.features.some((f) => f.x === x && f.y === y);
      if ((t === '+' || t === '/') && !listed) add({ kind: 'door', x, y, on: t === '/' });
      if (t === 'T' && !listed) add({ kind: 'teleporter', x, y, on: false });
      if (t === '?' && !listed) add({ kind: 'trap', x, y });
    }
  }
  for (const [x, y] of s.teleporters) {
    setTerrain(b, x, y, 'T');
    const f = d.features.find((t) => t.kind === 'teleporter' && t.x === x && t.y === y);
    if (f) f.on = true;
    else add({ kind: 'teleporter', x, y, on: true });
  }
  linkStairs(b, d.features);
  d.conditions = s.conditions.map((c) => ({ id: c.id, squares: c.squares.map(([x, y]) => ({ x, y })), once: c.once, fired: false, effects: c.effects.map((e) => ('at' in e ? { ...e, at: { x: e.at[0], y: e.at[1] } } : { ...e })) as never }));
  d.goldGoal = s.objective.gold;
  if (s.secrets.length) d.secrets = s.secrets.map(([x, y]) => ({ x, y }));
  st.dungeon = d;
  for (const m of st.models) if (m.side === 'monsters' && !isRevealed(b, m.x, m.y)) m.status = 'hidden';
}
