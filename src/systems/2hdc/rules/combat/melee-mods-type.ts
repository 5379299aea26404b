/** The shape of a fighter's melee modifiers, types only: fighter.ts keeps one without importing melee-mods.ts back. */
import type { AC, Weapon } from '../../state.ts';

export interface MeleeMods {
  /** The Rep these were worked out with. */
  readonly rep: number;
  /** 24.1: the class of the melee weapon in use, null when unarmed. */
  readonly cls: Weapon | null;
  /** The class is a mace, or a sword (24.2 mace against a sword, 24.4 mace against AC 6): read every round, compared once. */
  readonly mace: boolean;
  readonly sword: boolean;
  readonly ac: AC;
  /** 24.2 dice that only depend on this fighter: Sword of Rage, two-handed, two weapons, unarmed, Rage. */
  readonly dice: number;
  /** Armor of Agility: always Nimble (29.1.1). */
  readonly agility: boolean;
  /** 24.4 Impact modifiers when this fighter wins (two-handed, Battle Axe of Virtue, Potion of Strength, Lightweight, Strong). */
  readonly win: number;
  /** 24.4 Impact modifiers when this fighter loses (AC 6 / AC 2, Armor of Protection, Absorbing Undershirt, Slippery, Strong). */
  readonly lose: number;
  /** 24.3 damage dice: 1, +1 Swordsman, +1 Dancing Sword (the best one counts). */
  readonly damageRolls: number;
  /** 12.1/29.1.1: a shield, or Phase Armor that counts as one (a Dazzled fighter counts as shieldless all the same, 28.5). */
  readonly shield: boolean;
}
