/**
 * Healing between rooms (issue 25 item 12): outside a fight the party may
 * cast a healing spell it knows (Magic: a prepared spell, its SP spent; out
 * of combat its Prepare rounds cost nothing that matters) or give a draught
 * (Combat: Actions: Use Item; out of combat nothing needs retrieving). Each
 * is one choice among the others between rooms: `mend:<caster>:<spell>:<patient>`,
 * `draught:<owner>:<item index>:<patient>`.
 */
import type { Ctx } from '../../../core/engine.ts';
import { keep } from '../../../core/dice.ts';
import { choice, type Option } from '../../../core/request.ts';
import type { GameData } from '../data/index.ts';
import type { SixOptions } from '../options.ts';
import { actionSec } from '../sections.ts';
import type { Fighter, GameState } from '../state.ts';
import { KEEP_BY_POTENCY } from '../tables/core.ts';
import { roll3 } from './dice.ts';
import { heal } from './dying.ts';
import { castSpell } from './magic.ts';
import { keptAmountOdds, logHealOdds } from './odds.ts';

const KEEP_WORD = { highest: 'the high die', middle: 'the middle die', lowest: 'the low die' } as const;

function members(st: GameState): Fighter[] {
  return st.party.map((id) => st.fighters[id]!);
}

/** Who may be healed: alive, in the party, below full HP. */
function patients(st: GameState): Fighter[] {
  return members(st).filter((f) => f.condition !== 'dead' && f.condition !== 'fled' && f.hp < f.maxHp);
}

/** A healing between rooms: `by` casts spell `spell` (mend) or gives the draught at `item` in their pack, on `to`. */
export type Care =
  | { readonly kind: 'mend'; readonly by: Fighter; readonly spell: string; readonly to: Fighter }
  | { readonly kind: 'draught'; readonly by: Fighter; readonly item: number; readonly to: Fighter };

/** The healing choices between rooms: each standing caster's healing spell it has the SP for, each draught carried, on each hurt member. */
export function careOptions(st: GameState, d: GameData): Option<Care>[] {
  const out: Option<Care>[] = [];
  const hurt = patients(st);
  if (!hurt.length) return out;
  for (const c of members(st)) {
    if (c.condition !== 'up') continue;
    for (const sid of c.spells) {
      const s = d.spells[sid]!;
      if (s.effect.kind !== 'heal' || s.sp > c.sp) continue;
      for (const p of hurt) out.push(choice<Care>({ kind: 'mend', by: c, spell: sid, to: p }, `mend:${c.id}:${sid}:${p.id}`, `${c.name} casts ${s.name} on ${p === c ? 'themself' : p.name} (${p.hp}/${p.maxHp} HP; ${s.sp} SP of ${c.sp}; heals ${KEEP_WORD[KEEP_BY_POTENCY[s.potency]]} of 3×6 + ${s.effect.bonus})`));
    }
    c.items.forEach((it, i) => {
      const item = d.items[it.id]!;
      for (const p of hurt) out.push(choice<Care>({ kind: 'draught', by: c, item: i, to: p }, `draught:${c.id}:${i}:${p.id}`, `${c.name} gives the ${item.name.toLowerCase()} to ${p === c ? 'themself' : p.name} (${p.hp}/${p.maxHp} HP; heals ${KEEP_WORD[item.heal]} of 3×6 + ${item.bonus})`));
    });
  }
  return out;
}

/** Carries out one of `careOptions`. */
export function doCare(ctx: Ctx, st: GameState, d: GameData, o: Pick<SixOptions, 'dying'>, care: Care): void {
  const c = care.by;
  const p = care.to;
  if (care.kind === 'mend') {
    castSpell(ctx, st, c, d.spells[care.spell]!, [p], null, o);
    return;
  }
  const it = c.items.splice(care.item, 1)[0]!;
  const item = d.items[it.id]!;
  const rule = actionSec('Use Item');
  logHealOdds(ctx, rule, `the ${item.name.toLowerCase()} on ${p.name} at ${p.hp}/${p.maxHp} HP`, keptAmountOdds(item.heal, item.bonus), p.hp, p.maxHp, p.condition === 'unconscious');
  const dice = roll3(ctx, rule, ctx.log ? `${item.name}` : '');
  heal(ctx, p, keep(dice, item.heal) + item.bonus, rule, item.name);
}
