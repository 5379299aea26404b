/**
 * Combat: Attack and Defense, Damage, Critical Hits. One roll of three dice:
 * the total + bonuses against AC hits on equal or more; the die kept by the
 * weapon's size (small low, normal middle, large high) + bonuses is the
 * damage; two or more 6s on a hit are a critical hit, whose effect depends
 * on the weapon's type (and its size, for a large one).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { keep, rollq, sum } from '../../../../core/dice.ts';
import { dieOdds, ratio, type Ratio } from '../../../../core/odds.ts';
import { explainSum, part, total, type Part } from '../../../../core/parts.ts';
import type { Weapon } from '../../data/schema.ts';
import type { SixOptions } from '../../options.ts';
import { logOdds, pct } from '../odds.ts';
import { SEC } from '../../sections.ts';
import type { Fighter, GameState } from '../../state.ts';
import { CRITICAL, KEEP_BY_SIZE } from '../../tables/core.ts';
import { roll3, showDice } from '../dice.ts';
import { applyDamage } from '../dying.ts';
import { acAgainst, acParts, effectTotal, hasEffect } from './effects.ts';

/** The attack bonus with a weapon: proficiency levels in its group (a monster's flat bonus), a blessing, and any extra (+2 Guard or Cover). */
export function attackParts(a: Fighter, w: Weapon, extra: readonly Part[] = []): Part[] {
  const parts: Part[] = [];
  if (a.kind === 'pc') {
    const p = a.proficiency[w.group] ?? 0;
    if (p) parts.push(part(p, `${w.group} proficiency`));
  } else if (a.attackBonus) parts.push(part(a.attackBonus, 'attack bonus'));
  const b = effectTotal(a, 'buff-attack');
  if (b) parts.push(part(b, 'blessed'));
  parts.push(...extra);
  return parts;
}

/** Damage bonuses: +2 with a set weapon the turn after bracing. */
export function damageParts(a: Fighter, w: Weapon): Part[] {
  return w.set && hasEffect(a, 'set') ? [part(2, 'set against a charge')] : [];
}

export interface AttackOdds {
  hit: Ratio;
  crit: Ratio;
  /** Damage dealt on a hit (before a piercing critical's extra die), as chances among all rolls. */
  damage: Map<number, Ratio>;
}

const oddsMemo = new Map<string, AttackOdds>();

/** Exact odds of one attack: to hit, to crit, and the damage by the kept die, over all 216 rolls (memoised: pure). */
export function attackOdds(bonus: number, ac: number, size: Weapon['size'], damageBonus = 0): AttackOdds {
  const key = `${bonus}|${ac}|${size}|${damageBonus}`;
  let o = oddsMemo.get(key);
  if (!o) oddsMemo.set(key, (o = countAttackOdds(bonus, ac, size, damageBonus)));
  return o;
}

function countAttackOdds(bonus: number, ac: number, size: Weapon['size'], damageBonus: number): AttackOdds {
  let hit = 0;
  let crit = 0;
  const dmg = new Map<number, number>();
  const which = KEEP_BY_SIZE[size];
  const d = [0, 0, 0];
  for (d[0] = 1; d[0] <= 6; d[0]++) for (d[1] = 1; d[1] <= 6; d[1]++) for (d[2] = 1; d[2] <= 6; d[2]++) {
    if (d[0] + d[1] + d[2] + bonus < ac) continue;
    hit++;
    if ((d[0] === 6 ? 1 : 0) + (d[1] === 6 ? 1 : 0) + (d[2] === 6 ? 1 : 0) >= 2) crit++;
    const v = keep(d, which) + damageBonus;
    dmg.set(v, (dmg.get(v) ?? 0) + 1);
  }
  const damage = new Map<number, Ratio>();
  for (const k of [...dmg.keys()].sort((a, b) => a - b)) damage.set(k, ratio(dmg.get(k)!, 216));
  return { hit: ratio(hit, 216), crit: ratio(crit, 216), damage };
}

function oddsText(o: AttackOdds): string {
  const d = [...o.damage].map(([v, r]) => `${v}: ${pct(r)}`).join(', ');
  return `crit ${pct(o.crit)}; damage ${d || 'none'}`;
}

export interface AttackResult {
  dice: number[];
  total: number;
  ac: number;
  hit: boolean;
  crit: boolean;
  damage: number;
}

/** Two or more 6s. */
function twoSixes(dice: readonly number[]): boolean {
  let n = 0;
  for (const x of dice) if (x === 6) n++;
  return n >= 2;
}

/**
 * One attack, from the roll to the damage and a critical hit's effect.
 * `extra` adds to the attack (Guard, Cover: +2); `charging` lets Brace count.
 */
export function attack(ctx: Ctx, st: GameState, a: Fighter, t: Fighter, w: Weapon, o: Pick<SixOptions, 'dying' | 'bleeding'>, opts: { charging?: boolean; extra?: Part[]; rule?: string } = {}): AttackResult {
  const rule = opts.rule ?? SEC.attack;
  const charging = opts.charging ?? false;
  const bonus = attackParts(a, w, opts.extra);
  const b = total(bonus);
  const ac = acAgainst(t, charging);
  const dmgParts = damageParts(a, w);
  const db = total(dmgParts);
  if (ctx.log) {
    const odds = attackOdds(b, ac, w.size, db);
    logOdds(ctx, rule, `${a.name} with the ${w.name.toLowerCase()} (3d6${b ? ` ${explainSum(bonus).replace(/^/, '+ ')}` : ''}) against ${t.name}'s ${explainSum(acParts(t, charging) as Part[])}: hit`, odds.hit, oddsText(odds));
  }
  const dice = roll3(ctx, rule, ctx.log ? `${a.name} attacks ${t.name}` : '');
  const tot = sum(dice) + b;
  const hit = tot >= ac;
  const crit = hit && twoSixes(dice);
  let damage = 0;
  if (hit) {
    const kept = keep(dice, KEEP_BY_SIZE[w.size]);
    damage = kept + db;
    if (ctx.log) note(ctx, SEC.damage, `${showDice(dice)}: ${tot} against AC ${ac}, a hit${crit ? ' and a critical hit (two 6s)' : ''}; the ${w.size} weapon keeps the ${KEEP_BY_SIZE[w.size] === 'lowest' ? 'low' : KEEP_BY_SIZE[w.size] === 'middle' ? 'middle' : 'high'} die ${kept}${db ? `, ${explainSum(dmgParts).replace(/^/, '+ ')}` : ''} = ${damage} damage.`);
    applyDamage(ctx, st, t, damage, SEC.damage, o);
    if (crit) critical(ctx, st, t, w, damage, o);
  } else if (ctx.log) note(ctx, SEC.attack, `${showDice(dice)}: ${tot} against AC ${ac}, a miss.`);
  return { dice, total: tot, ac, hit, crit, damage };
}

/** Critical Hits: the weapon type's effect, then a large weapon's knock-down. */
function critical(ctx: Ctx, st: GameState, t: Fighter, w: Weapon, damage: number, o: Pick<SixOptions, 'dying' | 'bleeding'>): void {
  if (t.condition === 'dead') return;
  if (w.type === 'blunt') {
    t.stunned = Math.max(t.stunned, 1);
    if (ctx.log) note(ctx, SEC.critical, `Blunt critical: ${t.name} is ${CRITICAL.blunt}.`);
  } else if (w.type === 'slashing') {
    const turns = o.bleeding === 'damage' ? damage : damage + 1;
    t.bleeding = Math.max(t.bleeding, turns);
    if (ctx.log) note(ctx, SEC.critical, `Slashing critical: ${t.name} bleeds 1 HP at the end of each of its turns for ${turns} turn${turns === 1 ? '' : 's'}, until First Aid on itself.`);
  } else {
    logOdds(ctx, SEC.critical, `piercing critical on ${t.name} at ${t.hp} HP: a 1d6 of ${Math.max(t.hp, 1)} or more hits a vital spot and deals it`, piercingOdds(t.hp));
    const x = rollq(ctx, 1, 6, SEC.critical, `Piercing critical: a vital spot on ${t.name}? `, `1d6 against ${t.hp} HP`)[0]!;
    if (t.hp - x <= 0) {
      if (ctx.log) note(ctx, SEC.critical, `${x} would take ${t.name} to ${t.hp - x} HP: a vital spot, ${x} more damage.`);
      applyDamage(ctx, st, t, x, SEC.critical, o);
    } else if (ctx.log) note(ctx, SEC.critical, `${x} would leave ${t.name} at ${t.hp - x} HP: nothing vital, no more damage.`);
  }
  if (w.size === 'large' && !isDead(t) && !t.prone) {
    t.prone = true;
    if (ctx.log) note(ctx, SEC.critical, `Large weapon: ${t.name} is ${CRITICAL.large}.`);
  }
}

/** P(the piercing critical's 1d6 would take a target at `hp` to 0 or below, so it is dealt). */
export function piercingOdds(hp: number): Ratio {
  return dieOdds(6).chance((x) => hp - x <= 0);
}

/** Read afresh (a damage call may have changed it since the last check). */
function isDead(f: Fighter): boolean {
  return f.condition === 'dead';
}
