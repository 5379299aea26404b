/**
 * Fight tables: Crisis Test (19.0), Charge into Melee (21.0), Shooting (23.3),
 * Shooting Damage (23.5), Melee Damage (24.4), After the Fight Recovery (27.0),
 * Spell Casting (28.3) and NPC Spell Casting (28.7). Modifier lists live with
 * the procedures that apply them (rules/combat/*.ts), each citing its table.
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

/** 21.0 Charge into Melee: the Leader's successes minus the opponent's (more acts first, the same re-takes). */
export const CHARGE_21_0: Table<'win' | 'retake' | 'lose'> = {
  section: '21.0',
  name: 'Charge into Melee',
  dice: 'successes minus the opponent\'s',
  range: [-40, 40],
  rows: [row(-40, -1, 'Fewer: the opponent acts first', 'lose'), row(0, 0, 'Same: re-take the test', 'retake'), row(1, 40, 'More: acts first (shooters, casters, then melee)', 'win')],
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
 * 23.5 Shooting Damage and 24.4 Melee Damage: 1d6 read as rolled against the
 * Impact: a "1" is Obviously Dead, up to the Impact Out of the Fight, above
 * it Ducks Back (shot) or -1 Rep (melee). The rows move with the Impact, so
 * there is one table per Impact (1 and up; an Impact of 0 or less is not rolled).
 * With more than one die (Bow of Seeking, Swordsman, Dancing Sword) the lowest counts.
 */
function damageTables(section: string, name: string, overLabel: string): (impact: number) => Table<DamageResult> {
  const cache: Table<DamageResult>[] = [];
  return (impact: number): Table<DamageResult> => {
    const i = Math.max(1, Math.min(6, impact));
    const hit = cache[i];
    if (hit) return hit;
    const rows = [row<DamageResult>(1, 1, 'Obviously Dead', 'obviously-dead')];
    if (i >= 2) rows.push(row(2, i, 'Out of the Fight', 'out-of-the-fight'));
    if (i < 6) rows.push(row(i + 1, 6, overLabel, 'over'));
    const t: Table<DamageResult> = { section, name: `${name} (Impact ${i === 6 ? '6 or more' : i})`, dice: '1d6 as rolled vs Impact, the lowest die counts', range: [1, 6], rows };
    cache[i] = t;
    return t;
  };
}

/** 23.5 Shooting Damage for an Impact. */
export const SHOOTING_DAMAGE_23_5 = damageTables('23.5', 'Shooting Damage', 'Ducks Back');

/** 24.4 Melee Damage for an Impact. */
export const MELEE_DAMAGE_24_4 = damageTables('24.4', 'Melee Damage', '-1 Rep, fight another round');

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

/** 28.3 Spell Casting: 2d6 (+ casting tools) vs current Rep; 2 or more passed is the top row. */
export const SPELL_CASTING_28_3: Table<CastRow> = {
  section: '28.3',
  name: 'Spell Casting',
  dice: '2d6 (+ casting tools) vs current Rep, dice passed',
  range: [0, 8],
  rows: [
    row(0, 0, 'Dazzle: half Rep targets; other spells fail; Caster -1 Rep', { dazzle: 0.5, other: 0, repLoss: true }),
    row(1, 1, 'Dazzle: Rep targets; other spells: half Rep targets', { dazzle: 1, other: 0.5, repLoss: false }),
    row(2, 8, 'All spells: Rep targets', { dazzle: 1, other: 1, repLoss: false }),
  ],
};

export type SpellKind = 'damage' | 'dazzle' | 'defend';

/** 28.7 NPC Spell Casting: 1d6 (+ casting tools) vs Rep picks the spell, by whether the Caster's side is outnumbered 2:1; passing one or more is the second row. */
export const NPC_SPELL_28_7: Table<{ readonly outnumbered: SpellKind; readonly otherwise: SpellKind }> = {
  section: '28.7',
  name: 'NPC Spell Casting',
  dice: '1d6 (+ casting tools) vs Rep, dice passed',
  range: [0, 7],
  rows: [
    row(0, 0, 'Outnumbered 2:1: Defend; otherwise Dazzle', { outnumbered: 'defend', otherwise: 'dazzle' }),
    row(1, 7, 'Outnumbered 2:1: Dazzle; otherwise Damage', { outnumbered: 'dazzle', otherwise: 'damage' }),
  ],
};
