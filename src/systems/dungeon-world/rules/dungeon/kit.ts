/**
 * What a hero carries and learns: healing up to the starting total, spells
 * learned (kept among the abilities too, so casting finds them), power-ups
 * (Ranged Weapon, Weapon Attack, Magic; the weapons rack and the wizard's
 * table add dice the same way) and the trap table's harm.
 */
import { note } from '../../../../core/engine.ts';
import { newKit, shootingOf, type Kit, type Model } from '../../state.ts';
import { who, type G } from '../game.ts';

export function kitOf(m: Model): Kit {
  return (m.kit ??= newKit());
}

/** Learns a spell (the power-up table's six): kept in the kit and among the abilities. */
export function learnSpell(m: Model, spell: string): void {
  const k = kitOf(m);
  if (!k.spells.includes(spell)) k.spells.push(spell);
  if (!m.abilities.includes(spell)) m.abilities.push(spell);
}

/** The stat changes of one power-up (applied when taken, and again when a campaign hero is set up). */
export function applyPowerUp(m: Model, p: string): void {
  if (p === 'weapon') m.attacks += 1;
  else if (p === 'ranged') m.shooting = m.shooting ? shootingOf(m.shooting.dice + 2, m.shooting.range + 1) : shootingOf(2, 2);
  else if (p === 'rack' || p === 'wizard') {
    m.attacks += 1;
    if (m.shooting) m.shooting = shootingOf(m.shooting.dice + 1, m.shooting.range);
  }
}

/** Takes a power-up: kept in the kit (it stays with this hero) and applied now. */
export function takePowerUp(g: G, m: Model, p: string, rule: string): void {
  kitOf(m).powerUps.push(p);
  applyPowerUp(m, p);
  if (g.ctx.log) note(g.ctx, rule, `${who(m)} now has ${m.attacks} attack dice${m.shooting ? ` and shoots ${m.shooting.dice}-${m.shooting.range}` : ''}`);
}

/** The spells a hero may still learn. */
export const SPELLS = ['hold-portal', 'shield', 'invulnerable-to-fire', 'invulnerable-to-poison', 'finger-of-death', 'resurrection'] as const;

export function spellName(s: string): string {
  return s.split('-').map((w) => (w === 'to' || w === 'of' ? w : w[0]!.toUpperCase() + w.slice(1))).join(' ');
}
