/**
 * Terrain on a battle grid (Combat: Actions: Move: "movement may include a
 * Feat, such as testing against Reflex to avoid obstacles or leap a pit";
 * the GM may have squares of movement spent on it). Ours, the numbers: the
 * kinds the chapter names (a pit to leap; an obstacle to climb over or
 * squeeze through), the Feat each asks, the squares it spends besides the
 * two it crosses, and what a failure costs. A pit is also a hazard a large
 * weapon's critical may knock a target into (Combat: Critical Hits).
 */
import type { Keep } from '../../../core/dice.ts';
import type { Ability } from '../data/schema.ts';
import type { Difficulty } from './core.ts';

export const TERRAIN_KINDS = ['pit', 'rubble', 'narrow'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export interface TerrainRule {
  /** For people: "a pit", "rubble", "a narrow gap". */
  readonly name: string;
  /** The verb of crossing it: "leap", "climb over", "squeeze through". */
  readonly verb: string;
  readonly ability: Ability;
  readonly difficulty: Difficulty;
  /** Squares of movement the Feat spends, besides the terrain square and the one landed on. */
  readonly spends: number;
  /** A hazard: a failed crossing, or a large weapon's critical, drops the fighter into it, for this die of 3×6 as damage. */
  readonly fall: Keep | null;
}

export const TERRAIN: Readonly<Record<TerrainKind, TerrainRule>> = {
  pit: { name: 'a pit', verb: 'leap', ability: 'reflex', difficulty: 'moderate', spends: 1, fall: 'middle' },
  rubble: { name: 'rubble', verb: 'climb over', ability: 'reflex', difficulty: 'low', spends: 2, fall: null },
  narrow: { name: 'a narrow gap', verb: 'squeeze through', ability: 'reflex', difficulty: 'moderate', spends: 2, fall: null },
};

/** Ours: climbing out of a pit one has fallen into, before moving on: a Low Feat of Reflex, the move lost on a failure. */
export const CLIMB_OUT = { ability: 'reflex' as Ability, difficulty: 'low' as Difficulty };
