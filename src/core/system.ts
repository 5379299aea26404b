/**
 * What every system would otherwise write the same way, derived once: the
 * text `view` is the view model drawn (`viewText(viewModel(state, viewer))`).
 */
import type { GameSystem, SystemDefinition } from './contract.ts';
import { PLAYERS } from './view-model.ts';

export function defineSystem<S, O>(def: SystemDefinition<S, O>): GameSystem<S, O> {
  if (def.view) return def as GameSystem<S, O>;
  const { viewModel, viewText } = def;
  if (!viewModel || !viewText) throw new Error(`${def.id}: a system gives view, or viewModel and viewText`);
  return { ...def, view: (state, viewer = PLAYERS) => viewText(viewModel(state, viewer)) };
}
