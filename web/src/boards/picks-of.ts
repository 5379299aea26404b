/** The picks of a board's view model, whichever grid system drew it (the options answered on the board: a count for the Choices). */
import type { BoardPick } from '../../../src/core/view-model.ts';
import type { BoardModel } from '../../../src/server/api-types.ts';

export function picksOf(b: BoardModel | null | undefined): readonly BoardPick[] {
  if (!b) return [];
  if (b.system === 'dungeon-world') return b.picks;
  if (b.system === '3d6') return b.fight?.picks ?? [];
  if (b.system === 'exploration') return b.fight ? b.fight.picks : b.picks;
  return 'picks' in b && Array.isArray((b as { picks?: unknown }).picks) ? (b as { picks: BoardPick[] }).picks : [];
}

/** How many options of the decision a click on the board answers. */
export const optionsOnBoard = (b: BoardModel | null | undefined): number => new Set(picksOf(b).map((p) => p.option)).size;
