/**
 * The new-game form of a system: one field per rule option, read from its
 * zod schema, named and explained in words by the system's `words`
 * (core/words.ts). Every option gets a real control: a select for a choice,
 * a checkbox for yes/no, a number field, a list builder for a list (names,
 * heroes of a party) and a builder of records for a list of records (2HDC's
 * Stars, Dungeon World's custom heroes). The form only shapes what is sent:
 * the server's parse of the options is the one judge of what is valid.
 */
import { z } from 'zod';
import { parseOptions, type GameSystem } from '../core/engine.ts';
import type { Choice, SystemWords } from '../core/words.ts';
import type { OptionField } from './api-types.ts';


interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** The schema without its null branch, and whether null was allowed (zod's `.nullable()`). */
function unNull(p: JsonSchema): { p: JsonSchema; nullable: boolean } {
  const branches = p.anyOf ?? [];
  const rest = branches.filter((a) => a.type !== 'null');
  if (branches.length === 2 && rest.length === 1) return { p: { ...rest[0]!, default: p.default }, nullable: true };
  return { p, nullable: false };
}

/** The values an enum (or a union of an enum and constants, 2HDC's race: a race, "roll" or "choose") allows, or null. */
function enumValues(p: JsonSchema): string[] | null {
  if (p.enum) return p.enum.map(String);
  if (p.anyOf && p.anyOf.every((a) => a.enum || a.const !== undefined)) return p.anyOf.flatMap((a) => (a.enum ?? [a.const]).map(String));
  return null;
}

/** The choices of an enum in words, in the schema's order (a system's list first, when it gives one: its order is the one players read). */
function choicesOf(values: string[], given: readonly Choice[] | undefined, words: Readonly<Record<string, string>> | undefined): Choice[] {
  if (given) return [...given.filter((c) => values.includes(c.value)), ...values.filter((v) => !given.some((c) => c.value === v)).map((v) => ({ value: v, label: v }))];
  return values.map((v) => ({ value: v, label: words?.[v] ?? v }));
}

/** One field for the option (or a record's field) at `path` ("stars", "stars.race"); null when it has no control (a file's contents). */
function fieldOf(path: string, key: string, raw: JsonSchema, w: SystemWords | undefined, help: string, def: unknown, label: string): OptionField | null {
  const { p, nullable } = unNull(raw);
  const values = enumValues(p);
  const base = { key, label, help, default: def };
  if (values) return { ...base, kind: 'enum', choices: choicesOf(values, w?.items?.[path], w?.choices?.[path]) };
  if (p.type === 'boolean') return { ...base, kind: 'boolean' };
  if (p.type === 'integer' || p.type === 'number') return { ...base, kind: 'integer', ...(nullable ? { nullable: true } : {}), ...(p.minimum !== undefined ? { min: p.minimum } : {}), ...(p.maximum !== undefined ? { max: p.maximum } : {}) };
  if (p.type === 'string') return { ...base, kind: 'text' };
  if (p.type === 'array' && p.items) {
    const item = w?.itemNames?.[path];
    const bounds = { ...(item ? { item } : {}), ...(p.minItems !== undefined ? { min: p.minItems } : {}), ...(p.maxItems !== undefined ? { max: p.maxItems } : {}), ...(nullable ? { nullable: true } : {}) };
    if (p.items.type === 'object' && p.items.properties) {
      const fields: OptionField[] = [];
      const itemDefaults = (p.items as { required?: string[] }).required ?? [];
      for (const [k, sub] of Object.entries(p.items.properties)) {
        const f = fieldOf(`${path}.${k}`, k, sub, w, '', sub.default ?? (itemDefaults.includes(k) ? '' : undefined), w?.options[`${path}.${k}`] ?? k[0]!.toUpperCase() + k.slice(1));
        if (f) fields.push(f);
      }
      return { ...base, kind: 'records', fields, ...bounds };
    }
    const itemValues = enumValues(p.items);
    const by = w?.itemsBy?.[path];
    const given = w?.items?.[path];
    return {
      ...base,
      kind: 'list',
      ...bounds,
      ...(itemValues || given ? { choices: choicesOf(itemValues ?? given!.map((c) => c.value), given, w?.choices?.[path]) } : {}),
      ...(by ? { choicesBy: { key: by.key, choices: Object.fromEntries(Object.entries(by.choices).map(([v, cs]) => [v, cs.slice()])) } } : {}),
      ...(w?.itemsFrom?.[path] ? { choicesFrom: w.itemsFrom[path] } : {}),
    };
  }
  return null;
}

export function optionFields(system: GameSystem): OptionField[] {
  const schema = z.toJSONSchema(system.options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defaults = parseOptions(system, {}) as Record<string, unknown>;
  const w = system.words;
  const out: OptionField[] = [];
  // Options the form leaves out: a campaign sets them, or one of the terminal's files.
  const hidden = new Set(system.formHidden ?? []);
  for (const [key, p] of Object.entries(schema.properties ?? {})) {
    if (hidden.has(key)) continue;
    // A whole file carried in the options (3d6's scenario): set from the terminal, not typed into a form.
    if (unNull(p).p.type === 'object') continue;
    const f = fieldOf(key, key, p, w, w?.help?.[key] ?? system.optionHelp[key] ?? '', defaults[key], w?.options[key] ?? key);
    if (f) out.push(f);
  }
  return out;
}
