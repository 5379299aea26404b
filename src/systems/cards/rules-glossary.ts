/**
 * What each section of the playing-card Dungeon Crawl is about, in our own
 * words (the book's parts have no numbers; sections.ts names them), for the
 * browser: a log line's rule opens its entry. test/cards/rules-glossary.test.ts
 * checks every section the game cites has one.
 */
import type { RuleGlossary } from '../../core/glossary.ts';
import { SEC } from './sections.ts';

export const CARDS_GLOSSARY: RuleGlossary = {
  [SEC.choose]: 'You play one hero for the whole game: a Warrior, who fights with drawn cards behind a shield, or a Mage, who has fewer HP but a pool of spells.',
  [SEC.warrior]: 'The Warrior has HP equal to his character card\'s value, hits for the value of the card he draws, and his shield card takes half its value (rounded down) off every hit.',
  [SEC.mage]: 'The Mage has half his character card\'s value in HP (rounded up), and a face-down mana pool as big as his MP card: each mana card is one spell, an attack for its value or a shield against one hit. His melee does only 1 damage.',
  [SEC.stats]: 'Drawing your stats: the character card sets HP, then HP counter cards, the shield or MP card, and for a Mage the mana cards face down. Jacks, queens and kings count 11, 12 and 13, aces 1.',
  [SEC.layout]: 'Laying out: your stat cards in front of you, the rest of the deck shuffled as the battle pool you draw from.',
  [SEC.battles]: 'The battle pool supplies monsters, attacks and evasions; when it runs out the discards are shuffled into a new one. On normal a monster never hits harder than its own card; on hard core there is no such cap, and a death loses the score.',
  [SEC.room]: 'Each room holds one monster: the top card of the pool, whose value is its HP, the most it can hit for on normal, and the score it is worth.',
  [SEC.fight]: 'Each round both sides draw an initiative card; the higher goes first (ties as the rule options say), then the other side acts.',
  [SEC.monsterTurn]: 'The monster\'s turn: it draws an attack card and you draw an evasion card; a different colour means it misses, the same colour means it hits for the attack card\'s value (before any cap and shield).',
  [SEC.playerTurn]: 'Your turn: you attack (a drawn card, or for a Mage a spell or a 1-point melee) and the monster draws an evasion card; a different colour means you miss.',
  [SEC.score]: 'A slain monster adds its value to your score. Then you go on to the next room or leave with what you have; a Mage may pay score to refill his mana.',
  [SEC.sheet]: 'The high-score sheet keeps the best scores for each difficulty, with the player\'s name and hero.',
};
