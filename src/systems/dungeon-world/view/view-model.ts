/**
 * What a viewer sees of a Dungeon World game, as data (GUIDE 8): the
 * revealed part of the map, the models on it with their stat lines and
 * counters, the kill zones, the victory points and the objective. Squares of
 * unrevealed areas are drawn as unknown and the models on them left out.
 */
import type { SystemViewModel, Viewer } from '../../../core/view-model.ts';
import type { Board, GameState, Pos } from '../state.ts';
import { inside, isRevealed, killZones } from '../rules/grid.ts';

export interface DwModelView {
  id: string;
  name: string;
  side: 'heroes' | 'monsters';
  x: number;
  y: number;
  movement: number;
  attacks: number;
  shooting: string | null;
  armour: number;
  wounds: number;
  maxWounds: number;
  abilities: string[];
  poison: number;
  fire: number;
  acting: boolean;
  /** A hero's gold, treasure stacks, items, keys and learned spells. */
  kit?: { gold: number; stacks: number; items: string[]; keys: string[]; spells: string[]; asleep: boolean };
}

/** A thing of the dungeon on a revealed square (a chest's number stays hidden). */
export interface DwFeatureView {
  kind: string;
  x: number;
  y: number;
  colour?: string;
  /** Doors open, teleporters active. */
  on?: boolean;
}

export interface DwViewModel extends SystemViewModel {
  system: 'dungeon-world';
  title: string;
  width: number;
  height: number;
  /** One character a square (state.ts's terrain); a space for a square not revealed (or outside). */
  rows: string[];
  models: DwModelView[];
  /** Killed heroes waiting to re-spawn. */
  waiting: string[];
  /** Squares in the monsters' kill zones, where a hero's move would stop. */
  monsterZones: Pos[];
  objective: { reach: Pos[]; slay: string[] };
  teleporters: Pos[];
  features: DwFeatureView[];
  /** The shop after a campaign's game: open while the heroes buy. */
  shopOpen: boolean;
  move: number;
  maxMoves: number;
  phase: string;
  mover: string | null;
  victoryPoints: number;
  victoryLimit: number;
  outcome: string;
}

/** A square is drawn when its area is revealed, or (walls and doors) when it borders a revealed square. */
function seen(b: Board, x: number, y: number): boolean {
  if (isRevealed(b, x, y)) return true;
  const t = b.terrain[y * b.width + x];
  if (t !== '#' && t !== '+' && t !== '/') return false;
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (inside(b, x + dx, y + dy) && isRevealed(b, x + dx, y + dy) && '#+/'.indexOf(b.terrain[(y + dy) * b.width + x + dx]!) < 0) return true;
  return false;
}

export function dwViewModel(st: GameState, _viewer: Viewer): DwViewModel {
  const b = st.board;
  const rows: string[] = [];
  for (let y = 0; y < b.height; y++) {
    let r = '';
    for (let x = 0; x < b.width; x++) r += seen(b, x, y) ? b.terrain[y * b.width + x] : ' ';
    rows.push(r);
  }
  const kz = killZones(b, st.models, 'heroes');
  const monsterZones: Pos[] = [];
  for (let i = 0; i < kz.length; i++) if (kz[i]) monsterZones.push({ x: i % b.width, y: Math.floor(i / b.width) });
  return {
    system: 'dungeon-world',
    title: st.title,
    width: b.width,
    height: b.height,
    rows,
    models: st.models.filter((m) => m.status === 'in-play' && isRevealed(b, m.x, m.y)).map((m) => ({
      id: m.id, name: m.name, side: m.side, x: m.x, y: m.y, movement: m.movement, attacks: m.attacks,
      shooting: m.shooting ? `${m.shooting.dice}-${m.shooting.range}` : null, armour: m.armour, wounds: m.wounds, maxWounds: m.maxWounds,
      abilities: m.abilities.slice(), poison: m.poison, fire: m.fire, acting: st.acting === m.id,
      ...(m.kit ? { kit: { gold: m.kit.gold, stacks: m.kit.stacks, items: m.kit.items.slice(), keys: m.kit.keys.slice(), spells: m.kit.spells.slice(), asleep: m.kit.asleep } } : {}),
    })),
    features: (st.dungeon?.features ?? []).filter((f) => !f.gone && isRevealed(b, f.x, f.y)).map((f) => ({ kind: f.kind, x: f.x, y: f.y, ...(f.colour ? { colour: f.colour } : {}), ...(f.on !== undefined ? { on: f.on } : {}) })),
    shopOpen: st.shop?.open ?? false,
    waiting: st.models.filter((m) => m.side === 'heroes' && m.status === 'waiting').map((m) => m.name),
    monsterZones,
    objective: { reach: st.objective.reach.map((p) => ({ ...p })), slay: st.objective.slay.slice() },
    teleporters: st.respawns.map((p) => ({ ...p })),
    move: st.move,
    maxMoves: st.maxMoves,
    phase: st.phase,
    mover: st.mover,
    victoryPoints: st.victoryPoints,
    victoryLimit: st.victoryLimit,
    outcome: st.outcome,
  };
}
