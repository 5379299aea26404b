/**
 * Spawning monsters, before every Mover's Action Phase whoever moves: the
 * Draken Master rolls 3D6 (an option: 2D6); each 6 is a roll on the
 * spawning table. Each model is set up on a revealed square out of every
 * hero's line of sight (an Underfoot Attack monster may instead burst up
 * beside a hero); when there is no such square, or the collection of that
 * monster is all in play, it is lost. Undying monsters may come back the
 * same way.
 */
import { halfD6, inRange, roll, rollx } from '../../../core/dice.ts';
import { note } from '../../../core/engine.ts';
import { LazyOption } from '../../../core/request.ts';
import { lookupDice, type Table } from '../../../core/tables.ts';
import { kindOf } from '../data/index.ts';
import { dataOf } from '../data/sets.ts';
import { SEC } from '../sections.ts';
import { makeModel, type Board, type GameState, type Model, type Pos } from '../state.ts';
import { SPAWNING_TABLE, type Spawn } from '../tables/spawning.ts';
import { adjacent, distance, enterCost, isRevealed, noMonsterStanding, noStanding, occupancy, stairLinks, terrainAt } from './grid.ts';
import { spawnPointAt, spawnPointSquares } from './dungeon/spawn-points.ts';
import { seat, who, type G } from './game.ts';
import { seesFrom, seesTerrain, stairSight, terrainView } from './sight.ts';
import { fileTable, scenarioTable } from '../data/scenarios.ts';
import type { DwOptions } from '../options.ts';
import { vanishFor } from './vanish.ts';
import { squareId } from './acts.ts';
import { logOdds, spawnOdds } from './odds.ts';
import { spawnCells, spawnMemo } from '../speed/spawn-squares.ts';

/** The spawning table this game uses: the book's sample or the scenario's own (a player's file brings its table in the options). */
function spawningTable(st: GameState, o: DwOptions): Table<Spawn> {
  if (st.spawnTable === null) return SPAWNING_TABLE;
  return o.scenarioFile ? fileTable(o.scenarioFile) : scenarioTable(st.spawnTable);
}

/**
 * Squares a model may be set up on: revealed floor, free, out of every hero's sight (through a staircase too: a hero on
 * one end sees the far end and the squares around it); with `underfoot`, also free floor beside a hero; and the
 * grills, trap doors and wells (not those in `wellsUsed`, each well serving one spawn in a spawning).
 */
export function spawnSquares(st: GameState, underfoot: boolean, wellsUsed: readonly string[] = []): Pos[] {
  if (spawnMemo.on) return keptSpawnSquares(st, underfoot, wellsUsed);
  const b = st.board;
  const occ = occupancy(b, st.models);
  const heroes = st.models.filter((m) => m.status === 'in-play' && m.side === 'heroes');
  // Made once for the board, not per square: the spawn points' squares, each hero's view, the squares seen through stairs.
  const points = st.dungeon ? spawnPointSquares(st, wellsUsed) : null;
  const views = heroes.map((h) => terrainView(b, h));
  const stairs = stairSeen(b, heroes);
  const out: Pos[] = [];
  // Every square of the board is asked: plain loops, no closure or object per square but for the squares kept.
  const respawns = st.respawns;
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const i = y * b.width + x;
      const t = terrainAt(b, x, y);
      if (occ[i] !== 0 || noStanding(t) || enterCost(t) === Infinity || !isRevealed(b, x, y)) continue;
      if (onAny(respawns, x, y) || noMonsterStanding(t)) continue;
      const beside = underfoot && besideAny(heroes, x, y);
      if (beside || (points !== null && points[i] === 1) || !seenAt(b, heroes, views, stairs, x, y)) out.push({ x, y });
    }
  }
  return out;
}

/** spawnSquares with the board's own tests and the heroes' sight kept across a spawning (speed/spawn-squares.ts): the same squares in the same order. */
function keptSpawnSquares(st: GameState, underfoot: boolean, wellsUsed: readonly string[]): Pos[] {
  const b = st.board;
  const heroes = st.models.filter((m) => m.status === 'in-play' && m.side === 'heroes');
  const respawns = st.respawns;
  const kept = spawnCells(b, heroes, respawns, () => {
    const cells: number[] = [];
    for (let y = 0; y < b.height; y++) {
      for (let x = 0; x < b.width; x++) {
        const t = terrainAt(b, x, y);
        if (noStanding(t) || enterCost(t) === Infinity || !isRevealed(b, x, y)) continue;
        if (onAny(respawns, x, y) || noMonsterStanding(t)) continue;
        cells.push(y * b.width + x);
      }
    }
    return { cells: Int32Array.from(cells), seen: new Int8Array(cells.length).fill(-1) };
  });
  const occ = occupancy(b, st.models);
  const points = st.dungeon ? spawnPointSquares(st, wellsUsed) : null;
  let views: Int8Array[] | null = null;
  let stairs: Uint8Array | null | undefined;
  const out: Pos[] = [];
  const { cells, seen } = kept;
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k]!;
    if (occ[i] !== 0) continue;
    const x = i % b.width;
    const y = (i - x) / b.width;
    if ((underfoot && besideAny(heroes, x, y)) || (points !== null && points[i] === 1)) {
      out.push({ x, y });
      continue;
    }
    if (seen[k] === -1) {
      views ??= heroes.map((h) => terrainView(b, h));
      if (stairs === undefined) stairs = stairSeen(b, heroes);
      seen[k] = seenAt(b, heroes, views, stairs, x, y) ? 1 : 0;
    }
    if (seen[k] === 0) out.push({ x, y });
  }
  return out;
}

function onAny(ps: readonly Pos[], x: number, y: number): boolean {
  for (let k = 0; k < ps.length; k++) if (ps[k]!.x === x && ps[k]!.y === y) return true;
  return false;
}

/** Whether any of `ms` is adjacent to (x, y) (grid.ts adjacent: a distance of exactly 1). */
function besideAny(ms: readonly Pos[], x: number, y: number): boolean {
  for (let k = 0; k < ms.length; k++) if (Math.max(Math.abs(ms[k]!.x - x), Math.abs(ms[k]!.y - y)) === 1) return true;
  return false;
}

/** Whether a hero sees (x, y), from the heroes' views (terrainView) and the squares they see through stairs; the position is made only where a view has not yet been asked of it. */
function seenAt(b: Board, heroes: readonly Model[], views: readonly Int8Array[], stairs: Uint8Array | null, x: number, y: number): boolean {
  const i = y * b.width + x;
  if (stairs !== null && stairs[i] === 1) return true;
  let p: Pos | null = null;
  for (let k = 0; k < heroes.length; k++) {
    const v = views[k]![i]!;
    if (v === 1) return true;
    if (v === 0) continue;
    if (seesFrom(b, views[k]!, heroes[k]!, (p ??= { x, y }))) return true;
  }
  return false;
}

/**
 * The squares a hero sees through a staircase (stairSight), the board's size; null on a board without stairs. A hero
 * on a staircase sees within a square of its far ends; a hero within a square of a far end is seen from (and sees) the
 * other ends.
 */
function stairSeen(b: Board, heroes: readonly Model[]): Uint8Array | null {
  if (!b.stairs) return null;
  const out = new Uint8Array(b.width * b.height);
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < b.width && y < b.height) out[y * b.width + x] = 1;
  };
  for (let i1 = 0, a1 = heroes; i1 < a1.length; i1++) {
    const h = a1[i1]!;
    for (let i2 = 0, a2 = stairLinks(b, h); i2 < a2.length; i2++) {
      const e = a2[i2]!;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) mark(e.x + dx, e.y + dy);
    }
  }
  // A square's far ends are those of the first staircase it is an end of (stairLinks).
  const done = new Set<number>();
  const near = (k: number) => heroes.some((h) => distance({ x: k % b.width, y: Math.floor(k / b.width) }, h) <= 1);
  for (let i3 = 0, a3 = b.stairs; i3 < a3.length; i3++) {
    const group = a3[i3]!;
    for (let i4 = 0, a4 = group; i4 < a4.length; i4++) {
      const j = a4[i4]!;
      if (done.has(j)) continue;
      done.add(j);
      if (group.some((k) => k !== j && near(k))) out[j] = 1;
    }
  }
  return out;
}

/** Whether a hero sees the square: through the walls, or through a staircase (Staircases: attacks and sight). */
function heroSees(st: GameState, heroes: readonly Model[], p: Pos): boolean {
  return heroes.some((h) => seesTerrain(st.board, h, p) || stairSight(st.board, h, p));
}

/** How many models of a species are in play, against the scenario's collection. */
function collectionFull(st: GameState, species: string): boolean {
  const limit = st.collection[species];
  if (limit === undefined) return false;
  return st.models.filter((m) => m.status === 'in-play' && m.species === species).length >= limit;
}

/**
 * Sets up one model of `kind` where the Draken Master chooses; false when it is lost. `wellsUsed` collects the wells
 * used in this spawning (each serves one monster). A spawn with no square is lost before any model is vanished for it.
 */
export function placeSpawn(g: G, kind: string, rule: string, revived?: Model, wellsUsed: string[] = []): boolean {
  const { ctx, st } = g;
  const k = kindOf(dataOf(st), kind);
  const underfoot = k.abilities.includes('underfoot-attack') && !(revived?.underfootUsed ?? false);
  const full = !revived && collectionFull(st, k.species);
  let squares = spawnSquares(st, underfoot, wellsUsed);
  if (!squares.length) {
    st.lost++;
    if (ctx.log) note(ctx, SEC.spawnPlacement, `${k.name}: no revealed square out of the heroes' sight is free, so it is lost`);
    return false;
  }
  if (full) {
    if (!vanishFor(g, k)) {
      st.lost++;
      if (ctx.log) note(ctx, SEC.spawning, `${k.name}: every model of the collection is in play, so it is lost`);
      return false;
    }
    // The vanished model's square may now be free too.
    squares = spawnSquares(st, underfoot, wellsUsed);
  }
  const { x, y } = ctx.ask({
    who: seat(st, 'monsters'),
    rule: SEC.spawnPlacement,
    kind: 'spawn',
    prompt: `Where does the ${k.name} appear?`,
    options: squares.map((p) => new SquareOption(p)),
  });
  let m: Model;
  if (revived) {
    m = revived;
    Object.assign(m, { x, y, status: 'in-play', wounds: m.maxWounds });
  } else {
    m = makeModel(k, `m${st.nextId++}`, { x, y });
    st.models.push(m);
    st.spawned++;
  }
  const heroes = st.models.filter((h) => h.status === 'in-play' && h.side === 'heroes');
  // Wells: one wandering monster each in this spawning; a square out of sight uses none.
  if (st.dungeon && heroSees(st, heroes, m)) {
    const f = spawnPointAt(st, m, wellsUsed);
    if (f?.kind === 'well') wellsUsed.push(f.id);
  }
  if (underfoot && heroes.some((h) => adjacent(h, m))) {
    m.underfootUsed = true;
    if (ctx.log) note(ctx, SEC.underfoot, `${who(m)} bursts up from underfoot beside a hero at (${x}, ${y})`);
  } else if (ctx.log) note(ctx, rule, `${who(m)} appears at (${x}, ${y})`);
  return true;
}

/** A square a spawn may appear on, named when read (without a closure per square: a spawn offers dozens). */
class SquareOption extends LazyOption<Pos> {
  constructor(p: Pos) {
    super(squareId('', p.x, p.y), p, NO_WORDS);
  }
  override get label(): string {
    return `(${this.value.x}, ${this.value.y})`;
  }
}

/** LazyOption's words, never asked: SquareOption's label is its own. */
const NO_WORDS = (): string => '';

/** The spawning roll before the Mover's Action Phase. */
export function spawnMonsters(g: G): void {
  const { ctx, st, o } = g;
  if (o.spawnDice === 0) return;
  logOdds(ctx, SEC.spawnRoll, `at least one roll on the spawning table (a 6 on ${o.spawnDice} ${o.spawnDice === 1 ? 'die' : 'dice'}):`, spawnOdds(o.spawnDice));
  const dice = rollx(ctx, o.spawnDice, 6, SEC.spawnRoll, 'Spawning', ` dice (${o.spawnDice}D6)`, null, (r) => `${inRange(r, 6, 6)} ${inRange(r, 6, 6) === 1 ? 'six' : 'sixes'}`);
  const sixes = inRange(dice, 6, 6);
  const table = spawningTable(st, o);
  const wellsUsed: string[] = [];
  for (let i = 0; i < sixes; i++) {
    const r = roll(ctx, 2, 6, table.section, 'Spawning table');
    const spawn = lookupDice(ctx, table, r, 'sum');
    let count = typeof spawn.count === 'number' ? spawn.count : 0;
    if (spawn.count === 'd3') count = halfD6(roll(ctx, 1, 6, SEC.spawning, 'How many (1D3)')[0]!);
    for (let n = 0; n < count; n++) placeSpawn(g, spawn.kind, SEC.spawning, undefined, wellsUsed);
  }
}

/** Undying: a killed model with the ability comes back on a 6, with full wounds, set up like a spawned monster. */
export function undying(g: G, m: Model): void {
  if (!m.abilities.includes('undying')) return;
  const [d] = roll(g.ctx, 1, 6, SEC.undying, `${who(m)} undying`, (r) => (r[0] === 6 ? 'it rises again' : 'it stays dead'));
  if (d === 6) placeSpawn(g, m.kind, SEC.undying, m);
}
