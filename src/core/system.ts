/**
 * What every system would otherwise write the same way, derived once: the
 * text `view` is the view model drawn (`viewText(viewModel(state, viewer))`),
 * and `optionHelp` is read from the option schema's descriptions, so an
 * option is described in one place.
 */
import { z } from 'zod';
import type { GameSystem, SystemDefinition } from './contract.ts';
import { PLAYERS } from './view-model.ts';

export function defineSystem<S, O>(def: SystemDefinition<S, O>): GameSystem<S, O> {
  const optionHelp = def.optionHelp ?? helpFromSchema(def.options);
  if (def.view) return { ...def, view: def.view, optionHelp };
  const { viewModel, viewText } = def;
  if (!viewModel || !viewText) throw new Error(`${def.id}: a system gives view, or viewModel and viewText`);
  return { ...def, optionHelp, view: (state, viewer = PLAYERS) => viewText(viewModel(state, viewer)) };
}

/** Each option's description in the schema (`.describe()`), by key; an option without one is refused. */
function helpFromSchema(schema: z.ZodType): Record<string, string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { description?: string }> };
  const out: Record<string, string> = {};
  for (const [key, p] of Object.entries(json.properties ?? {})) {
    if (!p.description) throw new Error(`option ${key} has no description (.describe()) and no optionHelp line`);
    out[key] = p.description;
  }
  return out;
}
