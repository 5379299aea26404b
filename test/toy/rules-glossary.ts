/** What each section the toy cites is about. */
import type { RuleGlossary } from '../../src/core/glossary.ts';

export const TOY_GLOSSARY: RuleGlossary = {
  T1: 'Each room: a d6 of 1 to 3 means a monster waits there.',
  T2: 'A monster: fight (3 or more on a d6 wins a gold coin, less costs 1 HP) or sneak past (5 or more; else fight).',
  T3: 'After the last room the hero is out of the dungeon.',
};
