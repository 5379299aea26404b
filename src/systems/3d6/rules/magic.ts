/**
 * Magic: a spell names the ability it targets and its potency (Strong /
 * Moderate / Weak keep the high / middle / low die). Roll 3×6, keep the
 * potency's die, add the caster's level; equal or more than the target's
 * ability + level delivers the effect. An area spell rolls once and reads
 * each band's die (centre Strong, then Moderate, fringe Weak). SP is spent on
 * casting; a long spell needs rounds of Prepare first. Ours: damage and
 * healing are the kept die + the spell's bonus; a "half" spell still deals
 * half (rounded down) on a miss; the caster is never caught in its own area.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { keep, type Keep } from '../../../core/dice.ts';
import { atLeast, keepOdds, type Ratio } from '../../../core/odds.ts';
import type { Spell } from '../data/schema.ts';
import type { SixOptions } from '../options.ts';
import { keptAmountOdds, logHealOdds, logOdds } from './odds.ts';
import { SEC } from '../sections.ts';
import type { Fighter, GameState, Pos } from '../state.ts';
import { BAND_POTENCY, KEEP_BY_POTENCY, KEEP_WORD, type Potency } from '../tables/core.ts';
import { roll3, showDice } from './dice.ts';
import { applyDamage, heal } from './dying.ts';
import { addEffect } from './combat/effects.ts';
import { distance } from './combat/grid.ts';
import { ABILITY_WORD } from './feats.ts';

/** What a target defends with: its ability + its level. */
export function defence(t: Fighter, s: Spell): number {
  return s.target === 'none' ? 0 : t.abilities[s.target] + t.level;
}

/** P(kept die + caster level ≥ defence). */
export function spellOdds(potency: Potency, casterLevel: number, def: number): Ratio {
  return atLeast(keepOdds(3, KEEP_BY_POTENCY[potency]), def - casterLevel);
}

/** The potency an area spell reads at `d` squares from its centre, or null outside it. */
export function bandAt(s: Spell, d: number): Potency | null {
  for (let i = 0; i < s.bands.length; i++) if (d <= s.bands[i]!) return s.bands.length === 1 ? s.potency : BAND_POTENCY[i]!;
  return null;
}

/** The totals each band reads from one roll: the book's Burning Hands example is 5,1,4 at level 5 → 10, 9, 6. */
export function bandTotals(dice: readonly number[], level: number): Record<Potency, number> {
  return { strong: keep(dice, 'highest') + level, moderate: keep(dice, 'middle') + level, weak: keep(dice, 'lowest') + level };
}

/** The fighters an area spell centred on `centre` catches, with their band (never the caster). */
export function caught(st: GameState, caster: Fighter, s: Spell, centre: Pos): { f: Fighter; band: Potency }[] {
  const out: { f: Fighter; band: Potency }[] = [];
  for (const id of st.fight?.fighterIds ?? []) {
    const f = st.fighters[id]!;
    if (f === caster || f.condition === 'dead' || f.condition === 'fled') continue;
    const band = bandAt(s, distance(f.pos, centre));
    if (band) out.push({ f, band });
  }
  return out;
}

/** Casts a spell: spends its SP, rolls once, applies the effect to each target. */
export function castSpell(ctx: Ctx, st: GameState, caster: Fighter, s: Spell, targets: readonly Fighter[], centre: Pos | null, o: Pick<SixOptions, 'dying'>): void {
  caster.sp -= s.sp;
  caster.preparing = null;
  if (ctx.log) note(ctx, SEC.magic, `${caster.name} casts ${s.name} (${s.sp} SP, ${caster.sp} left).`);
  if (s.effect.kind === 'buff') {
    const e = s.effect;
    for (const t of targets) {
      if (st.fight) addEffect(st.fight, t, { kind: e.stat === 'ac' ? 'buff-ac' : 'buff-attack', amount: e.amount, source: s.name }, caster.side, e.rounds);
      if (ctx.log) note(ctx, SEC.oursSpells, `${t.name}: +${e.amount} ${e.stat === 'ac' ? 'AC' : 'to attacks'} for ${e.rounds} rounds (${s.name}).`);
    }
    return;
  }
  logSpellOdds(ctx, st, caster, s, targets, centre);
  if (s.effect.kind === 'heal') for (const t of targets) logHealOdds(ctx, SEC.oursSpells, `${s.name} on ${t.name} at ${t.hp}/${t.maxHp} HP`, keptAmountOdds(KEEP_BY_POTENCY[s.potency], s.effect.bonus), t.hp, t.maxHp, t.condition === 'unconscious');
  const dice = roll3(ctx, SEC.magic, ctx.log ? `${caster.name}'s ${s.name}` : '');
  if (s.effect.kind === 'heal') {
    const k = KEEP_BY_POTENCY[s.potency];
    const amount = keep(dice, k) + s.effect.bonus;
    for (const t of targets) heal(ctx, t, amount, SEC.oursSpells, `${s.name} (${KEEP_WORD[k]} ${keep(dice, k)} + ${s.effect.bonus})`);
    return;
  }
  const list = centre ? caught(st, caster, s, centre) : targets.map((f) => ({ f, band: s.potency }));
  for (const { f, band } of list) affect(ctx, st, caster, s, f, dice, KEEP_BY_POTENCY[band], o);
}

function affect(ctx: Ctx, st: GameState, caster: Fighter, s: Spell, t: Fighter, dice: readonly number[], k: Keep, o: Pick<SixOptions, 'dying'>): void {
  if (t.condition === 'dead' || t.condition === 'fled') return;
  const kept = keep(dice, k);
  const tot = kept + caster.level;
  const def = defence(t, s);
  const hit = tot >= def;
  if (ctx.log && s.target !== 'none') note(ctx, SEC.magic, `${s.name} on ${t.name}: ${showDice(dice)} ${KEEP_WORD[k]} ${kept} + level ${caster.level} = ${tot} against ${ABILITY_WORD[s.target]} ${t.abilities[s.target]} + level ${t.level} = ${def}: ${hit ? 'it takes effect' : 'resisted'}.`);
  const e = s.effect;
  if (e.kind === 'damage') {
    const full = kept + e.bonus;
    const dmg = hit ? full : e.onMiss === 'half' ? Math.floor(full / 2) : 0;
    if (!hit && dmg > 0 && ctx.log) note(ctx, SEC.oursSpells, `${s.name} still deals half on a miss.`);
    if (dmg > 0) applyDamage(ctx, st, t, dmg, SEC.magic, o);
  } else if (e.kind === 'condition' && hit) {
    if (e.condition === 'prone') t.prone = true;
    else {
      t.stunned = Math.max(t.stunned, e.rounds);
      if (e.condition === 'asleep') t.asleep = true;
    }
    if (ctx.log) note(ctx, SEC.oursSpells, `${t.name} is ${e.condition === 'prone' ? 'knocked down' : `${e.condition} for ${e.rounds} turn${e.rounds === 1 ? '' : 's'}`}.`);
  }
}

/** Logs the odds of a spell's attack on each target before its roll. */
function logSpellOdds(ctx: Ctx, st: GameState, caster: Fighter, s: Spell, targets: readonly Fighter[], centre: Pos | null): void {
  if (!ctx.log || s.target === 'none') return;
  const list = centre ? caught(st, caster, s, centre) : targets.map((f) => ({ f, band: s.potency }));
  for (const { f, band } of list) logOdds(ctx, SEC.magic, `${s.name} (${band}, ${KEEP_WORD[KEEP_BY_POTENCY[band]]} + level ${caster.level}) against ${f.name}'s ${ABILITY_WORD[s.target]} + level ${defence(f, s)}: takes effect`, spellOdds(band, caster.level, defence(f, s)));
}
