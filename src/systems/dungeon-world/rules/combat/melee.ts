/**
 * The Melee Phase: a melee is a connected group of touching kill zones
 * (friend to foe, foe to friend, until the chain ends), rolled as one. Each
 * side rolls its engaged models' attack dice, hits on 4-6, a kill die per
 * hit; the mover assigns first, then the non-mover rolls with what is left
 * and assigns. Only enemies adjacent to one of the assigner's models in the
 * melee can take dice.
 */
import { inRange, rollx } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { counted } from '../../../../core/text.ts';
import { lazyChoice } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { Board, Model, Side } from '../../state.ts';
import { has, other } from '../../state.ts';
import { adjacent, hasKillZone, touching } from '../grid.ts';
import { seat, who, type G } from '../game.ts';
import { armourAgainst, assignKillDice } from './assign.ts';
import { logAttackOdds } from '../odds.ts';
import { poisonCounters, poisonDice } from '../abilities/counters.ts';
import { meleeDiceLoss, wardedFrom } from '../dungeon/combat-mods.ts';

/** Melee hits on 4, 5 or 6. */
export const MELEE_TO_HIT = 4;

/** The melees on the board: groups of models linked by enemy adjacency, in the order of their first model. */
export function meleeGroups(models: readonly Model[], board?: Board): Model[][] {
  // Familiar: it may not enter a melee on its own or one without its owner. Melees form without familiars;
  // a familiar then joins the melee its owner fights in, when it touches an enemy there.
  const all = models.filter((m) => m.status === 'in-play');
  const live = all.filter(hasKillZone);
  const seen = new Set<Model>();
  const groups: Model[][] = [];
  for (let i1 = 0, a1 = live; i1 < a1.length; i1++) {
    const m = a1[i1]!;
    if (seen.has(m) || !live.some((e) => e.side !== m.side && touching(board, e, m))) continue;
    const group: Model[] = [];
    const queue = [m];
    seen.add(m);
    while (queue.length) {
      const a = queue.shift()!;
      group.push(a);
      for (let i2 = 0, a2 = live; i2 < a2.length; i2++) {
        const b = a2[i2]!;
        if (!seen.has(b) && b.side !== a.side && touching(board, a, b)) {
          seen.add(b);
          queue.push(b);
        }
      }
    }
    for (let i3 = 0, a3 = all; i3 < a3.length; i3++) {
      const f = a3[i3]!;
      if (hasKillZone(f) || !group.some((o) => `f-${o.id}` === f.id)) continue;
      if (group.some((e) => e.side !== f.side && touching(board, e, f))) group.push(f);
    }
    groups.push(group.sort((x, y) => models.indexOf(x) - models.indexOf(y)));
  }
  return groups;
}

/** One model's attack dice in this melee, with the abilities that add to them. */
export function meleeDice(m: Model, group: readonly Model[], board?: Board): { dice: number; why: string[] } {
  const why: string[] = [];
  if (m.gazedBy !== null) return { dice: 0, why: ['held by a Gaze Attack'] };
  let dice = m.attacks;
  const foes = group.filter((e) => e.status === 'in-play' && e.side !== m.side && touching(board, e, m)).length;
  if (has(m, 'berserk-attack') && foes > 1) {
    dice += foes - 1;
    why.push(`+${foes - 1} Berserk Attack`);
  }
  if (has(m, 'pack')) {
    const pack = group.filter((p) => p !== m && p.status === 'in-play' && p.species === m.species && has(p, 'pack') && adjacent(p, m)).length;
    if (pack) {
      dice += pack;
      why.push(`+${pack} Pack`);
    }
  }
  // One chant a melee: the first chanter's; every other hero gains the die.
  const chanter = group.find((c) => c.status === 'in-play' && c.side === 'heroes' && has(c, 'battle-chant'));
  if (m.side === 'heroes' && chanter && chanter !== m) {
    dice += 1;
    why.push('+1 Battle Chant');
  }
  return { dice, why };
}

/** The enemy a side's dice would most likely hurt: the lowest Armour, then the fewest hits left. */
function softest(targets: readonly Model[]): Model | undefined {
  return targets.slice().sort((a, b) => armourAgainst(a) - armourAgainst(b) || a.wounds - b.wounds)[0];
}

/** One side's roll and assignment in a melee; a poisoner's dice come first in the roll, so its kill dice are known. */
function strike(g: G, side: Side, group: readonly Model[]): void {
  const ctx = g.ctx;
  const mine = group.filter((m) => m.side === side && m.status === 'in-play');
  if (!mine.length) return;
  const each = mine.map((m) => {
    const d = { m, ...meleeDice(m, group, g.st.board) };
    const loss = g.st.dungeon ? Math.min(d.dice, meleeDiceLoss(g.st, m, group)) : 0;
    if (loss) {
      d.why.push(`-${loss} the dungeon`);
      d.dice -= loss;
    }
    return d;
  });
  each.sort((a, b) => Number(has(b.m, 'poison-attack')) - Number(has(a.m, 'poison-attack')));
  const dice = each.reduce((a, x) => a + x.dice, 0);
  if (dice === 0) return;
  const parts = ctx.log ? each.map((x) => `${who(x.m)} with ${counted(x.dice, 'die', 'dice')}${x.why.length ? ` (${x.why.join(', ')})` : ''}`) : [];
  const label = side === 'heroes' ? 'The heroes' : 'The monsters';
  const targets = () => group.filter((e) => e.status === 'in-play' && e.side !== side && mine.some((f) => f.status === 'in-play' && touching(g.st.board, f, e)) && !wardedFrom(g.st, e, mine));
  const soft = softest(targets());
  if (soft) logAttackOdds(ctx, SEC.meleeToHit, dice, MELEE_TO_HIT, armourAgainst(soft), soft.wounds, who(soft));
  const r = rollx(ctx, dice, 6, SEC.meleeToHit, label, ctx.log ? ` to hit (4+): ${parts.join(', ')}` : '', null, (x) => `${inRange(x, MELEE_TO_HIT, 6)} ${inRange(x, MELEE_TO_HIT, 6) === 1 ? 'hit' : 'hits'}`);
  const hits = inRange(r, MELEE_TO_HIT, 6);
  if (hits === 0) return;
  // The poisoners' hits are the hits among the first dice of the roll; their kill dice come first too.
  const poisonHits = inRange(r.slice(0, poisonDice(each)), MELEE_TO_HIT, 6);
  const kills = rollx(ctx, hits, 6, SEC.meleeKill, label, ' kill dice', null, null);
  assignKillDice(g, mine, kills, targets, SEC.assignHits, 'in melee', false, poisonHits ? poisonCounters(g, (i) => i < poisonHits) : undefined);
}

/** Resolves one melee: the mover strikes and assigns, then the non-mover with the survivors. */
export function resolveMelee(g: G, group: readonly Model[], mover: Side): void {
  if (g.ctx.log) note(g.ctx, SEC.melee, `Melee: ${group.map(who).join(', ')}`);
  strike(g, mover, group);
  strike(g, other(mover), group);
}

/** The Melee Phase: every melee once; the mover picks the order. */
export function meleePhase(g: G, mover: Side): void {
  let groups = meleeGroups(g.st.models, g.st.board);
  while (groups.length) {
    let k = 0;
    if (groups.length > 1) {
      k = g.ctx.ask({
        who: seat(g.st, mover),
        rule: SEC.melee,
        kind: 'melee-order',
        prompt: 'Which melee is fought next?',
        options: groups.map((grp, i) => lazyChoice(i, String(i), () => grp.map(who).join(', '))),
      });
    }
    const group = groups[k]!;
    resolveMelee(g, group, mover);
    groups = groups.filter((_, i) => i !== k);
  }
}

/**
 * Free attacks (attacks of opportunity): the enemies a model leaves add up
 * their plain attack dice into one roll (a model held by a gaze adds none);
 * every kill die can only go on the model they attack, and it does not
 * strike back. A Charge Attack is one too, by one model on the enemies it
 * charged (`victims`). A poisoner's dice come first, as in a melee.
 */
export function freeAttacks(g: G, attackers: readonly Model[], victims: Model | readonly Model[], rule: string): void {
  const live = attackers.filter((a) => a.status === 'in-play').sort((a, b) => Number(has(b, 'poison-attack')) - Number(has(a, 'poison-attack')));
  const on = (Array.isArray(victims) ? victims : [victims]) as readonly Model[];
  if (!live.length || !on.some((v) => v.status === 'in-play')) return;
  const ctx = g.ctx;
  const diceOf = (m: Model) => (m.gazedBy === null ? m.attacks : 0);
  const dice = live.reduce((a, m) => a + diceOf(m), 0);
  const names = on.map(who).join(' and ');
  if (ctx.log) note(ctx, rule, `${live.map(who).join(' and ')} ${live.length === 1 ? 'gets a free attack' : 'get free attacks, added into one roll,'} on ${names}`);
  if (dice === 0) return;
  const soft = softest(on.filter((v) => v.status === 'in-play'))!;
  logAttackOdds(ctx, SEC.freeAttacks, dice, MELEE_TO_HIT, armourAgainst(soft), soft.wounds, who(soft));
  const r = rollx(ctx, dice, 6, SEC.freeAttacks, 'Free attack', ' to hit (4+)', null, (x) => `${inRange(x, MELEE_TO_HIT, 6)} ${inRange(x, MELEE_TO_HIT, 6) === 1 ? 'hit' : 'hits'}`);
  const hits = inRange(r, MELEE_TO_HIT, 6);
  if (hits === 0) return;
  const poisonHits = inRange(r.slice(0, poisonDice(live.map((m) => ({ m, dice: diceOf(m) })))), MELEE_TO_HIT, 6);
  const kills = rollx(ctx, hits, 6, SEC.meleeKill, 'Free attack', ' kill dice', null, null);
  assignKillDice(g, live, kills, () => on.filter((v) => v.status === 'in-play'), SEC.freeAttacks, 'a free attack', false, poisonHits ? poisonCounters(g, (k) => k < poisonHits) : undefined);
}
