/**
 * Tables for setting up an adventure: who the Big Bad is (34.1), how its Rep
 * follows a stronger Star (34.1 note) and why the band goes down (34.3).
 */
import { row, type Table } from '../../../core/tables.ts';
import type { Race } from '../state.ts';

/** Every race the dungeon sections name (Race Lists 7.0–7.0.14): the same fifteen as 7.0. */
export type DungeonRace = Race;

/** The races a Big Bad can be (the entries of 34.1; also the rows of 39.8). */
export type BigBadRace = 'Troll' | 'Ogre' | 'Feral Vampire' | 'Orc' | 'Ghoul' | 'Goblin' | 'Ratman' | 'Demon (Petty)' | 'Demon (Major)' | 'Beastman';

export const BIG_BAD_RACES: readonly BigBadRace[] = ['Troll', 'Ogre', 'Feral Vampire', 'Orc', 'Ghoul', 'Goblin', 'Ratman', 'Demon (Petty)', 'Demon (Major)', 'Beastman'];

const bigBad = (column: string, names: readonly BigBadRace[]): Table<BigBadRace> => ({
  section: '34.1',
  name: `Big Bad (Star ${column})`,
  dice: '2d6',
  range: [2, 12],
  rows: names.map((n, i) => row(i + 2, i + 2, n, n)),
});

/** 34.1 Big Bad: 2d6 added, one column by the Star's Rep (Rep 4 or less, Rep 5, Rep 6 or more). */
export const BIG_BAD_34_1 = {
  rep4: bigBad('Rep 4', ['Troll', 'Troll', 'Ogre', 'Feral Vampire', 'Orc', 'Orc', 'Ghoul', 'Goblin', 'Goblin', 'Ratman', 'Ratman']),
  rep5: bigBad('Rep 5', ['Demon (Petty)', 'Demon (Petty)', 'Troll', 'Ogre', 'Feral Vampire', 'Orc', 'Orc', 'Ghoul', 'Beastman', 'Goblin', 'Ratman']),
  rep6: bigBad('Rep 6+', ['Demon (Major)', 'Demon (Major)', 'Demon (Major)', 'Demon (Petty)', 'Demon (Petty)', 'Demon (Petty)', 'Troll', 'Troll', 'Beastman', 'Ogre', 'Feral Vampire']),
} as const;

export function bigBadColumn(starRep: number): Table<BigBadRace> {
  return starRep <= 4 ? BIG_BAD_34_1.rep4 : starRep === 5 ? BIG_BAD_34_1.rep5 : BIG_BAD_34_1.rep6;
}

/** 34.1 note: when the Star outranks the Big Bad, 1d6 gives the Big Bad's Rep as the Star's plus this. */
export const BIG_BAD_REP_34_1: Table<number> = {
  section: '34.1',
  name: 'Big Bad Rep against a stronger Star',
  dice: '1d6',
  range: [1, 6],
  rows: [row(1, 3, "equal to the Star's Rep", 0), row(4, 5, "1 above the Star's Rep", 1), row(6, 6, "2 above the Star's Rep", 2)],
};

export type ReasonWhy = 'explore' | 'treasure' | 'rescue' | 'kill';

export const REASON_NAMES: Record<ReasonWhy, string> = {
  explore: 'Explore',
  treasure: 'Treasure',
  rescue: 'Rescue',
  kill: 'Kill the Big Bad',
};

/** 34.3 Reason Why: 1d6 plus the Star Leader's Rep. */
export const REASON_WHY_34_3: Table<ReasonWhy> = {
  section: '34.3',
  name: 'Reason Why',
  dice: '1d6 + Star Rep',
  range: [2, 16],
  rows: [row(2, 7, 'Explore', 'explore'), row(8, 8, 'Treasure', 'treasure'), row(9, 9, 'Rescue', 'rescue'), row(10, 16, 'Kill the Big Bad', 'kill')],
};
