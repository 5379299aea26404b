/** The picks of a board's view model, whichever grid system drew it (the options answered on the board: a count for the Choices). */
import type { BoardPick } from '../../../src/core/view-model.ts';
import type { SystemViewModel } from '../../../src/core/view-model.ts';
import { boardModel } from './board-model.ts';

export function picksOf(model: SystemViewModel | null | undefined): readonly BoardPick[] {
  const b = boardModel(model);
  if (!b) return [];
  if (b.system === 'dungeon-world') return b.picks;
  if (b.system === '3d6') return b.fight?.picks ?? [];
  if (b.system === 'exploration') return b.fight ? b.fight.picks : b.picks;
  return 'picks' in b && Array.isArray((b as { picks?: unknown }).picks) ? (b as { picks: BoardPick[] }).picks : [];
}

/** How many options of the decision a click on the board answers. */
export const optionsOnBoard = (b: SystemViewModel | null | undefined): number => new Set(picksOf(b).map((p) => p.option)).size;
