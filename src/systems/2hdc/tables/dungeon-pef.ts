/**
 * Tables for Possible Enemy Forces: resolving a PEF (39.4), how many (39.6),
 * what they are (39.7), the Big Bad's Minions (39.8), Rival parties (39.9)
 * and Talk the Talk (39.9.1).
 */
import { row, type Table } from '../../../core/tables.ts';
import type { BigBadRace, DungeonRace } from './dungeon-setup.ts';
import { withArticle } from '../../../core/text.ts';

export type PefResult = 'contact' | 'something' | 'nerves';

/** 39.4 PEF Resolution: 2d6 (3d6 after "something is out there") against a Target Number of 4, dice passed. */
export const PEF_RESOLUTION_39_4: Table<PefResult> = {
  section: '39.4',
  name: 'PEF Resolution',
  dice: '2d6 (3d6 after "something is out there") vs 4, dice passed',
  range: [0, 3],
  rows: [
    row(0, 0, 'Nothing but nerves', 'nerves'),
    row(1, 1, 'Something is out there: the next PEF is resolved with 3d6', 'something'),
    row(2, 3, 'Contact! (doubles: a Trap, 37.1.4; otherwise What Are They?, 39.7)', 'contact'),
  ],
};

/** 39.6 How Many?: 1d6 as rolled; the change to the group's size (never below 1). */
export const HOW_MANY_39_6: Table<number> = {
  section: '39.6',
  name: 'How Many?',
  dice: '1d6',
  range: [1, 6],
  rows: [
    row(1, 1, '1 more than your group', 1),
    row(2, 2, '1 less than your group (at least 1)', -1),
    row(3, 3, '2 more than your group', 2),
    row(4, 4, '2 less than your group (at least 1)', -2),
    row(5, 5, '3 more than your group', 3),
    row(6, 6, '3 less than your group (at least 1)', -3),
  ],
};

export type WhatAreThey = 'big-bad' | 'minions' | 'rivals-or-minions';

/** 39.7 What Are They?: 2d6 against the dungeon level, dice passed. */
export const WHAT_ARE_THEY_39_7: Table<WhatAreThey> = {
  section: '39.7',
  name: 'What Are They?',
  dice: '2d6 vs dungeon level, dice passed',
  range: [0, 2],
  rows: [
    row(0, 0, 'Doubles: a Rival Adventurer Party (39.9); otherwise Minions', 'rivals-or-minions'),
    row(1, 1, 'Minions', 'minions'),
    row(2, 2, 'The Big Bad if not met yet, else Minions', 'big-bad'),
  ],
};

const minions = (bigBad: BigBadRace, m1: DungeonRace, m24: DungeonRace, m5: DungeonRace, m6: DungeonRace): Table<DungeonRace> => ({
  section: '39.8',
  name: `Minions of ${withArticle(bigBad)}`,
  dice: '1d6',
  range: [1, 6],
  rows: [row(1, 1, m1, m1), row(2, 4, m24, m24), row(5, 5, m5, m5), row(6, 6, m6, m6)],
});

/** 39.8 Minions: one row per Big Bad, 1d6 as rolled. */
export const MINIONS_39_8: Record<BigBadRace, Table<DungeonRace>> = {
  'Demon (Major)': minions('Demon (Major)', 'Zombie', 'Ghoul', 'Demon (Petty)', 'Skeleton'),
  'Demon (Petty)': minions('Demon (Petty)', 'Goblin', 'Ghoul', 'Zombie', 'Skeleton'),
  'Feral Vampire': minions('Feral Vampire', 'Ghoul', 'Ogre', 'Feral Vampire', 'Feral Vampire'),
  Ghoul: minions('Ghoul', 'Ogre', 'Goblin', 'Ghoul', 'Feral Vampire'),
  Beastman: minions('Beastman', 'Ratman', 'Beastman', 'Beastman', 'Ghoul'),
  Goblin: minions('Goblin', 'Goblin', 'Goblin', 'Orc', 'Ogre'),
  Ogre: minions('Ogre', 'Goblin', 'Ghoul', 'Orc', 'Ogre'),
  Orc: minions('Orc', 'Goblin', 'Orc', 'Orc', 'Ogre'),
  Ratman: minions('Ratman', 'Ratman', 'Ratman', 'Ghoul', 'Ogre'),
  Troll: minions('Troll', 'Goblin', 'Orc', 'Ogre', 'Troll'),
};

export interface Rivals {
  readonly race: 'Human' | 'Dwarf' | 'Elf';
  /** Their number is the player group's size plus this, never below 1. */
  readonly delta: number;
}

/** 39.9 Rivals: 2d6 added. */
export const RIVALS_39_9: Table<Rivals> = {
  section: '39.9',
  name: 'Rivals',
  dice: '2d6',
  range: [2, 12],
  rows: [
    row(2, 2, 'Humans, 2 fewer than your group', { race: 'Human', delta: -2 }),
    row(3, 3, 'Humans, 3 fewer than your group', { race: 'Human', delta: -3 }),
    row(4, 4, 'Humans, 3 more than your group', { race: 'Human', delta: 3 }),
    row(5, 5, 'Humans, 2 more than your group', { race: 'Human', delta: 2 }),
    row(6, 6, 'Humans, 1 fewer than your group', { race: 'Human', delta: -1 }),
    row(7, 7, 'Humans, as many as your group', { race: 'Human', delta: 0 }),
    row(8, 8, 'Humans, 1 more than your group', { race: 'Human', delta: 1 }),
    row(9, 9, 'Dwarves, 1 fewer than your group', { race: 'Dwarf', delta: -1 }),
    row(10, 10, 'Elves, 1 fewer than your group', { race: 'Elf', delta: -1 }),
    row(11, 11, 'Elves, 1 more than your group', { race: 'Elf', delta: 1 }),
    row(12, 12, 'Dwarves, 2 more than your group', { race: 'Dwarf', delta: 2 }),
  ],
};

export type TalkResult = 'attack' | 'join-or-leave';

/** 39.9.1 Talk the Talk: the rival Leader's successes minus the player Leader's (1d6 per Rep, 1–3 succeed). */
export const TALK_THE_TALK_39_9_1: Table<TalkResult> = {
  section: '39.9.1',
  name: 'Talk the Talk',
  dice: 'successes (rival minus player)',
  range: [-12, 12],
  rows: [
    row(1, 12, 'Rivals score more: they attack, the player counts as active', 'attack'),
    row(-12, 0, 'Rivals score the same or less: outnumbered 3:1 they offer to join, else they leave', 'join-or-leave'),
  ],
};
