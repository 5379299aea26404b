/**
 * Section ids, named after the book's numbered parts (see docs/rulings/cards.md).
 * Every event and request of this system cites one of them.
 */
export const SEC = {
  /** 1. Choose a character. */
  choose: '1 Choose',
  /** 1. The Warrior's paragraph: full HP, melee card damage, shield card. */
  warrior: '1 Warrior',
  /** 1. The Mage's paragraph: half HP, mana pool, melee 1, spells. */
  mage: '1 Mage',
  /** 2. Draw your stats (and the face values of J, Q, K). */
  stats: '2 Stats',
  /** 3. Lay out your cards. */
  layout: '3 Layout',
  /** Battles, introduction: the battle pool and the difficulty. */
  battles: 'Battles',
  /** Battles 1) Enter a room. */
  room: 'Battles 1',
  /** Battles 2) Fight the monster: initiative. */
  fight: 'Battles 2',
  /** Battles 2) Monster turn (attack, player's evasion). */
  monsterTurn: 'Battles 2 Monster',
  /** Battles 2) Player turn (attack, monster's evasion). */
  playerTurn: 'Battles 2 Player',
  /** Battles 3) Collect your score (score, mana regeneration, leaving, death). */
  score: 'Battles 3',
  /** The high score sheet on the back page. */
  sheet: 'High score sheet',
} as const;
