/**
 * The Mover's Action Phase and the Non-Mover's Shooting Phase. The mover
 * picks its models one at a time; each does one action (move, shoot, or
 * nothing) and may use its abilities before or after it (abilities/offer.ts).
 * Dedicated Shot both moves and shoots, one before the other; Charge Attack
 * is a move that stops in a kill zone to attack. A move out of a kill zone
 * draws the free attacks of the enemies left first. The non-mover then
 * shoots (or uses Control Enemy) with each model that can.
 */
import { note } from '../../../core/engine.ts';
import { choice, lazyChoice, LazyRequest, type Option } from '../../../core/request.ts';
import { DONE, HOLD, isAbilityAct, isDungeonAct, STAY, type Act } from './acts.ts';
import { MoveOption } from './move-option.ts';
import { SEC } from '../sections.ts';
import type { Model, Side } from '../state.ts';
import { has } from '../state.ts';
import { checkShot, shoot, shotDice, shotTargets } from './combat/shooting.ts';
import { freeAttacks } from './combat/melee.ts';
import { armourAgainst } from './combat/assign.ts';
import { moveRules, seat, seatOf, who, type G } from './game.ts';
import { movePoints, pathTo, reachable } from './movement.ts';
import { optionOdds, woundsAtLeast } from './odds.ts';
import { toNumber, type Ratio } from '../../../core/odds.ts';
import { charge, chargeSquares } from './abilities/charge.ts';
import { controlTargets } from './abilities/control-enemy.ts';
import { abilityOptions, controlOptions, newTurn, useAbility } from './abilities/offer.ts';
import { canUse, markUsed, pickOneOf, usedAny } from './abilities/use.ts';
import { magicShotDice } from './combat/multi-shot.ts';
import { afterMove, doDungeon, dungeonOptions, followUp, sleepsOn } from './dungeon/act.ts';

/** A shot of `m` at `t`: its dice (Multi-Shot's magic dice included), what hits and kills, and the chances of a hit taken off and of killing it (the option's odds and the board's, one figure). */
export function shotChances(st: G['st'], m: Model, t: Model, c = checkShot(st.board, st.models, m, t)): { dice: number; toHit: number; armour: number; cover: boolean; wound: Ratio; kill: Ratio } {
  const armour = armourAgainst(t, has(m, 'acid-spit'));
  const dice = shotDice(st, m) + (canUse(m, 'multi-shot') ? magicShotDice(m) : 0);
  return { dice, toHit: c.toHit, armour, cover: c.cover, wound: woundsAtLeast(dice, c.toHit, armour, 1), kill: woundsAtLeast(dice, c.toHit, armour, t.wounds) };
}

/** The shoot options of `m`, each with the odds of taking at least one hit off its target (and of killing it). */
export function shootOptions(g: G, m: Model): Option<Act>[] {
  const { st } = g;
  const out: Option<Act>[] = [];
  if (!m.shooting || m.status !== 'in-play') return out;
  // shotTargets' targets, each checked once: the check that finds a target gives its chances too.
  for (let i1 = 0, a1 = st.models; i1 < a1.length; i1++) {
    const t = a1[i1]!;
    if (t.status !== 'in-play' || t.side === m.side) continue;
    const c = checkShot(st.board, st.models, m, t);
    if (!c.ok) continue;
    out.push(shootOption(st, m, t, shotChances(st, m, t, c)));
  }
  return out;
}

/** The option of shooting `m` at `t`, with its chances `s`: the chance for the bots, the words and odds when read. */
function shootOption(st: G['st'], m: Model, t: Model, s: ReturnType<typeof shotChances>): Option<Act> {
  return lazyChoice<Act>(
    { act: 'shoot', target: t, chance: toNumber(s.wound) },
    `shoot:${t.id}`,
    () => `${has(m, 'fire-weapon') ? 'Breathe fire at' : 'Shoot at'} ${who(t)}${s.cover ? ' (in cover: 6s hit)' : ''}`,
    () => optionOdds(s.wound, 'at least one hit taken off', `kills it ${optionOdds(s.kill, '').text}`),
  );
}

/** One model's activation: its action and its abilities, in the order its side picks. */
export function act(g: G, m: Model): void {
  const { ctx, st } = g;
  if (st.dungeon && sleepsOn(g, m)) return;
  pickOneOf(g, m);
  const t = newTurn();
  const dedicated = has(m, 'dedicated-shot');
  for (;;) {
    if (m.status !== 'in-play') return;
    const mayMove = !t.acted || (dedicated && t.shot && !t.moved);
    const mayShoot = !t.acted || (dedicated && t.moved && !t.shot && !t.swift);
    const opts: Option<Act>[] = [t.acted ? choice(DONE, 'done', 'Nothing more this move') : choice(STAY, 'stay', 'Stay where it is')];
    const reach = mayMove ? reachable(st.board, st.models, m, moveRules(g.o, st), movePoints(m), { swift: !usedAny(m) && !t.shot, ignoreZones: false }) : null;
    if (reach) {
      const disengaging = reach.disengages && reach.leaving.length ? ', disengaging' : '';
      for (let i1 = 0, a1 = reach.ends; i1 < a1.length; i1++) {
        const e = a1[i1]!;
        opts.push(new MoveOption(st, e, disengaging, null));
      }
      for (let i2 = 0, a2 = chargeSquares(g, m, reach); i2 < a2.length; i2++) {
        const e = a2[i2]!;
        opts.push(lazyChoice<Act>({ act: 'charge', x: e.x, y: e.y }, `charge:${e.x},${e.y}`, () => `Charge to (${e.x}, ${e.y}) and attack there, ${e.cost} ${e.cost === 1 ? 'point' : 'points'}`));
      }
    }
    // Pushed one by one, not spread: asked for every activation.
    if (mayShoot) for (let i3 = 0, a3 = shootOptions(g, m); i3 < a3.length; i3++) {
      const o = a3[i3]!;
      opts.push(o);
    }
    if (mayMove && st.dungeon) for (let i4 = 0, a4 = dungeonOptions(g, m, movePoints(m), !t.acted); i4 < a4.length; i4++) {
      const o = a4[i4]!;
      opts.push(o);
    }
    for (let i5 = 0, a5 = abilityOptions(g, m, t); i5 < a5.length; i5++) {
      const o = a5[i5]!;
      opts.push(o);
    }
    if (t.acted && opts.length === 1) return;
    st.acting = m.id;
    const acted = t.acted;
    const a = ctx.ask(new LazyRequest(seatOf(st, m), SEC.moverAction, 'action', opts, () => (acted ? `${who(m)} at (${m.x}, ${m.y}): anything more?` : `${who(m)} at (${m.x}, ${m.y}): what does it do?`)));
    if (a.act === 'stay' || a.act === 'done') {
      if (ctx.log && a.act === 'stay') note(ctx, SEC.moverAction, `${who(m)} stays where it is`);
      return;
    }
    if (a.act === 'shoot') {
      if (t.acted && ctx.log) note(ctx, SEC.dedicatedShot, `${who(m)} shoots after its move (Dedicated Shot)`);
      shoot(g, m, a.target);
      Object.assign(t, { acted: true, shot: true });
      continue;
    }
    if (a.act === 'charge') {
      charge(g, m, reach!, a.x, a.y);
      Object.assign(t, { acted: true, moved: true });
      continue;
    }
    if (a.act === 'move') {
      if (t.acted && ctx.log) note(ctx, SEC.dedicatedShot, `${who(m)} moves after its shot (Dedicated Shot)`);
      const swift = walk(g, m, reach!, a.x, a.y);
      Object.assign(t, { acted: true, moved: true, swift });
      if (swift) markUsed(m, 'swift-mover');
      continue;
    }
    if (isDungeonAct(a)) {
      // The dungeon's actions spend movement points (dungeon/act.ts): the rest of them walk on; a whole action leaves no shot.
      const spent = doDungeon(g, m, a);
      if (spent !== 'end') followUp(g, m, movePoints(m) - spent);
      Object.assign(t, { acted: true, moved: true, shot: t.shot || spent === 'end' });
      continue;
    }
    if (!isAbilityAct(a)) throw new Error(`${a.act} is no action of the mover`);
    const r = useAbility(g, m, a);
    if (r === 'end') return;
    if (r === 'acted') t.acted = true;
  }
}

/** A move: the free attacks of the enemies it leaves first, then the walk, then the dungeon's part (and the points left); true for a doubled Swift Mover move. */
function walk(g: G, m: Model, reach: NonNullable<ReturnType<typeof reachable>>, x: number, y: number): boolean {
  const { ctx, st } = g;
  if (reach.disengages && reach.leaving.length) {
    freeAttacks(g, reach.leaving, m, SEC.disengage);
    if (m.status !== 'in-play') return false;
  }
  const path = pathTo(reach, x, y);
  const from = { x: m.x, y: m.y };
  m.x = x;
  m.y = y;
  const cost = reach.cost[y * reach.width + x]!;
  if (ctx.log) note(ctx, SEC.movement, `${who(m)} moves to (${x}, ${y}) by ${path.map((p) => `(${p.x}, ${p.y})`).join(' ')}${path.length && cost > movePoints(m) ? ' (Swift Mover: double move)' : ''}`);
  if (st.dungeon && afterMove(g, m, from, path)) followUp(g, m, movePoints(m) - cost);
  return cost > movePoints(m);
}

/** The Mover's Action Phase: the mover's models act one at a time, in the order the mover picks. */
export function moverPhase(g: G, side: Side, over: () => boolean): void {
  const { ctx, st } = g;
  const done = new Set<string>();
  for (;;) {
    if (over()) return;
    const ready = st.models.filter((m) => m.status === 'in-play' && m.side === side && !done.has(m.id));
    if (!ready.length) return;
    let m = ready[0]!;
    if (ready.length > 1) {
      const next = ctx.ask<Model | null>({
        who: seat(st, side),
        rule: SEC.moverAction,
        kind: 'activate',
        prompt: 'Which model acts next?',
        options: readyOptions(ready),
      });
      if (next === null) return;
      m = next;
    }
    done.add(m.id);
    act(g, m);
  }
}

/** The models that may act next, then "none" (a loop, not a spread of a map: one array kind for the bots reading it). */
function readyOptions(ready: readonly Model[]): Option<Model | null>[] {
  const out: Option<Model | null>[] = [];
  for (let i = 0; i < ready.length; i++) {
    const r = ready[i]!;
    out.push(lazyChoice<Model | null>(r, r.id, () => `${who(r)} at (${r.x}, ${r.y})`));
  }
  out.push(choice(null, 'end', 'None: the rest do nothing this move'));
  return out;
}

/** The Non-Mover's Shooting Phase: each of the non-mover's shooters may shoot once; Control Enemy may be used here too. */
export function nonMoverPhase(g: G, side: Side, over: () => boolean): void {
  const { ctx, st } = g;
  for (let i1 = 0, a1 = st.models.slice(); i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.status !== 'in-play' || m.side !== side) continue;
    if (st.dungeon && (m.shooting || m.abilities.includes('control-enemy')) && sleepsOn(g, m)) continue;
    if (m.oneOf.length && (shotTargets(st, m).length || controlTargets(g, m).length)) pickOneOf(g, m);
    let shot = false;
    for (;;) {
      if (over()) return;
      if (m.status !== 'in-play') break;
      // Pushed one by one, not spread (speed: spreading an empty literal and option lists gave arrays of several kinds, and this phase was compiled again for each).
      const opts: Option<Act>[] = [];
      if (!shot) for (let i2 = 0, a2 = shootOptions(g, m); i2 < a2.length; i2++) opts.push(a2[i2]!);
      for (let i3 = 0, a3 = controlOptions(g, m); i3 < a3.length; i3++) opts.push(a3[i3]!);
      if (!opts.length) break;
      st.acting = m.id;
      opts.push(choice(HOLD, 'hold', 'Hold fire'));
      const a = ctx.ask(new LazyRequest(seatOf(st, m), SEC.nonMoverShooting, 'shoot', opts, () => `${who(m)} may shoot: at whom?`));
      if (a.act === 'hold') break;
      if (a.act === 'shoot') {
        shoot(g, m, a.target);
        shot = true;
      } else if (isAbilityAct(a)) useAbility(g, m, a);
      else throw new Error(`no ${a.act} in the shooting phase`);
    }
  }
}
