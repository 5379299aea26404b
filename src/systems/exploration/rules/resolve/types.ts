/** The seam's types, types only: the resolvers (six.ts, table.ts) name them without importing seam.ts back. */
import type { Ctx } from '../../../../core/engine.ts';
import type { Odds } from '../../../../core/request.ts';
import type { AdventureData } from '../../data/index.ts';
import type { Check } from '../../data/schema.ts';
import type { Explorer, ExploreState } from '../../state.ts';

export interface FightSpec {
  kind: 'encounter' | 'skirmish';
  /** Monster ids of the adventure, in order. */
  foes: readonly string[];
  /** The characters who fight, the Leader first. */
  order: readonly string[];
  /** Squares between the party and the creatures when the fight starts. */
  apart: number;
  rule: string;
}

export type FightOutcome = 'won' | 'fled' | 'lost';

export interface Resolver {
  /** A named check by one character; true when passed. */
  check(ctx: Ctx, st: ExploreState, d: AdventureData, who: Explorer, check: Check, rule: string, what: string): boolean;
  /** The chance of passing, when this resolver knows it (for an option's odds). */
  checkOdds(st: ExploreState, d: AdventureData, who: Explorer, check: Check): Odds | undefined;
  /** A fight to its end; the characters' conditions are updated. */
  fight(ctx: Ctx, st: ExploreState, d: AdventureData, spec: FightSpec): FightOutcome;
  /** A rest's healing (Resting: the normal rules). */
  rest(ctx: Ctx, st: ExploreState, d: AdventureData): void;
}
