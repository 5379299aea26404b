/**
 * What each section the exploration system cites is about, in our own
 * words, for the browser and the terminal. Fights resolved by 3d6 cite 3d6's
 * sections, so its entries are included. Ids starting "Ours" are our
 * defaults, not the book's (docs/rulings/exploration.md).
 */
import type { RuleGlossary } from '../../core/glossary.ts';
import { SIX_GLOSSARY } from '../3d6/api.ts';
import { SEC } from './sections.ts';

export const EXPLORATION_GLOSSARY: RuleGlossary = {
  ...SIX_GLOSSARY,
  [SEC.exploration]: 'An exploration mode for a story game: the whole dungeon has one set of goals, rooms lie behind doors, and a creature table supplies the creatures for encounters and skirmishes.',
  [SEC.leadership]: 'The Leader changes to the next character at the end of every round, but never while an encounter is being fought: only once the combat is over.',
  [SEC.rooms]: 'The dungeon is made of rooms divided by doors. A room\'s text in the story journal is not read until the room is revealed by opening a door.',
  [SEC.doors]: 'A door that is opened stays on the map until the end of the round and is taken away at the start of the next, showing what lies beyond. No door can be opened during combat.',
  [SEC.locked]: 'A locked door opens for a character standing beside it who passes a TRICKERY check, unless the adventure names another check.',
  [SEC.unlocked]: 'An unlocked door opens for a character beside it who spends the ACT. At the end of the round the opener rolls a d10: on 1 to 3 creatures from the creature table appear beyond it, three spaces from the opener if there is room.',
  [SEC.skirmishes]: 'If no door was opened in a round, the Leader must pass AWARENESS 4 or the group skirmishes with creatures from the table. Groups of three or more roll the strength dice of the next smaller group; two characters halve their roll, rounding up.',
  [SEC.midEncounter]: 'An encounter can break out before a round is over. The Leader acts first in that fight whoever was taking a turn, leadership moves on once it is over, and the round ends with no skirmish roll.',
  [SEC.midSkirmish]: 'A skirmish can break out before a round is over. Once it is fought, the characters who have not yet had their turn still take it.',
  [SEC.resting]: 'The Leader may choose to rest, only at the start of a round. The usual rest applies, but creatures come from the creature table; no skirmish roll follows, and then the Leader changes.',
  [SEC.maps]: 'Rooms join in many ways. Where a door or archway links two rooms, the wall behind it is not there; where the adventure calls a stretch of wall an opening, figures pass and see straight through it.',
  [SEC.step1]: 'First at the end of a round: any door opened during it is removed and the rooms beyond are revealed.',
  [SEC.step2]: 'Second at the end of a round: if no door was opened, the Leader rolls to avoid a skirmish.',
  [SEC.step3]: 'Third at the end of a round: leadership passes to the next character, unless a fight is still going on.',
  [SEC.oursTurn]: 'Our default: in a round each character able to act takes a turn, the Leader first and then in seating order; a turn is a move of up to the character\'s squares and then one ACT.',
  [SEC.oursSearch]: 'Our default: a character on or next to a search token in the same room may spend the ACT to search it; the token is taken away and what it holds (an item, nothing, creatures, a skirmish) is revealed.',
  [SEC.oursGoals]: 'Our default: a goal is met when a character carries the item it names or stands in the room it names; the adventure is won when the last goal is met and lost when the party is beaten.',
  [SEC.oursChecks]: 'Our default: a named check such as TRICKERY 4 is a 3d6 Feat of the ability the adventure gives it, hard or easy by its level; or, played at the table, the players say whether it passed.',
  [SEC.oursFights]: 'Our default: encounters and skirmishes are fought with 3d6 combat on its grid against the bestiary monsters the adventure\'s creatures stand for; or, at the table, the players fight them and say how it ended.',
  [SEC.oursTime]: 'Our default: an adventure gives the party a number of rounds; when they are spent with goals unmet, the adventure ends unfinished.',
};
