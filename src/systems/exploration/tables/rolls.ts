/**
 * The book's own tables, keyed by heading: the opener's d10 after an
 * unlocked door (1-3: creatures from the creature table), the same roll for
 * a rest (Resting: creatures from the creature table; ours: on the door's
 * odds unless `restCreatures=always`), and the skirmish strength read from
 * a group's dice (End of Round Skirmishes: two characters halve the roll,
 * rounding up; the book's d4 gives 1 on 1-2 and 2 on 3-4). The creature
 * table itself and which dice each group rolls come from the adventure file
 * (data/index.ts).
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { dieOdds, sumOdds, type Ratio } from '../../../core/odds.ts';
import { pct } from '../../../core/odds-text.ts';
import { rollq } from '../../../core/dice.ts';
import { lookupDice, row, type Row, type Table } from '../../../core/tables.ts';
import { diceRange } from '../data/checks.ts';
import { SEC } from '../sections.ts';

export const DOOR_CREATURES: Table<boolean> = {
  section: SEC.unlocked,
  name: 'Creatures behind an unlocked door',
  dice: '1d10',
  range: [1, 10],
  rows: [row(1, 3, 'creatures: roll on the creature table', true), row(4, 10, 'no creatures', false)],
};

export const REST_CREATURES: Table<boolean> = {
  section: SEC.resting,
  name: 'Creatures during a rest',
  dice: '1d10',
  range: [1, 10],
  rows: [row(1, 3, 'creatures: a skirmish from the creature table', true), row(4, 10, 'an undisturbed rest', false)],
};

/** The name of the skirmish-strength table for `dice` ("1d4"), halved or not. */
export function strengthName(dice: string, halve: boolean): string {
  return `Skirmish strength on ${dice}${halve ? ', halved rounding up' : ''}`;
}

/** The skirmish strength each total of `dice` gives: the total itself, or half of it rounded up. */
export function strengthTable(dice: string, halve: boolean): Table<number> {
  const [lo, hi] = diceRange(dice);
  const rows: Row<number>[] = [];
  for (let t = lo; t <= hi; t++) {
    const v = halve ? Math.ceil(t / 2) : t;
    const last = rows[rows.length - 1];
    if (last && last.result === v) rows[rows.length - 1] = row(last.min, t, last.label, v);
    else rows.push(row(t, t, `strength ${v}`, v));
  }
  return { section: SEC.skirmishes, name: strengthName(dice, halve), dice, range: [lo, hi], rows };
}

/** Each row's exact chance on `dice` ("2d6": the sum; "1d10": the face), in the table's order. */
function rowOdds(table: Table<unknown>, dice: string): { label: string; r: Ratio }[] {
  const [n, s] = dice.split('d').map(Number) as [number, number];
  const dist = n === 1 ? dieOdds(s) : sumOdds(n, s);
  return table.rows.map((x) => ({ label: x.label, r: dist.chance((v) => v >= x.min && v <= x.max) }));
}

/**
 * Rolls `dice` ("2d6") and looks up the row their total selects (one die: as
 * rolled), the part naming the dice and their sides. Each row's chance is
 * logged first (issue 25: the d10 for creatures, the skirmish strength and
 * the creature table showed none); a two-row table's first row carries its
 * exact odds.
 */
/** Dice written like "2d6", read once each: count and sides. */
const parsed = new Map<string, readonly [number, number]>();
function diceOf(dice: string): readonly [number, number] {
  let v = parsed.get(dice);
  if (!v) parsed.set(dice, (v = dice.split('d').map(Number) as [number, number]));
  return v;
}

export function rollOn<R>(ctx: Ctx, table: Table<R>, dice: string, rule: string, label: string): R {
  const [n, s] = diceOf(dice);
  if (ctx.log) {
    const odds = rowOdds(table, dice);
    const first = odds[0]!.r;
    note(ctx, rule, `Odds: ${label} on ${dice}: ${odds.map((o) => `${o.label} ${pct(o.r)}`).join('; ')}.`, odds.length === 2 ? { odds: { num: String(first.num), den: String(first.den) } } : {});
  }
  return lookupDice(ctx, table, rollq(ctx, n, s, rule, label), n === 1 ? 'face' : 'sum', '', undefined, undefined, undefined, s);
}
