/**
 * Assigning kill dice (Assigning Hits): the side that rolled them gives each
 * die to an enemy it may reach whose Armour the die equals or beats; each
 * such die takes one hit. A die no enemy can take is lost. The assigning
 * side's seat chooses, die by die, highest first, when more than one enemy
 * can take a die: for heroes, the player of the heroes whose dice they are
 * (the first of them in the players' order when several players' heroes
 * rolled together in one melee; rules/seats.ts).
 */
import { note } from '../../../../core/engine.ts';
import { lazyChoice } from '../../../../core/request.ts';
import type { Model, Side } from '../../state.ts';
import { seat, seatOfAll, who, type G } from '../game.ts';
import { wound } from './damage.ts';
import { familiarHit } from '../dungeon/familiar.ts';
import { SEC } from '../../sections.ts';
import { counted } from '../../../../core/text.ts';

/** The Armour a kill die must equal or beat on `m`: Shield adds 2 (at most 6), Acid Spit takes 1 off (never below 1). */
export function armourAgainst(m: Model, acid = false): number {
  const a = m.guards.includes('shield') ? Math.min(6, m.armour + 2) : m.armour;
  return acid ? Math.max(1, a - 1) : a;
}

/** What else a kill die does where it wounds: Poison Attack's counters, a fire weapon's counters (rules/abilities/counters.ts). */
export type OnWound = (target: Model, die: number, index: number) => void;

/**
 * Gives out `dice` (kill dice of `by`: the models that rolled them, or just their side) among `targets()` (asked again after
 * each die, so the dead drop out). Returns the hits that got through.
 */
export function assignKillDice(g: G, by: Side | readonly Model[], dice: readonly number[], targets: () => Model[], rule: string, cause: string, acid = false, onWound?: OnWound): number {
  // The dice's indices, highest die first (ties in roll order); built by a loop: \`map\` gave arrays of another kind now and then, and this was compiled again.
  const order: number[] = [];
  for (let i = 0; i < dice.length; i++) order.push(i);
  order.sort((a, b) => dice[b]! - dice[a]! || a - b);
  let through = 0;
  if (g.st.dungeon) g.st.dungeon.familiarSixes = {};
  for (let i1 = 0, a1 = order; i1 < a1.length; i1++) {
    const i = a1[i1]!;
    const d = dice[i]!;
    const can = targets().filter((m) => m.status === 'in-play' && armourAgainst(m, acid) <= d);
    if (can.length === 0) {
      if (g.ctx.log) note(g.ctx, rule, `a kill die of ${d} is lost: no enemy it can reach has Armour ${d} or less`);
      continue;
    }
    let target = can[0]!;
    if (can.length > 1) {
      target = g.ctx.ask({
        who: typeof by === 'string' ? seat(g.st, by) : seatOfAll(g.st, by),
        rule,
        kind: 'assign',
        prompt: `Which model takes the kill die of ${d}?`,
        options: can.map((m) => lazyChoice(m, m.id, () => `${who(m)} (Armour ${armourAgainst(m, acid)}, ${m.wounds} of ${counted(m.maxWounds, 'hit')} left)`)),
      });
    }
    if (target.species === 'familiar') {
      familiarHit(g, target, d, rule === SEC.shootKill);
      continue;
    }
    through++;
    if (onWound) onWound(target, d, i);
    wound(g, target, 1, rule, `${cause}, a kill die of ${d}`);
  }
  return through;
}
