/**
 * One side acting on the Battle Board (21.3–21.4, 22.3, 30.0, 23.7): those
 * waiting outside enter, Dazzled characters forfeit, shooters fire, casters
 * cast, healers heal, the others charge into melee, Out of the Fight enemies
 * in contact are dispatched, and heals resolve at the end of the turn.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { option } from '../../../core/request.ts';
import { findItem } from '../magic/items.ts';
import { cast, chooseSpell, npcSpell, spellTargets } from '../magic/spells.ts';
import { adjacent, enter, inContact, reachNextTo } from './board.ts';
import { isCaster, isHealer, isShooter, up, whoFor, type Fighter, type FightState } from './fighter.ts';
import { multiMelee } from './melee.ts';
import { shoot, shootingTarget } from './shooting.ts';
import { heal } from './recovery.ts';

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

/** 22.3.1: enemies `f` may charge: reachable, fewer than 3 attackers, and among the least targeted so far. */
function meleeTargets(st: FightState, f: Fighter, counts: Map<Fighter, number>): Fighter[] {
  const reachable: Fighter[] = [];
  let least = 99;
  for (const o of st.fighters) {
    if (o.side === f.side || !up(o) || o.y < 0) continue;
    const n = counts.get(o) ?? 0;
    if (n >= 3) continue;
    if (!adjacent(f, o) && !reachNextTo(st, f, o)) continue;
    reachable.push(o);
    if (n < least) least = n;
  }
  // The rule counts every eligible target of the group, reachable or not (ruling: only reachable ones count).
  return reachable.filter((o) => (counts.get(o) ?? 0) === least);
}

/** Shooters fire (21.3 first step). */
function shooters(ctx: Ctx, st: FightState, side: 0 | 1): void {
  for (const f of st.fighters) {
    if (f.side !== side || !up(f) || f.done || f.y < 0 || !isShooter(f) || inContact(st, f)) continue;
    const t = shootingTarget(st, f);
    if (!t) continue;
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

/** 30.0: healers move next to a wounded friend and spend the activation healing. */
function healers(ctx: Ctx, st: FightState, side: 0 | 1): PendingHeal[] {
  const pending: PendingHeal[] = [];
  for (const f of st.fighters) {
    if (f.side !== side || !up(f) || f.done || f.y < 0 || inContact(st, f)) continue;
    const rep = healerRep(f);
    if (rep === null) continue;
    const wounded = st.fighters.filter((o) => o.side === side && o.c.status === 'out-of-the-fight' && o.y >= 0 && !pending.some((p) => p.patient === o) && (adjacent(f, o) || reachNextTo(st, f, o)));
    if (wounded.length === 0) continue;
    const opts = wounded.map((o) => option(`heal:${o.c.id}`, `Heal ${o.c.name}`));
    opts.push(option('fight', 'Do not heal'));
    const a = ctx.ask({ who: whoFor(st, f), rule: '30.0', prompt: `${f.c.name}: heal a wounded friend?`, kind: 'heal', options: opts });
    if (a === 'fight') continue;
    const patient = wounded.find((o) => `heal:${o.c.id}` === a)!;
    if (!adjacent(f, patient)) {
      const sq = reachNextTo(st, f, patient)!;
      f.x = sq[0];
      f.y = sq[1];
    }
    f.done = true;
    pending.push({ healer: f, patient, rep });
  }
  return pending;
}

/** The others charge into melee (21.3 last step, 22.3.1, 24.4). */
function chargers(ctx: Ctx, st: FightState, side: 0 | 1): void {
  const counts = new Map<Fighter, number>();
  const melees = new Map<Fighter, Fighter[]>();
  const order = st.fighters.filter((f) => f.side === side && up(f) && !f.done && f.y >= 0 && !(isShooter(f) && !inContact(st, f))).sort((a, b) => b.c.rep - a.c.rep);
  for (const f of order) {
    const targets = meleeTargets(st, f, counts);
    if (targets.length === 0) continue;
    let t = targets[0]!;
    if (targets.length > 1) {
      const id = ctx.ask({ who: whoFor(st, f), rule: '22.3.1', prompt: `${f.c.name}: whom to charge?`, kind: 'target', options: targets.map((o) => option(o.c.id, `${o.c.name} (Rep ${o.c.rep}, AC ${o.c.armor})`)) });
      t = targets.find((o) => o.c.id === id) ?? t;
    }
    if (!adjacent(f, t)) {
      const sq = reachNextTo(st, f, t);
      if (!sq) continue;
      f.x = sq[0];
      f.y = sq[1];
    }
    counts.set(t, (counts.get(t) ?? 0) + 1);
    const list = melees.get(t);
    if (list) list.push(f);
    else melees.set(t, [f]);
    f.done = true;
  }
  for (const [d, attackers] of melees) multiMelee(ctx, st, attackers, d);
}

/** 23.7: active characters next to an Out of the Fight enemy dispatch it. */
function dispatch(ctx: Ctx, st: FightState, side: 0 | 1): void {
  for (const o of st.fighters) {
    if (o.side === side || o.c.status !== 'out-of-the-fight' || o.y < 0 || o.carriedBy >= 0) continue;
    const killer = st.fighters.find((f) => f.side === side && up(f) && adjacent(f, o));
    if (!killer) continue;
    o.c.status = 'obviously-dead';
    o.x = -1;
    o.y = -1;
    note(ctx, '23.7', `${killer.c.name} dispatches ${o.c.name}`);
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
      note(ctx, '28.5', `${f.c.name} is Dazzled and forfeits this activation`);
    }
  }
  shooters(ctx, st, side);
  casters(ctx, st, side);
  const pending = healers(ctx, st, side);
  chargers(ctx, st, side);
  dispatch(ctx, st, side);
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
