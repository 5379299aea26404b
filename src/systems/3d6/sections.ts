/**
 * Section ids of the 3d6 chapter, which has headings but no numbers (see
 * docs/rulings/3d6.md). Every event and request of this system cites one of
 * them. Ids starting "Ours" cite our own defaults, where the chapter is silent
 * (character numbers, weapons, spells, monsters, the dungeon): each is listed
 * in the rulings file as ours.
 */
export const SEC = {
  /** Core System: 3d6 + bonus against a target; 3×6 keep high/middle/low. */
  core: 'Core System',
  /** Feats: 3×6 keep by difficulty, equal or lower than the ability. */
  feats: 'Feats',
  fortitude: 'Abilities: Fortitude',
  reflex: 'Abilities: Reflex',
  will: 'Abilities: Will',
  vigor: 'Abilities: Vigor',
  luck: 'Abilities: Luck',
  charm: 'Abilities: Charm',
  /** Combat: rounds, sides acting as groups. */
  combat: 'Combat',
  initiative: 'Combat: Initiative',
  actions: 'Combat: Actions',
  attack: 'Combat: Attack and Defense',
  damage: 'Combat: Damage',
  critical: 'Combat: Critical Hits',
  magic: 'Magic',
  dying: 'Dying',
  recovery: 'Recovery',
  /** Our defaults. */
  oursCharacters: 'Ours: Characters',
  oursWeapons: 'Ours: Weapons and Armour',
  oursSpells: 'Ours: Spells',
  oursBestiary: 'Ours: Bestiary',
  oursTactics: 'Ours: Tactics',
  oursGrid: 'Ours: Battle Grid',
  oursDungeon: 'Ours: Dungeon',
} as const;

/** The section id of one action of the Actions list ("Combat: Actions: Dodge"). */
export function actionSec(name: string): string {
  return `${SEC.actions}: ${name}`;
}
