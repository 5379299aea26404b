/**
 * The book's own tables, keyed by heading: the opener's d10 after an
 * unlocked door (1-3: creatures from the creature table), and the same
 * roll for a rest (Resting: creatures from the creature table; ours: on the
 * door's odds unless `restCreatures=always`). The creature table itself and
 * the skirmish dice come from the adventure file (data/index.ts).
 */
import { row, type Table } from '../../../core/tables.ts';
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
