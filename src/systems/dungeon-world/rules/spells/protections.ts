/**
 * Shield, Invulnerable to Fire and Invulnerable to Poison: cast by a wizard
 * on itself in its side's Mover's Action Phase (not an action), they guard
 * it against what follows: Shield adds 2 to its Armour (at most 6), the
 * others keep off fire or poison damage and counters. The book says "the
 * proceeding Non Mover's Shooting Phase"; we read it as the rest of the
 * move, melee included (`spellDuration: whole-move`); `shooting-phase`
 * ends them with that phase.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { who, type G } from '../game.ts';
import { canUse, markUsed } from '../abilities/use.ts';
import { words } from '../../speed/arrays.ts';

/** Each protection spell, the guard it gives and its section. */
export const PROTECTIONS: Readonly<Record<string, { guard: string; rule: string; text: string }>> = {
  shield: { guard: 'shield', rule: SEC.shield, text: 'raises a magic Shield: +2 Armour' },
  'invulnerable-to-fire': { guard: 'fire', rule: SEC.fireImmunity, text: 'becomes invulnerable to fire' },
  'invulnerable-to-poison': { guard: 'poison', rule: SEC.poisonImmunity, text: 'becomes invulnerable to poison' },
};

/** The protection spells `m` may cast now (none it already has, nor fire for a model immune to it for good). */
export function protectionSpells(g: G, m: Model): string[] {
  if (g.st.phase !== 'mover') return [];
  return Object.keys(PROTECTIONS).filter((id) => {
    const p = PROTECTIONS[id]!;
    return canUse(m, id) && !m.guards.includes(p.guard) && !m.immune.includes(p.guard) && !(id === 'shield' && m.armour >= 6);
  });
}

export function castProtection(g: G, m: Model, id: string): void {
  const p = PROTECTIONS[id]!;
  markUsed(m, id);
  m.guards.push(p.guard);
  if (g.ctx.log) note(g.ctx, p.rule, `${who(m)} ${p.text} ${g.o.spellDuration === 'whole-move' ? 'until the end of the move' : "through the Non-Mover's Shooting Phase"}`);
}

/** As the Non-Mover's Shooting Phase ends: with `spellDuration: shooting-phase` the protections end. */
export function endShootingGuards(g: G): void {
  if (g.o.spellDuration !== 'shooting-phase') return;
  for (const m of g.st.models) {
    if (!m.guards.length) continue;
    m.guards = words();
    if (g.ctx.log && m.status === 'in-play') note(g.ctx, SEC.shield, `${who(m)}'s protective spells end with the shooting phase`);
  }
}
