/**
 * A model's action in the dungeon. Points are action points: a hero may
 * walk, open a door, explore an item and walk on while points last (a door
 * 2, exploring 2, teleporting 2, closing a door nothing). The first step is
 * asked with the move and shoot options (actions.ts); after it, the model
 * goes on with the points left until it is done, stopped by a kill zone (no
 * more walking) or a trap counter (no more points).
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { choice, lazyChoice, LazyRequest, type Option } from '../../../../core/request.ts';
import { isDungeonAct, STAY, type Act, type DungeonAct } from '../acts.ts';
import { MoveOption } from '../move-option.ts';
import { SEC } from '../../sections.ts';
import type { Board, GameState, Model, Pos } from '../../state.ts';
import { STEP_X, STEP_Y } from '../../../../core/grid-search.ts';
import { engagedBy, hasKillZone, isRevealed, terrainAt, touching } from '../grid.ts';
import { moveRules, seatOf, who, type G } from '../game.ts';
import { pathTo, reachable } from '../movement.ts';
import { cannotOpen, closeDoor, isOpen, openDoor } from './doors.ts';
import { explore, PASSIVE, PICK_UPS, WHOLE_ACTION } from './explore.ts';
import { dungeonOf, featureName, isHero, live, revealArea } from './features.ts';
import { itemOptions, useItem } from './items.ts';
import { pitJumps, slowAtPits } from './moves.ts';
import { conditionsAt, trapCounter } from './traps.ts';
import { escape } from './escape.ts';
import { carryFurniture } from './carry.ts';
import { familiarOptions, useFamiliar } from './familiar.ts';

/** The dungeon's options for `m` with `points` left; `first`: nothing done yet this action. */
export function dungeonOptions(g: G, m: Model, points: number, first: boolean): Option<Act>[] {
  const { st } = g;
  const out: Option<Act>[] = [];
  // Asked for every activation and follow-up: one pass over the features read in place (live()'s order, no list made),
  // a feature more than a square away (nearly all of them) skipped on its distance alone; the doors' options come
  // first, then the rest, as two passes would list them.
  const features = dungeonOf(st).features;
  const hero = isHero(m);
  let rest: Option<Act>[] | null = null;
  for (let k = 0; k < features.length; k++) {
    const f = features[k]!;
    const d = Math.max(Math.abs(f.x - m.x), Math.abs(f.y - m.y));
    if (d > 1 || f.gone) continue;
    if (f.kind === 'door') {
      if (d !== 1) continue; // adjacent
      if (isOpen(st, f)) {
        if (!standsOn(st.models, f.x, f.y)) out.push(lazyChoice<Act>({ act: 'close', feature: f }, `do:close:${f.id}`, () => `Close the ${featureName(f)} at (${f.x}, ${f.y}) (no points)`));
      } else if (points >= 2 && !cannotOpen(st, m, f)) out.push(lazyChoice<Act>({ act: 'open', feature: f }, `do:open:${f.id}`, () => `Open the ${featureName(f)} at (${f.x}, ${f.y}) (2 points)`));
      continue;
    }
    if (!hero || PASSIVE.has(f.kind)) continue;
    // Pick-ups beside the square or on it (Exploring: the item in the next or the same square); the rest beside it only.
    if (d === 0 && !PICK_UPS.has(f.kind)) continue;
    if (WHOLE_ACTION.has(f.kind)) {
      if (first) (rest ??= []).push(lazyChoice<Act>({ act: 'explore', feature: f }, `do:explore:${f.id}`, () => `${f.kind === 'coffin' ? 'Smash' : 'Explore'} the ${featureName(f)} at (${f.x}, ${f.y}) (the whole action)`));
    } else if (points >= 2) (rest ??= []).push(lazyChoice<Act>({ act: 'explore', feature: f }, `do:explore:${f.id}`, () => `${f.kind === 'chest' ? 'Open' : 'Explore'} the ${featureName(f)} at (${f.x}, ${f.y}) (2 points)`));
  }
  if (!hero) return out;
  if (rest !== null) for (let i1 = 0, a1 = rest; i1 < a1.length; i1++) {
    const o = a1[i1]!;
    out.push(o);
  }
  if (first) {
    const water = waterBeside(st.board, m);
    if (water) out.push(lazyChoice<Act>({ act: 'drink', x: water.x, y: water.y }, `do:drink:${water.x},${water.y}`, () => `Drink from the pool at (${water.x}, ${water.y}) (the whole action)`));
    if (slowAtPits(m) && !m.abilities.includes('fly') && !engagedBy(st.models, m, st.board).length) {
      for (let i2 = 0, a2 = pitJumps(st, m.x, m.y); i2 < a2.length; i2++) {
        const j = a2[i2]!;
        const ready = st.dungeon!.pitReady[m.id];
        if (!ready || ready.x !== j.pit.x || ready.y !== j.pit.y) out.push(lazyChoice<Act>({ act: 'pit', x: j.pit.x, y: j.pit.y }, `do:pit:${j.pit.x},${j.pit.y}`, () => `Wait beside the pit at (${j.pit.x}, ${j.pit.y}) to cross it next time (the whole action)`));
      }
    }
  }
  if (points >= 2 && onActiveTeleporter(st, m)) out.push(choice(ESCAPE, 'do:escape', 'Leave the dungeon through this teleporter (2 points): a retreat once every hero has gone'));
  for (let i3 = 0, a3 = itemOptions(g, m); i3 < a3.length; i3++) {
    const o = a3[i3]!;
    out.push(o);
  }
  for (let i4 = 0, a4 = familiarOptions(g, m, first); i4 < a4.length; i4++) {
    const o = a4[i4]!;
    out.push(o);
  }
  return out;
}

const ESCAPE: Act = { act: 'escape' };

/** Whether `m` stands on an active teleporter on a revealed square (moves.ts activeTeleporters, without its list). */
function onActiveTeleporter(st: GameState, m: Model): boolean {
  for (let i1 = 0, a1 = dungeonOf(st).features; i1 < a1.length; i1++) {
    const f = a1[i1]!;
    if (!f.gone && f.kind === 'teleporter' && f.on && f.x === m.x && f.y === m.y && isRevealed(st.board, f.x, f.y)) return true;
  }
  return false;
}

/** The first pool square beside `p`, in the order of the eight steps (east, west, south, north, then the diagonals). */
function waterBeside(b: Board, p: Pos): Pos | undefined {
  for (let k = 0; k < 8; k++) {
    const x = p.x + STEP_X[k]!;
    const y = p.y + STEP_Y[k]!;
    if (terrainAt(b, x, y) === '~') return { x, y };
  }
  return undefined;
}

/** Whether a model in play stands on (x, y) (occupancy's answer for one square, without the board's grid). */
function standsOn(models: readonly Model[], x: number, y: number): boolean {
  for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.status === 'in-play' && m.x === x && m.y === y) return true;
  }
  return false;
}

/** Does the dungeon action `a`; returns the points it cost, or 'end' when the model's action is over. */
export function doDungeon(g: G, m: Model, a: DungeonAct): number | 'end' {
  const { st } = g;
  switch (a.act) {
    case 'open':
      openDoor(g, a.feature, m);
      return 2;
    case 'close':
      closeDoor(g, a.feature, m);
      return 0;
    case 'explore': {
      const f = a.feature;
      explore(g, m, f);
      return WHOLE_ACTION.has(f.kind) ? 'end' : 2;
    }
    case 'drink': {
      const { x, y } = a;
      explore(g, m, { id: 'pool', kind: 'pool', x, y });
      return 'end';
    }
    case 'pit': {
      const { x, y } = a;
      st.dungeon!.pitReady[m.id] = { x, y };
      if (g.ctx.log) note(g.ctx, SEC.pitsSlow, `${who(m)} spends the move beside the pit at (${x}, ${y}): next time it may cross with all its points`);
      return 'end';
    }
    case 'escape':
      escape(g, m);
      return 'end';
    case 'item':
      useItem(g, m, a.item, a.at);
      return 0;
    case 'familiar':
      return useFamiliar(g, m, a.n);
  }
}

/**
 * After a move along `path` (from `from`): teleporters entered are activated,
 * stairs' far ends and the areas entered revealed, the scenario's conditions
 * set off, tables and chairs crossed carried (carry.ts), a trap counter sprung. Returns false when the model's action ends.
 */
export function afterMove(g: G, m: Model, from: Pos, path: readonly Pos[]): boolean {
  const { st } = g;
  const d = st.dungeon!;
  const ready = d.pitReady[m.id];
  if (ready) delete d.pitReady[m.id];
  if (!isHero(m)) return true;
  let prev = from;
  for (let i1 = 0, a1 = path; i1 < a1.length; i1++) {
    const p = a1[i1]!;
    if (Math.max(Math.abs(p.x - prev.x), Math.abs(p.y - prev.y)) > 1) {
      const t = terrainAt(st.board, p.x, p.y);
      if (t === 'S') {
        if (g.ctx.log) note(g.ctx, SEC.stairs, `${who(m)} takes the stairs from (${prev.x}, ${prev.y}) to (${p.x}, ${p.y})`);
        revealArea(g, st.board.area[p.y * st.board.width + p.x]!, 'The stairs lead into a new part of the dungeon');
      } else if (t === 'T' && terrainAt(st.board, prev.x, prev.y) === 'T') {
        if (g.ctx.log) note(g.ctx, SEC.teleporting, `${who(m)} teleports from (${prev.x}, ${prev.y}) to (${p.x}, ${p.y})`);
      } else if (g.ctx.log) note(g.ctx, SEC.pits, `${who(m)} jumps the pit from (${prev.x}, ${prev.y}) to (${p.x}, ${p.y})`);
    }
    prev = p;
    activateTeleporter(g, m, p);
    conditionsAt(g, m, p);
    if (m.status !== 'in-play') return false;
  }
  carryFurniture(g, m, path);
  if (terrainAt(st.board, m.x, m.y) === '?') {
    trapCounter(g, m);
    return false;
  }
  return m.status === 'in-play';
}


/** A hero entering an inactive teleporter's square turns it on; killed heroes re-spawn there from now on. */
function activateTeleporter(g: G, m: Model, p: Pos): void {
  const f = live(g.st, 'teleporter').find((t) => t.x === p.x && t.y === p.y);
  if (!f || f.on || !isHero(m)) return;
  f.on = true;
  if (!g.st.respawns.some((r) => r.x === p.x && r.y === p.y)) g.st.respawns.push({ x: p.x, y: p.y });
  if (g.ctx.log) note(g.ctx, SEC.teleporters, `${who(m)} activates the teleporter at (${p.x}, ${p.y}): it stays active for the scenario`);
}

/** The rest of a model's action: more walking and dungeon options while points last. */
export function followUp(g: G, m: Model, left: number): void {
  const { ctx, st } = g;
  for (let guard = 0; guard < 40 && m.status === 'in-play' && left >= 0; guard++) {
    const engaged = engagedAny(st, m);
    const opts: Option<Act>[] = [choice(STAY, 'stay', 'Nothing more this move')];
    let reach = null;
    if (!engaged && left > 0) {
      reach = reachable(st.board, st.models, m, moveRules(g.o, st), left);
      for (let i1 = 0, a1 = reach.ends; i1 < a1.length; i1++) {
        const e = a1[i1]!;
        opts.push(new MoveOption(st, e, '', left));
      }
    }
    for (let i2 = 0, a2 = dungeonOptions(g, m, left, false); i2 < a2.length; i2++) {
      const o = a2[i2]!;
      opts.push(o);
    }
    if (opts.length === 1) return;
    st.acting = m.id;
    const points = left;
    const a = ctx.ask(new LazyRequest(seatOf(st, m), SEC.moverAction, 'action', opts, () => `${who(m)} at (${m.x}, ${m.y}) has ${points} ${points === 1 ? 'point' : 'points'} left: anything more?`));
    if (a.act === 'stay') return;
    if (isDungeonAct(a)) {
      const spent = doDungeon(g, m, a);
      if (spent === 'end') return;
      left -= spent;
      continue;
    }
    if (a.act !== 'move') throw new Error(`no ${a.act} after a dungeon action`);
    const { x, y } = a;
    const from = { x: m.x, y: m.y };
    const path = pathTo(reach!, x, y);
    left -= reach!.cost[y * st.board.width + x]!;
    m.x = x;
    m.y = y;
    if (ctx.log) note(ctx, SEC.movement, `${who(m)} moves on to (${x}, ${y}) by ${path.map((p) => `(${p.x}, ${p.y})`).join(' ')}`);
    if (!afterMove(g, m, from, path)) return;
  }
}

/** Whether an enemy holds `m` in its kill zone (engagedBy's test, without its list: asked before every follow-up step). */
function engagedAny(st: GameState, m: Model): boolean {
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const e = a1[i1]!;
    if (e.status === 'in-play' && e.side !== m.side && hasKillZone(e) && touching(st.board, e, m)) return true;
  }
  return false;
}

/** A sleeping hero rolls to wake at the start of each of its phases (Bed): 4-6 it wakes and acts. Returns true when it sleeps on. */
export function sleepsOn(g: G, m: Model): boolean {
  if (!m.kit?.asleep) return false;
  const [d] = roll(g.ctx, 1, 6, SEC.bed, `${who(m)} waking (4+)`, (r) => (r[0]! >= 4 ? 'awake' : 'sleeps on'));
  if (d! >= 4) m.kit.asleep = false;
  return m.kit.asleep;
}
