/**
 * The view models the browser has a board for, by system: the server sends
 * any system's (`GameView.board`, core's SystemViewModel); a system without
 * a board here shows its text.
 */
import type { SystemViewModel } from '../../../src/core/view-model.ts';
import type { CardsViewModel } from '../../../src/systems/cards/view/view-model.ts';
import type { TwoHourViewModel } from '../../../src/systems/2hdc/view/view-model.ts';
import type { SixViewModel } from '../../../src/systems/3d6/view/view-model.ts';
import type { ExplorationViewModel } from '../../../src/systems/exploration/index.ts';
import type { DwViewModel } from '../../../src/systems/dungeon-world/view/view-model.ts';

export type BoardModel = CardsViewModel | TwoHourViewModel | SixViewModel | ExplorationViewModel | DwViewModel;

/** A view's board as one the browser may draw (its `system` says which). */
export const boardModel = (b: SystemViewModel | null | undefined): BoardModel | null => (b ?? null) as BoardModel | null;
