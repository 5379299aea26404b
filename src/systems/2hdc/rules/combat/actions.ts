/**
 * One side acting on the Battle Board (21.3–21.4, 22.3, 30.0, 23.7, 25.0,
 * 32.3): those waiting outside enter, Dazzled characters forfeit, carriers
 * move back with their wounded, shooters fire (or switch weapons), casters
 * cast, healers heal, others recover wounded friends, the rest charge into
 * melee (or switch weapons), Out of the Fight enemies in contact are
 * dispatched, and heals resolve at the end of the turn.
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import type { Option } from '../../../../core/request.ts';
import { findItem } from '../magic/items.ts';
import { cast, chooseSpell, npcSpell, spellTargets } from '../magic/spells.ts';
import { adjacent, canReach, enter, inContact, newQuestions, reachNextTo, reachNextToAgain } from './board.ts';
import { CharacterOption, DO_NOT_HEAL, FightRequest } from './requests.ts';
import { isCaster, isHealer, isShooter, up, whoFor, type Fighter, type FightState } from './fighter.ts';
import { multiMelee } from './melee.ts';
import { ChargeTargetOption } from './target-odds.ts';
import { killCoin } from './damage.ts';
import { shoot, shootingTarget } from './shooting.ts';
import { heal } from './recovery.ts';
import { offerSwitch, offerSwitchBack } from './hands.ts';
import { carriers, dropCarried, releaseFallen, rescuers } from './wounded.ts';
import { mapPacked } from '../../speed/packed.ts';
import { objectList } from '../../../../core/shapes.ts';

/** The Rep a fighter heals with: a Healer's own, or 5 with a Healing Potion or Staff of Healing (29.1.2, 29.1.5). Null if it cannot. */
function healerRep(f: Fighter): number | null {
  if (isHealer(f)) return f.c.rep;
  const p = findItem(f.c, 'potion-of-healing');
  if (p && (p.uses ?? 0) > 0) return 5;
  const s = findItem(f.c, 'staff-of-healing');
  if (s && (s.uses ?? 0) > 0 && isCaster(f)) return 5;
  return null;
}

function spendHealingItem(f: Fighter): void {
  if (isHealer(f)) return;
  const p = findItem(f.c, 'potion-of-healing');
  if (p && (p.uses ?? 0) > 0) {
    p.uses = (p.uses ?? 1) - 1;
    if (p.uses <= 0) f.c.magic = f.c.magic.filter((m) => m !== p);
    return;
  }
  const s = findItem(f.c, 'staff-of-healing');
  if (s) s.uses = 0;
}

/** `meleeTargets`' answer, its first `n` (the caller reads them before the next charger asks): no array emptied or grown per charger. */
const chargeable: Fighter[] = objectList();

/**
 * 22.3.1: enemies `f` may charge: reachable, fewer than 3 attackers, and
 * among the least targeted so far (counts in `targeted`). Returns how many,
 * the first of `chargeable`, in board order.
 */
function meleeTargets(st: FightState, f: Fighter): number {
  newQuestions();
  let n = 0;
  let least = 3;
  for (const o of st.fighters) {
    // Those targeted more than the least found so far are out whether reachable or not (the search is asked only of the others).
    if (o.side === f.side || o.y < 0 || o.targeted > least || o.targeted >= 3 || !up(o) || !canReach(st, f, o)) continue;
    // The rule counts every eligible target of the group, reachable or not (ruling: only reachable ones count).
    if (o.targeted < least) {
      least = o.targeted;
      n = 0;
    }
    chargeable[n++] = o;
  }
  return n;
}

/** Shooters fire (21.3 first step); 32.3: with nothing to shoot at one may switch to his melee weapon, and back. */
function shooters(ctx: Ctx, st: FightState, side: 0 | 1): void {
  for (const f of st.fighters) {
    if (f.side !== side || !up(f) || f.done || f.y < 0) continue;
    if (f.hand !== null) {
      if (!inContact(st, f) && shootingTarget(st, f)) offerSwitchBack(ctx, st, f);
      continue;
    }
    if (!isShooter(f) || inContact(st, f)) continue;
    const t = shootingTarget(st, f);
    if (!t) {
      offerSwitch(ctx, st, f);
      continue;
    }
    shoot(ctx, st, f, t);
    f.done = true;
  }
}

/** Casters cast (21.3 second step). */
function casters(ctx: Ctx, st: FightState, side: 0 | 1): void {
  for (const f of st.fighters) {
    if (f.side !== side || !up(f) || f.done || f.y < 0 || !isCaster(f) || inContact(st, f)) continue;
    const spell = side === 0 ? chooseSpell(ctx, st, f) : npcSpell(ctx, st, f);
    if (spell === 'none') continue;
    const targets = spellTargets(st, f, spell);
    if (targets.length === 0) continue;
    cast(ctx, st, f, spell, targets);
    f.done = true;
  }
}

interface PendingHeal {
  healer: Fighter;
  patient: Fighter;
  rep: number;
}

/**
 * 30.0: healers move next to a wounded friend and spend the activation healing.
 * Null when nobody heals (most activations): an empty array literal and one
 * holding heals have different hidden classes, and the loop over them in
 * `sideActs` was optimized for the first and thrown away at the first heal.
 */
function healers(ctx: Ctx, st: FightState, side: 0 | 1): PendingHeal[] | null {
  let pending: PendingHeal[] | null = null;
  for (const f of st.fighters) {
    if (f.side !== side || !up(f) || f.done || f.y < 0) continue;
    const rep = healerRep(f);
    if (rep === null || inContact(st, f)) continue;
    // The wounded friends he can reach (one movement search for them all), not already being healed.
    newQuestions();
    let wounded: Fighter[] | null = null;
    for (const o of st.fighters) if (o.side === side && o.c.status === 'out-of-the-fight' && o.y >= 0 && (pending === null || !isPatient(pending, o)) && canReach(st, f, o)) (wounded ??= []).push(o);
    if (wounded === null) continue;
    const opts: Option<Fighter | null>[] = mapPacked(wounded, (o) => new CharacterOption(`heal:${o.c.id}`, o));
    opts.push(DO_NOT_HEAL);
    const patient = ctx.ask(new FightRequest(whoFor(st, f), '30.0', 'heal', opts, '%: heal a wounded friend?', f.c.name));
    if (patient === null) continue;
    if (!adjacent(f, patient)) {
      const sq = reachNextTo(st, f, patient)!;
      f.x = sq[0];
      f.y = sq[1];
    }
    f.done = true;
    (pending ??= []).push({ healer: f, patient, rep });
  }
  return pending;
}

function isPatient(pending: readonly PendingHeal[], o: Fighter): boolean {
  for (const p of pending) if (p.patient === o) return true;
  return false;
}

/**
 * The chargers of `chargers` in order, the defenders in the order first
 * charged, and each one's attackers: kept between turns, their first few
 * read (a kept array's `length = 0` calls V8's length setter, dearer than the few pushes it saves).
 */
const order: Fighter[] = objectList();
const defenders: Fighter[] = objectList();
const attackers: Fighter[][] = objectList();

/** The others charge into melee (21.3 last step, 22.3.1, 24.4). */
function chargers(ctx: Ctx, st: FightState, side: 0 | 1): void {
  // Highest Rep first (a stable order: ties keep the board's order).
  let nOrder = 0;
  for (const f of st.fighters) {
    f.targeted = 0;
    if (f.side !== side || !up(f) || f.done || f.y < 0 || (isShooter(f) && !inContact(st, f))) continue;
    let i = nOrder++;
    for (; i > 0 && order[i - 1]!.c.rep < f.c.rep; i--) order[i] = order[i - 1]!;
    order[i] = f;
  }
  let nDefenders = 0;
  for (let k = 0; k < nOrder; k++) {
    const f = order[k]!;
    // 32.3: holding a missile weapon, he may spend the activation switching to his melee weapon.
    if (offerSwitch(ctx, st, f)) continue;
    const n = meleeTargets(st, f);
    if (n === 0) continue;
    let t = chargeable[0]!;
    if (n > 1) {
      const options: ChargeTargetOption[] = [];
      for (let i = 0; i < n; i++) options.push(new ChargeTargetOption(chargeable[i]!.c.id, st, chargeable[i]!, f));
      t = ctx.ask(new FightRequest(whoFor(st, f), '22.3.1', 'target', options, '%: whom to charge?', f.c.name));
    }
    if (!adjacent(f, t)) {
      // Nothing has moved since meleeTargets searched f's moves: the same search answers.
      const sq = reachNextToAgain(st, f, t);
      if (!sq) continue;
      f.x = sq[0];
      f.y = sq[1];
    }
    if (t.carrying !== null) dropCarried(ctx, st, t, 'is charged and drops');
    if (t.targeted === 0) {
      defenders[nDefenders] = t;
      attackers[nDefenders++] = [f];
    } else {
      let d = 0;
      while (defenders[d] !== t) d++;
      attackers[d]!.push(f);
    }
    t.targeted++;
    f.done = true;
  }
  for (let i = 0; i < nDefenders; i++) multiMelee(ctx, st, attackers[i]!, defenders[i]!);
}

/** 23.7: active characters next to an Out of the Fight enemy dispatch it. */
function dispatch(ctx: Ctx, st: FightState, side: 0 | 1): void {
  for (const o of st.fighters) {
    if (o.side === side || o.c.status !== 'out-of-the-fight' || o.y < 0 || o.carriedBy >= 0) continue;
    let killer: Fighter | undefined;
    for (const f of st.fighters) {
      if (f.side === side && up(f) && adjacent(f, o)) {
        killer = f;
        break;
      }
    }
    if (!killer) continue;
    o.c.status = 'obviously-dead';
    o.x = -1;
    o.y = -1;
    if (ctx.log) note(ctx, '23.7', `${killer.c.name} dispatches ${o.c.name}`);
    killCoin(ctx, killer, o);
  }
}

/** Everything one side does when active. */
export function sideActs(ctx: Ctx, st: FightState, side: 0 | 1): void {
  st.activeSide = side;
  for (const f of st.fighters) {
    if (f.side !== side) continue;
    f.done = false;
    if (f.c.status === 'duck-back') f.c.status = 'carry-on';
    if (up(f) && f.y < 0 && f.carriedBy < 0) enter(st, f);
    if (f.dazzled && up(f)) {
      f.dazzled = false;
      f.done = true;
      if (ctx.log) note(ctx, '28.5', `${f.c.name} is Dazzled and forfeits this activation`);
    }
  }
  carriers(ctx, st, side);
  shooters(ctx, st, side);
  casters(ctx, st, side);
  const pending = healers(ctx, st, side);
  rescuers(ctx, st, side);
  chargers(ctx, st, side);
  releaseFallen(ctx, st);
  dispatch(ctx, st, side);
  if (pending === null) return;
  for (const p of pending) {
    if (!up(p.healer) || p.patient.c.status !== 'out-of-the-fight') continue;
    spendHealingItem(p.healer);
    heal(ctx, p.healer.c.name, p.rep, p.patient.c);
    if ((p.patient.c.status as string) === 'obviously-dead') {
      p.patient.x = -1;
      p.patient.y = -1;
    } else if (up(p.patient)) p.patient.done = true; // 30.0: may only react until next turn
  }
}
