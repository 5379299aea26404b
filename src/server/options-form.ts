/** The new-game form of a system: one field per rule option, read from its zod schema. */
import { z } from 'zod';
import { parseOptions, type GameSystem } from '../core/engine.ts';
import type { OptionField } from './api-types.ts';

/** Options the form leaves out: a campaign sets them, or the terminal's --data and --adventure. */
const HIDDEN = new Set(['campaign', 'style', 'data', 'file', 'scenarioFile']);

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
}

export function optionFields(system: GameSystem): OptionField[] {
  const schema = z.toJSONSchema(system.options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defaults = parseOptions(system, {}) as Record<string, unknown>;
  const out: OptionField[] = [];
  for (const [key, p] of Object.entries(schema.properties ?? {})) {
    if (HIDDEN.has(key)) continue;
    const kind: OptionField['kind'] = p.enum ? 'enum' : p.type === 'boolean' ? 'boolean' : p.type === 'integer' || p.type === 'number' ? 'integer' : p.type === 'string' ? 'text' : 'json';
    out.push({ key, help: system.optionHelp[key] ?? '', kind, ...(p.enum ? { choices: p.enum.map(String) } : {}), default: defaults[key] });
  }
  return out;
}
