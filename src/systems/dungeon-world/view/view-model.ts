/**
 * What a viewer sees of a Dungeon World game, as data (GUIDE 8): the
 * revealed part of the map, the models on it with their stat lines and
 * counters, the kill zones, the victory points and the objective. Squares of
 * unrevealed areas are drawn as unknown and the models on them left out.
 */
import { mayAnswer, type BoardPick, type GridAxes, type SystemViewModel, type Viewer } from '../../../core/view-model.ts';
import type { Request } from '../../../core/request.ts';
import type { Board, GameState, Model, Pos, Side } from '../state.ts';
import { STEPS, inside, isRevealed } from '../rules/grid.ts';
import { seatOf } from '../rules/seats.ts';
import { optionHints, type DwOptionHint } from './attacks.ts';
import { modelLabels } from './labels.ts';
import { dwPicks } from './picks.ts';
import { who } from '../rules/game.ts';
import { thingNames } from '../words.ts';

export type { DwAttackOdds, DwOptionHint } from './attacks.ts';

export interface DwModelView {
  id: string;
  name: string;
  /** Its mark on the board and in the terminal, the same the whole game (labels.ts). */
  label: string;
  /** Its name as the log gives it ("Troll 5"). */
  fullName: string;
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
  /** With several hero players: the name of the player who runs this hero (rules/seats.ts). */
  player?: string;
  /** The viewer's own hero (a seat of a room viewing the heroes it runs). */
  yours?: true;
  /** A hero's gold, treasure stacks, items, keys and learned spells. */
  kit?: { gold: number; stacks: number; items: string[]; keys: string[]; spells: string[]; asleep: boolean };
}

/** A hero's sheet (every hero, on the board or not): its stat line, state and everything it carries. */
interface DwHeroSheet {
  id: string;
  name: string;
  /** in-play, dead, waiting (to re-spawn), escaped (through a teleporter), hidden. */
  status: string;
  movement: number;
  attacks: number;
  shooting: string | null;
  armour: number;
  wounds: number;
  maxWounds: number;
  abilities: string[];
  poison: number;
  fire: number;
  deaths: number;
  acting: boolean;
  /** With several hero players: the name of the player who runs this hero. */
  player?: string;
  /** The viewer's own hero (a seat of a room viewing the heroes it runs). */
  yours?: true;
  kit: { gold: number; stacks: number; items: string[]; keys: string[]; powerUps: string[]; spells: string[]; skills: string[]; familiar: string; asleep: boolean } | null;
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
  /** Squares in the monsters' kill zones, where a hero's move would stop (from the models shown only). */
  monsterZones: Pos[];
  /** Squares in the heroes' kill zones. */
  heroZones: Pos[];
  /** Every hero's sheet. */
  heroes: DwHeroSheet[];
  /** What each option of the decision asked now does on the board (a shot's line and odds, a melee's odds, a square). */
  hints: DwOptionHint[];
  /** The squares and models that answer the decision asked now, for a viewer who may answer it (picks.ts); empty otherwise. */
  picks: BoardPick[];
  /** The grid's coordinates, squares named (x, y) from the map's top left as the log names them: the box of the squares drawn (the revealed part), so the board shows what is seen at its size. */
  axes: GridAxes;
  /** The scenario's objective: squares to reach, monsters to slay (ids), gold to carry (0: none). */
  objective: { reach: Pos[]; slay: string[]; gold: number };
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
  /** Monsters the heroes slew, heroes the monsters killed (the end-of-game summary shown before the shop). */
  kills: { monsters: number; heroes: number };
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

/** The squares beside `side`'s models shown, on squares drawn that are not walls (Kill Zones). */
function zonesOf(b: Board, rows: readonly string[], shown: readonly Model[], side: Side): Pos[] {
  const out: Pos[] = [];
  const mark = new Uint8Array(b.width * b.height);
  for (const m of shown) {
    if (m.side !== side) continue;
    for (const [dx, dy] of STEPS) {
      const x = m.x + dx;
      const y = m.y + dy;
      if (!inside(b, x, y) || mark[y * b.width + x]) continue;
      const t = rows[y]![x]!;
      if (t === ' ' || t === '#' || t === '+') continue;
      mark[y * b.width + x] = 1;
      out.push({ x, y });
    }
  }
  return out;
}

/** `{player}` for a hero when several players share the heroes, and `yours` when the viewer is that player's seat; nothing otherwise. */
function playerOf(st: GameState, m: Model, viewer: Viewer): { player?: string; yours?: true } {
  if (!st.seats || m.side !== 'heroes') return {};
  const player = seatOf(st, m).replace(/^player:/, '');
  return viewer.seat === player ? { player, yours: true } : { player };
}

function sheet(st: GameState, m: Model, viewer: Viewer): DwHeroSheet {
  const k = m.kit;
  return {
    id: m.id, name: m.name, status: m.status, movement: m.movement, attacks: m.attacks, shooting: m.shooting ? `${m.shooting.dice}-${m.shooting.range}` : null,
    armour: m.armour, wounds: m.wounds, maxWounds: m.maxWounds, abilities: thingNames(m.abilities), poison: m.poison, fire: m.fire, deaths: m.deaths, acting: st.outcome === 'playing' && st.acting === m.id,
    ...playerOf(st, m, viewer),
    kit: k ? { gold: k.gold, stacks: k.stacks, items: thingNames(k.items), keys: k.keys.slice(), powerUps: thingNames(k.powerUps), spells: thingNames(k.spells), skills: thingNames(k.skills), familiar: k.familiar, asleep: k.asleep } : null,
  };
}

export function dwViewModel(st: GameState, viewer: Viewer, request?: Request): DwViewModel {
  const b = st.board;
  const rows: string[] = [];
  for (let y = 0; y < b.height; y++) {
    let r = '';
    for (let x = 0; x < b.width; x++) r += seen(b, x, y) ? b.terrain[y * b.width + x] : ' ';
    rows.push(r);
  }
  const shown = st.models.filter((m) => m.status === 'in-play' && isRevealed(b, m.x, m.y));
  const labels = modelLabels(st.models);
  const hints = st.outcome === 'playing' ? optionHints(st, request) : [];
  return {
    system: 'dungeon-world',
    title: st.title,
    width: b.width,
    height: b.height,
    rows,
    models: shown.map((m) => ({
      id: m.id, name: m.name, label: labels.get(m.id)!, fullName: who(m), side: m.side, x: m.x, y: m.y, movement: m.movement, attacks: m.attacks,
      shooting: m.shooting ? `${m.shooting.dice}-${m.shooting.range}` : null, armour: m.armour, wounds: m.wounds, maxWounds: m.maxWounds,
      abilities: thingNames(m.abilities), poison: m.poison, fire: m.fire, acting: st.outcome === 'playing' && st.acting === m.id, ...playerOf(st, m, viewer),
      ...(m.kit ? { kit: { gold: m.kit.gold, stacks: m.kit.stacks, items: thingNames(m.kit.items), keys: m.kit.keys.slice(), spells: thingNames(m.kit.spells), asleep: m.kit.asleep } } : {}),
    })),
    features: (st.dungeon?.features ?? []).filter((f) => !f.gone && isRevealed(b, f.x, f.y)).map((f) => ({ kind: f.kind, x: f.x, y: f.y, ...(f.colour ? { colour: f.colour } : {}), ...(f.on !== undefined ? { on: f.on } : {}) })),
    shopOpen: st.shop?.open ?? false,
    waiting: st.models.filter((m) => m.side === 'heroes' && m.status === 'waiting').map((m) => m.name),
    monsterZones: zonesOf(b, rows, shown, 'monsters'),
    heroZones: zonesOf(b, rows, shown, 'heroes'),
    heroes: st.models.filter((m) => m.side === 'heroes' && m.species !== 'familiar').map((m) => sheet(st, m, viewer)),
    hints,
    picks: request && mayAnswer(viewer, request.who) ? dwPicks(hints) : [],
    axes: seenBox(rows),
    objective: { reach: st.objective.reach.map((p) => ({ ...p })), slay: st.objective.slay.slice(), gold: st.dungeon?.goldGoal ?? 0 },
    teleporters: st.respawns.map((p) => ({ ...p })),
    move: st.move,
    maxMoves: st.maxMoves,
    phase: st.phase,
    mover: st.mover,
    victoryPoints: st.victoryPoints,
    victoryLimit: st.victoryLimit,
    kills: { monsters: st.kills.heroes, heroes: st.kills.monsters },
    outcome: st.outcome,
  };
}

/** The smallest box holding every square drawn (the whole map when none is). */
function seenBox(rows: readonly string[]): GridAxes {
  let x0 = Infinity;
  let x1 = -1;
  let y0 = Infinity;
  let y1 = -1;
  rows.forEach((r, y) => {
    const a = r.search(/\S/);
    if (a < 0) return;
    x0 = Math.min(x0, a);
    x1 = Math.max(x1, r.trimEnd().length - 1);
    y0 = Math.min(y0, y);
    y1 = y;
  });
  return x1 < 0 ? { x0: 0, y0: 0, width: rows[0]?.length ?? 0, height: rows.length } : { x0, y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
