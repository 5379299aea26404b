/**
 * A system's rule options as form controls, for one option set (A or B) of
 * the Simulate page: the same kinds of control as the new-game form (a select
 * for a choice or yes/no, a number field for a whole number, a text box
 * otherwise), each labelled by its name in words with its help beside it. Values are
 * kept as the text shown; `changedOptions` reads those that differ from the
 * defaults (a simulation mixes the system's setups over every option left alone).
 */
import type { SystemInfo } from '../api.ts';

export type Field = SystemInfo['fields'][number];

export function shown(v: unknown): string {
  return typeof v === 'string' ? v : v === null ? '' : JSON.stringify(v);
}

export function defaults(fields: readonly Field[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.key, shown(f.default)]));
}

function read(f: Field, text: string): unknown {
  if (f.kind === 'enum' || f.kind === 'text') return text;
  if (f.kind === 'boolean') return text === 'true';
  if (f.kind === 'integer') {
    if (f.nullable && text.trim() === '') return null;
    if (!/^-?\d+$/.test(text.trim())) throw new Error(`${f.key}: a whole number`);
    return Number(text);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${f.key}: not valid JSON (e.g. ${shown(f.default)})`);
  }
}

/** The options whose text differs from the default's; throws a one-line reason. */
export function changedOptions(fields: readonly Field[], values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (values[f.key] !== undefined && values[f.key] !== shown(f.default)) out[f.key] = read(f, values[f.key]!);
  return out;
}

/** Options of one value; lists and records (players, parties, custom heroes) are left to the new-game form and the terminal. */
function simple(f: Field): boolean {
  return f.kind === 'enum' || f.kind === 'boolean' || f.kind === 'integer' || f.kind === 'text';
}

export function OptionFields(p: { set: 'A' | 'B'; fields: readonly Field[]; values: Record<string, string>; onChange: (values: Record<string, string>) => void }) {
  const id = (k: string) => `opt-${p.set}-${k}`;
  const fields = p.fields.filter(simple);
  return (
    <fieldset class="option-set">
      <legend>Rule options {p.set}</legend>
      {fields.length === 0 && <p class="muted">This system has no option to set here.</p>}
      {fields.map((f) => (
        <div class="field" key={f.key}>
          <label for={id(f.key)} class="key">
            {f.label}
          </label>
          {f.kind === 'enum' || f.kind === 'boolean' ? (
            <select id={id(f.key)} aria-describedby={`${id(f.key)}-help`} value={p.values[f.key]} onChange={(e) => p.onChange({ ...p.values, [f.key]: e.currentTarget.value })}>
              {(f.kind === 'enum' ? f.choices! : [{ value: 'true', label: 'yes' }, { value: 'false', label: 'no' }]).map((c) => (
                <option key={c.value} value={c.value} title={c.about}>
                  {c.label}
                </option>
              ))}
            </select>
          ) : (
            <input id={id(f.key)} aria-describedby={`${id(f.key)}-help`} inputMode={f.kind === 'integer' ? 'numeric' : undefined} value={p.values[f.key]} placeholder={f.nullable ? 'empty: none' : undefined} onInput={(e) => p.onChange({ ...p.values, [f.key]: e.currentTarget.value })} />
          )}
          <span class="help" id={`${id(f.key)}-help`}>
            {f.help}
            {p.values[f.key] === shown(f.default) && f.kind === 'enum' && f.choices?.some((c) => c.value === 'choose') && p.values[f.key] === 'choose' ? ' (left on choose: the simulation plays each choice in turn)' : ''}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
