/**
 * Ours (`Combat: Actions: Feat`): the Feats a fighter can attempt with the
 * Feat action in our fights. The chapter allows any Feat that fits a round
 * and lets the game master rule that one takes several rounds of the Feat
 * action; these are the ones our grid knows, with the rounds each takes.
 */
import type { Ability } from '../data/schema.ts';
import type { Difficulty } from './core.ts';

export interface CombatFeat {
  id: 'shove' | 'yield';
  /** What the option says the fighter tries ("shove X down"). */
  name: string;
  ability: Ability;
  /** Rounds of the Feat action in a row; the roll comes with the last. */
  rounds: number;
  /** A fixed difficulty, or null when the rules work it out at the roll (`yieldDifficulty`). */
  difficulty: Difficulty | null;
  /** Who may try it: anyone, or the party only (the game master's side never parleys). */
  who: 'any' | 'party';
}

export const COMBAT_FEATS: Readonly<Record<CombatFeat['id'], CombatFeat>> = {
  /** Knock an adjacent standing foe down: it must spend an action to stand. */
  shove: { id: 'shove', name: 'shove down', ability: 'fortitude', rounds: 1, difficulty: 'moderate', who: 'any' },
  /**
   * Call on the foes to yield: two rounds of talk (a Feat of persuasion,
   * Abilities: Charm), High while they are holding out, Moderate once half
   * their side is down or gone, Low from three quarters. On a success every standing foe that would
   * ever flee (its tactics' `fleeAt` below 1) leaves the fight; the mindless
   * and the fearless are unmoved. Those who leave carry their coins away.
   */
  yield: { id: 'yield', name: 'call on the foes to yield', ability: 'charm', rounds: 2, difficulty: null, who: 'party' },
};

export function isCombatFeat(id: string): id is CombatFeat['id'] {
  return Object.hasOwn(COMBAT_FEATS, id);
}
