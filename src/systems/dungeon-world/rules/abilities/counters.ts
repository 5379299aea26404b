/**
 * Poison and fire counters. Poison Attack: each kill die of a poisoner that
 * wounds and shows 4-6 leaves a poison counter (the option `poisonCounters:
 * extra-die` rolls a separate die per wound instead). Fire Weapon: each
 * wound of a breath leaves a fire counter (`fireCounters: off` for none).
 * Before every Initiative Phase each poison counter is rolled (1 it goes, 6
 * a wound) and each fire counter too (1-3 it goes out, 4-5 it burns on, 6 a
 * wound; `fireDice: per-model` rolls one die for all of a model's fire).
 * Nobody takes counters of a kind it is immune to.
 */
import { inRange, roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { has } from '../../state.ts';
import type { OnWound } from '../combat/assign.ts';
import { wound } from '../combat/damage.ts';
import { who, type G } from '../game.ts';
import { immuneTo } from './use.ts';

/** Fire counters for each wound a breath deals. */
export function fireCounters(g: G): OnWound | undefined {
  if (g.o.fireCounters === 'off') return undefined;
  return (t) => {
    if (immuneTo(t, 'fire')) return;
    t.fire++;
    if (g.ctx.log) note(g.ctx, SEC.fireCounters, `${who(t)} catches fire: ${t.fire} fire ${t.fire === 1 ? 'counter' : 'counters'}`);
  };
}

/** Poison counters for the wounds dealt by the kill dice from `poisoners` (their indices in the kill roll). */
export function poisonCounters(g: G, isPoisonDie: (index: number) => boolean): OnWound {
  return (t, die, i) => {
    if (!isPoisonDie(i) || immuneTo(t, 'poison')) return;
    let face = die;
    if (g.o.poisonCounters === 'extra-die') face = roll(g.ctx, 1, 6, SEC.poison, `Poison on ${who(t)} (4+ a counter)`)[0]!;
    if (face < 4) return;
    t.poison++;
    if (g.ctx.log) note(g.ctx, SEC.poison, `${who(t)} is poisoned: ${t.poison} poison ${t.poison === 1 ? 'counter' : 'counters'}`);
  };
}

/** How many of a melee side's dice are a poisoner's: they come first in its roll. */
export function poisonDice(models: readonly { m: Model; dice: number }[]): number {
  let n = 0;
  for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
    const x = a1[i1]!;
    if (has(x.m, 'poison-attack')) n += x.dice;
  }
  return n;
}

/** The counters' rolls before the Initiative Phase. */
export function counterChecks(g: G): void {
  for (let i1 = 0, a1 = g.st.models; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (m.status !== 'in-play') continue;
    if (m.poison > 0) {
      const dice = roll(g.ctx, m.poison, 6, SEC.poison, `${who(m)}'s poison counters`);
      m.poison -= inRange(dice, 1, 1);
      const hurt = inRange(dice, 6, 6);
      if (hurt && !immuneTo(m, 'poison')) wound(g, m, hurt, SEC.poison, 'poison');
    }
    if (m.fire > 0 && m.status === 'in-play') {
      const perModel = g.o.fireDice === 'per-model';
      const dice = roll(g.ctx, perModel ? 1 : m.fire, 6, SEC.fireCounters, `${who(m)}'s fire ${perModel ? '(one die)' : 'counters'}`, (r) => `${inRange(r, 1, 3)} out, ${inRange(r, 6, 6)} burning`);
      const out = inRange(dice, 1, 3);
      const hurt = inRange(dice, 6, 6);
      m.fire = perModel ? (out ? 0 : m.fire) : m.fire - out;
      if (g.ctx.log && out) note(g.ctx, SEC.fireCounters, m.fire ? `${out} of ${who(m)}'s fires go out` : `${who(m)}'s fire goes out`);
      if (hurt && !immuneTo(m, 'fire')) wound(g, m, hurt, SEC.fireCounters, 'fire');
    }
  }
}
