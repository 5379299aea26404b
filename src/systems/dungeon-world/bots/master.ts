/**
 * The computer's Draken Master (ours): every choice with its reason, logged
 * as the decision's `why`. It takes the move when it wins the initiative;
 * powers first (powers.ts: gaze, control, regenerate...); shooters shoot
 * while they have a target (a breath where most heroes stand) and otherwise
 * walk to where they keep range and cover (shooters.ts); monsters already in
 * a melee stay in it; chargers charge; the rest walk to the nearest hero,
 * Pack monsters to a hero a packmate already fights; spawned
 * monsters appear as near the heroes as they may (Underfoot beside the
 * weakest-armoured one); kill dice go where they kill.
 */
import type { Request } from '../../../core/request.ts';
import type { Feature, GameState, Model, Pos } from '../state.ts';
import { has } from '../state.ts';
import { adjacent, distance } from '../rules/grid.ts';
import { at, distanceField } from './field.ts';
import { openPlan } from './dungeon.ts';
import { assignPlan, besideSquares, isAdjacentToEnemy, modelById, moveToward, readyModels, type Plan } from './common.ts';
import { attackFirst, chargePlan, controlMovePlan, oneOfPlan, shotAssignPlan } from './powers.ts';
import { keepRange } from './shooters.ts';

function heroes(st: GameState) {
  return st.models.filter((m) => m.status === 'in-play' && m.side === 'heroes');
}

/** Packmates beside `p`, and twice the heroes beside it that a packmate already fights (counted in loops: asked of every move option). */
function packScore(pack: readonly Model[], hs: readonly Model[], p: Pos): number {
  let n = 0;
  for (let i1 = 0, a1 = pack; i1 < a1.length; i1++) {
    const q = a1[i1]!;
    if (adjacent(q, p)) n++;
  }
  for (let i2 = 0, a2 = hs; i2 < a2.length; i2++) {
    const h = a2[i2]!;
    if (!adjacent(h, p)) continue;
    for (let i3 = 0, a3 = pack; i3 < a3.length; i3++) {
      const q = a3[i3]!;
      if (adjacent(q, h)) {
        n += 2;
        break;
      }
    }
  }
  return n;
}

export function masterPlan(req: Request, st: GameState): Plan {
  const opts = req.options;
  switch (req.kind) {
    case 'initiative':
      return { id: 'mover', reason: 'the monsters move first, to close in before the heroes can shoot' };
    case 'activate':
      return activatePlan(opts, st);
    case 'action':
    case 'shoot':
    case 'charge-on':
      return actionPlan(req, opts, st);
    case 'control-move':
      return controlMovePlan(st, req, 'monsters');
    case 'shot-assign':
      return shotAssignPlan(st, req);
    case 'one-of':
      return oneOfPlan(st, req);
    case 'spawn':
      return spawnPlan(opts, st);
    case 'assign':
      return assignPlan(st, req);
    case 'vanish':
      return vanishPlan(st, req);
    case 'smash': {
      const f = opts[0]!.value as Feature | null;
      const cover = f && heroes(st).some((h) => adjacent(h, f));
      return cover ? { id: opts[0]!.id, reason: 'a hero shelters behind it' } : { id: 'leave', reason: 'no hero shelters behind it' };
    }
    case 'melee-order':
      return { id: opts[0]!.id, reason: 'the melees are fought in the order they stand' };
    default:
      return { id: opts[0]!.id, reason: 'the first choice' };
  }
}

/*
 * Each long case of masterPlan is a function of its own (speed only): V8
 * compiles a function whole, so a case meeting a new kind of object threw
 * away and compiled again the code of every other case with it.
 */

/** Which model acts next: a shooter with a clear view first, else the nearest to a hero. */
function activatePlan(opts: Request['options'], st: GameState): Plan {
  const ready = readyModels(opts);
  const hs = heroes(st);
  const shooter = ready.find((m) => m.shooting && !isAdjacentToEnemy(st, m));
  if (shooter) return { id: shooter.id, reason: `${shooter.name} shoots or takes aim before the others block its view` };
  // The first of the nearest to a hero (as a stable sort by that distance puts first), each distance worked out once.
  let m = ready[0]!;
  let md = Infinity;
  for (let i = 0; i < ready.length; i++) {
    const r = ready[i]!;
    let d = 99;
    for (let k = 0; k < hs.length; k++) d = Math.min(d, distance(hs[k]!, r));
    if (d < md) {
      m = r;
      md = d;
    }
  }
  return { id: m.id, reason: `${m.name} is the nearest to a hero` };
}

/** A monster's action (or shot, or the rest of a charge). */
function actionPlan(req: Request, opts: Request['options'], st: GameState): Plan {
  const m = modelById(st, st.acting)!;
  const first = attackFirst(st, m, opts, req.kind, 'no target worth a shot');
  if (first) return first;
  if (opts.some((o) => o.id === 'done')) return { id: 'done', reason: `${m.name} has done what it can this move` };
  if (isAdjacentToEnemy(st, m)) return { id: 'stay', reason: `${m.name} stays in the melee` };
  const charge = chargePlan(st, opts);
  if (charge) return charge;
  if (m.shooting) {
    const keep = keepRange(st, m, opts);
    if (keep) return keep;
  }
  const hs = heroes(st);
  const pack = has(m, 'pack') ? st.models.filter((p) => p !== m && p.status === 'in-play' && p.species === m.species && has(p, 'pack')) : [];
  // Pack monsters gang up: beside a packmate, best of all beside a hero a packmate already fights.
  const prefer = pack.length ? (p: Pos) => packScore(pack, hs, p) : undefined;
  const step = moveToward(st, m, opts, besideSquares(hs), prefer);
  if (step) return { id: step.id, reason: step.dist === 0 ? `${m.name} closes in on a hero${prefer ? ', ganging up with its pack' : ''}` : `${m.name} walks towards the nearest hero` };
  return openPlan(opts) ?? { id: 'stay', reason: `${m.name} has no better square` };
}

/** Where a spawned monster appears. */
function spawnPlan(opts: Request['options'], st: GameState): Plan {
  const hs = heroes(st);
  const sq = (o: { value: unknown }): Pos => o.value as Pos;
  // The squares beside a hero, in the options' order (a loop: a spawn offers dozens of squares).
  const underfoot: typeof opts[number][] = [];
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i]!;
    const p = sq(o);
    for (let k = 0; k < hs.length; k++) {
      if (adjacent(hs[k]!, p)) {
        underfoot.push(o);
        break;
      }
    }
  }
  if (underfoot.length) {
    // The weakest-armoured hero among those an offered square touches: the reason names the hero the square is beside.
    const weakest = hs.filter((h) => underfoot.some((u) => adjacent(h, sq(u)))).sort((a, b) => a.armour - b.armour)[0]!;
    const o = underfoot.find((u) => adjacent(weakest, sq(u)))!;
    return { id: o.id, reason: `it appears beside ${weakest.name}, the weakest-armoured hero it can reach` };
  }
  const field = distanceField(st.board, hs);
  let best = opts[0]!;
  let bd = 99999;
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i]!;
    const d = at(field, st.board, sq(o));
    if (d < bd) (bd = d), (best = o);
  }
  return { id: best.id, reason: hs.length ? `the hidden square nearest the heroes (${bd} points away)` : 'no hero in play: the first free square' };
}

/** Vanish the model furthest from the heroes, not fighting, when it is far (8 points or more) from them; else lose the spawn. */
function vanishPlan(st: GameState, req: Request): Plan {
  const hs = heroes(st);
  const field = distanceField(st.board, hs);
  let best: { id: string; d: number; name: string } | null = null;
  for (const o of req.options) {
    const m = o.value as Model | null;
    if (m === null) continue;
    if (isAdjacentToEnemy(st, m)) continue;
    const d = at(field, st.board, m);
    if (!best || d > best.d) best = { id: o.id, d, name: m.name };
  }
  if (best && best.d >= 8) return { id: best.id, reason: `${best.name} is ${best.d >= 9999 ? 'cut off from' : `${best.d} points from`} the heroes: bring it back nearer` };
  return { id: 'lose', reason: 'every model of that kind is already where it is useful' };
}

export function masterPolicy(req: Request, st: GameState): string {
  return masterPlan(req, st).id;
}

export function masterWhy(req: Request, _choice: string, st: GameState): string | undefined {
  return masterPlan(req, st).reason;
}
