/**
 * Movement that includes a Feat (Combat: Actions: Move): pits and obstacles
 * on the grid (tables/terrain.ts) are never walked; a Move may cross one in
 * a straight line, from a square the fighter can walk to this turn, over the
 * terrain square to the free square beyond it, with the terrain's Feat and
 * the squares it spends. On a failure a pit takes the leaper in (its fall
 * damage, prone at the bottom; ours: the next move starts with a climb out),
 * and an obstacle stops the fighter before it. A large weapon's critical
 * knocks its target into an adjacent pit (Combat: Critical Hits, "at the
 * GM's discretion, into any nearby hazards"; option `knockback`).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { keep } from '../../../../core/dice.ts';
import { pct } from '../../../../core/odds-text.ts';
import type { Option } from '../../../../core/request.ts';
import type { SixOptions } from '../../options.ts';
import { actionSec, SEC } from '../../sections.ts';
import type { Fight, Fighter, GameState, Pos } from '../../state.ts';
import { DIFFICULTY_WORD } from '../../tables/core.ts';
import { CLIMB_OUT, TERRAIN, type TerrainKind } from '../../tables/terrain.ts';
import { roll3 } from '../dice.ts';
import { applyDamage } from '../dying.ts';
import { ABILITY_WORD, feat, featOdds, featScore } from '../feats.ts';
import { keptAmountOdds, logDamageOdds } from '../odds.ts';
import { act, type Action } from './action.ts';
import { distance, gridBlocking, pathInField, samePos, STEPS, type Field } from './grid.ts';
import { keptBase } from '../../speed/blocked-base.ts';
import { tooFar } from '../../speed/near-terrain.ts';
import { inFight } from './who.ts';

type O = Pick<SixOptions, 'dying'> & Partial<Pick<SixOptions, 'interrupt' | 'knockback'>>;

function terrainAt(fight: Fight, p: Pos): TerrainKind | null {
  if (!fight.terrain) return null;
  for (const t of fight.terrain) if (t.x === p.x && t.y === p.y) return t.kind;
  return null;
}

/** On a map, whether its walls and doors allow the step from `a` to its neighbour `b` (an open grid allows every step). */
function mapAllows(fight: Fight, a: Pos, b: Pos): boolean {
  if (!fight.map) return true;
  const i = STEPS.findIndex((s) => s.x === b.x - a.x && s.y === b.y - a.y);
  return i >= 0 && (fight.map.steps[a.y * fight.width + a.x]! & (1 << i)) !== 0;
}

/** `mapAllows` for the step STEPS[i] from square x,y. */
function mapStep(fight: Fight, x: number, y: number, i: number): boolean {
  return !fight.map || (fight.map.steps[y * fight.width + x]! & (1 << i)) !== 0;
}

/** A crossing a fighter may make this turn: walk to `from`, cross `over`, land on `to`; `cost`: squares of movement in all. */
export interface Crossing {
  readonly from: Pos;
  readonly over: Pos;
  readonly to: Pos;
  readonly kind: TerrainKind;
  readonly cost: number;
}

const key = (p: Pos) => `${p.x},${p.y}`;

/**
 * The crossings open to `f` this turn: each terrain square with a free
 * square beyond it in a straight line, reached by the shortest walk within
 * Speed; only those landing where walking would not get this turn (a Feat
 * is never offered for a square a plain Move reaches).
 */
export function crossings(st: GameState, f: Fighter, field: Field): Crossing[] {
  const fight = st.fight!;
  if (!fight.terrain?.length) return [];
  const w = fight.width;
  // The squares others take, and the grid's own blocking: a landing square must be free of both.
  const base = keptBase(fight, gridBlocking);
  const others = inFight(st);
  // Made for the first crossing found (most turns find none).
  let best: Map<string, Crossing> | null = null;
  for (const t of fight.terrain) {
    const rule = TERRAIN[t.kind];
    if (tooFar(f, t, rule.spends)) continue;
    // Whether a fighter stands on the terrain square is asked only of a crossing that would be kept (the checks are all pure: their order changes nothing found).
    let over = -1;
    for (let i = 0; i < STEPS.length; i++) {
      const s = STEPS[i]!;
      // Squares as numbers first: the Pos objects are made only for a crossing kept.
      const fx = t.x - s.x;
      const fy = t.y - s.y;
      const tx = t.x + s.x;
      const ty = t.y + s.y;
      if (fx < 0 || fy < 0 || fx >= w || fy >= fight.height || tx < 0 || ty < 0 || tx >= w || ty >= fight.height) continue;
      const ds = fx === f.pos.x && fy === f.pos.y ? 0 : field.dist[fy * w + fx]!;
      if (ds < 0 || base[ty * w + tx]) continue;
      const cost = ds + 2 + rule.spends;
      if (cost > f.speed) continue;
      const walk = field.dist[ty * w + tx]!;
      if (walk >= 0 && walk <= f.speed) continue;
      if (!mapStep(fight, fx, fy, i) || !mapStep(fight, t.x, t.y, i)) continue;
      if (over < 0) over = takenBy(others, f, t.x, t.y) ? 1 : 0;
      if (over === 1) break;
      if (takenBy(others, f, tx, ty)) continue;
      const k = `${t.x},${t.y}:${tx},${ty}`;
      best ??= new Map<string, Crossing>();
      const had = best.get(k);
      if (!had || cost < had.cost) best.set(k, { from: { x: fx, y: fy }, over: { x: t.x, y: t.y }, to: { x: tx, y: ty }, kind: t.kind, cost });
    }
  }
  return best ? [...best.values()] : [];
}

/** Whether any terrain square is near enough for `crossings` to look at (none: it finds none, reading no field; speed/near-terrain.ts). */
export function terrainNear(st: GameState, f: Fighter): boolean {
  const terrain = st.fight!.terrain;
  if (!terrain) return false;
  for (let i = 0; i < terrain.length; i++) if (!tooFar(f, terrain[i]!, TERRAIN[terrain[i]!.kind].spends)) return true;
  return false;
}

/** Whether a fighter of `others` but `f`, still in the fight, stands at x,y. */
function takenBy(others: readonly Fighter[], f: Fighter, x: number, y: number): boolean {
  for (let k = 0; k < others.length; k++) {
    const g = others[k]!;
    if (g !== f && g.condition !== 'fled' && g.pos.x === x && g.pos.y === y) return true;
  }
  return false;
}

/** The crossings as Move options: `cross:<x,y of the terrain>:<x,y landed on>`. */
export function crossOptions(st: GameState, f: Fighter, field: Field, withOdds: boolean): Option<Action>[] {
  return crossings(st, f, field).map((c) => {
    const r = TERRAIN[c.kind];
    const odds = withOdds ? `, ${pct(featOdds(featScore(f, r.ability), r.difficulty))}` : '';
    return act(['cross', key(c.over), key(c.to)], `Move: ${r.verb} ${r.name} at ${key(c.over)} to ${key(c.to)} (${DIFFICULTY_WORD[r.difficulty]} Feat of ${ABILITY_WORD[r.ability]}${odds}; ${c.cost} of ${f.speed} squares, ${r.spends} spent on the Feat${r.fall ? '; a failure falls in' : '; a failure stops you before it'})`);
  });
}

function parsePos(s: string): Pos {
  const [x, y] = s.split(',').map(Number);
  return { x: x!, y: y! };
}

/** Drops `f` into the hazard at `p`: there, prone, and the hazard's fall die of 3×6 as damage. */
function fallInto(ctx: Ctx, st: GameState, f: Fighter, p: Pos, kind: TerrainKind, o: O, rule: string): void {
  const r = TERRAIN[kind];
  f.pos = { x: p.x, y: p.y };
  f.prone = true;
  if (ctx.log) note(ctx, rule, `${f.name} falls into ${r.name} at ${key(p)} and lies prone at the bottom.`);
  if (!r.fall) return;
  logDamageOdds(ctx, rule, `the fall into ${r.name} against ${f.name} at ${f.hp} HP (the ${r.fall} of 3×6)`, keptAmountOdds(r.fall), f.hp);
  const dice = roll3(ctx, rule, ctx.log ? `Damage from the fall (keep the ${r.fall} die)` : '');
  applyDamage(ctx, st, f, keep(dice, r.fall), rule, o);
}

/** Ours: a fighter in a pit climbs out before any move: a Low Feat of Reflex; false (the action spent) on a failure. */
export function climbOut(ctx: Ctx, st: GameState, f: Fighter): boolean {
  const kind = terrainAt(st.fight!, f.pos);
  if (!kind || !TERRAIN[kind].fall) return true;
  const ok = feat(ctx, f, CLIMB_OUT.ability, CLIMB_OUT.difficulty, actionSec('Move'), `to climb out of ${TERRAIN[kind].name}`);
  if (!ok && ctx.log) note(ctx, actionSec('Move'), `${f.name} slips back: the move is lost.`);
  return ok;
}

/** Carries out `cross:<over>:<to>`: the walk to the take-off square (Cover may stop it), then the Feat and its outcome. */
export function doCross(ctx: Ctx, st: GameState, f: Fighter, over: string, to: string, o: O, walk: (path: readonly Pos[]) => number, field: Field): void {
  const fight = st.fight!;
  const c = crossings(st, f, field).find((x) => key(x.over) === over && key(x.to) === to);
  if (!c) throw new Error(`no crossing ${over} to ${to}`);
  const rule = actionSec('Move');
  const path = samePos(c.from, f.pos) ? [] : pathInField(fight, field, (p) => samePos(p, c.from)) ?? [];
  if (walk(path) < path.length || f.condition !== 'up') return;
  const r = TERRAIN[c.kind];
  if (feat(ctx, f, r.ability, r.difficulty, rule, `to ${r.verb} ${r.name} at ${over}`)) {
    f.pos = parsePos(to);
    if (ctx.log) note(ctx, rule, `${f.name} gets across to ${to}: ${c.cost} squares of movement, ${r.spends} of them spent on the Feat.`);
    return;
  }
  if (r.fall) fallInto(ctx, st, f, c.over, c.kind, o, rule);
  else if (ctx.log) note(ctx, rule, `${f.name} cannot get past ${r.name} and stops at ${key(f.pos)}.`);
}

/**
 * A large weapon's critical (Combat: Critical Hits): the target, knocked
 * down, goes into a hazard next to it, when there is a free one; of several,
 * the one farthest from the attacker, then the first in the grid's step order.
 */
export function knockInto(ctx: Ctx, st: GameState, a: Fighter, t: Fighter, o: O): void {
  if ((o.knockback ?? 'hazard') !== 'hazard' || t.condition === 'dead') return;
  const fight = st.fight;
  if (!fight?.terrain?.length) return;
  let pick: Pos | null = null;
  let far = -1;
  for (const s of STEPS) {
    const p = { x: t.pos.x + s.x, y: t.pos.y + s.y };
    const kind = terrainAt(fight, p);
    if (!kind || !TERRAIN[kind].fall || !mapAllows(fight, t.pos, p)) continue;
    if (inFight(st).some((g) => g.condition !== 'fled' && samePos(g.pos, p))) continue;
    const dd = distance(a.pos, p);
    if (dd > far) (far = dd), (pick = p);
  }
  if (!pick) return;
  if (ctx.log) note(ctx, SEC.critical, `The blow sends ${t.name} into the hazard beside it.`);
  fallInto(ctx, st, t, pick, terrainAt(fight, pick)!, o, SEC.critical);
}
