/**
 * Abilities: the uses the chapter lists that are not a plain Feat. Vigor's
 * hourly healing of HP and SP; Luck's random target (1d6 + Luck, the lowest
 * is picked) and the level of Luck burnt to escape certain doom; Charm's
 * limit on henchmen and the hireling's Feat for a dangerous order.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { rollq } from '../../../core/dice.ts';
import { SEC } from '../sections.ts';
import type { Fighter } from '../state.ts';
import type { Difficulty } from '../tables/core.ts';
import { feat } from './feats.ts';

/**
 * Vigor: HP and (for a caster) SP come back at Vigor per hour. Natural
 * healing starts at 0 HP (Recovery: "a character at 0 HP heals normally");
 * a character below 0 must first be brought to 0 (First Aid, magic). Healing
 * to 1 HP or more wakes an unconscious character. Returns HP healed.
 */
export function restHours(ctx: Ctx, f: Fighter, hours: number, from: 'zero' | 'below-zero' = 'zero'): number {
  if (f.condition === 'dead' || hours <= 0) return 0;
  const before = f.hp;
  if (f.hp >= 0 || from === 'below-zero') f.hp = Math.min(f.maxHp, f.hp + f.abilities.vigor * hours);
  const spBefore = f.sp;
  f.sp = Math.min(f.maxSp, f.sp + f.abilities.vigor * hours);
  if (f.condition === 'unconscious' && f.hp >= 1) f.condition = 'up';
  if (ctx.log && (f.hp !== before || f.sp !== spBefore)) {
    note(ctx, SEC.vigor, `${f.name} rests ${hours} hour${hours === 1 ? '' : 's'} (Vigor ${f.abilities.vigor} an hour): HP ${before} → ${f.hp}${f.maxSp ? `, SP ${spBefore} → ${f.sp}` : ''}${f.hp < 0 && from === 'zero' ? ' (below 0 HP nothing heals until First Aid brings it to 0)' : ''}.`);
  }
  return f.hp - before;
}

/**
 * Luck: a random target among several, each rolling 1d6 + Luck; the lowest
 * is the target. Ours: a tie for lowest is rolled again among the tied.
 */
export function randomTarget(ctx: Ctx, candidates: readonly Fighter[], why: string): Fighter {
  let pool = candidates.slice();
  while (pool.length > 1) {
    let low = Infinity;
    const shown: string[] = [];
    const scores = pool.map((f) => {
      const die = rollq(ctx, 1, 6, SEC.luck, `${f.name}: 1d6 + Luck ${f.abilities.luck} `, why)[0]!;
      const s = die + f.abilities.luck;
      shown.push(`${f.name} ${die} + ${f.abilities.luck} = ${s}`);
      if (s < low) low = s;
      return s;
    });
    pool = pool.filter((_, i) => scores[i] === low);
    // Each total, so the pick can be checked from the log (Abilities: Luck).
    if (ctx.log) note(ctx, SEC.luck, `Luck totals: ${shown.join('; ')}; the lowest is ${low}${pool.length > 1 ? `, a tie: ${pool.map((f) => f.name).join(' and ')} roll again` : ''}.`);
  }
  if (ctx.log) note(ctx, SEC.luck, `The lowest roll picks ${pool[0]!.name} ${why}.`);
  return pool[0]!;
}

/** Luck: a level can be burnt while Luck is above 1 (its minimum). */
export function canBurnLuck(f: Fighter): boolean {
  return f.kind === 'pc' && f.abilities.luck > 1;
}

/** Burns a level of Luck for good to escape certain doom. */
export function burnLuck(ctx: Ctx, f: Fighter, doom: string): void {
  f.abilities.luck--;
  if (ctx.log) note(ctx, SEC.luck, `${f.name} burns a level of Luck (now ${f.abilities.luck}) and escapes ${doom}.`);
}

/** Charm: a character attracts at most Charm personal henchmen. */
export function maxHenchmen(f: Pick<Fighter, 'abilities'>): number {
  return f.abilities.charm;
}

/** Charm: a hireling takes a dangerous order when the leader passes a Charm Feat (the danger is the difficulty). */
export function hirelingObeys(ctx: Ctx, leader: Fighter, danger: Difficulty, order: string): boolean {
  return feat(ctx, leader, 'charm', danger, SEC.charm, `for a hireling to ${order}`);
}
