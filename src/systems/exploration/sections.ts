/**
 * Section ids of the exploration rules, which have headings but no numbers
 * (docs/rulings/exploration.md). Every event and request of this system
 * cites one of them; fights resolved by 3d6 cite 3d6's own sections. Ids
 * starting "Ours" cite our defaults where the book leaves the host game to
 * decide (a turn's move and ACT, the adventure file, how a check resolves).
 */
export const SEC = {
  /** The mode itself: goals for the whole dungeon, the creature table, rooms behind doors. */
  exploration: 'Dungeon Crawl Exploration',
  leadership: 'Leadership Changes',
  rooms: 'Rooms',
  doors: 'Doors',
  locked: 'Doors: Locked Doors',
  unlocked: 'Doors: Unlocked Doors',
  skirmishes: 'End of Round Skirmishes',
  midEncounter: 'Encounters Occurring Mid-Round',
  midSkirmish: 'Skirmishes Occurring Mid-Round',
  resting: 'Resting',
  maps: 'Maps',
  /** Summary of a Round's End, its three steps. */
  step1: "Round's End: Step 1",
  step2: "Round's End: Step 2",
  step3: "Round's End: Step 3",
  /** Our defaults. */
  oursTurn: 'Ours: Turns',
  oursSearch: 'Ours: Search Tokens',
  oursGoals: 'Ours: Goals',
  oursChecks: 'Ours: Checks',
  oursFights: 'Ours: Fights',
  oursTime: 'Ours: Time',
} as const;
