/**
 * Melee (24.0–24.4): Rep d6 with the weapon, attribute and circumstance
 * modifiers of 24.2, successes compared (ties re-rolled), the difference is
 * the Impact, modified by 24.4 and rolled against; -1 Rep means another round.
 * Up to three attackers fight one defender in turn, highest Rep first (24.4).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { hasAttribute } from '../../state.ts';
import { MELEE_DAMAGE_24_4 } from '../../tables/combat.ts';
import { choice, type Option } from '../../../../core/request.ts';
import { hasTrait, meleeRep, up, whoFor, type Fighter, type FightState } from './fighter.ts';
import { meleeMods, modsOf, type MeleeMods, type MeleeWhy } from './melee-mods.ts';
import { explain, explainSum, part, type Part } from '../../../../core/parts.ts';
import { rollx } from '../../../../core/dice.ts';
import { FightRequest } from './requests.ts';
import { goDown, reduceHarm } from './damage.ts';
import { rollAs } from './roll.ts';
import { damageOddsText, meleeOddsText } from './odds.ts';
import { counted } from '../../../../core/text.ts';
import { sortSmall } from '../../speed/sort.ts';
import { TRAIT } from '../../speed/traits.ts';

/**
 * 24.2: how many d6 `f` rolls against `o`; `defending` is true for the one
 * attacked. At least 1d6 (ruling). `why` collects the reasons when given.
 */
export function meleeDice(st: FightState, f: Fighter, o: Fighter, defending: boolean, why: Part[] | null = null): number {
  return diceWith(st, f, modsOf(f), modsOf(o), defending, why);
}

/** `meleeDice` with both fighters' modifiers at hand (`m` of `f`, `om` of his opponent): a melee round reads each side's once. */
function diceWith(st: FightState, f: Fighter, m: MeleeMods, om: MeleeMods, defending: boolean, why: Part[] | null): number {
  let n = meleeRep(f) + m.dice; // Sword of Rage, two-handed -1d6, two weapons (24.1.1), unarmed, Rage
  if (why) {
    why.push(part(f.c.rep, 'Rep'));
    if (f.meleeLoss) why.push(part(meleeRep(f) - f.c.rep, 'Rep lost in this melee'));
    const w: MeleeWhy = { dice: why, win: [], lose: [] };
    meleeMods(f, w);
  }
  if (m.mace && om.sword) { n--; why?.push(part(-1, 'mace against a sword')); }
  // Nimble: the opponent's AC two levels higher; Armor of Agility counts as Nimble always.
  if (m.agility || om.ac - m.ac >= 4) { n++; why?.push(part(1, m.agility ? 'Armor of Agility (Nimble)' : 'Nimble (opponent\'s AC two levels heavier)')); }
  if (f.side === st.chargeWinner && (st.opts.chargeBonus === 'whole-fight' || st.firstAction)) { n++; why?.push(part(1, 'won the Charge into Melee')); }
  if (f.dazzled) { n--; why?.push(part(-1, 'Dazzled')); }
  if (f.duckPenalty) { n--; why?.push(part(-1, 'could not Duck Back')); }
  if (defending || st.opts.shieldInMelee === 'always') {
    // shielded(f), with the shield or Phase Armor read from the modifiers.
    if (!f.dazzled && m.shield) { n++; why?.push(part(1, 'shield')); }
    if (f.defendMelee > 0) { n++; why?.push(part(1, 'Defend spell')); } // 28.6: counts as shielded, or +1d6 more if already shielded
  }
  if (n < 1) why?.push(part(1 - n, 'at least 1d6'));
  return Math.max(1, n);
}

/** 24.2: the dice that score a success (1-3). */
function successes(dice: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < dice.length; i++) if (dice[i]! <= 3) n++;
  return n;
}

/**
 * 24.2: `f` rolls `n` d6 in melee; the successes (1-3). With the log off and
 * seeded dice the roll names nothing (core rollx's own fast path), so the
 * dice are rolled and counted in one step: two rolls every melee round, the
 * fight's commonest step.
 */
function rollSuccesses(ctx: Ctx, f: Fighter, n: number, why: Part[] | null): number {
  if (ctx.log === null && ctx.chance.mode === 'seeded') {
    const dice = ctx.chance.dice(n, 6, '24.2', '');
    let s = 0;
    for (let i = 0; i < dice.length; i++) if (dice[i]! <= 3) s++;
    return s;
  }
  return successes(rollx(ctx, n, 6, '24.2', f.c.name, ' melee', why, ctx.log ? (d) => meleeNote(successes(d), hasAttribute(f.c, 'Resolute')) : null));
}

/** "5 successes (1-3)", with Resolute named when it turns none into one. */
function meleeNote(rolled: number, resolute: boolean): string {
  if (rolled === 0 && resolute) return 'no success rolled; Resolute counts it as 1 success';
  return `${counted(rolled, 'success', 'successes')} (1-3 succeed)`;
}

/** 24.2: one round; ties are re-rolled. Returns the winner's impact as positive for `a`, negative for `b`. */
export function meleeRound(ctx: Ctx, st: FightState, a: Fighter, b: Fighter): number {
  const ma = modsOf(a);
  const mb = modsOf(b);
  const na = diceWith(st, a, ma, mb, false, null);
  const nb = diceWith(st, b, mb, ma, true, null);
  const wa = ctx.log ? meleeDiceWhy(st, a, b, false) : null;
  const wb = ctx.log ? meleeDiceWhy(st, b, a, true) : null;
  for (let guard = 0; guard < 1000; guard++) {
    if (wa && wb) note(ctx, '24.2', meleeOddsText(a.c.name, na, { dice: explain(wa), resolute: hasAttribute(a.c, 'Resolute') }, b.c.name, nb, { dice: explain(wb), resolute: hasAttribute(b.c, 'Resolute') }));
    let sa = rollSuccesses(ctx, a, na, wa);
    let sb = rollSuccesses(ctx, b, nb, wb);
    if (sa === 0 && hasTrait(a, TRAIT.Resolute)) sa = 1;
    if (sb === 0 && hasTrait(b, TRAIT.Resolute)) sb = 1;
    if (ctx.log) note(ctx, '24.2', sa === sb ? `${a.c.name} ${sa}, ${b.c.name} ${sb}: a tie, roll again` : `${sa > sb ? a.c.name : b.c.name} wins the round, ${counted(Math.max(sa, sb), 'success', 'successes')} to ${Math.min(sa, sb)}: Impact ${Math.abs(sa - sb)} before modifiers`);
    if (sa !== sb) return sa - sb;
  }
  return 1;
}

function meleeDiceWhy(st: FightState, f: Fighter, o: Fighter, defending: boolean): Part[] {
  const why: Part[] = [];
  meleeDice(st, f, o, defending, why);
  return why;
}

/** 24.4: the modified Impact the winner rolls against; `why` collects the reasons when given. */
export function meleeImpact(w: Fighter, l: Fighter, impact: number, why: Part[] | null = null): number {
  return impactWith(w, modsOf(w), l, modsOf(l), impact, why);
}

/** `meleeImpact` with both fighters' modifiers at hand. */
function impactWith(w: Fighter, wm: MeleeMods, l: Fighter, lm: MeleeMods, impact: number, why: Part[] | null): number {
  // Winner: two-handed +2, Battle Axe of Virtue, Strength, Lightweight, Strong; loser: AC 6/AC 2, Protection, Undershirt, Slippery, Strong.
  if (why) {
    why.push(part(impact, 'won by'));
    const ww: MeleeWhy = { dice: [], win: why, lose: [] };
    meleeMods(w, ww);
    const lw: MeleeWhy = { dice: [], win: [], lose: why };
    meleeMods(l, lw);
  }
  impact += wm.win + lm.lose;
  if (wm.mace && lm.ac === 6) { impact += 1; why?.push(part(1, 'mace against AC 6')); }
  return impact;
}

/**
 * 24.3/24.4: the winner rolls damage; Swordsman and the Dancing Sword roll
 * again, keeping the best. Returns true when the loser is down (melee over).
 */
export function meleeDamage(ctx: Ctx, st: FightState, w: Fighter, l: Fighter, diff: number): boolean {
  const why: Part[] | null = ctx.log ? [] : null;
  const wm = modsOf(w);
  const impact = impactWith(w, wm, l, modsOf(l), diff, why);
  // 7.0.5 Poison: the loser loses one Rep each time the Feral Vampire wins.
  if (hasTrait(w, TRAIT.Poison) && l.c.rep > 0) {
    l.c.rep--;
    l.c.poisoned = (l.c.poisoned ?? 0) + 1;
    if (ctx.log) note(ctx, '7.0.5', `${l.c.name} is poisoned: Rep ${l.c.rep}`);
  }
  let harm: 'obviously-dead' | 'out-of-the-fight' | 'lesser';
  if (impact <= 0) {
    harm = 'lesser';
    if (why) note(ctx, '24.3', `Impact: ${explainSum(why)}: nothing to roll, ${l.c.name} takes -1 Rep`);
  } else {
    const rolls = wm.damageRolls;
    if (ctx.log) note(ctx, '24.4', damageOddsText(rolls, impact, '-1 Rep'));
    const dice = rollAs(ctx, rolls, 6, '24.4', w.c.name, ' melee damage on ', ctx.log ? `${l.c.name} (Impact: ${explainSum(why!)})${rolls > 1 ? ', the lowest die counts' : ''}` : '');
    const r = lookupDice(ctx, MELEE_DAMAGE_24_4(impact), dice, 'lowest', l.c.name);
    harm = r === 'over' ? 'lesser' : r;
  }
  const taken = reduceHarm(ctx, l, harm, 'melee');
  if (taken === 'obviously-dead' || taken === 'out-of-the-fight') {
    if (taken === 'out-of-the-fight' && hasTrait(w, TRAIT.Infection)) {
      l.c.infected = true;
      if (ctx.log) note(ctx, '7.0.6', `${l.c.name} is infected by the Ghoul`);
    }
    goDown(ctx, l, taken, '24.4', w);
    return true;
  }
  if (taken === 'lesser') {
    if (hasTrait(l, TRAIT.Rebound)) {
      if (ctx.log) note(ctx, '7.0.12', `${l.c.name} Rebounds: -1 Rep has no effect`);
    } else {
      l.meleeLoss++;
      if (ctx.log) note(ctx, '23.6.1', `${l.c.name} -1 Rep (now ${meleeRep(l)}); another round`);
    }
  }
  return false;
}

/** One attacker against one defender until one is down (24.2–24.3). Returns the one left standing. */
export function meleePair(ctx: Ctx, st: FightState, a: Fighter, d: Fighter): Fighter {
  for (let rounds = 0; rounds < 200; rounds++) {
    const diff = meleeRound(ctx, st, a, d);
    const w = diff > 0 ? a : d;
    const l = diff > 0 ? d : a;
    if (l.defendMelee > 0) l.defendMelee--;
    if (w.defendMelee > 0) w.defendMelee--;
    a.duckPenalty = false;
    d.duckPenalty = false;
    if (meleeDamage(ctx, st, w, l, Math.abs(diff))) return w;
  }
  return d;
}

/** Places in a melee order of 1, 2 or 3: the value is the place (0 first). */
const SLOT_OPTIONS: readonly (readonly Option<number>[])[] = [1, 2, 3].map((n) => Array.from({ length: n }, (_, i) => choice(i, `slot-${i + 1}`, `Fight ${['first', 'second', 'third'][i]}`)));

/**
 * 24.4: a Star picks his own place in the melee order: each Star
 * among the attackers picks his place in the order (the first option keeps
 * the highest-Rep-first place he has).
 */
function starsChooseWhen(ctx: Ctx, st: FightState, order: Fighter[]): void {
  for (const s of order.slice()) {
    if (!s.c.star) continue;
    const from = order.indexOf(s);
    // Options: his own place first, then the others in order.
    const all = SLOT_OPTIONS[order.length - 1]!;
    const opts = [all[from]!, ...all.filter((_, i) => i !== from)];
    const to = ctx.ask(new FightRequest(whoFor(st, s), '24.4', 'melee-order', opts, '%: when do you fight in this melee?', s.c.name));
    if (to === from) continue;
    order.splice(from, 1);
    order.splice(to, 0, s);
    if (ctx.log) note(ctx, '24.4', `${s.c.name} chooses to fight ${['first', 'second', 'third'][to]}`);
  }
}

/**
 * 24.4: up to three attackers against one defender, highest Rep first; an
 * attacker who loses is down and the next one fights; -1 Rep losses end with the melee (23.6.1).
 */
export function multiMelee(ctx: Ctx, st: FightState, attackers: Fighter[], d: Fighter): void {
  const order = sortSmall(attackers.slice(0, 3), (x, y) => y.c.rep - x.c.rep);
  if (order.length > 1) starsChooseWhen(ctx, st, order);
  if (ctx.log) note(ctx, '24.4', `Melee: ${order.map((a) => a.c.name).join(', ')} against ${d.c.name}`);
  for (const a of order) {
    if (!up(d)) break;
    if (!up(a)) continue;
    meleePair(ctx, st, a, d);
  }
  for (const f of order) f.meleeLoss = 0;
  d.meleeLoss = 0;
}
