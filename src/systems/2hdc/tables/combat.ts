/**
 * Fight tables: Crisis Test (19.0), Charge into Melee (21.0), Shooting (23.3),
 * Shooting Damage (23.5), Melee Damage (24.4), After the Fight Recovery (27.0),
 * Spell Casting (28.3) and NPC Spell Casting (28.7). Modifier lists live with
 * the procedures that apply them (combat/*.ts), each citing its table.
 */
import { row, type Table } from '../../../core/tables.ts';
import type { Profession } from '../state.ts';

/** A Crisis Test outcome before 3:1 is checked: 'flee-if-3to1' means Flee when facing 3:1 or more, else Carry On. */
export type CrisisOutcome = 'carry-on' | 'duck-back' | 'flee' | 'flee-if-3to1';

export interface CrisisRow {
  readonly receivedFire: CrisisOutcome;
  readonly manDown: CrisisOutcome;
}

const cr = (receivedFire: CrisisOutcome, manDown: CrisisOutcome): CrisisRow => ({ receivedFire, manDown });
const crisis = (p: Profession, pass1: CrisisRow, pass0: CrisisRow): Table<CrisisRow> => ({
  section: '19.0',
  name: `Crisis Test (${p})`,
  dice: '2d6 vs Rep, dice passed (3d6 best two with the Leader)',
  range: [0, 2],
  rows: [
    row(0, 0, label(pass0), pass0),
    row(1, 1, label(pass1), pass1),
    row(2, 2, 'Carry On', cr('carry-on', 'carry-on')),
  ],
});

function label(r: CrisisRow): string {
  const n = (o: CrisisOutcome): string => (o === 'carry-on' ? 'Carry On' : o === 'duck-back' ? 'Duck Back' : o === 'flee' ? 'Flee' : 'Flee if facing 3:1, else Carry On');
  return r.receivedFire === r.manDown ? `All: ${n(r.manDown)}` : `Received Fire: ${n(r.receivedFire)}; Man Down: ${n(r.manDown)}`;
}

const careful = cr('duck-back', 'carry-on');
const steady = cr('carry-on', 'carry-on');
const allFlee = cr('flee', 'flee');
const flee3 = cr('flee-if-3to1', 'flee-if-3to1');

/** 19.0 Crisis Test: one column per profession. */
export const CRISIS_19_0: Readonly<Record<Profession, Table<CrisisRow>>> = {
  Caster: crisis('Caster', careful, allFlee),
  Healer: crisis('Healer', careful, allFlee),
  Knight: crisis('Knight', steady, flee3),
  Paladin: crisis('Paladin', steady, flee3),
  Shooter: crisis('Shooter', cr('duck-back', 'flee-if-3to1'), allFlee),
  Soldier: crisis('Soldier', cr('carry-on', 'flee-if-3to1'), allFlee),
  Thief: crisis('Thief', cr('duck-back', 'flee-if-3to1'), allFlee),
  Warrior: crisis('Warrior', steady, flee3),
};

/** 21.0 Charge into Melee: successes compared with the opponent's. */
export const CHARGE_21_0: Table<'win' | 'retake' | 'lose'> = {
  section: '21.0',
  name: 'Charge into Melee',
  dice: 'successes minus the opponent\'s',
  range: [-1, 1],
  rows: [row(-1, -1, 'Opponent acts first', 'lose'), row(0, 0, 'Same: re-take the test', 'retake'), row(1, 1, 'Acts first: shooters, casters, then melee', 'win')],
};

export type ShotResult = 'hit' | 'hit-unless' | 'miss';

/** 23.3 Shooting: 2d6 vs Rep. Pass 1 misses a shielded (or Phase Armor) target or for a Non-Shooter. */
export const SHOOTING_23_3: Table<ShotResult> = {
  section: '23.3',
  name: 'Shooting',
  dice: '2d6 vs Rep, dice passed',
  range: [0, 2],
  rows: [row(0, 0, 'Miss', 'miss'), row(1, 1, 'Hit, unless shielded target or Non-Shooter', 'hit-unless'), row(2, 2, 'Hit', 'hit')],
};

export type DamageResult = 'obviously-dead' | 'out-of-the-fight' | 'over';

/**
 * 23.5 Shooting Damage and 24.4 Melee Damage share their rows: the roll minus
 * the Impact selects them (a "1" is always Obviously Dead, which the lookup
 * below handles before the table): ≤ 0 Out of the Fight, > 0 Duck Back (shot) or −1 Rep (melee).
 */
export const SHOOTING_DAMAGE_23_5: Table<DamageResult> = {
  section: '23.5',
  name: 'Shooting Damage',
  dice: '1d6 vs Impact (1: Obviously Dead)',
  range: [0, 2],
  rows: [row(0, 0, 'Obviously Dead', 'obviously-dead'), row(1, 1, 'Out of the Fight', 'out-of-the-fight'), row(2, 2, 'Ducks Back', 'over')],
};

export const MELEE_DAMAGE_24_4: Table<DamageResult> = {
  section: '24.4',
  name: 'Melee Damage',
  dice: '1d6 vs Impact (1: Obviously Dead)',
  range: [0, 2],
  rows: [row(0, 0, 'Obviously Dead', 'obviously-dead'), row(1, 1, 'Out of the Fight', 'out-of-the-fight'), row(2, 2, '-1 Rep, fight another round', 'over')],
};

/** Row index for a damage roll: 0 a "1", 1 Impact or less, 2 higher than the Impact. */
export function damageRow(face: number, impact: number): number {
  return face === 1 ? 0 : face <= impact ? 1 : 2;
}

export type RecoveryResult = 'full' | 'one-lower' | 'dies';

/** 27.0 After the Fight Recovery: 2d6 vs original Rep (healing: 1d6 each, 30.0). */
export const RECOVERY_27_0: Table<RecoveryResult> = {
  section: '27.0',
  name: 'After the Fight Recovery',
  dice: '2d6 vs original Rep, dice passed',
  range: [0, 2],
  rows: [row(0, 0, 'Dies from wounds', 'dies'), row(1, 1, 'Recovers at one lower than original Rep', 'one-lower'), row(2, 2, 'Recovers to original Rep', 'full')],
};

export interface CastRow {
  /** Targets affected as a fraction of current Rep: 1 full, 0.5 half rounded down, 0 none. */
  readonly dazzle: 1 | 0.5 | 0;
  readonly other: 1 | 0.5 | 0;
  /** The Caster loses one current Rep. */
  readonly repLoss: boolean;
}

/** 28.3 Spell Casting: 2d6 (+ items) vs current Rep; more than 2 passed counts as 2. */
export const SPELL_CASTING_28_3: Table<CastRow> = {
  section: '28.3',
  name: 'Spell Casting',
  dice: '2d6 vs current Rep, dice passed',
  range: [0, 2],
  rows: [
    row(0, 0, 'Dazzle: half Rep targets; other spells fail; Caster -1 Rep', { dazzle: 0.5, other: 0, repLoss: true }),
    row(1, 1, 'Dazzle: Rep targets; other spells: half Rep targets', { dazzle: 1, other: 0.5, repLoss: false }),
    row(2, 2, 'All spells: Rep targets', { dazzle: 1, other: 1, repLoss: false }),
  ],
};

export type SpellKind = 'damage' | 'dazzle' | 'defend';

/** 28.7 NPC Spell Casting: 1d6 vs Rep picks the spell, by whether the Caster's side is outnumbered 2:1. */
export const NPC_SPELL_28_7: Table<{ readonly outnumbered: SpellKind; readonly otherwise: SpellKind }> = {
  section: '28.7',
  name: 'NPC Spell Casting',
  dice: '1d6 vs Rep, dice passed',
  range: [0, 1],
  rows: [
    row(0, 0, 'Outnumbered 2:1: Defend; otherwise Dazzle', { outnumbered: 'defend', otherwise: 'dazzle' }),
    row(1, 1, 'Outnumbered 2:1: Dazzle; otherwise Damage', { outnumbered: 'dazzle', otherwise: 'damage' }),
  ],
};
