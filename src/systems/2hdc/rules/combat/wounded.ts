/**
 * 25.0 Wounded: an active character moves next to an Out of the Fight
 * friend (18.4: up to 6 squares, stopping on contact) and either picks him up
 * or switches places with him at once. Picking up ends that activation; when
 * next active the carrier moves with him (toward his own edge) or puts him
 * down. A carrier who is charged drops him in the square behind; one who
 * goes down drops him too. While carried a friend is off the squares and
 * cannot be dispatched (23.7); a carrier who flees (20.3, 26.0) takes him along.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { choice, option, type Option, type OptionData } from '../../../../core/request.ts';
import { adjacent, canReach, inContact, newQuestions, reachNextTo, retreatSquare, squareBehind } from './board.ts';
import { up, whoFor, type Fighter, type FightState } from './fighter.ts';
import { FightRequest } from './requests.ts';
import { objectList } from '../../../../core/shapes.ts';

/** A rescue chosen: pick the wounded friend up, or switch places with him. */
interface Rescue {
  readonly how: 'pick' | 'swap';
  readonly w: Fighter;
}

/** An option naming the wounded friend; the label is built when read. */
class RescueOption implements Option<Rescue> {
  readonly value: Rescue;
  constructor(
    readonly id: string,
    how: 'pick' | 'swap',
    w: Fighter,
  ) {
    this.value = { how, w };
  }
  get label(): string {
    const { how, w } = this.value;
    return how === 'pick' ? `Pick up ${w.c.name} and carry him` : `Switch places with ${w.c.name}`;
  }
  toJSON(): OptionData {
    return { id: this.id, label: this.label };
  }
}

/** Rescue nobody: the value null. */
const NO_RESCUE: Option<null> = choice(null, 'fight', 'Leave him, fight on');
const CARRY_FIRST = [option('carry', 'Carry him back toward your edge'), option('drop', 'Put him down and act')];

/** Next to an opponent who is up: will be dispatched when that side is next active (23.7). */
function inDanger(st: FightState, w: Fighter): boolean {
  for (const o of st.fighters) if (o.side !== w.side && up(o) && adjacent(o, w)) return true;
  return false;
}

/** Lays the carried friend on a square next to the carrier (behind him first). Returns false if there is no room (he keeps him). */
export function dropCarried(ctx: Ctx, st: FightState, carrier: Fighter, why: string): boolean {
  const w = carrier.carrying;
  if (w === null) return false;
  const sq = squareBehind(st, carrier);
  if (!sq) return false;
  w.x = sq[0];
  w.y = sq[1];
  w.carriedBy = -1;
  carrier.carrying = null;
  if (ctx.log) note(ctx, '25.0', `${carrier.c.name} ${why} ${w.c.name}`);
  return true;
}

/** Carriers who went down lay their friend beside them (a dead carrier's is laid on his square by goDown). */
export function releaseFallen(ctx: Ctx, st: FightState): void {
  for (const f of st.fighters) {
    if (f.carrying === null || up(f) || f.c.status === 'fled' || f.y < 0) continue;
    if (!dropCarried(ctx, st, f, 'goes down and drops')) {
      // No free square around: he lies where his carrier fell, beside him (ruling).
      const w = f.carrying;
      w.x = f.x;
      w.y = f.y;
      w.carriedBy = -1;
      f.carrying = null;
    }
  }
}

/** 25.0: carriers of the active side move back with their friend or put him down (then act as usual). */
export function carriers(ctx: Ctx, st: FightState, side: 0 | 1): void {
  for (const f of st.fighters) {
    if (f.side !== side || f.carrying === null || !up(f) || f.done || f.y < 0) continue;
    const a = ctx.ask(new FightRequest(whoFor(st, f), '25.0', 'carry', CARRY_FIRST, '%: carry # on or put him down?', f.c.name, f.carrying.c.name));
    if (a === 'drop') {
      dropCarried(ctx, st, f, 'puts down');
      continue;
    }
    const sq = retreatSquare(st, f);
    f.x = sq[0];
    f.y = sq[1];
    f.done = true;
    if (ctx.log) note(ctx, '25.0', `${f.c.name} carries ${f.carrying.c.name} to square ${sq[0]},${sq[1]}`);
  }
}

/**
 * The rescue options next to an enemy and the others, kept between searches,
 * their first few read (the request gets a list of its own). Fresh empty
 * literals changed hidden class at their first option, which threw away the
 * optimized `rescuers` twice a run; made as arrays of objects
 * (core/shapes.ts `objectList`), they keep theirs. Counted rather than emptied:
 * `length = 0` calls V8's length setter.
 */
const danger: Option<Rescue | null>[] = objectList();
const safe: Option<Rescue | null>[] = objectList();

/**
 * 25.0: active characters out of melee may go to a wounded friend they can
 * reach and pick him up or switch places with him. The first option is the
 * sensible one: pick up a friend an enemy stands next to (he would be
 * dispatched), otherwise fight on.
 */
export function rescuers(ctx: Ctx, st: FightState, side: 0 | 1): void {
  let any = false;
  for (const o of st.fighters) if (o.side === side && o.c.status === 'out-of-the-fight' && o.y >= 0) any = true;
  if (!any) return;
  for (const f of st.fighters) {
    if (f.side !== side || !up(f) || f.done || f.y < 0 || f.carrying !== null || inContact(st, f)) continue;
    // The wounded friends he can reach (one movement search for them all), two options each.
    newQuestions();
    let anyWounded = false;
    let nDanger = 0;
    let nSafe = 0;
    for (const w of st.fighters) {
      if (w.side !== side || w.c.status !== 'out-of-the-fight' || w.y < 0) continue;
      anyWounded = true;
      if (!canReach(st, f, w)) continue;
      const pick = new RescueOption(`pick:${w.c.id}`, 'pick', w);
      const swap = new RescueOption(`swap:${w.c.id}`, 'swap', w);
      if (inDanger(st, w)) {
        danger[nDanger++] = pick;
        danger[nDanger++] = swap;
      } else {
        safe[nSafe++] = pick;
        safe[nSafe++] = swap;
      }
    }
    if (!anyWounded) return;
    if (nDanger === 0 && nSafe === 0) continue;
    // Those next to an enemy first, then fighting on, then the others.
    const opts: Option<Rescue | null>[] = [];
    for (let i = 0; i < nDanger; i++) opts.push(danger[i]!);
    opts.push(NO_RESCUE);
    for (let i = 0; i < nSafe; i++) opts.push(safe[i]!);
    const a = ctx.ask(new FightRequest(whoFor(st, f), '25.0', 'rescue', opts, '%: recover a wounded friend?', f.c.name));
    if (a === null) continue;
    const w = a.w;
    if (!adjacent(f, w)) {
      const sq = reachNextTo(st, f, w);
      if (!sq) continue;
      f.x = sq[0];
      f.y = sq[1];
    }
    f.done = true;
    if (a.how === 'pick') {
      f.carrying = w;
      w.carriedBy = st.fighters.indexOf(f);
      w.x = -1;
      w.y = -1;
      if (ctx.log) note(ctx, '25.0', `${f.c.name} picks up ${w.c.name}`);
    } else {
      const x = f.x;
      const y = f.y;
      f.x = w.x;
      f.y = w.y;
      w.x = x;
      w.y = y;
      if (ctx.log) note(ctx, '25.0', `${f.c.name} switches places with ${w.c.name}`);
    }
  }
}
