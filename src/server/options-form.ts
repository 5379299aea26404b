/** The new-game form of a system: one field per rule option, read from its zod schema. */
import { z } from 'zod';
import { parseOptions, type GameSystem } from '../core/engine.ts';
import type { OptionField } from './api-types.ts';

/** Options the form leaves out: a campaign sets them, or the terminal's --data and --adventure. */
const HIDDEN = new Set(['campaign', 'style', 'data', 'file', 'scenarioFile']);

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** A whole number that may be left empty (zod's `.nullable()`: a choice of the number or null). */
function nullableInteger(p: JsonSchema): boolean {
  const kinds = (p.anyOf ?? []).map((a) => a.type);
  return kinds.length === 2 && kinds.includes('null') && (kinds.includes('integer') || kinds.includes('number'));
}

export function optionFields(system: GameSystem): OptionField[] {
  const schema = z.toJSONSchema(system.options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defaults = parseOptions(system, {}) as Record<string, unknown>;
  const out: OptionField[] = [];
  for (const [key, p] of Object.entries(schema.properties ?? {})) {
    if (HIDDEN.has(key)) continue;
    const empty = nullableInteger(p);
    const kind: OptionField['kind'] = p.enum ? 'enum' : p.type === 'boolean' ? 'boolean' : p.type === 'integer' || p.type === 'number' || empty ? 'integer' : p.type === 'string' ? 'text' : 'json';
    out.push({ key, help: system.optionHelp[key] ?? '', kind, ...(p.enum ? { choices: p.enum.map(String) } : {}), ...(empty ? { nullable: true } : {}), default: defaults[key] });
  }
  return out;
}
