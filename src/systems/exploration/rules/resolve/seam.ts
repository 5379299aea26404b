/**
 * The one seam through which checks and fights are resolved (`Ours:
 * Checks`, `Ours: Fights`). The book leaves both to its host game; by
 * default the 3d6 rules resolve them (a check is a Feat of the ability the
 * adventure names, at the difficulty its level falls in; a fight is 3d6 grid
 * combat with the bestiary), or with `resolve=table` the players resolve
 * them with the host game's own pieces and type the outcome.
 */
import type { ExplorationOptions } from '../../options.ts';
import type { ExploreState } from '../../state.ts';
import { sixResolver } from './six.ts';
import { tableResolver } from './table.ts';

export type {   Resolver } from './types.ts';
import type { Resolver } from './types.ts';

export function resolverFor(o: Pick<ExplorationOptions, 'resolve'> | ExploreState): Resolver {
  return o.resolve === 'table' ? tableResolver : sixResolver;
}
