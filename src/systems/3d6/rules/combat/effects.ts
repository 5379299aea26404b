/**
 * Timed effects of the actions (Combat: Actions) and spells, and the numbers
 * they change: AC (Dodge +Speed, Charge -2, Brace +2 against chargers, a
 * ward spell), the attack bonus (a blessing), the damage of a set weapon.
 * An effect lasts until the end of a given turn of a given side (state.ts).
 */
import type { Fight, Fighter, Side, Effect } from '../../state.ts';

function otherSide(s: Side): Side {
  return s === 'party' ? 'foes' : 'party';
}

/**
 * Adds an effect lasting to the end of the `side`'s turn after `turnsAhead` more of its turns (1: its next turn).
 * `e` becomes the effect (its side and end added, in that order, as a copy would have them): every caller hands a
 * new object, and a copy of it on every Dodge, Charge and Brace was the garbage of a fight's turns.
 */
export function addEffect(fight: Fight, f: Fighter, e: Omit<Effect, 'side' | 'until'>, side: Side, turnsAhead: number): Effect {
  const eff = e as Effect;
  eff.side = side;
  eff.until = fight.turns[side] + turnsAhead;
  f.effects.push(eff);
  return eff;
}

/** "Until the end of the opponents' next turn": the opponents' next turn number. */
export function untilOpponentsNext(fight: Fight, f: Fighter, e: Omit<Effect, 'side' | 'until'>): Effect {
  return addEffect(fight, f, e, otherSide(f.side), 1);
}

/** Ends the effects that last until the end of this turn of `side`. */
export function expireEffects(fighters: readonly Fighter[], side: Side, turn: number): void {
  for (const f of fighters) if (f.effects.length) f.effects = f.effects.filter((e) => !(e.side === side && e.until <= turn));
}

export function effectTotal(f: Fighter, kind: Effect['kind']): number {
  let n = 0;
  for (const e of f.effects) if (e.kind === kind) n += e.amount;
  return n;
}

export function hasEffect(f: Fighter, kind: Effect['kind']): boolean {
  return f.effects.some((e) => e.kind === kind);
}

/** AC against one attack: 10 + armour + shield, + Dodge, - Charge, + ward; + Brace only against a charge. */
export function acAgainst(f: Fighter, charging: boolean): number {
  let ac = f.baseAc;
  for (const e of f.effects) {
    if (e.kind === 'dodge' || e.kind === 'buff-ac') ac += e.amount;
    else if (e.kind === 'charged') ac -= e.amount;
    else if (e.kind === 'braced' && charging) ac += e.amount;
  }
  return ac;
}

/** The parts of AC against one attack, for the log. */
export function acParts(f: Fighter, charging: boolean): { value: number; label: string }[] {
  const parts = [{ value: f.baseAc, label: 'AC' }];
  for (const e of f.effects) {
    if (e.kind === 'dodge') parts.push({ value: e.amount, label: 'dodging' });
    else if (e.kind === 'buff-ac') parts.push({ value: e.amount, label: e.source ?? 'ward' });
    else if (e.kind === 'charged') parts.push({ value: -e.amount, label: 'charged last turn' });
    else if (e.kind === 'braced' && charging) parts.push({ value: e.amount, label: 'braced against the charge' });
  }
  return parts;
}
